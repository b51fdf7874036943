import { describe, expect, it } from 'vitest';
import { withEntry, withoutLast } from './log';
import type { GameRecord, LogEntry } from './record';
import { effectiveActions, replayWith, step, stepTrusted } from './replay';
import { type RaceState, raceGame } from './testing/race-game';
import { isViolation } from './violation';

const at = '2026-11-22T10:00:00.000Z';
const add = (n: number): LogEntry => ({ kind: 'act', action: { type: 'add', n }, at });

function record(entries: LogEntry[], first = 0): GameRecord {
  return {
    format: 'choba-record',
    version: 1,
    id: 'r',
    game: 'supermarket',
    rulesVersion: 1,
    createdAt: at,
    options: { first, target: 10 },
    players: [
      { name: 'A', colour: 'a' },
      { name: 'B', colour: 'b' },
    ],
    entries,
  };
}

const stateOf = (r: GameRecord): RaceState => {
  const result = replayWith(raceGame, r);
  if (!result.ok) throw new Error(result.violation.code);
  return result.state as RaceState;
};

describe('replay', () => {
  it('folds the rules over the entries and says whose turn is next', () => {
    const result = replayWith(raceGame, record([add(3), add(2), add(1)], 1));
    expect(result.ok && result.state).toMatchObject({ total: 6, turn: 0, added: [2, 4] });
    expect(result.ok && result.prompt).toMatchObject({ phase: 'add', actors: [0] });
  });

  it('reports the end and refuses any entry after it', () => {
    const result = replayWith(raceGame, record([add(3), add(3), add(3), add(1), add(1)]));
    expect(result.ok && result.over).toBe(true);
    expect(result.ok && result.rejected).toEqual([
      {
        index: 4,
        action: { type: 'add', n: 1 },
        violation: expect.objectContaining({ code: 'kernel.gameOver' }),
      },
    ]);
  });

  it('refuses a malformed action with the path of the problem', () => {
    const r = record([{ kind: 'act', action: { type: 'add', n: 'two' }, at }]);
    const result = replayWith(raceGame, r);
    expect(result.ok && result.rejected[0]?.violation).toMatchObject({
      code: 'kernel.badAction',
      params: { path: 'n' },
    });
  });

  it('refuses a setup with too many players or an unreplayable rules version', () => {
    const crowded = {
      ...record([]),
      players: Array.from({ length: 5 }, (_, i) => ({ name: `P${i}`, colour: 'a' })),
    };
    expect(replayWith(raceGame, crowded)).toMatchObject({
      ok: false,
      violation: { code: 'kernel.playerCount' },
    });
    expect(replayWith(raceGame, { ...record([]), rulesVersion: 2 })).toMatchObject({
      ok: false,
      violation: { code: 'kernel.rulesVersion' },
    });
  });

  it('leaves the state untouched when the rules refuse an entry', () => {
    const before = stateOf(record([add(3), add(3), add(3)]));
    const frozen = structuredClone(before);
    const result = step(raceGame, before, { type: 'add', n: 2 });
    expect(isViolation(result) && result.code).toBe('race.over');
    expect(before).toEqual(frozen);
  });
});

describe('undo and redo', () => {
  it('undo drops the last entry and replays to the previous state; redo restores it', () => {
    const full = record([add(2), add(3)]);
    const { record: undone, removed } = withoutLast(full);
    expect(stateOf(undone)).toEqual(stateOf(record([add(2)])));
    expect(removed).toEqual(add(3));
    expect(stateOf(withEntry(undone, removed as LogEntry))).toEqual(stateOf(full));
  });

  it('undo of an empty log changes nothing', () => {
    const empty = record([]);
    expect(withoutLast(empty)).toEqual({ record: empty, removed: undefined });
  });
});

describe('correction of a past entry', () => {
  it('replaces the action and replays everything after it', () => {
    const fixed = record([add(1), add(1), { kind: 'fix', target: 0, action: { type: 'add', n: 3 }, at }]);
    expect(stateOf(fixed)).toMatchObject({ total: 4, added: [3, 1] });
  });

  it('reports later entries that no longer fit with their index and reason, and keeps them in the log', () => {
    // 1+3+3+3 reaches 10; correcting the 1 to a 3 makes the fourth entry overshoot (3+3+3+3 = 12).
    const entries: LogEntry[] = [
      add(1),
      add(3),
      add(3),
      add(3),
      { kind: 'fix', target: 0, action: { type: 'add', n: 3 }, at },
    ];
    const result = replayWith(raceGame, record(entries));
    expect(result.ok && result.rejected.map((r) => [r.index, r.violation.code])).toEqual([[3, 'race.over']]);
    expect(result.ok && (result.state as RaceState).total).toBe(9);
    expect(entries).toHaveLength(5);
  });

  it('a removed entry leaves the game, and undoing the removal brings it back', () => {
    const removed = record([add(1), add(2), { kind: 'drop', target: 0, at }]);
    expect(stateOf(removed)).toMatchObject({ total: 2, added: [2, 0] });
    expect(stateOf(withoutLast(removed).record)).toMatchObject({ total: 3, added: [1, 2] });
  });

  it('the last correction of an entry wins', () => {
    const entries: LogEntry[] = [
      add(1),
      { kind: 'fix', target: 0, action: { type: 'add', n: 2 }, at },
      { kind: 'fix', target: 0, action: { type: 'add', n: 3 }, at },
    ];
    expect(effectiveActions(entries)).toEqual([{ index: 0, action: { type: 'add', n: 3 } }]);
  });
});

describe('trusted replay (a record whose actions were checked when entered)', () => {
  const entries: LogEntry[] = [
    add(1),
    add(3),
    { kind: 'fix', target: 0, action: { type: 'add', n: 2 }, at },
    add(3),
    { kind: 'drop', target: 1, at },
    add(2),
  ];

  it('gives the same state, prompt, applied and rejected entries as a checked replay', () => {
    const visited = (trusted: boolean) => {
      const seen: [number, unknown][] = [];
      const result = replayWith(
        raceGame,
        record(entries),
        (slot, before) => seen.push([slot.index, before]),
        {
          trusted,
        },
      );
      return { result, seen };
    };
    const checked = visited(false);
    const trusted = visited(true);
    expect(trusted.result.ok).toBe(true);
    expect(trusted).toEqual(checked);
    expect(replayWith(raceGame, record(entries), undefined, { trusted: true })).toEqual(
      replayWith(raceGame, record(entries)),
    );
  });

  it('still lets the rules refuse an entry, and refuses anything after the end', () => {
    const over = record([add(3), add(3), add(3), add(1), add(1)]);
    const result = replayWith(raceGame, over, undefined, { trusted: true });
    expect(result).toEqual(replayWith(raceGame, over));
    expect(result.ok && result.rejected.map((r) => r.violation.code)).toEqual(['kernel.gameOver']);
    const full = stateOf(record([add(3), add(3), add(3), add(1)]));
    expect(isViolation(stepTrusted(raceGame, full, { type: 'add', n: 1 }))).toBe(true);
  });

  it('the default replay still checks every action against the schema', () => {
    const bad = record([add(1), { kind: 'act', action: { type: 'add', n: 'two' }, at }, add(2)]);
    const result = replayWith(raceGame, bad);
    expect(result.ok && result.rejected).toEqual([
      {
        index: 1,
        action: { type: 'add', n: 'two' },
        violation: expect.objectContaining({ code: 'kernel.badAction', params: { path: 'n' } }),
      },
    ]);
    expect(result.ok && (result.state as RaceState).total).toBe(3);
    expect(replayWith(raceGame, bad, undefined, { trusted: false })).toEqual(result);
    expect(isViolation(step(raceGame, stateOf(record([])), { type: 'add' }))).toBe(true);
  });
});
