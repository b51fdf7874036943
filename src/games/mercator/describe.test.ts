import { expect, describe as group, it } from 'vitest';
import { describe } from './describe';
import { bids, play, start, turns } from './testing';

const red = (value: number) => ({
  key: 'mercator.card',
  params: { colour: { key: 'mercator.goods.red' }, value },
});

group('log lines', () => {
  it('names the card turned, and says when the lot went to auction by itself', () => {
    const s = start(3);
    expect(describe(s, { type: 'turn', colour: 'red', value: 7 })).toEqual({
      key: 'mercator.log.turn',
      params: { p: { p: 0 }, card: red(7) },
    });
    const two = play(s, turns('r1', 'r2'));
    expect(describe(two, { type: 'turn', colour: 'red', value: 3 }).key).toBe('mercator.log.turnClose');
    expect(describe(two, { type: 'close' })).toEqual({
      key: 'mercator.log.close',
      params: { p: { p: 0 }, lot: { key: 'mercator.cards2', params: { a: red(1), b: red(2) } } },
    });
  });

  it('says who won when the last bid settles the lot, and when nobody bid', () => {
    const s = play(start(3), [...turns('r1'), { type: 'close' }, ...bids([1, 4], [2, 4])]);
    expect(describe(s, { type: 'bid', player: 0, amount: 2 })).toEqual({
      key: 'mercator.log.bidWins',
      params: { p: { p: 0 }, amount: 2, winner: { p: 1 }, price: 4 },
    });
    const zero = play(start(3), [...turns('r1'), { type: 'close' }, ...bids([1, 0], [2, 0])]);
    expect(describe(zero, { type: 'bid', player: 0, amount: 0 }).key).toBe('mercator.log.bidNone');
    expect(describe(zero, { type: 'bid', player: 0, amount: 1 }).key).toBe('mercator.log.bidWins');
    const early = play(start(3), [...turns('r1'), { type: 'close' }]);
    expect(describe(early, { type: 'bid', player: 2, amount: 1 })).toEqual({
      key: 'mercator.log.bid',
      params: { p: { p: 2 }, amount: 1 },
    });
  });

  it('words an entry the table refused (a correction can leave one) without an outcome it never had', () => {
    // A bid before any card is turned settles nothing; a card turned once the lot is at auction joins nothing.
    expect(describe(start(3), { type: 'bid', player: 1, amount: 5 })).toEqual({
      key: 'mercator.log.bid',
      params: { p: { p: 1 }, amount: 5 },
    });
    // Nor is it said as the active player's: a card a correction left after a lot that now waits for a bid
    // was turned by the next lot's player, whom this state does not know (A turned this lot, not that card).
    const auction = play(start(3), turns('r1', 'r2', 'r3'));
    expect(describe(auction, { type: 'turn', colour: 'red', value: 4 })).toEqual({
      key: 'mercator.log.turnAlone',
      params: { card: red(4) },
    });
    expect(describe(auction, { type: 'draw', colour: 'red', value: 5 })).toEqual({
      key: 'mercator.log.drawAlone',
      params: { card: red(5) },
    });
  });

  it('logs open sales and free draws', () => {
    const s = play(start(3, { openAuction: true }), [...turns('r1'), { type: 'close' }]);
    expect(describe(s, { type: 'sold', player: 2, price: 9 })).toEqual({
      key: 'mercator.log.sold',
      params: { p: { p: 2 }, price: 9, lot: red(1) },
    });
    expect(describe(s, { type: 'unsold' })).toEqual({ key: 'mercator.log.unsold', params: { lot: red(1) } });
    expect(describe(s, { type: 'draw', colour: 'red', value: 5 }).key).toBe('mercator.log.drawAlone');
  });
});
