// Every write path failed on purpose, the way SQLite tests its own I/O: the k-th write of a game fails and
// the database connection is closed under the store, for every k; once the fault clears, the saved game
// equals the game entered, entry by entry, with no reload.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { GameRecord, LogEntry } from '../engine/record';
import { raceGame } from '../engine/testing/race-game';
import { writeBack } from '../store/bulk';
import { Connection } from '../store/connection';
import { GameStore, type Summary } from '../store/games';
import { type EntryWriter, GameSession } from './session';
import { Sessions } from './sessions';

const at = '2026-11-22T10:00:00.000Z';
const playing: Summary = { status: 'playing', winners: [], updatedAt: at };
let n = 0;

function record(id: string, entries: LogEntry[] = []): GameRecord {
  return {
    format: 'choba-record',
    version: 1,
    id,
    game: 'supermarket',
    rulesVersion: 1,
    createdAt: at,
    options: { first: 0, target: 20 },
    players: [
      { name: 'A', colour: 'a' },
      { name: 'B', colour: 'b' },
    ],
    entries,
  };
}

/** The real store, whose connection the browser "closes" at the k-th write (as it does after a full disk). */
class FaultyStore implements EntryWriter {
  writes = 0;
  constructor(
    readonly store: GameStore,
    private readonly failAt: number,
  ) {}
  /** At the k-th write the connection is closed under the store, so that the real write then fails. */
  private async fault(): Promise<void> {
    this.writes++;
    if (this.writes === this.failAt) (await this.store.db()).close();
  }
  async append(id: string, seq: number, entry: LogEntry, summary: Summary, prev: LogEntry | null) {
    await this.fault();
    await this.store.append(id, seq, entry, summary, prev);
  }
  async removeLast(id: string, seq: number, summary: Summary, removed: LogEntry) {
    await this.fault();
    await this.store.removeLast(id, seq, summary, removed);
  }
}

const add = (k: number) => ({ type: 'add', n: k });
const settle = () => new Promise((r) => setTimeout(r, 5));

/** Enters a game with entries, undos, redos, a correction and a removal; every step makes one write. */
function play(session: GameSession): void {
  for (const k of [1, 2, 3, 1]) session.submit(add(k));
  session.undo();
  session.redo();
  session.submit(add(2));
  session.correct(1, add(3));
  session.submit(add(1));
  session.remove(0);
  session.undo();
  session.submit(add(3));
}

async function drain(session: GameSession): Promise<void> {
  for (let i = 0; i < 50 && session.pending.value > 0; i++) {
    session.retry();
    await settle();
  }
}

/** Waits (in real time, the store is asynchronous) until `done` holds, for at most a second. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await settle();
}

describe('saving heals after any failed write', () => {
  // play(): 7 entries, 2 undos, 1 redo, 1 correction and 1 removal, each one write.
  const writesInGame = 12;

  it('the game played makes that many writes when nothing fails', async () => {
    const store = new GameStore(Connection.of(`faults-${++n}`));
    await store.create(record('g'), playing);
    const counting = new FaultyStore(store, 0);
    const session = new GameSession(raceGame, record('g'), counting, () => at);
    play(session);
    await until(() => session.pending.value === 0);
    expect(counting.writes).toBe(writesInGame);
  });

  it.each(Array.from({ length: writesInGame }, (_, i) => i + 1))(
    'write %i fails and the connection closes: the saved game still equals the game entered',
    async (k) => {
      const name = `faults-${++n}`;
      const store = new GameStore(Connection.of(name));
      await store.create(record('g'), playing);
      const faulty = new FaultyStore(store, k);
      const session = new GameSession(raceGame, record('g'), faulty, () => at);
      play(session);
      await until(() => session.saveError.value !== null);
      expect(session.saveError.value, 'the failure is reported').not.toBeNull();
      await drain(session);
      expect(session.pending.value).toBe(0);
      expect(session.saveError.value).toBeNull();
      expect(store.connection.opened, 'a new connection was opened').toBe(2);
      expect((await store.load('g'))?.entries).toEqual(session.record.value.entries);
      expect(faulty.writes).toBe(writesInGame + 1);
    },
  );
});

describe('saving heals after any failed write, with the game left and opened again (issue 36)', () => {
  const writesInGame = 12;

  it.each(Array.from({ length: writesInGame }, (_, i) => i + 1))(
    'write %i fails, the screen is left and the game opened again: same session and claim, game equal',
    async (k) => {
      const store = new GameStore(Connection.of(`faults-${++n}`));
      await store.create(record('g'), playing);
      const faulty = new FaultyStore(store, k);
      const sessions = new Sessions();
      const make = async () => new GameSession(raceGame, record('g'), faulty, () => at);
      let claims = 0;
      let released = 0;
      const claim = async () => {
        claims++;
        return () => {
          released++;
        };
      };
      const session = await sessions.acquire('g', make);
      await sessions.claim(session, claim);
      play(session);
      await until(() => session.saveError.value !== null);
      // Home: the screen lets go, the session owes entries and keeps the game claimed.
      sessions.release(session);
      expect(sessions.owing()).toEqual([session]);
      expect(released).toBe(0);
      // Back to the game: the same session, no second claim.
      const again = await sessions.acquire('g', make);
      expect(again).toBe(session);
      expect(await sessions.claim(again, claim)).toBe(true);
      expect(claims).toBe(1);
      await drain(again);
      sessions.release(again);
      await until(() => released === 1);
      expect(released, 'the claim ends with the session').toBe(1);
      expect((await store.load('g'))?.entries).toEqual(session.record.value.entries);
    },
  );
});

describe('one writer per game', () => {
  it('a screen opened again while the first session still retries gets that session, and the log stays in order', async () => {
    const name = `faults-${++n}`;
    const store = new GameStore(Connection.of(name));
    await store.create(record('g'), playing);
    const sessions = new Sessions();
    const faulty = new FaultyStore(store, 2);
    const make = async () =>
      new GameSession(raceGame, (await store.load('g')) as GameRecord, faulty, () => at);
    const first = await sessions.acquire('g', make);
    first.submit(add(1));
    first.submit(add(2));
    // However long the store takes on a loaded machine: a fixed few milliseconds was not always enough.
    await until(() => first.saveError.value !== null);
    expect(first.saveError.value).not.toBeNull();
    sessions.release(first);
    const second = await sessions.acquire('g', make);
    expect(second, 'the same session, with the entry not yet saved').toBe(first);
    second.submit(add(3));
    await drain(second);
    expect((await store.load('g'))?.entries.map((e) => e.kind === 'act' && e.action)).toEqual([
      add(1),
      add(2),
      add(3),
    ]);
  });

  it('a session no screen holds ends once its writes are done', async () => {
    const store = new GameStore(Connection.of(`faults-${++n}`));
    await store.create(record('g'), playing);
    const sessions = new Sessions();
    const make = async () => new GameSession(raceGame, record('g'), store, () => at);
    const first = await sessions.acquire('g', make);
    first.submit(add(1));
    sessions.release(first);
    expect(sessions.get('g'), 'kept while it owes a write').toBe(first);
    // Its last write done (however long the store takes), the session has ended.
    await first.flushed();
    expect(sessions.get('g')).toBeUndefined();
    const next = await sessions.acquire(
      'g',
      async () => new GameSession(raceGame, (await store.load('g')) as GameRecord, store, () => at),
    );
    expect(next).not.toBe(first);
    expect(next.record.value.entries).toHaveLength(1);
  });
});

describe('a stored record is never applied unchecked', () => {
  it('an entry the rules refuse, or of the wrong shape, is listed as not fitting and never counts', () => {
    const entries: LogEntry[] = [
      { kind: 'act', action: add(2), at },
      { kind: 'act', action: { type: 'add', n: null } as never, at },
      { kind: 'act', action: add(9), at },
      { kind: 'act', action: add(3), at },
    ];
    const noWrites: EntryWriter = { append: async () => undefined, removeLast: async () => undefined };
    const session = new GameSession(raceGame, record('g', entries), noWrites, () => at);
    expect((session.view.value.state as { total: number }).total).toBe(5);
    expect(session.view.value.rejected.map((r) => [r.index, r.violation.code])).toEqual([
      [1, 'kernel.badAction'],
      [2, 'race.range'],
    ]);
    // An undo rebuilds the game: the refused entries are checked again, never trusted.
    session.undo();
    expect((session.view.value.state as { total: number }).total).toBe(2);
    expect(session.view.value.rejected.map((r) => r.index)).toEqual([1, 2]);
  });
});

/** Another tab deletes the database (or the browser evicts the site): every game is gone from storage. */
const wipe = (name: string) =>
  new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });

describe('a store wiped under the app (issue 36)', () => {
  it('is written back from memory, never called another tab', async () => {
    const name = `faults-${++n}`;
    const store = new GameStore(Connection.of(name));
    await store.create(record('g'), playing);
    // The writer the game's screen gives a session (screens/GameView.tsx).
    const writer: EntryWriter = {
      append: (...args) => store.append(...args),
      removeLast: (...args) => store.removeLast(...args),
      writeBack: (whole, summary) => writeBack(store, whole, summary),
    };
    const session = new GameSession(raceGame, record('g'), writer, () => at);
    session.submit(add(1));
    session.submit(add(2));
    expect(await session.flushed()).toBe(true);
    await wipe(name);
    expect(await store.load('g')).toBeUndefined();
    session.submit(add(3));
    expect(await session.flushed()).toBe(true);
    expect(session.forked.value).toBe(false);
    expect(session.saveError.value).toBeNull();
    // Every entry, those saved before the wipe included, is in storage again.
    expect((await store.load('g'))?.entries).toEqual(session.record.value.entries);
    expect(session.record.value.entries).toHaveLength(3);
  });

  it('keeps an entry made while the game is written back, and writes it after', async () => {
    const name = `faults-${++n}`;
    const store = new GameStore(Connection.of(name));
    await store.create(record('g'), playing);
    let session: GameSession | undefined;
    let backs = 0;
    const writer: EntryWriter = {
      append: (...args) => store.append(...args),
      removeLast: (...args) => store.removeLast(...args),
      writeBack: async (whole, summary) => {
        backs++;
        const written = writeBack(store, whole, summary);
        // The table enters the next entry while the whole game is being written.
        session?.submit(add(3));
        await written;
      },
    };
    session = new GameSession(raceGame, record('g'), writer, () => at);
    session.submit(add(1));
    expect(await session.flushed()).toBe(true);
    await wipe(name);
    session.submit(add(2));
    expect(await session.flushed()).toBe(true);
    expect(backs).toBe(1);
    expect(session.record.value.entries).toHaveLength(3);
    expect(session.unsaved()).toBe(0);
    expect(session.persisted.value).toBe(3);
    // The entry made during the write-back is in storage too, not only marked saved.
    expect((await store.load('g'))?.entries).toEqual(session.record.value.entries);
  });
});
