// The entries a table makes in the Edo merchant game, and their valibot schemas (checked when they come from outside).
// Schemas check the shape only: values out of range (a die of 7, a negative bid) pass the schema and are
// refused by the rules, so the table reads a clear reason instead of a malformed-entry error.
import * as v from 'valibot';
import { COLOURS, type Colour } from './components';
import type { Card, Choice, Take } from './state';

/** Every entry, in the order a table makes them (see prompt.ts for the steps). */
export type EdoAction =
  /** Setup: a player's two starting cards of their colour, by pips: the one kept and the one passed left. */
  | { type: 'start'; player: number; keep: number; pass: number }
  /** Setup: the two cards turned from the deck to start the discard pile. */
  | { type: 'discards'; cards: Card[] }
  /** 客引き: the three dice as rolled. */
  | { type: 'roll'; dice: number[] }
  /** 客引き: the values of the dice the active player keeps (0-2 of them). */
  | { type: 'keep'; dice: number[] }
  /** 客引き: everyone who called 不服 (an empty list: nobody objects, the income is paid). */
  | { type: 'object'; players: number[] }
  /** 仕入れ: the cards turned to East and West (West null when only one card was left). */
  | { type: 'draw'; east: Card; west: Card | null }
  /** 仕入れ: a player's decision marker, placed in turn order from the active player. */
  | { type: 'declare'; player: number; choice: Choice }
  /** 仕入れ: a player's revealed bid: coins on East or on West, or nothing (both 0 = 小銭稼ぎ). */
  | { type: 'bid'; player: number; east: number; west: number }
  /** 仕入れ: whether the 青 holder lowers their revealed bid by 1. */
  | { type: 'blue'; player: number; lower: boolean }
  /** End: the card the 赤 holder takes from the discard pile (null: takes none). */
  | { type: 'red'; player: number; take: Take }
  /** End: the colour each of a player's 特注 cards counts as. */
  | { type: 'special'; player: number; colours: Colour[] };

/** The options of a game: who starts, the 御用商人 variant, and the deck size when the table corrects it. */
export interface EdoOptions {
  first: number;
  privileges: boolean;
  /** Cards in the deck after setup; absent = computed from the player count (RULINGS 000). */
  deck?: number | undefined;
}

const Int = v.pipe(v.number(), v.integer());
const Seat = v.pipe(v.number(), v.integer(), v.minValue(0));
const ColourSchema = v.picklist(COLOURS);

/** A card as entered: colour and pips, or 特注. */
export const cardSchema = v.variant('colour', [
  v.object({ colour: ColourSchema, pips: Int }),
  v.object({ colour: v.literal('special') }),
]);

/** Valibot schema of every entry. */
export const actionSchema = v.variant('type', [
  v.object({ type: v.literal('start'), player: Int, keep: Int, pass: Int }),
  v.object({ type: v.literal('discards'), cards: v.pipe(v.array(cardSchema), v.maxLength(8)) }),
  v.object({ type: v.literal('roll'), dice: v.pipe(v.array(Int), v.maxLength(8)) }),
  v.object({ type: v.literal('keep'), dice: v.pipe(v.array(Int), v.maxLength(8)) }),
  v.object({ type: v.literal('object'), players: v.pipe(v.array(Int), v.maxLength(8)) }),
  v.object({ type: v.literal('draw'), east: cardSchema, west: v.nullable(cardSchema) }),
  v.object({ type: v.literal('declare'), player: Int, choice: v.picklist(['east', 'west', 'koban']) }),
  v.object({ type: v.literal('bid'), player: Int, east: Int, west: Int }),
  v.object({ type: v.literal('blue'), player: Int, lower: v.boolean() }),
  v.object({ type: v.literal('red'), player: Int, take: v.nullable(v.picklist([...COLOURS, 'special'])) }),
  v.object({
    type: v.literal('special'),
    player: Int,
    colours: v.pipe(v.array(ColourSchema), v.maxLength(8)),
  }),
]);

/** Valibot schema of the options. */
export const optionsSchema = v.object({
  first: Seat,
  privileges: v.optional(v.boolean(), false),
  deck: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30))),
});

/** The value types the entries carry, re-exported for the screens. */
export type { Card, Choice, Colour, Take };
