// Printed components of スーパーマーケット (seed 004_7656d64e2a29127d.txt; RULINGS 004).
// 「スートは4種類(うなぎ、梅干、すいか、てんぷら)、数字は各1-9まで、合計36枚」, dealt out completely.

/** The four suits (goods), in the rulebook's order: うなぎ 梅干 すいか てんぷら. */
export const SUITS = ['unagi', 'umeboshi', 'suika', 'tempura'] as const;

/** One of the four suits. */
export type Suit = (typeof SUITS)[number];

/** The card numbers 1-9 of every suit. */
export const RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** A card number. */
export type Rank = (typeof RANKS)[number];

/** A card as the table sees it: suit and number. */
export interface Card {
  suit: Suit;
  rank: Rank;
}

/**
 * Goods pips printed beside each number, the same in every suit (the rulebook's closing table:
 * 1:4 2:3 3:3 4:1 5:1 6:1 7:0 8:0 9:2). Index by rank; index 0 is unused.
 */
export const GOODS: readonly number[] = [0, 4, 3, 3, 1, 1, 1, 0, 0, 2];

/** Goods of one suit in the whole deck (4+3+3+1+1+1+0+0+2), the most one shelf count can reach. */
export const GOODS_PER_SUIT = 15;

/** Cards in the deck. */
export const DECK_SIZE = 36;

/** 3-4 players (「3-4人用」). */
export const PLAYER_RANGE = { min: 3, max: 4 } as const;

/** Position of a suit in SUITS, used to index per-suit arrays. */
export const SUIT_INDEX: Readonly<Record<Suit, number>> = { unagi: 0, umeboshi: 1, suika: 2, tempura: 3 };

/** Goods pips of one card number. */
export function goodsOf(rank: number): number {
  return GOODS[rank] ?? 0;
}

/** Cards dealt to each player, which is also the number of tricks in a round (9 with 4, 12 with 3). */
export function handSize(players: number): number {
  return DECK_SIZE / players;
}

/** Every card of the deck, suit by suit, 1 to 9. */
export const DECK: readonly Card[] = SUITS.flatMap((suit) => RANKS.map((rank) => ({ suit, rank })));
