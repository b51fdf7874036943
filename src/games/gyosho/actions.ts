// The entries of 行商の時代 (a discriminated union on `type`) and the valibot schemas that check them.
import * as v from 'valibot';
import type { Good } from './components';
import type { CellKind, Options, WagonSide } from './state';

/** One map card as the table enters it. */
export interface CellInput {
  name: string;
  row: number;
  col: number;
  kind: CellKind;
}

/** Every entry of the game; `p` is the seat of the player acting (the screen fills it in). */
export type Action =
  /** Setup: the map as it lies on the table. */
  | { type: 'map'; cells: CellInput[] }
  /**
   * Setup: slots printed on a player's wagon card, and its side. Without `seat` (records made before sides
   * were per player) every player's wagon has this capacity.
   */
  | { type: 'wagon'; capacity: number; seat?: number; side?: WagonSide }
  /** Setup or refill: an order card turned face up (its city index, goods, points). */
  | { type: 'reveal'; city: number; goods: Good[]; points: number }
  /** Refill: the end card came up from the deck. */
  | { type: 'endCard' }
  /** Any time after the map: the order cards the table counts in the deck now (end card not counted), a correction
   * of a lost card or of the wrong number removed at setup. */
  | { type: 'deck'; size: number }
  /** Setup: the table reshuffled the order cards (three big orders came up). */
  | { type: 'reshuffle' }
  /** Setup: one of the five 特注 cards. */
  | { type: 'special'; city: number; goods: Good[]; points: number }
  /** Setup: a player's first trading post and wagon on a distribution city. */
  | { type: 'start'; p: number; city: number }
  /** Turn: one step to an adjacent map card. */
  | { type: 'move'; p: number; city: number }
  /** Turn: one good from the stock (production city) or another player's shipping area; `drop` is returned first when full. */
  | { type: 'load'; p: number; good: Good; from: 'stock' | number; drop?: Good }
  /** Turn: ship the order in row slot `slot` (0 = front). */
  | { type: 'ship'; p: number; slot: number }
  /** Turn: ship the 特注 card `index` (0-4, as entered). */
  | { type: 'shipSpecial'; p: number; index: number }
  /** Trading-post step with a choice: the city, and the cities of the cards it uses (2 = rule ①, 3 = rule ②). */
  | { type: 'post'; p: number; city: number; use: number[] }
  /** Turn: the player stops with actions left (任意). */
  | { type: 'endTurn'; p: number }
  /** End (title variant): one title card's points, per player in seat order. */
  | { type: 'title'; points: number[] };

/** The action type names. */
export type ActionType = Action['type'];

const Int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const Seat = Int(0, 3);
const City = Int(0, 9);
const GoodSchema = v.picklist(['wheat', 'arms', 'wine', 'cloth'] as const);
const GoodsList = v.pipe(v.array(GoodSchema), v.minLength(1), v.maxLength(12));
const Points = Int(0, 99);

/** Checks entries that come from outside (imports, old records). */
export const actionSchema = v.variant('type', [
  v.object({
    type: v.literal('map'),
    cells: v.pipe(
      v.array(
        v.object({
          name: v.pipe(v.string(), v.maxLength(40)),
          row: Int(0, 9),
          col: Int(0, 9),
          kind: v.picklist(['wheat', 'arms', 'wine', 'cloth', 'distribution', 'road'] as const),
        }),
      ),
      v.maxLength(10),
    ),
  }),
  v.object({
    type: v.literal('wagon'),
    capacity: Int(1, 12),
    seat: v.optional(Seat),
    side: v.optional(v.picklist(['normal', 'beginner'] as const)),
  }),
  v.object({ type: v.literal('reveal'), city: City, goods: GoodsList, points: Points }),
  v.object({ type: v.literal('endCard') }),
  v.object({ type: v.literal('deck'), size: Int(0, 37) }),
  v.object({ type: v.literal('reshuffle') }),
  v.object({ type: v.literal('special'), city: City, goods: GoodsList, points: Points }),
  v.object({ type: v.literal('start'), p: Seat, city: City }),
  v.object({ type: v.literal('move'), p: Seat, city: City }),
  v.object({
    type: v.literal('load'),
    p: Seat,
    good: GoodSchema,
    from: v.union([v.literal('stock'), Seat]),
    drop: v.optional(GoodSchema),
  }),
  v.object({ type: v.literal('ship'), p: Seat, slot: Int(0, 5) }),
  v.object({ type: v.literal('shipSpecial'), p: Seat, index: Int(0, 4) }),
  v.object({
    type: v.literal('post'),
    p: Seat,
    city: City,
    use: v.pipe(v.array(City), v.minLength(2), v.maxLength(3)),
  }),
  v.object({ type: v.literal('endTurn'), p: Seat }),
  v.object({ type: v.literal('title'), points: v.pipe(v.array(Points), v.minLength(2), v.maxLength(4)) }),
]) satisfies v.GenericSchema<unknown, Action>;

/** Checks options that come from outside. */
export const optionsSchema = v.object({
  first: Int(0, 3),
  road: v.boolean(),
  titles: v.boolean(),
  wagon: v.optional(v.picklist(['normal', 'beginner'] as const)),
}) satisfies v.GenericSchema<unknown, Options>;
