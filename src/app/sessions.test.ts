// What a session owes belongs to it, not to a screen (issue 36): the one-writer claim and the notice of
// entries waiting to be saved last until it owes nothing, wherever the user goes.
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../engine/record';
import { raceGame, raceRecord } from '../engine/testing/race-game';
import { type EntryWriter, GameSession } from './session';
import { Sessions } from './sessions';

const at = '2026-11-27T10:00:00.000Z';
const record = raceRecord(20);

/** A disk that refuses every write until it is told it has room again. */
class FullDisk implements EntryWriter {
  full = true;
  saved: LogEntry[] = [];
  async append(_id: string, _seq: number, entry: LogEntry) {
    if (this.full) throw new DOMException('disk full', 'QuotaExceededError');
    this.saved.push(entry);
  }
  async removeLast() {
    if (this.full) throw new DOMException('disk full', 'QuotaExceededError');
    this.saved.pop();
  }
}

const settle = () => new Promise((r) => setTimeout(r, 30));
/** A disk with room. */
const disk = (): EntryWriter => ({ append: async () => undefined, removeLast: async () => undefined });

describe('Sessions', () => {
  it('keeps the claim and says the entries owed after the screen is left, until they are written', async () => {
    const disk = new FullDisk();
    const sessions = new Sessions();
    const session = await sessions.acquire(
      'g',
      async () => new GameSession(raceGame, record, disk, () => at),
    );
    let claims = 0;
    let released = 0;
    const claim = async () => {
      claims++;
      return () => {
        released++;
      };
    };
    expect(await sessions.claim(session, claim)).toBe(true);
    session.submit({ type: 'add', n: 1 });
    session.submit({ type: 'add', n: 2 });
    await settle();
    expect(session.saveError.value).not.toBeNull();
    // The user goes home: the screen lets go, but the session owes two entries.
    sessions.release(session);
    expect(sessions.owing()).toEqual([session]);
    expect(session.unsaved()).toBe(2);
    expect(released).toBe(0);
    // Back to the game: the same session, still the writer, without a new claim.
    expect(await sessions.acquire('g', async () => new GameSession(raceGame, record, disk, () => at))).toBe(
      session,
    );
    expect(await sessions.claim(session, claim)).toBe(true);
    expect(claims).toBe(1);
    sessions.release(session);
    // The disk has room again: the writes go through, the session ends and lets go of the game.
    disk.full = false;
    session.retry();
    await settle();
    expect(await sessions.flushed()).toBe(true);
    expect(disk.saved).toHaveLength(2);
    expect(sessions.owing()).toEqual([]);
    expect(sessions.get('g')).toBeUndefined();
    expect(released).toBe(1);
  });

  it('an update waits while a session no screen holds still owes entries', async () => {
    const disk = new FullDisk();
    const sessions = new Sessions();
    const session = await sessions.acquire(
      'g',
      async () => new GameSession(raceGame, record, disk, () => at),
    );
    session.submit({ type: 'add', n: 1 });
    await settle();
    sessions.release(session);
    // What main.tsx gives the update: it is not ready while an entry is only in memory.
    expect(await sessions.flushed()).toBe(false);
  });

  it('a screen back on the game while its claim is still being made gets that claim, not a refusal', async () => {
    const sessions = new Sessions();
    const session = await sessions.acquire(
      'g',
      async () => new GameSession(raceGame, record, disk(), () => at),
    );
    // A Web Lock asked for again while the first request waits is not available: the second ask gets null.
    let asked = 0;
    let grant: (release: () => void) => void = () => undefined;
    const claim = () => {
      asked++;
      return asked === 1
        ? new Promise<(() => void) | null>((resolve) => {
            grant = resolve;
          })
        : Promise.resolve(null);
    };
    // The game is opened, left and opened again before the claim has come back.
    const first = sessions.claim(session, claim);
    const second = sessions.claim(session, claim);
    grant(() => undefined);
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(asked).toBe(1);
  });
});
