import { describe, expect, it } from 'vitest';
import exampleJson from '../../../docs/examples/supermarket.json';
import { decodeRecord } from '../../engine/decode';
import { withEntry, withoutLast } from '../../engine/log';
import type { GameRecord, LogEntry } from '../../engine/record';
import { replayWith } from '../../engine/replay';
import { game } from './index';
import type { State } from './state';

const at = '2026-11-22T14:00:00.000Z';

function example(): GameRecord {
  const decoded = decodeRecord(exampleJson);
  if (!decoded.ok) throw new Error('bad example');
  return decoded.record;
}

function stateOf(record: GameRecord): State {
  const result = replayWith(game, record);
  if (!result.ok) throw new Error(result.violation.code);
  expect(result.rejected).toEqual([]);
  return result.state as State;
}

describe('undo and correction across a round end', () => {
  it('undo of the first card of round 2 gives back the end of round 1; redo restores it', () => {
    const full = example();
    const upTo37 = { ...full, entries: full.entries.slice(0, 37) };
    const { record: undone, removed } = withoutLast(upTo37);
    const s36 = stateOf(undone);
    expect(s36.rounds).toHaveLength(2);
    expect(s36.rounds[0]?.result?.points).toEqual([1, 1, 1, 1]);
    expect(s36.rounds[1]?.current).toEqual([]);
    expect(game.rules.prompt(s36)).toMatchObject({ phase: 'lead', actors: [1], round: 2, turn: 1 });
    expect(stateOf(withEntry(undone, removed as LogEntry))).toEqual(stateOf(upTo37));
  });

  it('correcting two cards of round 1 after the match replays round 1 and leaves later rounds as they were', () => {
    const record = example();
    const original = stateOf(record);
    // Swap seat 0's てんぷら9 (entry 0) and seat 2's てんぷら8 (entry 2) in round 1, trick 1:
    // 0:て8 1:て7 2:て9 3:て5 -> seat 2 takes it (◇てんぷら stays 8) and leads trick 2 instead of seat 0.
    const fixed: GameRecord = {
      ...record,
      entries: [
        ...record.entries,
        { kind: 'fix', target: 0, action: { type: 'play', trick: 1, suit: 'tempura', rank: 8 }, at },
        { kind: 'fix', target: 2, action: { type: 'play', trick: 1, suit: 'tempura', rank: 9 }, at },
      ],
    };
    const s = stateOf(fixed);
    expect(s.over).toBe(true);
    expect(s.rounds[0]?.tricks[0]).toMatchObject({ leader: 0, winner: 2, sets: 'tempura' });
    expect(s.rounds[0]?.capacity[3]).toBe(8);
    // Trick 2's cards 梅8 梅7 梅9 梅3 are now played by seats 2, 3, 0, 1: seat 0's 梅9 wins it.
    expect(s.rounds[0]?.tricks[1]).toMatchObject({ leader: 2, winner: 0 });
    expect(s.rounds[0]).not.toEqual(original.rounds[0]);
    expect(s.rounds.slice(1)).toEqual(original.rounds.slice(1));
  });
});
