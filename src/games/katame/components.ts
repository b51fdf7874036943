// Printed components and fixed numbers of 片目の商人 (BGB 2015), cited to the rulebook (seed 001).

/** The four icon kinds on the cards (":用具" 商品カード): three goods and junk (ガラクタ). */
export const ICONS = ['choc', 'gold', 'silk', 'junk'] as const;

/** One icon printed on a card face. */
export type Icon = (typeof ICONS)[number];

/** The goods icons, the ones that carry a value (":用具": チョコレート/ゴールド/シルク). */
export const GOODS = ['choc', 'gold', 'silk'] as const;

/** One goods icon kind. */
export type Goods = (typeof GOODS)[number];

/** A number per icon kind (icons a player holds, faces seen so far this round...). */
export type IconCounts = Record<Icon, number>;

/** Icons on the 13 cards' 26 faces (":用具" アイコンの内訳: 7/7/7 goods, 5 junk). */
export const ICON_LIMITS: Readonly<IconCounts> = { choc: 7, gold: 7, silk: 7, junk: 5 };

/** Cards in the box (":用具" 商品カード13枚); one is the price card, the rest the deck (":準備"). */
export const CARD_COUNT = 13;

/** Cards auctioned at most per round: the deck left after the price card is set aside (":準備"). */
export const DECK_SIZE = CARD_COUNT - 1;

/** Starting money per player, public (":準備" 30金). */
export const START_MONEY = 30;

/** Rounds in a game (":進行" 合計3ラウンド). */
export const ROUNDS = 3;

/** Value of one goods icon before the price card (【価格決定カード】 1アイコンにつき2金). */
export const BASE_VALUE = 2;

/** Extra value of the goods on the price card's visible face (【価格決定カード】 表面 +2金). */
export const FRONT_BONUS = 2;

/** Extra value of the goods on the price card's hidden face (【価格決定カード】 裏面 +1金). */
export const BACK_BONUS = 1;

/** Count bonus: 5 money per 3 icons of one goods kind (":決算" 個数ボーナス). */
export const COUNT_BONUS = { per: 3, points: 5 } as const;

/** Set bonus: 5 money per complete chocolate+gold+silk set (":決算" セットボーナス). */
export const SET_BONUS = 5;

/** Junk bonus, highest first, not cumulative (":決算" ガラクタボーナス: 4 = 15金, 5 = 25金). */
export const JUNK_BONUS: readonly { junk: number; points: number }[] = [
  { junk: 5, points: 25 },
  { junk: 4, points: 15 },
];

/** All-zero icon counts, the start of every tally. */
export const NO_ICONS: Readonly<IconCounts> = Object.freeze({ choc: 0, gold: 0, silk: 0, junk: 0 });

/** Counts with one more icon of a kind (a new object: states are never mutated). */
export function addIcon(counts: Readonly<IconCounts>, icon: Icon, n = 1): IconCounts {
  // A literal of fixed shape, then one write: a computed key in a literal is several times slower to replay.
  const out = { choc: counts.choc, gold: counts.gold, silk: counts.silk, junk: counts.junk };
  out[icon] += n;
  return out;
}

/** The i18n message naming an icon kind. */
export function iconName(icon: Icon): { key: string } {
  return { key: `katame.icon.${icon}` };
}
