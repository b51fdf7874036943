// Issue 14 (b): a correction through the table's session on the example record (docs/examples/edo.json)
// that makes the next entry unfit; that entry re-entered, the rest fits again and the final score stands.
import { describe, expect, it } from 'vitest';
import record from '../../../docs/examples/edo.json';
import { sessionOf } from '../../app/testing/table';
import type { GameRecord } from '../../engine/record';
import { game } from './index';
import type { EdoState } from './state';

const rec = record as unknown as GameRecord;

describe('(b) an early roll corrected, the keep that no longer fits re-entered', () => {
  it('the rest fits again and the example keeps its hand-worked score 13 / 30 / 13 / 17', () => {
    // Turn 1 (example.test.ts): 門左衛門 rolls 1-4-5 (entry 5), keeps 1 and 5 (entry 6); お市 and 六助 object
    // (entry 7): 2 votes of 4 participants, at least half, so the dice are rolled again (2-3-6) and the first
    // roll pays nobody. The table finds the first roll was 1-4-4: keeping a 5 no longer fits.
    const session = sessionOf(rec);
    expect(session.correct(5, { type: 'roll', dice: [1, 4, 4] })).toBeNull();
    const rejected = session.view.value.rejected;
    expect(rejected[0]?.index).toBe(6);
    expect(rejected[0]?.violation.code).toBe('edo.err.keepNotRolled');
    // He kept 1 and a 4. The objection is still upheld (the same 2 of 4 votes: no privilege is held yet),
    // so this distribution pays nobody either, and every later entry is as it was: the coins, cards and
    // choices of the example, and its score worked by hand in example.test.ts.
    expect(session.correct(6, { type: 'keep', dice: [1, 4] })).toBeNull();
    expect(session.view.value.rejected).toEqual([]);
    expect(session.view.value.over).toBe(true);
    const end = session.view.value.state as EdoState;
    expect(end.coins).toEqual([4, 22, 13, 5]);
    expect(game.scoring.score(end).players.map((p) => [p.total, p.rank])).toEqual([
      [13, 3],
      [30, 1],
      [13, 4],
      [17, 2],
    ]);
  });
});
