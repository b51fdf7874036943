import { describe, expect, it } from 'vitest';
import { isViolation } from '../../engine/violation';
import { DECK, GOODS, GOODS_PER_SUIT, goodsOf } from './components';
import {
  breakdown,
  checkRoundFromCards,
  checkRoundFromCounts,
  countsFromCards,
  roundScore,
  scoreShelf,
} from './shelves';
import { card } from './testing';

const cards = (codes: string) => codes.split(' ').map(card);

describe('the goods table', () => {
  it('is 1:4 2:3 3:3 4:1 5:1 6:1 7:0 8:0 9:2, 15 goods per suit', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(goodsOf)).toEqual([4, 3, 3, 1, 1, 1, 0, 0, 2]);
    expect(GOODS.slice(1).reduce((a, b) => a + b, 0)).toBe(GOODS_PER_SUIT);
    expect(DECK).toHaveLength(36);
    expect(new Set(DECK.map((c) => `${c.suit}${c.rank}`)).size).toBe(36);
  });
});

describe('one shelf', () => {
  it('the highest count not above the capacity scores; over scores nothing', () => {
    // ◇5: 6 is over; 5 fits exactly and beats 3.
    expect(scoreShelf('unagi', 5, [6, 5, 3, null])).toEqual({
      suit: 'unagi',
      capacity: 5,
      counts: [6, 5, 3, null],
      over: [true, false, false, false],
      best: 5,
      scorers: [1],
    });
  });

  it('ties on a shelf all score', () => {
    expect(scoreShelf('suika', 8, [7, 1, 7, 9]).scorers).toEqual([0, 2]);
  });

  it('a player with only 7s and 8s (0 goods) scores when everyone else is over', () => {
    expect(scoreShelf('umeboshi', 3, [null, null, 0, 15]).scorers).toEqual([2]);
  });

  it('a player with no card of the suit never scores it', () => {
    expect(scoreShelf('tempura', 4, [null, 9, null, 12])).toMatchObject({ best: null, scorers: [] });
  });

  it('a shelf never set scores for nobody', () => {
    expect(scoreShelf('tempura', null, [3, 1, 0, null])).toMatchObject({
      best: null,
      scorers: [],
      over: [false, false, false, false],
    });
  });
});

describe('round score lines', () => {
  it('one line per shelf with the count, the capacity and the outcome', () => {
    const r = breakdown(
      roundScore(
        [3, null, 5, 2],
        [
          [12, 2, 5, null],
          [1, 4, 6, 0],
          [null, 9, 0, 3],
        ],
      ),
    );
    expect(r.points).toEqual([1, 2, 0]);
    expect(r.lines[0]).toEqual([
      {
        label: { key: 'supermarket.suit.unagi' },
        points: 0,
        detail: { key: 'supermarket.detail.over', params: { n: 12, cap: 3 } },
      },
      { label: { key: 'supermarket.suit.umeboshi' }, points: 0, detail: { key: 'supermarket.detail.unset' } },
      {
        label: { key: 'supermarket.suit.suika' },
        points: 1,
        detail: { key: 'supermarket.detail.best', params: { n: 5, cap: 5 } },
      },
      {
        label: { key: 'supermarket.suit.tempura' },
        points: 0,
        detail: { key: 'supermarket.detail.none', params: { cap: 2 } },
      },
    ]);
    expect(r.lines[2]?.[2]?.detail).toEqual({
      key: 'supermarket.detail.under',
      params: { n: 0, cap: 5, best: 5 },
    });
    // Seat 1 scores うなぎ (1 of ◇3) and てんぷら (0 goods from a 7 or 8; seat 2's 3 is over ◇2).
    expect(r.lines[1]?.map((l) => l.points)).toEqual([1, 0, 0, 1]);
  });
});

describe('quick score check', () => {
  it('from counts: the rulebook example, うなぎ 9-3-2-1 taken by one player, is over ◇3', () => {
    // The rest of the suit: 4-5-6 (1 + 1 + 1 goods) to the second player, 7-8 (no goods) to the third.
    const r = checkRoundFromCounts(
      [3, null, null, null],
      [
        [12, null, null, null],
        [3, null, null, null],
        [0, null, null, null],
        [null, null, null, null],
      ],
    );
    expect(!isViolation(r) && r.shelves[0]).toMatchObject({
      over: [true, false, false, false],
      scorers: [1],
    });
  });

  it('refuses a shelf whose goods add up to less than 15: every card is dealt and played (a player left out)', () => {
    // うなぎ ◇3: 9-3-2-1 (12 goods) and 7-8 (0) entered, the 4-5-6 (3 goods) of the second player left blank.
    // Scored as typed, the point would go to the player with 0 goods.
    const counts = [
      [12, null, null, null],
      [null, null, null, null],
      [0, null, null, null],
      [null, null, null, null],
    ];
    expect(checkRoundFromCounts([3, null, null, null], counts)).toMatchObject({
      code: 'supermarket.err.countShort',
      params: { suit: { key: 'supermarket.suit.unagi' }, total: 12, max: 15 },
    });
    // A shelf never set scores nobody: its counts need not be complete.
    expect(isViolation(checkRoundFromCounts([null, null, null, null], counts))).toBe(false);
    const blank = Array.from({ length: 4 }, () => [null, null, null, null]);
    expect(checkRoundFromCounts([3, 8, 5, 2], blank)).toMatchObject({ code: 'supermarket.err.countShort' });
  });

  it('from cards: counts the goods of the cards in each player tricks', () => {
    expect(countsFromCards([cards('u9 u3 u2 u1'), cards('u6 u7 u8 m7'), []])).toEqual([
      [12, null, null, null],
      [1, 0, null, null],
      [null, null, null, null],
    ]);
    // うなぎ ◇3: 12 goods over, 4-5-6-7-8 = 3 goods scores. 梅干 ◇8: 7 = 0, 1-9 = 6 scores, 2-3-4-5-6-8 = 9 over.
    const r = checkRoundFromCards(
      [3, 8, null, null],
      [cards('u9 u3 u2 u1'), cards('u4 u5 u6 u7 u8 m7'), cards('m1 m9'), cards('m2 m3 m4 m5 m6 m8')],
    );
    expect(!isViolation(r) && r.points).toEqual([0, 1, 1, 0]);
    expect(!isViolation(r) && r.shelves[1]?.scorers).toEqual([2]);
    // The same with 梅干 8 still in hand: a round's end has every card in someone's tricks.
    expect(
      checkRoundFromCards(
        [3, 8, null, null],
        [cards('u9 u3 u2 u1'), cards('u4 u5 u6 u7 u8 m7'), cards('m1 m9'), cards('m2 m3 m4 m5 m6')],
      ),
    ).toMatchObject({
      code: 'supermarket.err.cardsShort',
      params: { suit: { key: 'supermarket.suit.umeboshi' }, count: 8, max: 9 },
    });
  });

  it('equals the round score of the same counts', () => {
    const caps = [4, 8, 5, 8];
    const counts = [
      [4, 3, null, 3],
      [1, 7, 10, 5],
      [null, 5, 5, null],
      [10, null, 0, 7],
    ];
    expect(checkRoundFromCounts(caps, counts)).toEqual(breakdown(roundScore(caps, counts)));
  });

  it('refuses what cannot be: a capacity outside 1-8, a count outside 0-15, too many goods, bad sizes', () => {
    const row = [null, null, null, null];
    const four = [row, row, row, row];
    expect(checkRoundFromCounts([9, null, null, null], four)).toMatchObject({
      code: 'supermarket.err.capacityRange',
      params: { suit: { key: 'supermarket.suit.unagi' }, value: '9' },
    });
    expect(checkRoundFromCounts([null, 0, null, null], four)).toMatchObject({
      code: 'supermarket.err.capacityRange',
    });
    expect(checkRoundFromCounts([null, 2.5, null, null], four)).toMatchObject({
      code: 'supermarket.err.capacityRange',
    });
    expect(checkRoundFromCounts([1, 1, 1, 1], [row, [null, 16, null, null], row])).toMatchObject({
      code: 'supermarket.err.countRange',
      params: { player: { p: 1 }, value: '16', max: 15 },
    });
    expect(checkRoundFromCounts([1, 1, 1, 1], [row, [null, null, -1, null], row])).toMatchObject({
      code: 'supermarket.err.countRange',
    });
    expect(
      checkRoundFromCounts([1, 1, 1, 1], [[8, null, null, null], [8, null, null, null], row]),
    ).toMatchObject({
      code: 'supermarket.err.countTotal',
      params: { suit: { key: 'supermarket.suit.unagi' }, max: 15 },
    });
    // Four players with exactly 1 うなぎ goods: only its 4, 5 and 6 carry 1.
    const ones = [1, null, null, null];
    expect(checkRoundFromCounts([1, 1, 1, 1], [ones, ones, ones, ones])).toMatchObject({
      code: 'supermarket.err.countSplit',
      params: { suit: { key: 'supermarket.suit.unagi' } },
    });
    expect(checkRoundFromCounts([1, 1, 1], four)).toMatchObject({ code: 'supermarket.err.quickShape' });
    expect(checkRoundFromCounts([1, 1, 1, 1], [row, row, [1, 2, 3]])).toMatchObject({
      code: 'supermarket.err.quickShape',
    });
    expect(checkRoundFromCounts([1, 1, 1, 1], [row, row])).toMatchObject({
      code: 'supermarket.err.playerCount',
      params: { count: 2, min: 3, max: 4 },
    });
    expect(checkRoundFromCards([1, 1, 1, 1], [[], [], [], [], []])).toMatchObject({
      code: 'supermarket.err.playerCount',
    });
  });

  it('refuses a card entered twice', () => {
    expect(checkRoundFromCards([3, null, null, null], [cards('u9 u3'), cards('u3'), []])).toMatchObject({
      code: 'supermarket.err.cardTwice',
      params: { card: { key: 'supermarket.card', params: { rank: 3 } } },
    });
  });
});
