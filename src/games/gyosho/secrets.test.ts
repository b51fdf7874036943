// What 行商の時代 hides while it is played: the face of every order card taken (turned face down into a
// trailer), the sum of those points and so the score; the 特注 cards, the jewels and the cities stay open.
// Expected values are worked by hand from the rulebook.
import { describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../app/i18n';
import type { Action } from './actions';
import { strings } from './i18n';
import { game } from './index';
import type { State } from './state';
import { C, fresh, play, players, ready3, setupActions, withLoad } from './testing';

addStrings(strings);
const en = makeTranslate('en', players(3));
const ja = makeTranslate('ja', players(3));

/** The facts of a state in words: [owner, sentence]. */
const facts = (s: State, t = en) => (game.secrecy?.secrets(s) ?? []).map((f) => [f.owner, t(f.fact)]);

// ready3: A (seat 0) starts in エルカイブランド; the row is [エルカイブランド 小麦 2 (red jewel over it),
// ハイジフィールド 武具 2 (white), centre 酒 2, east 織物 2, south 小麦 2]; 特注 0 is エルカイブランド
// 小麦・武具・酒・織物 8 points. A ships the first order (one wheat), then the 特注 card (one of each).
const SHIP: Action = { type: 'ship', p: 0, slot: 0 };
const SPECIAL: Action = { type: 'shipSpecial', p: 0, index: 0 };
const start = withLoad(ready3(), 0, [1, 0, 0, 0]);
const shipped = play(start, [SHIP]);
const both = play(withLoad(shipped, 0, [1, 1, 1, 1]), [SPECIAL]);

describe('secrets: order cards lie face down in the wagon', () => {
  it('names each face-down order for its holder, their sum and the score so far', () => {
    expect(facts(start)).toEqual([]);
    // Score: the order's 2 points + the 特注 card's 8 (face up) + the red jewel's 3 = 13.
    expect(facts(both)).toEqual([
      [0, 'A’s order card 1 (face down): Elkaibrand, 1 Grain, 2 pts'],
      [0, 'A’s face-down order cards: 2 pts in all'],
      [0, 'A’s score so far: 13 pts (order cards, special orders, jewels)'],
    ]);
    expect(facts(both, ja)[0]).toEqual([0, 'Aの注文カード1(伏せ札): エルカイブランド 小麦×1 2点']);
  });

  it('keeps nothing hidden once the cards are counted (titles, the end)', () => {
    expect(facts({ ...both, phase: 'titles' })).toEqual([]);
    expect(facts({ ...both, phase: 'over' })).toEqual([]);
  });

  it('says each player’s total to that player only', () => {
    for (const f of game.secrecy?.secrets(both) ?? []) expect(f.owner).toBe(0);
  });
});

describe('describeOpen: the log once an order lies face down', () => {
  const line = (before: State, a: Action, now: State) =>
    en(game.secrecy?.describeOpen?.(before, a, now) ?? game.words.describe(before, a));

  it('a shipment of an order card names the city and the jewel, not its goods and points', () => {
    expect(line(start, SHIP, both)).toBe('A ships to Elkaibrand (order card face down), red jewel');
    // At once: the card is turned face down as it is taken.
    expect(line(start, SHIP, shipped)).toBe('A ships to Elkaibrand (order card face down), red jewel');
    // A teaching table reads the whole line.
    expect(en(game.words.describe(start, SHIP))).toBe('A ships to Elkaibrand: 1 Grain, 2 pts, red jewel');
  });

  it('a 特注 card stays face up: its shipment is said in full', () => {
    const before = withLoad(shipped, 0, [1, 1, 1, 1]);
    expect(line(before, SPECIAL, both)).toBe(
      'A ships a special order to Elkaibrand: 1 Grain, 1 Arms, 1 Wine, 1 Cloth, 8 pts',
    );
  });

  it('the order turning up in the row: in full while it lies there, its city only once taken', () => {
    // The setup's reveals: the first is the エルカイブランド order A took, the second the ハイジフィールド one.
    const s0 = play(fresh(3), setupActions([], [], []));
    const first: Action = { type: 'reveal', city: C.elkai, goods: ['wheat'], points: 2 };
    const s1 = play(s0, [first]);
    const second: Action = { type: 'reveal', city: C.heidi, goods: ['arms'], points: 2 };
    expect(line(s0, first, both)).toBe('Order: Elkaibrand (taken since, face down)');
    expect(line(s1, second, both)).toBe('Order: Heidifield, 1 Arms, 2 pts');
    expect(line(s0, first, start)).toBe('Order: Elkaibrand, 1 Grain, 2 pts');
  });
});
