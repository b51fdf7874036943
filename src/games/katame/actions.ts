// The entries a table makes, as plain JSON actions, and the schemas that check them when they come from outside.
import * as v from 'valibot';
import { ICONS, type Icon } from './components';
import type { Options } from './state';

/** Round start: the price card's visible face. */
export interface PriceAction {
  type: 'price';
  icon: Icon;
}
/** Auction start: the visible face of the card turned onto the field. */
export interface CardAction {
  type: 'card';
  icon: Icon;
}
/** Player p names a price for the field card (the parent's opening price or a raise). */
export interface BidAction {
  type: 'bid';
  p: number;
  price: number;
}
/** Player p passes on the field card. */
export interface PassAction {
  type: 'pass';
  p: number;
}
/** Settlement: the price card's hidden face. */
export interface PriceHiddenAction {
  type: 'priceHidden';
  icon: Icon;
}
/** Settlement: the hidden face of the won card the prompt names (owner and order given by the prompt). */
export interface CardHiddenAction {
  type: 'cardHidden';
  icon: Icon;
}

/** Every entry of the game. */
export type Action = PriceAction | CardAction | BidAction | PassAction | PriceHiddenAction | CardHiddenAction;

const IconSchema = v.picklist(ICONS);
// Seats and prices are checked against the table by the rules (with a reason), not here.
const Whole = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

/** Checks an action from outside (an import, a stored record). */
// The variant tries its options in order: the most frequent entries first (bids and passes, then cards)
// keep a checked replay (an import) fast; the order changes nothing else.
export const actionSchema: v.GenericSchema<unknown, Action> = v.variant('type', [
  v.object({ type: v.literal('bid'), p: Whole, price: Whole }),
  v.object({ type: v.literal('pass'), p: Whole }),
  v.object({ type: v.literal('card'), icon: IconSchema }),
  v.object({ type: v.literal('cardHidden'), icon: IconSchema }),
  v.object({ type: v.literal('price'), icon: IconSchema }),
  v.object({ type: v.literal('priceHidden'), icon: IconSchema }),
]);

/** Checks options from outside: the first parent's seat. */
export const optionsSchema: v.GenericSchema<unknown, Options> = v.object({
  first: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
});
