// Properties every game shares, through the kernel: along random legal games, undo after any entry gives
// back the previous state exactly, and random entries are either refused (state untouched) or legal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withEntry, withoutLast } from '../engine/log';
import { MODULES } from './all';
import type { GameRecord, LogEntry } from '../engine/record';
import { replayWith, step } from '../engine/replay';
import { runs } from '../engine/testing/runs';
import type { AnyGameModule, Json } from '../engine/types';
import { isViolation } from '../engine/violation';

const at = '2026-11-22T10:00:00.000Z';

function newRecord(module: AnyGameModule, players: number): GameRecord {
  return {
    format: 'choba-record',
    version: 1,
    id: 'prop',
    game: module.id,
    rulesVersion: module.rulesVersion,
    createdAt: at,
    options: module.defaultOptions(players),
    players: Array.from({ length: players }, (_, i) => ({
      name: `P${i + 1}`,
      colour: module.colours[i] ?? '',
    })),
    entries: [],
  };
}

function stateOf(module: AnyGameModule, record: GameRecord): unknown {
  const result = replayWith(module, record);
  if (!result.ok) throw new Error(result.violation.code);
  expect(result.rejected).toEqual([]);
  return result.state;
}

/** Plays `picks` as indices into the legal entries, from a fresh game; returns the record and its states. */
function walk(module: AnyGameModule, players: number, picks: number[]) {
  let record = newRecord(module, players);
  const states = [stateOf(module, record)];
  for (const pick of picks) {
    const state = states.at(-1);
    const legal = module.legalActions?.(state) ?? [];
    if (module.isOver(state) || legal.length === 0) break;
    const action = legal[pick % legal.length] as Json;
    const next = step(module, state, action);
    if (isViolation(next)) throw new Error(`legal entry refused: ${JSON.stringify(action)} -> ${next.code}`);
    record = withEntry(record, { kind: 'act', action, at } satisfies LogEntry);
    states.push(next);
  }
  return { record, states };
}

const junk = fc.oneof(
  fc.anything(),
  fc.record({ type: fc.string({ maxLength: 12 }) }),
  fc.dictionary(
    fc.constantFrom(
      'type',
      'player',
      'p',
      'amount',
      'price',
      'suit',
      'rank',
      'colour',
      'value',
      'dice',
      'city',
    ),
    fc.jsonValue(),
  ),
);

describe.each(Object.values(MODULES) as AnyGameModule[])('$id: kernel properties', (module) => {
  const counts = [module.players.min, module.players.max];

  it('undo after any entry restores the previous state exactly (a fresh replay of the shorter log)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...counts),
        fc.array(fc.nat(), { minLength: 1, maxLength: 60 }),
        (players, picks) => {
          const { record, states } = walk(module, players, picks);
          if (record.entries.length === 0) return;
          const undone = withoutLast(record).record;
          expect(stateOf(module, undone)).toEqual(states.at(-2));
          expect(stateOf(module, record)).toEqual(states.at(-1));
        },
      ),
      { numRuns: runs(25) },
    );
  });

  it('a random entry is refused with a reason and leaves the state as it was, or is a legal one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...counts),
        fc.array(fc.nat(), { maxLength: 40 }),
        junk,
        (players, picks, action) => {
          const { states } = walk(module, players, picks);
          const state = states.at(-1);
          const before = structuredClone(state);
          const result = step(module, state, action);
          expect(state).toEqual(before);
          if (isViolation(result)) {
            expect(typeof result.code).toBe('string');
            expect(typeof result.section).toBe('string');
          } else {
            expect(module.isOver(state)).toBe(false);
          }
        },
      ),
      { numRuns: runs(60) },
    );
  });
});
