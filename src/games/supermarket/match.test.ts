// The whole-match quick check (issue 15 item 4): the example match (docs/examples/supermarket.json) entered
// round by round from the goods counts worked by hand in example.test.ts gives the totals and places of
// the example's final score: 4, 3, 4, 3; seats 0 and 2 share first on 4 points and 1 trick each in round 4;
// seat 3 (6 tricks in round 4) third, seat 1 (1 trick) fourth.
import { describe, expect, it } from 'vitest';
import exampleJson from '../../../docs/examples/supermarket.json';
import { decodeRecord } from '../../engine/decode';
import { replayWith } from '../../engine/replay';
import { isViolation } from '../../engine/violation';
import { game } from './index';
import { checkMatch } from './match';
import { EXAMPLE_LAST_TRICKS as LAST_TRICKS, EXAMPLE_ROUNDS as ROUNDS } from './testing';

describe('whole-match quick check', () => {
  it('gives the example match its totals, places and tie-breaks', () => {
    const result = checkMatch(ROUNDS, LAST_TRICKS);
    if (isViolation(result)) throw new Error(result.code);
    expect(result.players.map((p) => p.lines.map((l) => l.points))).toEqual([
      [1, 1, 2, 0],
      [1, 0, 0, 2],
      [1, 2, 1, 0],
      [1, 0, 2, 0],
    ]);
    expect(result.players.map((p) => [p.total, p.rank, p.shared, p.decidedBy])).toEqual([
      [4, 1, true, null],
      [3, 4, false, 1],
      [4, 1, true, null],
      [3, 3, false, 1],
    ]);
  });

  it("agrees with the game's own score of the replayed example record", () => {
    const decoded = decodeRecord(exampleJson);
    if (!decoded.ok) throw new Error('example');
    const replayed = replayWith(game, decoded.record);
    if (!replayed.ok) throw new Error('replay');
    const quick = checkMatch(ROUNDS, LAST_TRICKS);
    if (isViolation(quick)) throw new Error(quick.code);
    const full = game.scoring.score(replayed.state as never);
    expect(quick.players.map((p) => [p.total, p.rank, p.shared])).toEqual(
      full.players.map((p) => [p.total, p.rank, p.shared]),
    );
  });

  it('refuses a match with the wrong number of rounds or last-round tricks that do not add up', () => {
    const code = (r: ReturnType<typeof checkMatch>) => (isViolation(r) ? r.code : null);
    expect(code(checkMatch(ROUNDS.slice(0, 3), LAST_TRICKS))).toBe('supermarket.err.quickRounds');
    // Four players hold 9 cards each: 9 tricks in the last round.
    expect(code(checkMatch(ROUNDS, [1, 1, 1, 5]))).toBe('supermarket.err.quickTricks');
  });

  it('refuses a player who took no trick in the last round yet holds goods from it', () => {
    // Goods come with the tricks taken. In the example's round 4, seat 0 holds 8 すいか goods; last-round
    // tricks [0, 1, 2, 6] add up to the right 9 but say seat 0 took none.
    const result = checkMatch(ROUNDS, [0, 1, 2, 6]);
    expect(isViolation(result) && { code: result.code, params: result.params }).toEqual({
      code: 'supermarket.err.quickNoTricks',
      params: { p: { p: 0 } },
    });
  });
});
