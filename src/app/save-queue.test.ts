// @vitest-environment happy-dom
// What the screen and the saved game's header say is saved, while writes wait or fail: never more than
// storage holds (the log's "Saving…" marks, the header home lists).
import 'fake-indexeddb/auto';
import { cleanup, render } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRecord, LogEntry } from '../engine/record';
import { raceGame, raceRecord } from '../engine/testing/race-game';
import { Connection } from '../store/connection';
import { GameStore, type Summary } from '../store/games';
import { makeTranslate } from './i18n';
import { GameLog } from './screens/GameLog';
import { type EntryWriter, GameSession } from './session';

afterEach(cleanup);

const at = '2026-11-22T10:00:00.000Z';
const playing: Summary = { status: 'playing', winners: [], updatedAt: at };
const add = (k: number) => ({ type: 'add', n: k });
let n = 0;

/** Game `g` to 30 (or `target`), with the entries given. */
const record = (entries: LogEntry[] = [], target = 30): GameRecord => ({ ...raceRecord(target), entries });

/** The real store, until the disk fills: from then on every write fails (as a full disk does). */
class FillingStore implements EntryWriter {
  full = false;
  /** Writes that still fit on the disk (each one written uses one). */
  room = Number.POSITIVE_INFINITY;
  constructor(readonly store: GameStore) {}
  private check(): void {
    if (this.full || this.room <= 0) throw new DOMException('The disk is full', 'QuotaExceededError');
    this.room--;
  }
  async append(id: string, seq: number, entry: LogEntry, summary: Summary, prev: LogEntry | null) {
    this.check();
    await this.store.append(id, seq, entry, summary, prev);
  }
  async removeLast(id: string, seq: number, summary: Summary, removed: LogEntry) {
    this.check();
    await this.store.removeLast(id, seq, summary, removed);
  }
}

const settle = () => new Promise((r) => setTimeout(r, 5));
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await settle();
}

describe('saved means written', () => {
  it('an entry made after an undo is not shown as saved in the log before it is written', async () => {
    const store = new GameStore(Connection.of(`save-queue-${++n}`));
    const saved: LogEntry[] = [1, 1, 1].map((k) => ({ kind: 'act', action: add(k), at }));
    await store.create(record(saved), playing);
    const writer = new FillingStore(store);
    const session = new GameSession(raceGame, (await store.load('g')) as GameRecord, writer, () => at);
    expect(session.persisted.value).toBe(3);

    // The disk fills; the table takes back entry 3 and enters another in its place.
    writer.full = true;
    session.undo();
    expect(session.submit(add(2))).toBeNull();
    expect(session.submit(add(1))).toBeNull();
    await until(() => session.saveError.value !== null);
    expect(session.saveError.value).not.toBeNull();

    // Storage still holds the old entry 3, and not the new one.
    const stored = (await store.load('g'))?.entries ?? [];
    expect(stored[2]).toEqual(saved[2]);
    expect(stored[2]).not.toEqual(session.record.value.entries[2]);

    // The log must mark line 3 (the new entry, only in memory) as not saved yet.
    const { container } = render(
      h(GameLog, { session, t: makeTranslate('en'), onCorrect: () => undefined, keep: false }),
    );
    const line = (k: number) =>
      [...container.querySelectorAll('.log-line')].find(
        (li) => li.querySelector('.log-n')?.textContent === `${k}`,
      );
    // Control: line 4, also only in memory, is marked.
    expect(line(4)?.querySelector('.unsaved')?.textContent?.trim()).toBe('Saving…');
    const line3 = line(3);
    expect(line3, 'line 3 is listed').toBeDefined();
    expect(
      line3?.querySelector('.unsaved')?.textContent?.trim(),
      'line 3 exists only in memory, yet the log shows it as saved',
    ).toBe('Saving…');
  });

  it('the saved header does not say finished while the entry that finishes the game is not written', async () => {
    const store = new GameStore(Connection.of(`save-queue-${++n}`));
    await store.create(record([], 5), playing);
    const writer = new FillingStore(store);
    const session = new GameSession(raceGame, (await store.load('g')) as GameRecord, writer, () => at);

    // The disk is full: the table plays on, to the end of the game (3 + 2 reaches the target 5).
    writer.full = true;
    expect(session.submit(add(3))).toBeNull();
    expect(session.submit(add(2))).toBeNull();
    expect(session.view.value.over).toBe(true);
    await until(() => session.saveError.value !== null);

    // Room for one write comes back: the retry writes entry 1, and entry 2 fails again.
    writer.full = false;
    writer.room = 1;
    session.retry();
    await until(() => session.persisted.value === 1 && session.saveError.value !== null);
    expect(session.persisted.value).toBe(1);
    expect(session.pending.value, 'entry 2 is still owed').toBe(1);

    // What storage holds: one entry, a game not over...
    const stored = (await store.load('g')) as GameRecord;
    expect(stored.entries).toHaveLength(1);
    const replayed = new GameSession(raceGame, stored, writer, () => at);
    expect(replayed.view.value.over).toBe(false);
    // ...so its header (what home, the booth tally and the players page read) must not say it is finished.
    const meta = await store.meta('g');
    expect({ status: meta?.status, winners: meta?.winners }).toEqual({ status: 'playing', winners: [] });
  });
});
