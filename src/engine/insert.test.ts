// Inserting an entry the table forgot: it plays just before the entry it names, replays like the others,
// is corrected, removed and undone like them; and what it makes unfit later is reported, never dropped.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decodeRecord } from './decode';
import { withEntry, withoutLast } from './log';
import type { GameRecord, LogEntry } from './record';
import { effectiveActions, replayWith } from './replay';
import { type RaceState, raceGame } from './testing/race-game';
import type { AnyGameModule } from './types';

const at = '2026-11-25T10:00:00.000Z';
const add = (n: number): LogEntry => ({ kind: 'act', action: { type: 'add', n }, at });
const ins = (before: number, n: number): LogEntry => ({
  kind: 'ins',
  before,
  action: { type: 'add', n },
  at,
});

function record(entries: LogEntry[], version: 1 | 2 = 2): GameRecord {
  return {
    format: 'choba-record',
    version,
    id: 'r',
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

const replay = (entries: LogEntry[]) => {
  const result = replayWith(raceGame, record(entries));
  if (!result.ok) throw new Error(result.violation.code);
  return { ...result, state: result.state as RaceState };
};

describe('insert', () => {
  it('plays the inserted action just before the entry it names, and the turns follow it', () => {
    // A adds 1, B adds 2; the table forgot that A had added 3 first: then B's 1... the seats shift by one.
    const { state, applied } = replay([add(1), add(2), ins(0, 3)]);
    expect(applied.map((s) => s.index)).toEqual([2, 0, 1]);
    // A: 3 then the 2 (third move, A again); B: the 1.
    expect(state).toMatchObject({ total: 6, added: [5, 1], turn: 1 });
  });

  it('keeps several inserts before one entry in the order they were made, and an insert before an insert first', () => {
    const entries = [add(1), ins(0, 2), ins(0, 3), ins(1, 1)];
    expect(effectiveActions(entries).map((s) => s.index)).toEqual([3, 1, 2, 0]);
  });

  it('is corrected, removed and undone like any entry', () => {
    const base = [add(1), add(1), ins(1, 2)];
    expect(replay(base).state.total).toBe(4);
    expect(replay([...base, { kind: 'fix', target: 2, action: { type: 'add', n: 3 }, at }]).state.total).toBe(
      5,
    );
    expect(replay([...base, { kind: 'drop', target: 2, at }]).state.total).toBe(2);
    expect(replayWith(raceGame, withoutLast(record(base)).record)).toMatchObject({ state: { total: 2 } });
  });

  it('stays in force when the entry it was inserted before is removed', () => {
    const { state } = replay([add(1), add(2), ins(1, 3), { kind: 'drop', target: 1, at }]);
    expect(state).toMatchObject({ total: 4, added: [1, 3] });
  });

  it('made after the entry it names was removed, plays where that entry stood', () => {
    // 1, then 2 removed, then 3 inserted before the removed 2: A adds 1, B adds 3, A adds 1.
    const entries: LogEntry[] = [add(1), add(2), add(1), { kind: 'drop', target: 1, at }, ins(1, 3)];
    expect(replay(entries).state).toMatchObject({ total: 5, added: [2, 3] });
  });

  it('reports the later entries it makes unfit, with their index, and keeps them in the log', () => {
    // 3+3+3 = 9, then an insert of 2 before the third entry: 3+3+2 = 8, and the last 3 overshoots 10.
    const entries = [add(3), add(3), add(3), ins(2, 2)];
    const result = replay(entries);
    expect(result.rejected.map((r) => [r.index, r.violation.code])).toEqual([[2, 'race.over']]);
    expect(result.state.total).toBe(8);
  });

  it('ignores an insert that names itself, a later entry, or an entry that is not an action', () => {
    const entries: LogEntry[] = [add(1), { kind: 'drop', target: 0, at }, ins(1, 2), ins(3, 2)];
    expect(effectiveActions(entries)).toEqual([]);
  });
});

describe('record versions', () => {
  it('a version-1 record without inserts still decodes and replays', () => {
    const decoded = decodeRecord(record([add(1), add(2)], 1));
    expect(decoded.ok && decoded.record.version).toBe(1);
  });

  it('a version-2 record with an insert decodes; an insert in a version-1 record is refused', () => {
    expect(decodeRecord(record([add(1), ins(0, 2)])).ok).toBe(true);
    const old = decodeRecord(record([add(1), ins(0, 2)], 1));
    expect(!old.ok && old.problem.path).toBe('entries[1].kind');
  });

  it('refuses an insert before an entry that does not exist yet', () => {
    const decoded = decodeRecord(withEntry(record([add(1)]), ins(4, 2)));
    expect(!decoded.ok && [decoded.problem.code, decoded.problem.path]).toEqual([
      'record.badTarget',
      'entries[1].before',
    ]);
  });
});

describe('reposition', () => {
  // The race game with a place stamp, as the supermarket stamps each card with its trick: an 'add' says
  // the total it was made at, and the rules refuse a stamp that does not match.
  type Stamped = { type: 'add'; n: number; at?: number };
  const stamped: AnyGameModule = {
    ...raceGame,
    rules: {
      ...raceGame.rules,
      actionSchema: v.object({ type: v.literal('add'), n: v.number(), at: v.optional(v.number()) }),
      apply: (state: RaceState, action: Stamped) =>
        action.at !== undefined && action.at !== state.total
          ? { violation: true as const, code: 'race.stamp', params: {}, section: 'race 3' }
          : raceGame.rules.apply(state, action),
    },
    replay: { reposition: (state: RaceState, action: Stamped) => ({ ...action, at: state.total }) },
  };
  const addAt = (n: number, total: number): LogEntry => ({
    kind: 'act',
    action: { type: 'add', n, at: total },
    at,
  });

  it('places again the later entries whose stamp an insert moved, so that they all still fit', () => {
    const entries = [addAt(1, 0), addAt(2, 1), addAt(1, 3), ins(1, 2)];
    const result = replayWith(stamped, record(entries));
    expect(result.ok && result.rejected).toEqual([]);
    expect(result.ok && result.state).toMatchObject({ total: 6 });
  });

  it('still refuses an entry that does not fit once placed again', () => {
    // 3 + 3 + 3 = 9; an insert of 2 first makes the third 3 overshoot 10 wherever it is placed.
    const entries = [addAt(3, 0), addAt(3, 3), addAt(3, 6), ins(0, 2)];
    const result = replayWith(stamped, record(entries));
    expect(result.ok && result.rejected.map((r) => [r.index, r.violation.code])).toEqual([[2, 'race.over']]);
  });

  it('is not used without the module asking for it: a stale stamp is refused', () => {
    const withoutReposition: AnyGameModule = { ...stamped, replay: undefined };
    const result = replayWith(withoutReposition, record([addAt(1, 0), addAt(2, 1), ins(1, 2)]));
    expect(result.ok && result.rejected.map((r) => r.index)).toEqual([1]);
  });
});

describe('unfit entries', () => {
  it('give the state they were refused in to a correction, unless refused for their shape', () => {
    const seen: number[] = [];
    const entries: LogEntry[] = [
      add(3),
      add(3),
      add(3),
      ins(2, 2),
      { kind: 'act', action: { type: 'add', n: 'x' }, at },
    ];
    replayWith(raceGame, record(entries), undefined, { onReject: (slot) => seen.push(slot.index) });
    // Entry 2 (the third 3) no longer fits the rules; entry 4 is malformed and has no place to start from.
    expect(seen).toEqual([2]);
  });
});
