// The whole-match quick check (issue 15 item 4): the example game (docs/examples/katame.json) entered as its
// three settlements, with the icons and payments worked by hand in example.test.ts, gives the example's
// final money and places: Aya 29 third, Ken 57 second, Mio 70 first.
import { describe, expect, it } from 'vitest';
import exampleJson from '../../../docs/examples/katame.json';
import { decodeRecord } from '../../engine/decode';
import { replayWith } from '../../engine/replay';
import { isViolation } from '../../engine/violation';
import { game } from './index';
import { checkMatch, type QuickSettlement } from './match';

const icons = (choc: number, gold: number, silk: number, junk: number) => ({ choc, gold, silk, junk });
// Per round: the price card, then Aya, Ken, Mio's icons (C G S J) and what each paid (example.test.ts).
const MATCH: QuickSettlement[] = [
  // Round 1, price card C/G: A 18, B 29, C 44 settled; paid 13, 14, 17.
  {
    front: 'choc',
    back: 'gold',
    counts: [icons(1, 3, 0, 2), icons(2, 1, 4, 1), icons(3, 2, 3, 0)],
    paid: [13, 14, 17],
  },
  // Round 2, price card J/G: A 12, B 10, C 2; paid 35, 15, 1.
  {
    front: 'junk',
    back: 'gold',
    counts: [icons(1, 1, 1, 3), icons(2, 2, 0, 0), icons(1, 0, 0, 1)],
    paid: [35, 15, 1],
  },
  // Round 3, price card S/S: A 28, B 31, C 35; paid 11, 14, 23.
  {
    front: 'silk',
    back: 'silk',
    counts: [icons(1, 3, 2, 0), icons(2, 1, 1, 4), icons(2, 3, 2, 1)],
    paid: [11, 14, 23],
  },
];

describe('whole-match quick check', () => {
  it('gives the example match its money and places: 30 − paid + settled, round by round', () => {
    const result = checkMatch(MATCH);
    if (isViolation(result)) throw new Error(result.code);
    // Aya 30 + 5 − 23 + 17 = 29; Ken 30 + 15 − 5 + 17 = 57; Mio 30 + 27 + 1 + 12 = 70.
    expect(result.players.map((p) => p.lines.map((l) => l.points))).toEqual([
      [30, 5, -23, 17],
      [30, 15, -5, 17],
      [30, 27, 1, 12],
    ]);
    expect(result.players.map((p) => [p.total, p.rank, p.shared])).toEqual([
      [29, 3, false],
      [57, 2, false],
      [70, 1, false],
    ]);
  });

  it("agrees with the game's own score of the replayed example record", () => {
    const decoded = decodeRecord(exampleJson);
    if (!decoded.ok) throw new Error('example');
    const replayed = replayWith(game, decoded.record);
    if (!replayed.ok) throw new Error('replay');
    const quick = checkMatch(MATCH);
    if (isViolation(quick)) throw new Error(quick.code);
    const full = game.scoring.score(replayed.state as never);
    expect(quick.players.map((p) => [p.total, p.rank, p.shared])).toEqual(
      full.players.map((p) => [p.total, p.rank, p.shared]),
    );
  });

  it('shares a place on equal money, and refuses a payment above the money in hand', () => {
    const none = icons(0, 0, 0, 0);
    const quiet: QuickSettlement = { front: 'choc', back: 'gold', counts: [none, none], paid: [0, 0] };
    const tie = checkMatch([quiet, quiet, quiet]);
    if (isViolation(tie)) throw new Error(tie.code);
    expect(tie.players.map((p) => [p.total, p.rank, p.shared])).toEqual([
      [30, 1, true],
      [30, 1, true],
    ]);
    const over = checkMatch([{ ...quiet, paid: [31, 0] }, quiet, quiet]);
    expect(isViolation(over) && over.code).toBe('katame.err.quickPaid');
    const short = checkMatch([quiet]);
    expect(isViolation(short) && short.code).toBe('katame.err.quickRounds');
  });

  it('refuses a round whose players together hold more icons of a kind than the 13 cards carry', () => {
    // 用具: 7 chocolate icons in all. A and B each with 7 chocolate and 1 junk is possible alone (4 cards
    // each), not together: 14 chocolate, the price card (silk/gold) holding none.
    const none = icons(0, 0, 0, 0);
    const both: QuickSettlement = {
      front: 'silk',
      back: 'gold',
      counts: [icons(7, 0, 0, 1), icons(7, 0, 0, 1)],
      paid: [0, 0],
    };
    const quiet: QuickSettlement = { front: 'silk', back: 'gold', counts: [none, none], paid: [0, 0] };
    const result = checkMatch([quiet, both, quiet]);
    expect(isViolation(result) && { code: result.code, params: result.params }).toMatchObject({
      code: 'katame.err.quickTooMany',
      params: { round: 2, count: 14, limit: 7 },
    });
  });

  it('refuses a payment by a player who won no card that round', () => {
    // 進行: only the highest bidder takes the card and pays. Seat 1 paid 10 in round 1 with no icon from it.
    const none = icons(0, 0, 0, 0);
    const paidNothing: QuickSettlement = {
      front: 'choc',
      back: 'silk',
      counts: [icons(0, 2, 0, 0), none],
      paid: [5, 10],
    };
    const quiet: QuickSettlement = { front: 'silk', back: 'gold', counts: [none, none], paid: [0, 0] };
    const result = checkMatch([paidNothing, quiet, quiet]);
    expect(isViolation(result) && { code: result.code, params: result.params }).toEqual({
      code: 'katame.err.quickPaidNoCard',
      params: { p: { p: 1 }, round: 1, paid: 10 },
    });
  });
});
