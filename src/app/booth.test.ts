import { describe, expect, it } from 'vitest';
import type { GameMeta } from '../store/schema';
import { Booth, tallied } from './booth';

const meta = (
  id: string,
  status: 'playing' | 'finished',
  updatedAt: string,
  deletedAt: string | null = null,
) =>
  ({
    id,
    game: 'katame',
    rulesVersion: 1,
    createdAt: updatedAt,
    updatedAt,
    options: { first: 0 },
    players: [],
    entryCount: 3,
    status,
    winners: [],
    deletedAt,
  }) satisfies GameMeta;

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
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
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
