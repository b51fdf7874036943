import { describe, expect, it } from 'vitest';
import { expectRefused } from '../testing';
import { describe as describeEntry } from './describe';
import { game } from './index';
import { prompt } from './prompt';
import { score } from './scoring';
import type { State } from './state';
import { brokenInvariants, play, playAuction, start } from './testing';

const refused = (s: State, a: unknown, code: string) => expectRefused(game, s, a, code);

/** A 2-player round 1 ended by B paying their last money; price card chocolate / (hidden) silk. */
function brokeRound(): State {
  let s = play(start(2, 0), [{ type: 'price', icon: 'choc' }]);
  s = playAuction(s, 'gold', [5, 6]); // A opens 5, B 6: B 24, parent B
  s = playAuction(s, 'silk', [null, 4]); // B passes, A 4: A 26, parent A
  s = playAuction(s, 'choc', [2, null]); // A 2: A 24
  s = playAuction(s, 'junk', [null, 24]); // A passes, B 24: B 0 -> round over
  return s;
}

/** A round in which nobody bids on any of the 12 cards. */
function emptyRound(s: State): State {
  let t = play(s, [{ type: 'price', icon: 'gold' }]);
  for (let k = 0; k < 12; k++) t = playAuction(t, k < 5 ? 'choc' : 'silk', Array(s.n).fill(null));
  return play(t, [{ type: 'priceHidden', icon: 'junk' }]);
}

describe('the settlement (":決算")', () => {
  it('asks for the price card’s hidden face, then each won card’s, owners from the parent clockwise', () => {
    let s = brokeRound();
    expect(s.money).toEqual([24, 0]);
    expect(s.parent).toBe(1);
    // Hidden faces are not in the state before the settlement.
    expect(s.won).toEqual([
      [
        { face: 'silk', hidden: null, price: 4 },
        { face: 'choc', hidden: null, price: 2 },
      ],
      [
        { face: 'gold', hidden: null, price: 6 },
        { face: 'junk', hidden: null, price: 24 },
      ],
    ]);
    s = play(s, [{ type: 'priceHidden', icon: 'silk' }]);
    expect(prompt(s)).toMatchObject({
      phase: 'settle.card',
      actors: [1],
      expects: ['cardHidden'],
      hint: { params: { p: { p: 1 }, k: 1, count: 2, face: { key: 'katame.icon.gold' } } },
    });
    s = play(s, [{ type: 'cardHidden', icon: 'gold' }]);
    expect(prompt(s)).toMatchObject({
      actors: [1],
      hint: { params: { k: 2, face: { key: 'katame.icon.junk' } } },
    });
    s = play(s, [{ type: 'cardHidden', icon: 'junk' }]);
    expect(prompt(s)).toMatchObject({
      actors: [0],
      hint: { params: { k: 1, face: { key: 'katame.icon.silk' } } },
    });
    s = play(s, [{ type: 'cardHidden', icon: 'choc' }]);
    expect(s.money).toEqual([24, 0]);
    s = play(s, [{ type: 'cardHidden', icon: 'choc' }]);
    // Values: chocolate 2+2 = 4, gold 2, silk 2+1 = 3.
    // B: gold gold junk junk: 2×2 = 4; no count bonus (2 gold), no set, 2 junk = 0 → 4.
    // A: silk chocolate chocolate chocolate: 1×3 + 3×4 = 15; count bonus 5 (3 chocolate); no gold: no set → 20.
    expect(s.history[0]?.settlements.map((x) => x.total)).toEqual([20, 4]);
    expect(s.money).toEqual([44, 4]);
    expect(s.history[0]).toMatchObject({ round: 1, priceFace: 'choc', priceHidden: 'silk', paid: [6, 30] });
    // Round 2: the last auction winner (B) is parent; the round's cards are cleared.
    expect(s).toMatchObject({
      round: 2,
      phase: 'price',
      parent: 1,
      dealt: 0,
      won: [[], []],
      priceFace: null,
    });
    expect(prompt(s)).toMatchObject({ phase: 'round.price', actors: [1], round: 2 });
    expect(brokenInvariants(s)).toEqual([]);
  });

  it('refuses hidden faces that would take an icon beyond the card set', () => {
    // Price card shows junk; four junk cards come up: all 5 junk icons are known.
    let s = play(start(2, 0), [{ type: 'price', icon: 'junk' }]);
    s = playAuction(s, 'junk', [1, null]);
    s = playAuction(s, 'junk', [1, null]);
    s = playAuction(s, 'junk', [null, null]);
    s = playAuction(s, 'junk', [null, null]);
    s = playAuction(s, 'gold', [null, 30]); // B pays 30: round over
    refused(s, { type: 'priceHidden', icon: 'junk' }, 'katame.err.tooMany');
    s = play(s, [{ type: 'priceHidden', icon: 'gold' }]);
    expect(refused(s, { type: 'cardHidden', icon: 'junk' }, 'katame.err.tooMany')).toMatchObject({
      section: 'RULINGS 001 カードの内訳',
      params: { icon: { key: 'katame.icon.junk' }, count: 6, limit: 5 },
    });
    expect(game.rules.legalActions(s)).toEqual([
      { type: 'cardHidden', icon: 'choc' },
      { type: 'cardHidden', icon: 'gold' },
      { type: 'cardHidden', icon: 'silk' },
    ]);
  });

  it('a round where nobody won a card pays nobody after the price card’s hidden face', () => {
    const s = emptyRound(start(3, 1));
    expect(s.round).toBe(2);
    expect(s.money).toEqual([30, 30, 30]);
    expect(s.parent).toBe(1);
    expect(s.history[0]?.discarded).toHaveLength(12);
    expect(s.history[0]?.end).toEqual({ why: 'deck' });
  });

  it('ends after round 3 and refuses any entry after it', () => {
    let s = start(2, 0);
    for (let r = 0; r < 3; r++) s = emptyRound(s);
    expect(game.rules.isOver(s)).toBe(true);
    expect(prompt(s)).toMatchObject({ phase: 'over', actors: [], expects: [] });
    expect(s.history).toHaveLength(3);
    for (const a of [
      { type: 'price', icon: 'gold' },
      { type: 'pass', p: 0 },
    ]) {
      refused(s, a, 'kernel.gameOver');
    }
  });
});

describe('the final score', () => {
  it('is money, round by round, and equal money shares the place', () => {
    let s = start(3, 0);
    for (let r = 0; r < 3; r++) s = emptyRound(s);
    const fs = score(s);
    expect(fs.chain).toEqual([{ key: 'katame.chain.money' }]);
    expect(fs.players.map((p) => [p.total, p.rank, p.shared])).toEqual([
      [30, 1, true],
      [30, 1, true],
      [30, 1, true],
    ]);
  });

  it('lists the start, then each round’s settlement less its payments (both in the detail), adding up to the money', () => {
    let s = play(brokeRound(), [
      { type: 'priceHidden', icon: 'silk' },
      { type: 'cardHidden', icon: 'gold' },
      { type: 'cardHidden', icon: 'junk' },
      { type: 'cardHidden', icon: 'choc' },
      { type: 'cardHidden', icon: 'choc' },
    ]);
    s = playAuction(play(s, [{ type: 'price', icon: 'silk' }]), 'gold', [3, null]); // B pays 3 in round 2
    const a = score(s).players[0];
    const b = score(s).players[1];
    // Round 1, price card chocolate / silk (chocolate 4, gold 2, silk 3): A paid 4 + 2 for silk/choc and
    // choc/choc: 3 × 4 + 1 × 3 + count bonus 5 = 20, so 20 - 6 = 14. B paid 6 + 24 for gold/gold and
    // junk/junk: 2 × 2 = 4, so 4 - 30 = -26; then B's 3 paid so far in round 2.
    expect(a?.lines.map((l) => l.points)).toEqual([30, 14]);
    expect(a?.lines[1]?.detail).toEqual({
      key: 'katame.detail.round',
      params: { n: 2, prices: '4 + 2', settled: 20 },
    });
    expect(b?.lines.map((l) => l.points)).toEqual([30, -26, -3]);
    expect(b?.lines[2]?.detail).toEqual({ key: 'katame.detail.paid', params: { n: 1, prices: '3' } });
    expect(b?.lines.reduce((x, l) => x + l.points, 0)).toBe(s.money[1]);
    expect([a?.rank, b?.rank]).toEqual([1, 2]);
  });
});

describe('the log', () => {
  it('says what a closing declaration led to, and when a settlement is paid', () => {
    let s = play(start(2, 0), [
      { type: 'price', icon: 'choc' },
      { type: 'card', icon: 'gold' },
    ]);
    expect(describeEntry(s, { type: 'bid', p: 0, price: 5 })).toEqual({
      key: 'katame.log.bid',
      params: { p: { p: 0 }, price: 5 },
    });
    s = play(s, [{ type: 'bid', p: 0, price: 30 }]);
    expect(describeEntry(s, { type: 'pass', p: 1 })).toEqual({
      key: 'katame.log.then',
      params: {
        a: { key: 'katame.log.pass', params: { p: { p: 1 } } },
        b: {
          key: 'katame.log.then',
          params: {
            a: { key: 'katame.log.won', params: { p: { p: 0 }, price: 30 } },
            b: { key: 'katame.log.endBroke', params: { p: { p: 0 } } },
          },
        },
      },
    });
    s = play(s, [
      { type: 'pass', p: 1 },
      { type: 'priceHidden', icon: 'gold' },
    ]);
    expect(describeEntry(s, { type: 'cardHidden', icon: 'silk' })).toMatchObject({
      key: 'katame.log.then',
      params: { b: { key: 'katame.log.paid', params: { round: 1 } } },
    });
  });

  it('says only the entry of one the kernel refuses (a replayed entry that no longer fits)', () => {
    // Nobody has won a card: a price card's hidden face taken here would pay the settlement out at once.
    const s = play(start(2, 0), [{ type: 'price', icon: 'choc' }]);
    expect(describeEntry(s, { type: 'priceHidden', icon: 'gold' })).toEqual({
      key: 'katame.log.priceHidden',
      params: { icon: { key: 'katame.icon.gold' } },
    });
    // A has opened; A's pass out of turn would otherwise close the auction as B's would.
    const t = play(s, [
      { type: 'card', icon: 'gold' },
      { type: 'bid', p: 0, price: 5 },
    ]);
    expect(describeEntry(t, { type: 'pass', p: 0 })).toEqual({
      key: 'katame.log.pass',
      params: { p: { p: 0 } },
    });
  });

  it('says when nobody bid', () => {
    const s = play(start(2, 0), [
      { type: 'price', icon: 'choc' },
      { type: 'card', icon: 'gold' },
      { type: 'pass', p: 0 },
    ]);
    expect(describeEntry(s, { type: 'pass', p: 1 })).toMatchObject({
      params: { b: { key: 'katame.log.discarded' } },
    });
  });
});
