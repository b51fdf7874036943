// Printed components and fixed numbers of the Edo merchant game (seed 000「内容物」「ゲームの準備」, RULINGS 000).

/** The five goods colours 白 黄 赤 青 黒, in the order the rulebook lists the 御用商人 privileges; also the players' colours. */
export const COLOURS = ['white', 'yellow', 'red', 'blue', 'black'] as const;

/** A goods colour (and a player's colour: each merchant starts with cards of their own colour). */
export type Colour = (typeof COLOURS)[number];

/** 品物カード 30枚 (5色×6枚): six goods cards of each colour. */
export const GOODS_PER_COLOUR = 6;

/** 特注カード 2枚. */
export const SPECIAL_CARDS = 2;

/** Every card in the box: 30 goods + 2 特注. */
export const TOTAL_CARDS = COLOURS.length * GOODS_PER_COLOUR + SPECIAL_CARDS;

/** コイン 50枚: the coins are finite (RULINGS 000). */
export const TOTAL_COINS = 50;

/** Each merchant starts with 5 coins; the rest is the stock (ゲームの準備). */
export const START_COINS = 5;

/** Two starting cards of the player's colour, one of which passes to the left neighbour (ゲームの準備). */
export const START_CARDS = 2;

/** Two cards from the top of the deck start the discard pile (廃棄置き場, ゲームの準備). */
export const FIRST_DISCARDS = 2;

/** The ● pips on a goods card match one die face, 1-6 (RULINGS 000: pips are 1-6). */
export const MIN_PIPS = 1;
/** The highest pip count (a die's top face). */
export const MAX_PIPS = 6;

/** 客引き: three dice, of which the active player keeps at most two (ダイスの分配). */
export const DICE = 3;
/** The active player keeps 0, 1 or 2 dice; the rest go to everyone else. */
export const MAX_KEEP = 2;

/** Cards left in the box by player count: the rulebook's table is garbled; RULINGS 000 reads 3:8, 4:7, 5:0. */
export const REMOVED_BY_PLAYERS: Readonly<Record<number, number>> = { 3: 8, 4: 7, 5: 0 };

/** 小銭稼ぎ pays one stock coin; the 黄 privilege adds one more (御用商人). */
export const KOBAN_WAGE = 1;
/** The 黄 holder's extra stock coin at 小銭稼ぎ. */
export const YELLOW_EXTRA = 1;

/** 二重紋 3 / 三重紋 6 / 四重紋 12 / 五重紋 20, indexed by the number of colours held at two cards or more. */
export const CREST_POINTS: readonly number[] = [0, 0, 3, 6, 12, 20];

/** A crest needs at least this many cards of each of its colours (各2枚以上). */
export const CREST_MIN_CARDS = 2;

/** 白 privilege: 3 victory points (御用商人). */
export const WHITE_BONUS = 3;

/** The deck size RULINGS 000 computes: 32 - 2 x players - 2 first discards - cards left in the box. */
export function defaultDeck(players: number): number {
  return TOTAL_CARDS - START_CARDS * players - FIRST_DISCARDS - (REMOVED_BY_PLAYERS[players] ?? 0);
}

/** The largest deck a table can declare: nothing left in the box. */
export function maxDeck(players: number): number {
  return TOTAL_CARDS - START_CARDS * players - FIRST_DISCARDS;
}
