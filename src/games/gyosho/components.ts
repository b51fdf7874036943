// Printed component data of 行商の時代 (seed 002, 【コンポーネント】 and 【ゲームの準備】), and the goods kinds.

/** The four goods kinds (商品コマ), in the order the rulebook lists them: 小麦 武具 酒 織物. */
export type Good = 'wheat' | 'arms' | 'wine' | 'cloth';

/** Every goods kind, in the order the Goods tuples count them. */
export const GOODS: readonly Good[] = ['wheat', 'arms', 'wine', 'cloth'];

/** Index of a goods kind inside a Goods tuple. */
export const GOOD_INDEX: Readonly<Record<Good, 0 | 1 | 2 | 3>> = { wheat: 0, arms: 1, wine: 2, cloth: 3 };

/** 【ゲームの準備】[6]: goods of each kind in the stock, by player count (9 of each are printed). */
export const STOCK_PER_KIND: Readonly<Record<number, number>> = { 2: 7, 3: 8, 4: 9 };

/** 【コンポーネント】: 37 order cards; 【ゲームの準備】[3]: 0 / 5 / 10 are removed for 4 / 3 / 2 players. */
export const ORDER_CARDS_PRINTED = 37;
/** 【ゲームの準備】[3]: order cards removed unseen, by player count. */
export const ORDER_CARDS_REMOVED: Readonly<Record<number, number>> = { 2: 10, 3: 5, 4: 0 };

/** 【ゲームの準備】[3] and ■注文カードの補充: face-up order cards, by player count (6 / 5 / 4). */
export const FACE_UP: Readonly<Record<number, number>> = { 2: 4, 3: 5, 4: 6 };

/** 【ゲームの準備】[3]: an order needing this many goods or more is "big"; three big ones force a reshuffle. */
export const BIG_ORDER_GOODS = 4;
/** 【ゲームの準備】[3]: how many big orders in the starting row force a reshuffle. */
export const BIG_ORDERS_RESHUFFLE = 3;

/** 【ゲームの準備】[3]: 8 cards plus the end card are shuffled and put under the deck. */
export const CARDS_UNDER_END = 8;

/** 【コンポーネント】: 8 red jewels (3 points each) and 8 white jewels (1 point each). */
export const JEWELS_PER_COLOUR = 8;
/** 【勝利点計算】: a red jewel is worth 3 points. */
export const RED_POINTS = 3;
/** 【勝利点計算】: a white jewel is worth 1 point. */
export const WHITE_POINTS = 1;

/** 【コンポーネント】: each player has 4 trading posts (商館); one is placed at the start. */
export const POSTS_PER_PLAYER = 4;

/** ■特注カード: five 特注 cards lie face up from the start. */
export const SPECIAL_CARDS = 5;

/** 都市カード: 4 production cities (one per goods kind) and 5 distribution cities; the road card is a variant. */
export const PRODUCTION_CITIES = 4;
/** 都市カード: the number of distribution cities (流通都市, brown). */
export const DISTRIBUTION_CITIES = 5;

/** 【ゲームの流れ】: actions in a turn; one more when the turn starts in a city with the player's own post. */
export const ACTIONS_NORMAL = 2;
/** 【ゲームの流れ】: actions in a turn that starts at one of the player's own trading posts. */
export const ACTIONS_AT_POST = 3;

/** Order cards in the deck for a player count: 37 printed minus those removed. */
export function orderCardsInPlay(players: number): number {
  return ORDER_CARDS_PRINTED - (ORDER_CARDS_REMOVED[players] ?? 0);
}
