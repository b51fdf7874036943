import { describe, expect, it } from 'vitest';
import { Booth, tallied } from './booth';
import { MemoryStorage } from './testing/memory-storage';
import { meta } from './testing/meta';

describe('booth tally', () => {
  // Local times, so that "today" is the same day wherever the test runs.
  const day = (h: number, m = 0) => new Date(2026, 10, 22, h, m).toISOString();
  const now = new Date(2026, 10, 22, 18, 0);

  it('counts the games finished today, not those in play, deleted or of another day', () => {
    const metas = [
      meta('a', 'finished', day(17)),
      meta('b', 'playing', day(16)),
      meta('c', 'finished', day(15), day(16)),
      meta('d', 'finished', new Date(2026, 10, 21, 23, 59).toISOString()),
      meta('e', 'finished', day(9)),
    ];
    expect(tallied(metas, null, now).map((m) => m.id)).toEqual(['a', 'e']);
  });

  it('starts afresh when cleared: only games finished after the clearing count', () => {
    const metas = [meta('a', 'finished', day(17)), meta('e', 'finished', day(9))];
    expect(tallied(metas, day(12), now).map((m) => m.id)).toEqual(['a']);
  });

  it('keeps the lock and the clearing across a reload (storage)', () => {
    const storage = new MemoryStorage();
    const booth = new Booth(storage);
    booth.lock('g1');
    booth.clearTally(now);
    const again = new Booth(storage);
    expect(again.locked.value).toBe('g1');
    expect(again.tallySince.value).toBe(now.toISOString());
    again.unlock();
    expect(new Booth(storage).locked.value).toBeNull();
  });
});

describe('a locked booth screen', () => {
  it('goes back to its game from anywhere but that game and its hand-over', () => {
    const booth = new Booth(undefined);
    booth.lock('g1');
    expect(booth.redirect({ name: 'game', id: 'g1' })).toBeNull();
    expect(booth.redirect({ name: 'handover', id: 'g1' })).toBeNull();
    for (const route of [
      { name: 'home' },
      { name: 'settings' },
      { name: 'game', id: 'g2' },
      { name: 'handover', id: 'g2' },
      { name: 'new', game: 'katame' },
    ] as const)
      expect(booth.redirect(route)).toEqual({ name: 'game', id: 'g1' });
  });

  it('shows the new-game form lent from its game, and only that game’s; the game started there is locked', () => {
    const booth = new Booth(undefined);
    booth.lock('g1');
    booth.lendForm('katame');
    expect(booth.redirect({ name: 'new', game: 'edo' })).toEqual({ name: 'game', id: 'g1' });
    // Left for another route, the form is no longer lent.
    expect(booth.redirect({ name: 'new', game: 'katame' })).toEqual({ name: 'game', id: 'g1' });
    booth.lendForm('katame');
    expect(booth.redirect({ name: 'new', game: 'katame' })).toBeNull();
    booth.started('katame', 'g2');
    expect(booth.locked.value).toBe('g2');
    expect(booth.redirect({ name: 'game', id: 'g1' })).toEqual({ name: 'game', id: 'g2' });
    expect(booth.redirect({ name: 'new', game: 'katame' })).toEqual({ name: 'game', id: 'g2' });
  });

  it('lends no form when unlocked, and a game started from the form then stays unlocked', () => {
    const booth = new Booth(undefined);
    booth.lendForm('katame');
    expect(booth.redirect({ name: 'new', game: 'katame' })).toBeNull();
    booth.started('katame', 'g2');
    expect(booth.locked.value).toBeNull();
  });
});
