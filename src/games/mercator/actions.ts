// The entries a table makes in Mercator, their outside-data schemas, and the schema of the options.
import * as v from 'valibot';
import { GOODS, MAX_VALUE, MIN_VALUE } from './components';

const Seat = v.pipe(v.number(), v.integer());
const Amount = v.pipe(v.number(), v.integer());
const Colour = v.picklist(GOODS);
const Value = v.pipe(v.number(), v.integer(), v.minValue(MIN_VALUE), v.maxValue(MAX_VALUE));

/** Valibot schema of every Mercator action (range checks that need the state are the rules' job). */
// The variant tries its options in order: the most frequent entries first (bids, then cards turned) keep a
// checked replay (an import) fast; the order changes nothing else.
export const actionSchema = v.variant('type', [
  /** One player's sealed bid, read from their opened fist (0 allowed). */
  v.object({ type: v.literal('bid'), player: Seat, amount: Amount }),
  /** The active player turns one card from the deck onto the lot. */
  v.object({ type: v.literal('turn'), colour: Colour, value: Value }),
  /** The active player stops turning: the lot goes to auction. */
  v.object({ type: v.literal('close') }),
  /** Open auction: who called the highest price, and the price. */
  v.object({ type: v.literal('sold'), player: Seat, price: Amount }),
  /** Open auction: nobody wanted the lot; it leaves the game. */
  v.object({ type: v.literal('unsold') }),
  /** The last player with room draws one free card from the deck. */
  v.object({ type: v.literal('draw'), colour: Colour, value: Value }),
]);

/** One Mercator action. */
export type Action = v.InferOutput<typeof actionSchema>;

/** Valibot schema of the options (house rules from the rulebook; the start money for series play). */
export const optionsSchema = v.object({
  first: v.pipe(v.number(), v.integer(), v.minValue(0)),
  colourBonus: v.boolean(),
  openAuction: v.boolean(),
  series: v.boolean(),
  /** Series play only: each seat's money carried over from the previous game (default 50 each). */
  startMoney: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(0)))),
});
