import { describe, expect, it } from 'vitest';
import { expectRefused } from '../testing';
import { game } from './index';
import { bidders, deckLeft, lotLimit, pendingBidders, type State } from './state';
import { bids, ids, play, start, turns } from './testing';

/** Asserts the entry is refused with the code and leaves the state deep-equal to before. */
const refused = (s: State, a: unknown, code: string) => expectRefused(game, s, a, code);

describe('turning a lot', () => {
  it('starts with the first player turning, the deck counted from the player count', () => {
    const s = start(4, { first: 2 });
    expect(s.deckSize).toBe(32);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'lot', actors: [2], expects: ['turn'], turn: 1 });
    expect(s.money).toEqual([50, 50, 50, 50]);
  });

  it('uses the deck sizes 24/32/40/45/50 for 3-7 players', () => {
    expect([3, 4, 5, 6, 7].map((n) => start(n).deckSize)).toEqual([24, 32, 40, 45, 50]);
  });

  it('adds each card to the lot and counts it out of the deck; close starts the sealed bids', () => {
    let s = play(start(4), turns('r7'));
    expect(s.lot).toEqual(ids('r7'));
    expect(deckLeft(s)).toBe(31);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'lot', actors: [0], expects: ['turn', 'close'] });
    s = play(s, turns('b3'));
    s = play(s, [{ type: 'close' }]);
    // Bidders in tie-break order: from the active player's left, the active player last; every one of them
    // may be entered next (the fists open together), B first on the pad.
    expect(pendingBidders(s)).toEqual([1, 2, 3, 0]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'bid', actors: [1, 2, 3, 0], expects: ['bid'] });
  });

  it('closes the lot by itself at three cards and refuses a fourth card', () => {
    const s = play(start(4), turns('r7', 'b3', 'g10'));
    expect(s.phase).toBe('bid');
    refused(s, { type: 'turn', colour: 'yellow', value: 4 }, 'mercator.err.lotMax');
  });

  it('refuses a card already out, even one that left the game unsold', () => {
    let s = play(start(3), turns('r7', 'b3', 'g10'));
    s = play(s, bids([1, 0], [2, 0], [0, 0]));
    expect(s.discarded).toEqual(ids('r7', 'b3', 'g10'));
    refused(s, { type: 'turn', colour: 'red', value: 7 }, 'mercator.err.cardOut');
    s = play(s, turns('y1'));
    refused(s, { type: 'turn', colour: 'yellow', value: 1 }, 'mercator.err.cardOut');
  });

  it('refuses closing an empty lot, and a card after the lot was closed', () => {
    const s = start(3);
    refused(s, { type: 'close' }, 'mercator.err.emptyLot');
    const closed = play(s, [...turns('r1'), { type: 'close' }]);
    refused(closed, { type: 'turn', colour: 'red', value: 2 }, 'mercator.err.lotClosed');
  });

  it('limits the lot to the biggest free hold among ships that may still bid', () => {
    // 3 players; each lot is won at 1 by the player named, the others bid 0.
    let s = start(3);
    s = play(s, [...turns('r1', 'r2', 'r3'), ...bids([1, 0], [2, 0], [0, 1])]); // A: 3 cards
    s = play(s, [...turns('r4', 'r5', 'r6'), ...bids([2, 0], [0, 0], [1, 1])]); // B: 3
    s = play(s, [...turns('y1', 'y2', 'y3'), ...bids([0, 0], [1, 0], [2, 1])]); // C: 3
    s = play(s, [...turns('y4'), { type: 'close' }, ...bids([1, 0], [2, 0], [0, 1])]); // A: 4
    s = play(s, [...turns('y5'), { type: 'close' }, ...bids([2, 0], [0, 0], [1, 1])]); // B: 4
    expect(s.limit).toBe(3); // C still has 3 free places
    s = play(s, [...turns('y6'), { type: 'close' }, ...bids([0, 0], [1, 0], [2, 1])]); // C: 4
    expect(s.ships.map((x) => x.length)).toEqual([4, 4, 4]);
    // Every ship has two free places: A may turn two cards, and the lot closes by itself at two.
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'lot', actors: [0] });
    expect(game.rules.prompt(s).hint).toMatchObject({ key: 'mercator.hint.lotFirst', params: { limit: 2 } });
    s = play(s, turns('g1', 'g2'));
    expect(s.phase).toBe('bid');
    refused(s, { type: 'turn', colour: 'green', value: 3 }, 'mercator.err.lotHold');
    s = play(s, bids([1, 0], [2, 0], [0, 1])); // A: 6, full
    expect(s.active).toBe(1);
    expect(s.limit).toBe(2);
    s = play(s, [...turns('g3'), { type: 'close' }, ...bids([2, 0], [1, 1])]); // B: 5 (A full: no bid)
    expect(s.active).toBe(2);
    expect(s.limit).toBe(2); // C still has 2 free places
    s = play(s, [...turns('g4'), { type: 'close' }, ...bids([1, 0], [2, 1])]); // C: 5
    expect(s.ships.map((x) => x.length)).toEqual([6, 5, 5]);
    // A is full and skipped; B and C have one place each: one card per lot.
    expect(s.active).toBe(1);
    expect(s.limit).toBe(1);
    expect(lotLimit(s)).toBe(1);
    s = play(s, turns('g5'));
    expect(s.phase).toBe('bid');
    refused(s, { type: 'turn', colour: 'green', value: 6 }, 'mercator.err.lotHold');
  });

  it('lets the active player turn a lot only others can take', () => {
    let s = start(3);
    s = play(s, [...turns('r1', 'r2', 'r3'), ...bids([1, 0], [2, 0], [0, 1])]); // A: 3
    s = play(s, [...turns('r4', 'r5'), { type: 'close' }, ...bids([2, 0], [0, 1], [1, 0])]); // A: 5
    s = play(s, [...turns('r6', 'r7'), { type: 'close' }, ...bids([1, 1], [2, 0])]); // B: 2 (A has no room)
    s = play(s, [...turns('r8', 'r9'), { type: 'close' }, ...bids([1, 0], [2, 1])]); // C: 2 (A has no room)
    expect(s.ships.map((x) => x.length)).toEqual([5, 2, 2]);
    s = play(s, [...turns('y1'), { type: 'close' }, ...bids([2, 0], [0, 0], [1, 0])]); // unsold
    s = play(s, [...turns('y2'), { type: 'close' }, ...bids([0, 0], [1, 0], [2, 0])]); // unsold
    expect(s.active).toBe(0);
    expect(s.limit).toBe(3);
    s = play(s, turns('y3', 'y4', 'y5'));
    // A (one free place) turned three cards: only B and C may bid.
    expect(bidders(s)).toEqual([1, 2]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'bid', actors: [1, 2] });
    refused(s, { type: 'bid', player: 0, amount: 0 }, 'mercator.err.noRoom');
  });
});
