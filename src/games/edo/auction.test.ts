// 仕入れ (the purchase): the rulebook's example worked through, and how a purchase resolves (RULINGS 000).
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../testing';
import { game } from './index';
import type { Card, EdoState } from './state';
import {
  coinTotal,
  card as g,
  play,
  purchase,
  quietDice,
  rulebookTable,
  specialCard as special,
} from './testing';

// Seats: 0 門左衛門 白, 1 お市 黄, 2 佐吉 赤, 3 六助 青 (holdings: see rulebookTable).

/** One whole turn: quiet dice, the draw, the markers (turn order) and the bids (by seat, [east, west]). */
function turn(
  s: EdoState,
  east: Card,
  west: Card | null,
  markers: ('east' | 'west' | 'koban')[],
  bids: [number, number][],
): EdoState {
  const drawn = play(quietDice(s), [{ type: 'draw', east, west }]);
  return play(drawn, purchase(drawn, markers, bids));
}

const _refused = (s: EdoState, a: unknown, code: string) => expectRefused(game, s, a, code);

describe('仕入れ: the rulebook example', () => {
  it('West tied at 2 stays, お市 takes East for 1, 佐吉 alone at 小銭稼ぎ takes 1 + the pot and turns 不義理', () => {
    // 客引き as in the dice example, re-rolled 2-3-6 with 門左衛門 keeping 2: 門左衛門 青2 +1, お市 黄3 +1,
    // 六助 赤6 +1, 佐吉 nothing; 佐吉's lone objection (1 of 4) fails. Coins 6 6 5 6, stock 30 - 3 = 27.
    let s = play(rulebookTable(), [
      { type: 'roll', dice: [1, 4, 5] },
      { type: 'keep', dice: [1, 5] },
      { type: 'object', players: [1, 3] },
      { type: 'roll', dice: [2, 3, 6] },
      { type: 'keep', dice: [2] },
      { type: 'object', players: [2] },
    ]);
    expect(s.coins).toEqual([6, 6, 5, 6]);
    s = play(s, [{ type: 'draw', east: g('black', 5), west: g('yellow', 1) }]);
    // The pot gets a stock coin.
    expect([s.pot, s.stock, s.deck]).toEqual([1, 26, 13]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'buy.declare', actors: [0] });
    s = play(s, [
      { type: 'declare', player: 0, choice: 'west' },
      { type: 'declare', player: 1, choice: 'east' },
      { type: 'declare', player: 2, choice: 'east' },
      { type: 'declare', player: 3, choice: 'west' },
    ]);
    // Bids are entered one at a time in any order; the prompt names everyone still to enter, in turn order.
    expect(game.rules.prompt(s)).toMatchObject({
      phase: 'buy.bid',
      actors: [0, 1, 2, 3],
      hint: { params: { count: 4 } },
    });
    s = play(s, [
      { type: 'bid', player: 2, east: 0, west: 0 },
      { type: 'bid', player: 0, east: 0, west: 2 },
      { type: 'bid', player: 3, east: 0, west: 2 },
    ]);
    expect(game.rules.prompt(s).actors).toEqual([1]);
    s = play(s, [{ type: 'bid', player: 1, east: 1, west: 0 }]);
    expect(s.lastBuy).toEqual({
      east: { kind: 'won', player: 1, price: 1, cards: 1 },
      west: { kind: 'tie', top: 2, players: [0, 3] },
      koban: [2],
      wage: [1],
      share: 1,
      flipped: [2],
      reset: false,
    });
    expect(s.west).toEqual([g('yellow', 1)]);
    expect(s.hands[1]).toContainEqual(g('black', 5));
    // お市 6 - 1; 佐吉 5 + 1 + 1 (the pot); the tied bidders keep their coins.
    expect(s.coins).toEqual([6, 5, 7, 6]);
    expect([s.stock, s.pot]).toEqual([26, 0]);
    expect(s.dishonour).toEqual([false, false, true, false]);
    expect(coinTotal(s)).toBe(50);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'dice.roll', actors: [1], turn: 2 });
  });
});

describe('仕入れ: resolution (RULINGS 000)', () => {
  it('keeps tied cards on the site, adds the next card, and the winner takes them all', () => {
    let s = turn(
      rulebookTable(),
      g('black', 5),
      g('yellow', 1),
      ['west', 'east', 'koban', 'west'],
      [
        [0, 2],
        [1, 0],
        [0, 0],
        [0, 2],
      ],
    );
    expect(s.west).toEqual([g('yellow', 1)]);
    // Turn 2 (お市 active): West now holds 黄1 and 特注; お市 takes both for 3.
    s = turn(
      s,
      g('blue', 5),
      special,
      ['west', 'koban', 'koban', 'koban'],
      [
        [0, 0],
        [0, 3],
        [0, 0],
        [0, 0],
      ],
    );
    expect(s.lastBuy?.west).toEqual({ kind: 'won', player: 1, price: 3, cards: 2 });
    expect(s.hands[1]).toEqual(expect.arrayContaining([g('yellow', 1), special]));
    expect(s.west).toEqual([]);
    // Nobody bid on East: 青5 goes to the discard pile.
    expect(s.lastBuy?.east).toEqual({ kind: 'discarded', cards: 1 });
    expect(s.discard.at(-1)).toEqual(g('blue', 5));
  });

  it('splits the pot evenly among the 小銭稼ぎ takers; the remainder stays for later', () => {
    // Turns 1 and 2: everyone bids 1 on East (a tie): nobody takes 小銭稼ぎ, the pot grows to 2.
    const allOne: [number, number][] = [
      [1, 0],
      [1, 0],
      [1, 0],
      [1, 0],
    ];
    let s = turn(rulebookTable(), g('black', 5), g('yellow', 1), ['east', 'east', 'east', 'east'], allOne);
    s = turn(s, g('blue', 5), g('red', 2), ['east', 'east', 'east', 'east'], allOne);
    expect(s.pot).toBe(2);
    // Turn 3 (佐吉 active): the pot gets its third coin; 佐吉 and 六助 take 小銭稼ぎ.
    const before = play(quietDice(s), [{ type: 'draw', east: g('red', 1), west: g('white', 3) }]);
    expect(before.pot).toBe(3);
    const after = play(
      before,
      purchase(
        before,
        ['koban', 'koban', 'east', 'west'],
        [
          [1, 0],
          [0, 1],
          [0, 0],
          [0, 0],
        ],
      ),
    );
    expect(after.lastBuy).toMatchObject({ koban: [2, 3], share: 1 });
    // Each taker: 1 from the stock + 1 from the pot; 1 coin stays in the pot.
    expect((after.coins[2] ?? 0) - (before.coins[2] ?? 0)).toBe(2);
    expect((after.coins[3] ?? 0) - (before.coins[3] ?? 0)).toBe(2);
    expect(after.pot).toBe(1);
    expect(coinTotal(after)).toBe(50);
  });

  it('skips a 不義理 player as active; the tile stays until the next 客引き ends', () => {
    // お市 declares East and takes 小銭稼ぎ: 不義理. The next active player is 佐吉, not お市.
    let s = turn(
      rulebookTable(),
      g('black', 5),
      g('yellow', 1),
      ['koban', 'east', 'koban', 'koban'],
      [
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    );
    expect(s.dishonour).toEqual([false, true, false, false]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'dice.roll', actors: [2], turn: 2 });
    s = play(s, [
      { type: 'roll', dice: [1, 1, 1] },
      { type: 'keep', dice: [1] },
    ]);
    // お市 is not a participant: she cannot object and earns nothing.
    expect(game.rules.prompt(s).actors).toEqual([0, 3]);
    s = play(s, [{ type: 'object', players: [] }]);
    expect(s.lastIncome).toEqual([2, 0, 1, 2]);
    expect(s.dishonour).toEqual([false, false, false, false]);
  });

  it('gives the active player another turn when every other merchant shows 不義理', () => {
    const s = turn(
      rulebookTable(),
      g('black', 5),
      g('yellow', 1),
      ['koban', 'east', 'east', 'east'],
      [
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    );
    expect(s.dishonour).toEqual([false, true, true, true]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'dice.roll', actors: [0], turn: 2 });
  });

  it('turns every tile back at once when everyone breaks their declaration', () => {
    const s = turn(
      rulebookTable(),
      g('black', 5),
      g('yellow', 1),
      ['east', 'east', 'east', 'east'],
      [
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    );
    expect(s.lastBuy).toMatchObject({ flipped: [0, 1, 2, 3], reset: true });
    expect(s.dishonour).toEqual([false, false, false, false]);
    expect(s.notes).toContainEqual({ key: 'edo.note.allReset', params: { turn: 1 } });
    expect(game.rules.prompt(s).actors).toEqual([1]);
  });

  it('puts a coin in the pot only while the stock has one, and says so', () => {
    const s = quietDice(rulebookTable());
    const empty = { ...s, stock: 0, coins: [5, 5, 5, 5 + (s.stock as number)] };
    const drawn = play(empty, [{ type: 'draw', east: g('black', 5), west: g('yellow', 1) }]);
    expect([drawn.pot, drawn.stock]).toEqual([0, 0]);
    expect(drawn.notes).toContainEqual({ key: 'edo.note.potShort', params: { turn: 1 } });
  });
});
