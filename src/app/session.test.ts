import { describe, expect, it } from 'vitest';
import type { GameRecord, LogEntry } from '../engine/record';
import { type RaceState, raceGame } from '../engine/testing/race-game';
import { ForkError, type Summary } from '../store/games';
import { type EntryWriter, GameSession } from './session';

const at = '2026-11-22T10:00:00.000Z';

function record(entries: LogEntry[] = []): GameRecord {
  return {
    format: 'choba-record',
    version: 1,
    id: 'g',
    game: 'supermarket',
    rulesVersion: 1,
    createdAt: at,
    options: { first: 0, target: 10 },
    players: [
      { name: 'A', colour: 'a' },
      { name: 'B', colour: 'b' },
    ],
    entries,
  };
}

/** A writer that keeps what it was asked to write, and can be told to fail or to be slow. */
class FakeWriter implements EntryWriter {
  saved: LogEntry[] = [];
  failNext = 0;
  lastSummary: Summary | undefined;
  async append(_id: string, seq: number, entry: LogEntry, summary: Summary) {
    if (this.failNext > 0) {
      this.failNext--;
      throw new DOMException('disk full', 'QuotaExceededError');
    }
    if (seq !== this.saved.length) throw new ForkError('g', seq, this.saved.length);
    this.saved.push(entry);
    this.lastSummary = summary;
  }
  async removeLast(_id: string, seq: number, summary: Summary) {
    if (seq !== this.saved.length - 1) throw new ForkError('g', seq + 1, this.saved.length);
    this.saved.pop();
    this.lastSummary = summary;
  }
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const total = (s: GameSession) => (s.view.value.state as RaceState).total;
const newSession = (writer: EntryWriter, entries: LogEntry[] = []) =>
  new GameSession(raceGame, record(entries), writer, () => at);

describe('GameSession', () => {
  it('applies an entry, says whose turn is next, and saves it', async () => {
    const writer = new FakeWriter();
    const session = newSession(writer);
    expect(session.submit({ type: 'add', n: 2 })).toBeNull();
    expect(total(session)).toBe(2);
    expect(session.view.value.prompt.actors).toEqual([1]);
    expect(session.pending.value).toBe(1);
    await settle();
    expect(writer.saved).toEqual([{ kind: 'act', action: { type: 'add', n: 2 }, at }]);
    expect(session.pending.value).toBe(0);
    expect(session.persisted.value).toBe(1);
  });

  it('refuses an illegal entry with the reason and changes and saves nothing', async () => {
    const writer = new FakeWriter();
    const session = newSession(writer);
    const refusal = session.submit({ type: 'add', n: 4 });
    expect(refusal).toMatchObject({ code: 'race.range' });
    expect(session.record.value.entries).toEqual([]);
    await settle();
    expect(writer.saved).toEqual([]);
  });

  it('saves entries in the order they were made, even when made faster than they are written', async () => {
    const writer = new FakeWriter();
    const session = newSession(writer);
    for (const n of [1, 2, 3, 1]) session.submit({ type: 'add', n });
    await settle();
    await settle();
    expect(writer.saved.map((e) => (e.kind === 'act' ? (e.action as { n: number }).n : 0))).toEqual([
      1, 2, 3, 1,
    ]);
  });

  it('keeps an entry in memory when the write fails, reports it, and saves it on retry', async () => {
    const writer = new FakeWriter();
    writer.failNext = 1;
    const session = newSession(writer);
    session.submit({ type: 'add', n: 3 });
    await settle();
    expect(session.saveError.value).toContain('QuotaExceededError');
    expect(session.record.value.entries).toHaveLength(1);
    expect(writer.saved).toEqual([]);
    session.retry();
    await settle();
    expect(session.saveError.value).toBeNull();
    expect(writer.saved).toHaveLength(1);
  });

  it('stops writing and refuses entries when another tab moved the game on', async () => {
    const writer = new FakeWriter();
    writer.saved = [{ kind: 'act', action: { type: 'add', n: 1 }, at }];
    const session = newSession(writer);
    session.submit({ type: 'add', n: 2 });
    await settle();
    expect(session.forked.value).toBe(true);
    expect(session.submit({ type: 'add', n: 1 })).toMatchObject({ code: 'app.err.forked' });
  });

  it('undo restores the previous state exactly and removes the saved entry; redo brings it back', async () => {
    const writer = new FakeWriter();
    const session = newSession(writer);
    session.submit({ type: 'add', n: 2 });
    const before = structuredClone(session.view.value.state);
    session.submit({ type: 'add', n: 3 });
    session.undo();
    expect(session.view.value.state).toEqual(before);
    await settle();
    expect(writer.saved).toHaveLength(1);
    expect(session.canRedo.value).toBe(true);
    session.redo();
    expect(total(session)).toBe(5);
    await settle();
    expect(writer.saved).toHaveLength(2);
  });

  it('a new entry clears the redo stack', () => {
    const session = newSession(new FakeWriter());
    session.submit({ type: 'add', n: 2 });
    session.undo();
    session.submit({ type: 'add', n: 1 });
    expect(session.canRedo.value).toBe(false);
  });

  it('corrects a past entry, reports later entries that no longer fit, and undo takes the correction back', async () => {
    const writer = new FakeWriter();
    const session = newSession(writer);
    for (const n of [1, 3, 3, 3]) session.submit({ type: 'add', n });
    expect(session.view.value.over).toBe(true);
    expect(session.correct(0, { type: 'add', n: 3 })).toBeNull();
    expect(session.view.value.rejected.map((r) => [r.index, r.violation.code])).toEqual([[3, 'race.over']]);
    expect(session.record.value.entries).toHaveLength(5);
    expect(total(session)).toBe(9);
    session.undo();
    expect(session.view.value.rejected).toEqual([]);
    expect(total(session)).toBe(10);
    await settle();
    expect(writer.saved).toHaveLength(4);
  });

  it('inserts a forgotten entry before a past one, saves it in record version 2, and undo takes it back', async () => {
    const writer = new FakeWriter();
    const session = newSession(writer);
    for (const n of [1, 2]) session.submit({ type: 'add', n });
    expect(session.insert(1, { type: 'add', n: 3 })).toBeNull();
    // 1 (A), 3 (B, inserted), 2 (A): A 3, B 3.
    expect(session.view.value.state).toMatchObject({ total: 6, added: [3, 3] });
    expect(session.record.value.version).toBe(2);
    await settle();
    expect(writer.saved.at(-1)).toEqual({ kind: 'ins', before: 1, action: { type: 'add', n: 3 }, at });
    session.undo();
    expect(total(session)).toBe(3);
  });

  it('refuses an insert that does not fit where it goes, and gives an unfit entry the state it was refused in', () => {
    const session = newSession(new FakeWriter());
    for (const n of [3, 3, 3]) session.submit({ type: 'add', n });
    expect(session.insert(0, { type: 'add', n: 4 })).toMatchObject({ code: 'race.range' });
    expect(session.record.value.entries).toHaveLength(3);
    // 2 inserted before the third 3: 3+3+2 = 8, and the last 3 (to 11) no longer fits.
    expect(session.insert(2, { type: 'add', n: 2 })).toBeNull();
    expect(session.view.value.rejected.map((r) => r.index)).toEqual([2]);
    expect(session.stateBefore(2)).toMatchObject({ total: 8 });
    // Re-fitted: the unfit entry corrected to a 2 fits again.
    expect(session.correct(2, { type: 'add', n: 2 })).toBeNull();
    expect(session.view.value).toMatchObject({ rejected: [], state: { total: 10 }, over: true });
  });

  it('refuses a correction that is itself illegal, changing nothing', () => {
    const session = newSession(new FakeWriter());
    session.submit({ type: 'add', n: 1 });
    expect(session.correct(0, { type: 'add', n: 7 })).toMatchObject({ code: 'race.range' });
    expect(session.record.value.entries).toHaveLength(1);
  });

  it('marks the game finished for the list once it is over', async () => {
    const writer = new FakeWriter();
    const session = newSession(writer);
    for (const n of [3, 3, 3, 1]) session.submit({ type: 'add', n });
    await settle();
    await settle();
    expect(writer.lastSummary).toMatchObject({ status: 'finished', winners: ['B'] });
  });

  it('gives every applied entry the state it was applied to, for the log', () => {
    const session = newSession(new FakeWriter(), [
      { kind: 'act', action: { type: 'add', n: 2 }, at },
      { kind: 'act', action: { type: 'add', n: 1 }, at },
    ]);
    expect((session.stateBefore(1) as RaceState).total).toBe(2);
    session.submit({ type: 'add', n: 3 });
    expect((session.stateBefore(2) as RaceState).total).toBe(3);
  });
});
