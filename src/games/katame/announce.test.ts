import { describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../app/i18n';
import type { Msg } from '../../engine/types';
import type { Action } from './actions';
import { announce } from './announce';
import { strings } from './i18n';
import type { State } from './state';
import { play, playAuction, seats, start } from './testing';

/** Applies one entry and returns what it announced, with the state after it. */
function step(s: State, a: Action): { after: State; said: Msg[] } {
  const after = play(s, [a]);
  return { after, said: announce(s, after, a) };
}

const payee = (p: number, n: number): Msg => ({ key: 'katame.ann.payee', params: { p: { p }, n } });
const list = (a: Msg, b: Msg): Msg => ({ key: 'katame.ann.list', params: { a, b } });

/**
 * The rulebook's first worked example (":決算"): price card chocolate / silk; A wins 4 cards showing
 * 3 chocolate, 2 gold, 2 silk and 1 junk: 3×4 + 2×2 + 2×3 = 22, count bonus 5, set bonus 2×5 = 10: 37.
 * A pays 1 + 1 + 1 + 27 = 30 for them, so the fourth payment empties A's purse and ends the round.
 */
function example37(): State {
  let s = play(start(2, 0), [{ type: 'price', icon: 'choc' }]);
  s = playAuction(s, 'choc', [1, null]);
  s = playAuction(s, 'choc', [1, null]);
  s = playAuction(s, 'gold', [1, null]);
  return play(s, [
    { type: 'card', icon: 'silk' },
    { type: 'bid', p: 0, price: 27 },
  ]);
}

describe('announcements: what the rules do by themselves', () => {
  it('an ordinary bid, pass or auction says nothing more than its log line', () => {
    let s = play(start(2, 0), [{ type: 'price', icon: 'choc' }]);
    expect(step(s, { type: 'card', icon: 'gold' }).said).toEqual([]);
    s = play(s, [{ type: 'card', icon: 'gold' }]);
    expect(step(s, { type: 'bid', p: 0, price: 3 }).said).toEqual([]);
    s = play(s, [{ type: 'bid', p: 0, price: 3 }]);
    // The auction closes (A buys for 3): the next card's screen says so; no announcement.
    expect(step(s, { type: 'pass', p: 1 }).said).toEqual([]);
  });

  it('an empty purse ends the round at once: the award, the end, and the cards left unsold', () => {
    const { after, said } = step(example37(), { type: 'pass', p: 1 });
    expect(after.money).toEqual([0, 30]);
    // 4 of the 12 cards were auctioned: 8 stay in the deck.
    expect(said).toEqual([
      { key: 'katame.ann.won', params: { p: { p: 0 }, price: 27, face: { key: 'katame.icon.silk' } } },
      { key: 'katame.ann.endBroke', params: { p: { p: 0 }, round: 1 } },
      { key: 'katame.ann.unsold', params: { n: 8 } },
    ]);
  });

  it('pays the rulebook’s 37 to the player holding 3/2/2 goods and 1 junk, and starts round 2', () => {
    const s = play(example37(), [
      { type: 'pass', p: 1 },
      { type: 'priceHidden', icon: 'silk' },
      { type: 'cardHidden', icon: 'choc' }, // choc / choc
      { type: 'cardHidden', icon: 'gold' }, // choc / gold
      { type: 'cardHidden', icon: 'silk' }, // gold / silk
    ]);
    const { after, said } = step(s, { type: 'cardHidden', icon: 'junk' }); // silk / junk
    expect(after.money).toEqual([37, 30]);
    expect(said).toEqual([
      { key: 'katame.ann.paid', params: { round: 1, list: list(payee(0, 37), payee(1, 0)) } },
      { key: 'katame.ann.nextRound', params: { round: 2, p: { p: 0 } } },
    ]);
    addStrings(strings);
    const players = seats(2).map((p, i) => ({ ...p, name: ['Aya', 'Ken'][i] as string }));
    expect(makeTranslate('en', players)(said[0] as Msg)).toBe(
      'Round 1 settled. The market pays Aya 37, Ken 0.',
    );
    expect(makeTranslate('ja', players)(said[0] as Msg)).toBe(
      '第1ラウンドの決算：市場からAyaに37金、Kenに0金を支払う。',
    );
    expect(after.phase).toBe('price');
  });

  it('the deck running out ends the round; the rulebook’s 39 (1/1/1 goods, 5 junk) is paid', () => {
    // Price card chocolate / silk. B buys chocolate, gold, silk and junk cards for 1 each (B 26);
    // the other 8 cards (4 gold, 4 chocolate) find no buyer.
    let s = play(start(2, 0), [{ type: 'price', icon: 'choc' }]);
    s = playAuction(s, 'choc', [null, 1]); // B parent from here
    s = playAuction(s, 'gold', [1, null]);
    s = playAuction(s, 'silk', [1, null]);
    s = playAuction(s, 'junk', [1, null]);
    for (let k = 0; k < 7; k++) s = playAuction(s, k < 4 ? 'gold' : 'choc', [null, null]);
    s = play(s, [
      { type: 'card', icon: 'choc' },
      { type: 'pass', p: 1 },
    ]);
    const end = step(s, { type: 'pass', p: 0 });
    expect(end.said).toEqual([
      { key: 'katame.ann.discarded', params: { face: { key: 'katame.icon.choc' } } },
      { key: 'katame.ann.endDeck', params: { round: 1 } },
    ]);
    // Chocolate 1×4 + gold 1×2 + silk 1×3 = 9, set bonus 5, junk bonus 25: 39 (B 26 + 39 = 65).
    s = play(end.after, [
      { type: 'priceHidden', icon: 'silk' },
      { type: 'cardHidden', icon: 'junk' },
      { type: 'cardHidden', icon: 'junk' },
      { type: 'cardHidden', icon: 'junk' },
    ]);
    const paid = step(s, { type: 'cardHidden', icon: 'junk' });
    expect(paid.after.money).toEqual([30, 65]);
    expect(paid.said).toEqual([
      { key: 'katame.ann.paid', params: { round: 1, list: list(payee(0, 0), payee(1, 39)) } },
      { key: 'katame.ann.nextRound', params: { round: 2, p: { p: 1 } } },
    ]);
  });

  it('after the third settlement: the payout, then the game is over (no next round)', () => {
    let s = start(3, 0);
    for (let round = 1; round <= 3; round++) {
      s = play(s, [{ type: 'price', icon: 'gold' }]);
      for (let k = 0; k < 12; k++) s = playAuction(s, k < 5 ? 'choc' : 'silk', [null, null, null]);
      if (round < 3) s = play(s, [{ type: 'priceHidden', icon: 'junk' }]);
    }
    const { after, said } = step(s, { type: 'priceHidden', icon: 'junk' });
    expect(after.phase).toBe('over');
    expect(said).toEqual([
      {
        key: 'katame.ann.paid',
        params: { round: 3, list: list(list(payee(0, 0), payee(1, 0)), payee(2, 0)) },
      },
      { key: 'katame.ann.over' },
    ]);
  });
});
