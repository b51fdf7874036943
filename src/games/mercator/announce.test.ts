import { describe, expect, it } from 'vitest';
import example from '../../../docs/examples/mercator.json';
import { decodeRecord } from '../../engine/index';
import { step } from '../../engine/replay';
import type { Msg } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { announce } from './announce';
import { game } from './index';
import { cardsMsg } from './messages';
import { setup } from './setup';
import type { State } from './state';
import { bids, draws, ids, play, start, turns, twoFull } from './testing';

/** The announcements of each entry of a game, by entry index (entries that announce nothing left out). */
function announced(s0: State, actions: readonly Action[]): Record<number, Msg[]> {
  const out: Record<number, Msg[]> = {};
  let s = s0;
  actions.forEach((a, i) => {
    const next = step(game, s, a);
    if (isViolation(next)) throw new Error(`entry ${i}: ${next.code}`);
    const said = announce(s, next as State, a);
    if (said.length > 0) out[i] = said;
    s = next as State;
  });
  return out;
}

const lot = (...names: string[]) => cardsMsg(ids(...names));
const p = (seat: number) => ({ p: seat });
const won = (seat: number, price: number, cards: string[], cargo: number): Msg => ({
  key: 'mercator.ann.won',
  params: { p: p(seat), price, lot: lot(...cards), cargo },
});
const tie = (seat: number, price: number, active: number): Msg => ({
  key: 'mercator.ann.tie',
  params: { p: p(seat), price, active: p(active) },
});
const noRoom = (seat: number, n: number, size: number): Msg => ({
  key: 'mercator.ann.noRoom',
  params: { p: p(seat), n, lot: size },
});

describe('announcements of the example game (worked by hand in example.test.ts)', () => {
  it('says each auction result, every lot that closed itself, full ships, the free fill and the payouts', () => {
    const decoded = decodeRecord(example);
    if (!decoded.ok) throw new Error(decoded.problem.code);
    const { options, players, entries } = decoded.record;
    const s0 = setup(options as Parameters<typeof setup>[0], players);
    if (isViolation(s0)) throw new Error(s0.code);
    // The example is all plain entries (no corrections): each one is an action as entered.
    const actions = entries.map((e) =>
      e.kind === 'act' ? (e.action as Action) : { type: 'close' as const },
    );
    expect(entries.every((e) => e.kind === 'act')).toBe(true);
    // Aki 0, Ben 1, Chie 2, Dai 3. Entry numbers count from 0: lot 1 is entries 0-6 (r7 b3 close, 4 bids).
    expect(announced(s0, actions)).toEqual({
      // Lot 1: Ben 8 and Aki 8 tie; Ben is first from Aki's left. Ben's pawn: 7 + 3.
      6: [tie(1, 8, 0), won(1, 8, ['r7', 'b3'], 10)],
      // Lot 2 closes itself at its third card; Chie 20 and Dai 20 tie, Chie first from Ben's left.
      9: [{ key: 'mercator.ann.lotFull', params: { n: 3, lot: lot('g10', 'y9', 'p8') } }],
      13: [tie(2, 20, 1), won(2, 20, ['g10', 'y9', 'p8'], 27)],
      // Lot 3: all bids 0, the cards leave the game.
      20: [{ key: 'mercator.ann.allZero', params: { lot: lot('y1', 'r2') } }],
      27: [won(3, 18, ['b10', 'r10'], 20)],
      33: [won(0, 3, ['g5'], 5)],
      36: [{ key: 'mercator.ann.lotFull', params: { n: 3, lot: lot('p10', 'g9', 'b9') } }],
      // Lot 6: Chie's sixth card (no red: no colour bonus). Chie is passed over from now on: said once here.
      40: [won(2, 25, ['p10', 'g9', 'b9'], 55), { key: 'mercator.ann.full', params: { p: p(2) } }],
      43: [{ key: 'mercator.ann.lotFull', params: { n: 3, lot: lot('y10', 'r9', 'p1') } }],
      // Lot 7 was Dai's: Aki 20 and Ben 20 tie, Aki first from Dai's left. Aki: 5 + 10 + 9 + 1.
      46: [tie(0, 20, 3), won(0, 20, ['y10', 'r9', 'p1'], 25)],
      52: [tie(1, 15, 0), won(1, 15, ['y8', 'b7'], 25)],
      // Lot 9: three cards, but Aki and Ben have room for two only.
      55: [
        { key: 'mercator.ann.lotFull', params: { n: 3, lot: lot('r8', 'g8', 'y7') } },
        noRoom(0, 2, 3),
        noRoom(1, 2, 3),
      ],
      // Dai: 10 + 10 + 8 + 8 + 7 = 43; after Ben comes Chie, full, then Dai.
      56: [won(3, 6, ['r8', 'g8', 'y7'], 43), { key: 'mercator.ann.skip', params: { p: p(2), next: p(3) } }],
      61: [tie(0, 12, 3), won(0, 12, ['p9'], 34)],
      // Lot 11: limit 2 (Ben's free hold is the biggest); Aki and Dai have room for one.
      63: [
        { key: 'mercator.ann.lotHold', params: { n: 2, lot: lot('b8', 'g4') } },
        noRoom(0, 1, 2),
        noRoom(3, 1, 2),
      ],
      64: [{ key: 'mercator.ann.allZero', params: { lot: lot('b8', 'g4') } }],
      // Lot 12 (Ben's): Dai 5 and Aki 5 tie, Dai first from Ben's left; Dai's sixth card; Chie passed over.
      69: [
        tie(3, 5, 1),
        won(3, 5, ['g7'], 50),
        { key: 'mercator.ann.full', params: { p: p(3) } },
        { key: 'mercator.ann.skip', params: { p: p(2), next: p(0) } },
      ],
      // Lot 13: Aki's sixth card shows all five colours; only Ben has room: 2 free cards (6 in the deck).
      73: [
        won(0, 7, ['b6'], 40),
        { key: 'mercator.ann.fullBonus', params: { p: p(0) } },
        { key: 'mercator.ann.fill', params: { p: p(1), n: 2 } },
      ],
      // Ben's second free card fills the ship, all five colours (+10 at the sale, said as for a ship won at
      // auction). Sale for 4 (30 / 20 / 10): Chie 55 1st; Aki 50 (her pawn's 40 + the colour bonus 10, said
      // so: the pawn stands on 40) and Dai 50 share 2nd-3rd, (20 + 10) / 2 = 15 each; Ben 48 (38 + 10) 4th
      // is paid nothing.
      75: [
        { key: 'mercator.ann.endFillBonus', params: { p: p(1) } },
        { key: 'mercator.ann.pay', params: { p: p(2), amount: 30, cargo: 55, place: 1 } },
        {
          key: 'mercator.ann.payTieBonus',
          params: { p: p(0), amount: 15, base: 40, bonus: 10, cargo: 50, from: 2, to: 3 },
        },
        { key: 'mercator.ann.payTie', params: { p: p(3), amount: 15, cargo: 50, from: 2, to: 3 } },
      ],
    });
  });
});

describe('announcements at the end of the auctions', () => {
  it('says the ship that fills, then the free fill of the last ship', () => {
    const said = announced(start(3), twoFull);
    // Entries 0-5 lot 1, 6-11 lot 2, 12-17 lot 3 (C's): A's sixth card, r1 r2 r3 r7 r8 r9 = 30. A is passed over from now on: said as "full".
    expect(said[17]).toEqual([
      won(0, 1, ['r7', 'r8', 'r9'], 30),
      { key: 'mercator.ann.full', params: { p: p(0) } },
    ]);
    // Lot 4 (B's): B's sixth card, 4 + 5 + 6 + 1 + 2 + 3 = 21; C draws 6 free (12 left in the deck).
    expect(said[20]).toEqual([{ key: 'mercator.ann.lotFull', params: { n: 3, lot: lot('y1', 'y2', 'y3') } }]);
    expect(said[22]).toEqual([
      won(1, 1, ['y1', 'y2', 'y3'], 21),
      { key: 'mercator.ann.full', params: { p: p(1) } },
      { key: 'mercator.ann.fill', params: { p: p(2), n: 6 } },
    ]);
  });

  it('says the deck ran out during the free fill, then pays by cargo (3 players: 30 / 15)', () => {
    const discards = (names: string[]): Action[] => [...turns(...names), ...bids([0, 0], [1, 0], [2, 0])];
    const s = play(start(3), [
      ...discards(['g1', 'g2', 'g3']),
      ...discards(['g4', 'g5', 'g6']),
      ...discards(['g7', 'g8', 'g9']),
    ]);
    const said = announced(s, [...twoFull, ...draws('b1', 'b2', 'b3')]);
    // 9 + 12 cards out: 3 left, so C can draw only 3 of the 6 places.
    expect(said[22]?.at(-1)).toEqual({ key: 'mercator.ann.fill', params: { p: p(2), n: 3 } });
    // A 30 1st -> 30, B 21 2nd -> 15, C 1 + 2 + 3 = 6 3rd -> nothing.
    expect(said[25]).toEqual([
      { key: 'mercator.ann.endDeck' },
      { key: 'mercator.ann.pay', params: { p: p(0), amount: 30, cargo: 30, place: 1 } },
      { key: 'mercator.ann.pay', params: { p: p(1), amount: 15, cargo: 21, place: 2 } },
    ]);
  });

  it('closes the last lot at the last card of the deck and ends on its sale', () => {
    const zero = (names: string[]): Action[] => [...turns(...names), ...bids([0, 0], [1, 0], [2, 0])];
    let s = start(3);
    for (const colour of ['r', 'y']) {
      for (const from of [1, 4, 7]) s = play(s, zero([0, 1, 2].map((i) => `${colour}${from + i}`)));
    }
    s = play(s, [
      ...zero(['g1', 'g2', 'g3']),
      ...turns('g4'),
      { type: 'close' },
      ...bids([0, 0], [1, 0], [2, 5]),
    ]);
    // 2 cards left; C (seat 2) turns them, the lot closes itself; A 3 and B 3 tie, A first from C's left.
    const said = announced(s, [...turns('g5', 'g6'), ...bids([0, 3], [1, 3], [2, 0])]);
    expect(said[1]).toEqual([{ key: 'mercator.ann.lotDeck', params: { n: 2, lot: lot('g5', 'g6') } }]);
    // A: 5 + 6 = 11 -> 30; C: 4 -> 15; B has no cargo and sells nothing.
    expect(said[4]).toEqual([
      tie(0, 3, 2),
      won(0, 3, ['g5', 'g6'], 11),
      { key: 'mercator.ann.endDeck' },
      { key: 'mercator.ann.pay', params: { p: p(0), amount: 30, cargo: 11, place: 1 } },
      { key: 'mercator.ann.pay', params: { p: p(2), amount: 15, cargo: 4, place: 2 } },
    ]);
  });
});

describe('turns passed over', () => {
  it('are said after a lot that left the game too', () => {
    // 3 players. Lot 1 (A): B wins 3 cards; lot 2 (B): B wins 3 more and is full; lot 3 (C): all 0.
    const s = play(start(3), [
      ...turns('r1', 'r2', 'r3'),
      ...bids([1, 1], [2, 0], [0, 0]),
      ...turns('r4', 'r5', 'r6'),
      ...bids([2, 0], [0, 0], [1, 1]),
    ]);
    // Lot 3 is C's; lot 4 is A's (after C comes A); after lot 4 B, full, is passed over to C.
    const said = announced(s, [...turns('y1', 'y2', 'y3'), ...bids([0, 0], [2, 0])]);
    expect(said[4]).toEqual([{ key: 'mercator.ann.allZero', params: { lot: lot('y1', 'y2', 'y3') } }]);
    const later = announced(play(s, [...turns('y1', 'y2', 'y3'), ...bids([0, 0], [2, 0])]), [
      ...turns('y4', 'y5', 'y6'),
      ...bids([2, 0], [0, 0]),
    ]);
    expect(later[4]).toEqual([
      { key: 'mercator.ann.allZero', params: { lot: lot('y4', 'y5', 'y6') } },
      { key: 'mercator.ann.skip', params: { p: p(1), next: p(2) } },
    ]);
  });
});

describe('announcements of the open auction', () => {
  const offered = () => play(start(3, { openAuction: true }), turns('r10', 'y10'));

  it('says nothing when the table closes the lot itself and everyone may bid', () => {
    expect(announced(offered(), [{ type: 'close' }])).toEqual({});
  });

  it('says a sale as what the buyer does, and a lot nobody wanted as leaving the game', () => {
    const s = play(offered(), [{ type: 'close' }]);
    expect(announced(s, [{ type: 'sold', player: 2, price: 9 }])).toEqual({
      0: [won(2, 9, ['r10', 'y10'], 20)],
    });
    expect(announced(s, [{ type: 'unsold' }])).toEqual({
      0: [{ key: 'mercator.ann.unsold', params: { lot: lot('r10', 'y10') } }],
    });
  });

  it('says nothing for a card turned or a bid that leaves bids missing', () => {
    expect(announced(start(3), [...turns('r10', 'y10')])).toEqual({});
    expect(announced(play(start(3), turns('r10', 'y10', 'g10')), bids([1, 4]))).toEqual({});
  });
});
