// What the table is told to move with the coins when the bids are resolved: each price into the stock, each
// 小銭稼ぎ taker's coin out of the stock and their share out of the pot, never the pot's coins into the stock.
// Worked by hand from the rulebook (仕入れ「小銭稼ぎを行ったプレイヤーは、ストックからコイン1枚を獲得します。
// さらに、小銭置き場に置かれたコインを山分けして獲得します。割り切れないコインは小銭置き場に残しておきます」;
// 黄「小銭稼ぎの際、ストックから追加のコインを1枚獲得する」).
import { describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../app/i18n';
import { en as boardEn, ja as boardJa } from '../../app/strings/board';
import { type Move, movedByRules, moveMsg } from '../../engine/board';
import type { EdoAction } from './actions';
import { strings } from './i18n';
import { game } from './index';
import { type Card, type EdoState, withState } from './state';
import { card as g, merchants, play, purchase, quietDice, RULEBOOK, rulebookTable } from './testing';

addStrings(strings);
// The sentence a move is said in is the shell's (its board strings load with the table).
addStrings({ ja: boardJa, en: boardEn });

// Seats: 0 門左衛門 白, 1 お市 黄, 2 佐吉 赤, 3 六助 青 (holdings in testing.ts).
type Choice = 'east' | 'west' | 'koban';

/** Dice, draw, markers (turn order) and every bid but the last: the table just before the bids resolve. */
function lastBid(s: EdoState, east: Card, west: Card | null, markers: Choice[], bids: [number, number][]) {
  const drawn = play(quietDice(s), [{ type: 'draw', east, west }]);
  const entries = purchase(drawn, markers, bids);
  return { before: play(drawn, entries.slice(0, -1)), last: entries[entries.length - 1] as EdoAction };
}

/**
 * The reviewer's turn 1: 門左衛門 wins East (黒5) with 2 over 六助's 1, お市 West (黄1) with 1, 佐吉 alone takes
 * 小銭稼ぎ; the draw put 1 coin on the pot.
 */
const reviewersTurn = () =>
  lastBid(
    rulebookTable(),
    g('black', 5),
    g('yellow', 1),
    ['east', 'west', 'koban', 'east'],
    [
      [2, 0],
      [0, 1],
      [0, 0],
      [1, 0],
    ],
  );

/** お市 wins West (黄1) with 1; the three others take 小銭稼ぎ; the draw put 1 coin on the pot. */
const threeTakers = (s: EdoState) =>
  lastBid(
    s,
    g('black', 5),
    g('yellow', 1),
    ['koban', 'west', 'koban', 'koban'],
    [
      [0, 0],
      [0, 1],
      [0, 0],
      [0, 0],
    ],
  );

/** The coins the table is told to move on the entry that resolves the bids, as "n from → to", sorted. */
function coinMoves(before: EdoState, action: EdoAction): string[] {
  const after = play(before, [action]);
  expect(after.phase.startsWith('buy.')).toBe(false);
  return movedByRules(game.board, before, action, after)
    .filter((m) => m.item.id === 'coin')
    .map((m) => `${m.count} ${m.from?.id ?? 'box'} → ${m.to?.id ?? 'box'}`)
    .sort();
}

/** All the rules' moves of the entry that resolves the bids. */
function allMoves(before: EdoState, action: EdoAction): Move[] {
  return movedByRules(game.board, before, action, play(before, [action]));
}

describe('小銭稼ぎ on the table', () => {
  it("the reviewer's turn 1: 佐吉 alone, the pot's 1 coin goes to him, not into the stock", () => {
    // The draw put 1 stock coin on the pot. 門左衛門 wins East with 2 (六助's 1 is not the top, it stays
    // behind his screen), お市 wins West with 1: 3 coins into the stock. 佐吉 takes 小銭稼ぎ alone: 1 from
    // the stock and the pot's 1.
    const { before, last } = reviewersTurn();
    expect(before.pot).toBe(1);
    expect(coinMoves(before, last)).toEqual([
      '1 coins:1 → stock',
      '1 pot → coins:2',
      '1 stock → coins:2',
      '2 coins:0 → stock',
    ]);
  });

  it('two takers share the pot, the odd coin stays; each takes 1 from the stock', () => {
    // Pot 3 (two turns nobody took 小銭稼ぎ, then this turn's draw); 門左衛門 and 佐吉 take 小銭稼ぎ: 1 each
    // from the pot (3 / 2, 1 left there) and 1 each from the stock. お市 wins East for 1, 六助 West for 1.
    const { before: bids, last } = lastBid(
      rulebookTable(),
      g('black', 5),
      g('yellow', 1),
      ['koban', 'east', 'koban', 'west'],
      [
        [0, 0],
        [1, 0],
        [0, 0],
        [0, 1],
      ],
    );
    const before = withState(bids, { pot: 3, stock: bids.stock - 2 });
    expect(coinMoves(before, last)).toEqual([
      '1 coins:1 → stock',
      '1 coins:3 → stock',
      '1 pot → coins:0',
      '1 pot → coins:2',
      '1 stock → coins:0',
      '1 stock → coins:2',
    ]);
    expect(play(before, [last]).pot).toBe(1);
  });

  it('three takers and a pot of 1: 1 each from the stock, the pot keeps its coin', () => {
    const { before, last } = threeTakers(rulebookTable());
    expect(coinMoves(before, last)).toEqual([
      '1 coins:1 → stock',
      '1 stock → coins:0',
      '1 stock → coins:2',
      '1 stock → coins:3',
    ]);
  });

  it('the 黄 holder takes 2 from the stock and shares the pot as anyone else', () => {
    // Turn 1: お市 wins West (黄1) for 1 and holds 黄 (黄3 黄1 against 佐吉's 黄4); the three others share a pot
    // of 1: nothing each, it stays. Turn 2, お市 active (every marker matched, nobody sits out): the pot is 2.
    // 門左衛門 wins West for 1, 六助 East for 2 (佐吉's 1 stays behind his screen); お市 alone takes 小銭稼ぎ:
    // 1 from the stock, 1 more for 黄 (from the stock, as the rulebook says), and the pot's 2.
    const turn1 = threeTakers(rulebookTable({ privileges: true }));
    const s = play(turn1.before, [turn1.last]);
    expect([s.privileges.yellow, s.active, s.pot]).toEqual([1, 1, 1]);
    const { before, last } = lastBid(
      s,
      g('black', 2),
      g('white', 3),
      ['koban', 'east', 'east', 'west'],
      [
        [0, 1],
        [0, 0],
        [1, 0],
        [2, 0],
      ],
    );
    expect(before.pot).toBe(2);
    expect(coinMoves(before, last)).toEqual([
      '1 coins:0 → stock',
      '2 coins:3 → stock',
      '2 pot → coins:1',
      '2 stock → coins:1',
    ]);
  });

  it('an empty pot: the takers take from the stock only', () => {
    const { before: bids, last } = reviewersTurn();
    const before = withState(bids, { pot: 0, stock: bids.stock + 1 });
    expect(coinMoves(before, last)).toEqual(['1 coins:1 → stock', '1 stock → coins:2', '2 coins:0 → stock']);
  });

  it("keeps each merchant's coins secret: a coin move to or from a screen hides its count", () => {
    const { before, last } = reviewersTurn();
    // In the board's reading order: each merchant's group, the pot before the stock as the board lists them.
    const coins = allMoves(before, last).filter((m) => m.item.id === 'coin');
    expect(coins.map((m) => m.hidden)).toEqual([[0], [1], [2], [2]]);
    const ja = makeTranslate('ja', merchants(RULEBOOK));
    const en = makeTranslate('en', merchants(RULEBOOK));
    expect(coins.map((m) => ja(moveMsg(m, true)))).toEqual([
      'コイン:門左衛門のつい立て裏 → ストック',
      'コイン:お市のつい立て裏 → ストック',
      'コイン:小銭置き場 → 佐吉のつい立て裏',
      'コイン:ストック → 佐吉のつい立て裏',
    ]);
    expect(coins.map((m) => en(moveMsg(m, true)))).toEqual([
      "Coins: from behind 門左衛門's screen to the stock",
      "Coins: from behind お市's screen to the stock",
      "Coins: from the pot to behind 佐吉's screen",
      "Coins: from the stock to behind 佐吉's screen",
    ]);
  });
});
