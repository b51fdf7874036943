import { describe, expect, it } from 'vitest';
import { game } from './index';
import { checkQuick, quickScore, scoreTallies } from './scoring';
import { pass, play, ready3, withLoad } from './testing';

describe('final scoring', () => {
  it('adds order-card points, red jewels × 3 and white jewels × 1, each line explained', () => {
    const score = scoreTallies([{ orderPoints: 17, orderCards: 5, red: 2, white: 3 }], false);
    expect(score.players[0]?.lines).toEqual([
      {
        label: { key: 'gyosho.score.orders' },
        points: 17,
        detail: { key: 'gyosho.score.ordersDetail', params: { n: 5 } },
      },
      {
        label: { key: 'gyosho.score.red' },
        points: 6,
        detail: { key: 'gyosho.score.times', params: { n: 2, each: 3 } },
      },
      {
        label: { key: 'gyosho.score.white' },
        points: 3,
        detail: { key: 'gyosho.score.times', params: { n: 3, each: 1 } },
      },
    ]);
    expect(score.players[0]?.total).toBe(26);
    expect(score.chain).toEqual([{ key: 'gyosho.chain.total' }, { key: 'gyosho.chain.cards' }]);
  });

  it('adds the order cards up card by card when they are known, the special orders last and named', () => {
    const cards = [
      { points: 3, special: false },
      { points: 5, special: true },
      { points: 4, special: false },
    ];
    const score = scoreTallies([{ orderPoints: 12, orderCards: 3, red: 0, white: 0, cards }], false);
    expect(score.players[0]?.lines[0]).toEqual({
      label: { key: 'gyosho.score.orders' },
      points: 12,
      detail: { key: 'gyosho.score.ordersCardsSpecial', params: { n: 3, terms: '3 + 4 + 5', special: '5' } },
    });
  });

  it('breaks a tie by more order cards (特注 included), then shares the place', () => {
    // A: 20 + 2×3 + 1 = 27 with 7 cards; B: 24 + 0 + 3 = 27 with 6 cards; C: 25 + 0 + 2 = 27 with 7 cards; D: 10.
    const score = quickScore([
      { orderPoints: 20, orderCards: 7, red: 2, white: 1 },
      { orderPoints: 24, orderCards: 6, red: 0, white: 3 },
      { orderPoints: 25, orderCards: 7, red: 0, white: 2 },
      { orderPoints: 10, orderCards: 3, red: 0, white: 0 },
    ]);
    expect(score.players.map((p) => p.total)).toEqual([27, 27, 27, 10]);
    expect(score.players.map((p) => p.rank)).toEqual([1, 3, 1, 4]);
    expect(score.players.map((p) => p.shared)).toEqual([true, false, true, false]);
    // B is below A and C by the second link (order cards); D by the first (points).
    expect(score.players.map((p) => p.decidedBy)).toEqual([null, 1, null, 0]);
  });

  it('adds title points in the quick check when any are entered', () => {
    const score = quickScore([
      { orderPoints: 12, orderCards: 4, red: 1, white: 0, titles: 5 },
      { orderPoints: 18, orderCards: 6, red: 0, white: 0 },
    ]);
    expect(score.players[0]?.lines.at(-1)).toMatchObject({
      label: { key: 'gyosho.score.titles' },
      points: 5,
    });
    expect(score.players.map((p) => p.total)).toEqual([20, 18]);
    expect(quickScore([{ orderPoints: 1, orderCards: 1, red: 0, white: 0 }]).players[0]?.lines).toHaveLength(
      3,
    );
  });

  it('scores a game in progress from the cards and jewels taken', () => {
    const s = play(pass(withLoad(ready3(), 1, [0, 1, 0, 0])), [{ type: 'ship', p: 1, slot: 1 }]);
    // B shipped the ハイジフィールド order (2 points) from slot 2: a white jewel.
    expect(game.scoring.score(s).players.map((p) => p.total)).toEqual([0, 3, 0]);
  });

  it('refuses quick-check counts no table can show', () => {
    const blank = { orderPoints: 0, orderCards: 0, red: 0, white: 0 };
    // 【コンポーネント】: 8 red jewels. Two players with 5 each would be 10.
    expect(
      checkQuick([
        { ...blank, orderPoints: 20, orderCards: 6, red: 5 },
        { ...blank, orderPoints: 20, orderCards: 6, red: 5 },
      ]),
    ).toMatchObject({ code: 'gyosho.err.quick.red', params: { count: 10, max: 8 } });
    // 出荷アクション: a jewel is taken with the order card shipped under it; 3 red with no card cannot be.
    expect(checkQuick([{ ...blank, red: 3 }, blank])).toMatchObject({
      code: 'gyosho.err.quickJewels',
      params: { p: { p: 0 } },
    });
    expect(checkQuick([{ ...blank, orderCards: 1.5 }])).toMatchObject({ code: 'gyosho.err.quickAmount' });
    expect(checkQuick([{ ...blank, orderPoints: 12, orderCards: 4, red: 2, white: 2 }])).toBeNull();
  });

  it('refuses order-card points without an order card, and more order cards than the game plays with', () => {
    const blank = { orderPoints: 0, orderCards: 0, red: 0, white: 0 };
    // 勝利点計算: the points are those of the order cards a player took.
    expect(checkQuick([{ ...blank, orderPoints: 12 }, blank])).toMatchObject({
      code: 'gyosho.err.quickPointsNoCards',
      params: { p: { p: 0 } },
    });
    // 【コンポーネント】 37 order cards, 5 taken out for three players (【3】注文カードの準備), and 5 special orders: 37.
    const three = (cards: number) => [
      { ...blank, orderPoints: 30, orderCards: 20 },
      { ...blank, orderPoints: 20, orderCards: 10 },
      { ...blank, orderPoints: 10, orderCards: cards },
    ];
    expect(checkQuick(three(7))).toBeNull();
    expect(checkQuick(three(8))).toMatchObject({
      code: 'gyosho.err.quickCards',
      params: { count: 38, max: 37, n: 3 },
    });
    // Two players: 10 taken out, 27 + 5 = 32.
    expect(
      checkQuick([
        { ...blank, orderPoints: 40, orderCards: 17 },
        { ...blank, orderPoints: 40, orderCards: 16 },
      ]),
    ).toMatchObject({ code: 'gyosho.err.quickCards', params: { count: 33, max: 32, n: 2 } });
  });
});
