import { describe, expect, it } from 'vitest';
import { step } from '../../engine/replay';
import { isViolation } from '../../engine/violation';
import { expectRefused } from '../testing';
import { winnerOf } from './auction';
import { game } from './index';
import { bidders, pendingBidders, type State } from './state';
import { bids, ids, play, start, turns } from './testing';

/** Asserts the entry is refused with the code and leaves the state deep-equal to before. */
const refused = (s: State, a: unknown, code: string) => expectRefused(game, s, a, code);

/** Money of every seat plus the bank: always the starting total. */
const total = (s: State): number => s.money.reduce((a, b) => a + b, 0) + s.bank;

describe('sealed bids', () => {
  it('takes the bids in any order, then the highest pays the bank and loads the lot', () => {
    let s = play(start(4), [...turns('r7', 'b3'), { type: 'close' }]);
    s = play(s, bids([2, 5]));
    // C's bid is in; B, D and A remain, in tie-break order: B's is on the pad, but any of the three may come.
    expect(pendingBidders(s)).toEqual([1, 3, 0]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'bid', actors: [1, 3, 0] });
    s = play(s, bids([0, 4], [3, 0], [1, 9]));
    expect(s.money).toEqual([50, 41, 50, 50]);
    expect(s.bank).toBe(9);
    expect(s.ships[1]).toEqual(ids('r7', 'b3'));
    expect(s.cargo).toEqual([0, 10, 0, 0]);
    expect(s.last).toMatchObject({ winner: 1, price: 9, bids: [4, 9, 5, 0] });
    // B's turn next: a fresh lot.
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'lot', actors: [1], turn: 2 });
    expect(total(s)).toBe(200);
  });

  it("gives a tie to the first tied player from the active player's left; the active player loses", () => {
    // A (seat 0) is active: order B, C, D, A. A and C bid 10: C wins. B and D bid 8: irrelevant.
    const s = play(start(4), [...turns('g10'), { type: 'close' }, ...bids([0, 10], [1, 8], [2, 10], [3, 8])]);
    expect(s.last).toMatchObject({ winner: 2, price: 10 });
    expect(s.money).toEqual([50, 50, 40, 50]);
  });

  it("counts clockwise round the table from the active player's left", () => {
    // C (seat 2) is active: order D, A, B, C. A and D tie at 6: D wins although seat 3 > seat 0.
    let s = start(4, { first: 2 });
    s = play(s, [...turns('y5'), { type: 'close' }, ...bids([0, 6], [1, 6], [2, 6], [3, 6])]);
    expect(s.last).toMatchObject({ winner: 3, price: 6 });
    // D is now active: order A, B, C, D. B and C tie: B wins.
    s = play(s, [...turns('y6'), { type: 'close' }, ...bids([0, 1], [1, 7], [2, 7], [3, 7])]);
    expect(s.last).toMatchObject({ winner: 1, price: 7 });
  });

  it('sends a lot nobody bid on out of the game, nothing paid', () => {
    const s = play(start(3), [...turns('p1', 'p2'), { type: 'close' }, ...bids([0, 0], [1, 0], [2, 0])]);
    expect(s.discarded).toEqual(ids('p1', 'p2'));
    expect(s.ships).toEqual([[], [], []]);
    expect(s.money).toEqual([50, 50, 50]);
    expect(s.last).toMatchObject({ winner: null, price: 0 });
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'lot', actors: [1], turn: 2 });
  });

  it("refuses a bid above the bidder's money, also after a payment", () => {
    let s = play(start(3), [...turns('r1'), { type: 'close' }]);
    refused(s, { type: 'bid', player: 1, amount: 51 }, 'mercator.err.overMoney');
    s = play(s, bids([1, 30], [2, 0], [0, 0]));
    s = play(s, [...turns('r2'), { type: 'close' }]);
    refused(s, { type: 'bid', player: 1, amount: 21 }, 'mercator.err.overMoney');
    const ok = step(game, s, { type: 'bid', player: 1, amount: 20 });
    expect(isViolation(ok)).toBe(false);
  });

  it('refuses a second bid, a negative bid, an unknown seat, and a bid before the lot closes', () => {
    const open = play(start(3), turns('r1'));
    refused(open, { type: 'bid', player: 1, amount: 0 }, 'mercator.err.notNow');
    const s = play(open, [{ type: 'close' }, ...bids([1, 3])]);
    refused(s, { type: 'bid', player: 1, amount: 4 }, 'mercator.err.alreadyBid');
    refused(s, { type: 'bid', player: 2, amount: -1 }, 'mercator.err.negative');
    refused(s, { type: 'bid', player: 3, amount: 1 }, 'mercator.err.seat');
    refused(s, { type: 'sold', player: 2, price: 1 }, 'mercator.err.notNow');
  });

  it("refuses a bid from a full ship and skips a full ship's turn", () => {
    let s = start(3);
    s = play(s, [...turns('r1', 'r2', 'r3'), ...bids([1, 0], [2, 0], [0, 1])]); // A: 3
    s = play(s, [...turns('r4', 'r5', 'r6'), ...bids([2, 0], [0, 1], [1, 0])]); // A: 6, full
    expect(s.ships[0]).toHaveLength(6);
    s = play(s, [...turns('r7'), { type: 'close' }]);
    expect(bidders(s)).toEqual([1, 2]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'bid', actors: [1, 2] });
    refused(s, { type: 'bid', player: 0, amount: 0 }, 'mercator.err.shipFull');
    s = play(s, bids([1, 2], [2, 0]));
    // C was active; A is full, so B turns next.
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'lot', actors: [1] });
  });
});

describe('open auction', () => {
  it('asks only for the winner and the price', () => {
    let s = play(start(5, { openAuction: true }), [...turns('b9', 'b8'), { type: 'close' }]);
    // Anyone may call a price: every ship with room is a possible buyer, and no one in particular acts.
    expect(bidders(s)).toEqual([1, 2, 3, 4, 0]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'sale', actors: [], expects: ['sold', 'unsold'] });
    refused(s, { type: 'bid', player: 1, amount: 3 }, 'mercator.err.notNow');
    refused(s, { type: 'sold', player: 3, price: 0 }, 'mercator.err.zeroPrice');
    refused(s, { type: 'sold', player: 3, price: 51 }, 'mercator.err.overMoney');
    s = play(s, [{ type: 'sold', player: 3, price: 12 }]);
    expect(s.money).toEqual([50, 50, 50, 38, 50]);
    expect(s.ships[3]).toEqual(ids('b9', 'b8'));
    expect(s.cargo[3]).toBe(17);
    expect(s.last).toMatchObject({ winner: 3, price: 12, bids: null });
    s = play(s, [...turns('g1'), { type: 'close' }, { type: 'unsold' }]);
    expect(s.discarded).toEqual(ids('g1'));
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'lot', actors: [2], turn: 3 });
  });

  it('refuses a sale to a ship without room for the lot', () => {
    let s = start(3, { openAuction: true });
    s = play(s, [...turns('r1', 'r2', 'r3'), { type: 'sold', player: 0, price: 1 }]);
    s = play(s, [...turns('r4', 'r5'), { type: 'close' }, { type: 'sold', player: 0, price: 1 }]);
    s = play(s, turns('r6', 'r7', 'r8'));
    refused(s, { type: 'sold', player: 0, price: 1 }, 'mercator.err.noRoom');
  });
});

describe('winnerOf', () => {
  it('ignores zero bids and players who did not bid', () => {
    expect(winnerOf([0, 0, null, 0], 1)).toBeNull();
    expect(winnerOf([3, null, 3, 2], 3)).toEqual({ winner: 0, price: 3 });
    expect(winnerOf([3, null, 3, 2], 0)).toEqual({ winner: 2, price: 3 });
  });
});
