// Printed components and tables of 商人 Mercator (seed 003_968dac391260417b.txt, Reiner Knizia 2002).

/** The five goods colours (「五色それぞれ1〜10のカード」); the rulebook does not name them, so the app does. */
export const GOODS = ['red', 'yellow', 'green', 'blue', 'purple'] as const;

/** One goods colour id. */
export type Goods = (typeof GOODS)[number];

/** Card values run 1-10 in every colour (用具). */
export const MIN_VALUE = 1;
/** Highest card value (用具). */
export const MAX_VALUE = 10;

/** 50 cards in all, each colour x value exactly once (用具 / 準備). */
export const CARD_COUNT = GOODS.length * MAX_VALUE;

/** Deck size by player count (準備: 3/4/5/6/7 players -> 24/32/40/45/50 cards). */
export const DECK_SIZE: Readonly<Record<number, number>> = { 3: 24, 4: 32, 5: 40, 6: 45, 7: 50 };

/** Starting money per player (準備: 初期資本金としてチップを50点分ずつ). */
export const START_MONEY = 50;

/** A ship holds six cards (船の積載量: 船には商品六品ぶんの積載量). */
export const SHIP_CAPACITY = 6;

/** A lot is one to three cards (ゲームの流れ: 一枚 ... 二枚目 ... 三枚目). */
export const MAX_LOT = 3;

/** The colour bonus adds 10 to the cargo value of six cards showing all five colours (色ボーナス). */
export const COLOUR_BONUS = 10;

/**
 * Payouts by cargo rank, per player count (貨物の売却 table): PAYOUTS[n][i] is place i+1.
 * Places beyond the list are paid nothing.
 */
export const PAYOUTS: Readonly<Record<number, readonly number[]>> = {
  3: [30, 15],
  4: [30, 20, 10],
  5: [40, 30, 20, 10],
  6: [50, 40, 30, 20, 10],
  7: [60, 50, 40, 30, 20, 10],
};

/** Player counts the game supports (3〜7人用). */
export const MIN_PLAYERS = 3;
/** Most players (3〜7人用). */
export const MAX_PLAYERS = 7;

/** Pawn colours a player may choose (準備: 各プレイヤーにはそれぞれ異なった色のポーン). */
export const PAWNS = ['red', 'blue', 'green', 'yellow', 'black', 'white', 'orange'] as const;

/** A card as entered: a colour and a value. */
export interface Card {
  colour: Goods;
  value: number;
}

/** A card's compact id 0..49 (colour index x 10 + value - 1), the form the state keeps. */
export function cardId(card: Card): number {
  return GOODS.indexOf(card.colour) * MAX_VALUE + card.value - 1;
}

/** The card behind an id. */
export function cardOf(id: number): Card {
  return { colour: GOODS[Math.floor(id / MAX_VALUE)] ?? 'red', value: (id % MAX_VALUE) + 1 };
}

/** A card's value from its id. */
export function cardValue(id: number): number {
  return (id % MAX_VALUE) + 1;
}

/** A card's colour index 0..4 from its id. */
export function colourIndexOf(id: number): number {
  return Math.floor(id / MAX_VALUE);
}
