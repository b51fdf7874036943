// The state of a Mercator game, its options, and the small queries every rule and screen needs.
import type * as v from 'valibot';
import type { optionsSchema } from './actions';
import {
  CARD_COUNT,
  COLOUR_BONUS,
  cardValue,
  colourIndexOf,
  GOODS,
  MAX_LOT,
  SHIP_CAPACITY,
} from './components';

/** Mercator's options: the house rules and, in a series, the money carried over (checked by optionsSchema). */
export type Options = v.InferOutput<typeof optionsSchema>;

/** The steps of a game: turning a lot, sealed bids, an open sale, the last player's free fill, the end. */
export type Phase = 'lot' | 'bid' | 'sale' | 'fill' | 'over';

/** Why the auctions ended: all ships but one full (and filled free), or the deck ran out. */
export type EndReason = 'fill' | 'deck';

/** The outcome of the last auction, for the screen's "what just happened" strip. */
export interface AuctionResult {
  turn: number;
  active: number;
  cards: readonly number[];
  /** null when nobody bid: the lot left the game. */
  winner: number | null;
  price: number;
  /** Every seat's sealed bid (null: did not bid); null in an open auction. */
  bids: readonly (number | null)[] | null;
}

/** The whole game state. Card ids are 0..49 (see components.cardId). */
export interface State {
  readonly players: number;
  readonly colourBonus: boolean;
  readonly openAuction: boolean;
  readonly series: boolean;
  /** Cards in the deck at the start (準備 table). */
  readonly deckSize: number;
  /** Money each player started with (50, or carried over in a series). */
  readonly start: readonly number[];
  /** SECRET during play: each player's money (the screens mask it until the end). */
  readonly money: readonly number[];
  /** Money paid into the bank by winning bids (so players + bank = starting money). */
  readonly bank: number;
  /** Cards loaded on each ship, in the order they came. Public. */
  readonly ships: readonly (readonly number[])[];
  /** Each pawn: the sum of the card values on the ship (the colour bonus is added at the end). Public. */
  readonly cargo: readonly number[];
  /** Every card that has left the deck, in order (lots, discards, free draws). */
  readonly out: readonly number[];
  /** Cards of unsold lots, out of the game. */
  readonly discarded: readonly number[];
  readonly phase: Phase;
  /** The active player: turns the lot (or draws free in the fill). */
  readonly active: number;
  /** Lot number, 1-based. */
  readonly turn: number;
  /** The cards of the lot on offer. */
  readonly lot: readonly number[];
  /** How many cards the current lot may have (fixed when the turn starts). */
  readonly limit: number;
  /** Sealed bids entered so far, per seat (null: not yet, or not bidding). */
  readonly bids: readonly (number | null)[];
  readonly last: AuctionResult | null;
  readonly end: EndReason | null;
}

/** Cards still in the deck. */
export function deckLeft(s: State): number {
  return s.deckSize - s.out.length;
}

/** Free places on a player's ship. */
export function freeHold(s: State, p: number): number {
  return SHIP_CAPACITY - (s.ships[p]?.length ?? SHIP_CAPACITY);
}

/** True when a player's ship holds six cards: they neither turn nor bid any more. */
export function isFull(s: State, p: number): boolean {
  return freeHold(s, p) <= 0;
}

/** Seats from the active player's left round to the active player (the tie-break order). */
export function orderFromLeft(players: number, active: number): number[] {
  const order: number[] = [];
  for (let i = 1; i <= players; i++) order.push((active + i) % players);
  return order;
}

/** True when a player may bid on the current lot: their ship can take the whole lot. */
export function canBid(s: State, p: number): boolean {
  return s.lot.length > 0 && freeHold(s, p) >= s.lot.length;
}

/** The players who may bid on the current lot, in tie-break order (active player last). */
export function bidders(s: State): number[] {
  return orderFromLeft(s.players, s.active).filter((p) => canBid(s, p));
}

/** Bidders whose sealed bid is still to be entered, in tie-break order (one array: the prompt asks it). */
export function pendingBidders(s: State): number[] {
  const pending: number[] = [];
  for (let i = 1; i <= s.players; i++) {
    const p = (s.active + i) % s.players;
    if (s.bids[p] === null && canBid(s, p)) pending.push(p);
  }
  return pending;
}

/** True while some eligible bidder's sealed bid is missing (allocation-free: it runs on every bid). */
export function bidsMissing(s: State): boolean {
  for (let p = 0; p < s.players; p++) if (s.bids[p] === null && canBid(s, p)) return true;
  return false;
}

/** Players whose ships are not full. */
export function openShips(s: State): number[] {
  const open: number[] = [];
  for (let p = 0; p < s.players; p++) if (!isFull(s, p)) open.push(p);
  return open;
}

/**
 * The most cards a lot may have at the start of a turn: three, no more than the biggest free hold among
 * the players who may still bid (so someone can bid), no more than the deck holds (ゲームの流れ, 船の積載量).
 */
export function lotLimit(s: State): number {
  return Math.min(MAX_LOT, biggestHold(s), deckLeft(s));
}

/** The biggest free hold of any ship (full ships have none, so this is among those who may still bid). */
function biggestHold(s: State): number {
  let hold = 0;
  for (let p = 0; p < s.players; p++) hold = Math.max(hold, freeHold(s, p));
  return hold;
}

/** Which of the three limits is the binding one, for a precise refusal. */
export function limitReason(s: State): 'max' | 'hold' | 'deck' {
  if (s.limit >= MAX_LOT) return 'max';
  // The deck as it was when the turn began: the lot's cards have left it since.
  return deckLeft(s) + s.lot.length <= biggestHold(s) ? 'deck' : 'hold';
}

/** True when a set of cards shows all five colours. */
export function allColours(cards: readonly number[]): boolean {
  let mask = 0;
  for (const id of cards) mask |= 1 << colourIndexOf(id);
  return mask === (1 << GOODS.length) - 1;
}

/** The colour bonus a ship earns: +10 for six cards in all five colours, when the option is on. */
export function bonusOf(cards: readonly number[], colourBonus: boolean): number {
  return colourBonus && cards.length === SHIP_CAPACITY && allColours(cards) ? COLOUR_BONUS : 0;
}

/** A ship's cargo value as it is sold: card values plus the colour bonus if earned. */
export function shipValue(s: State, p: number): number {
  return (s.cargo[p] ?? 0) + bonusOf(s.ships[p] ?? [], s.colourBonus);
}

/** Sum of card values. */
export function valueSum(cards: readonly number[]): number {
  let sum = 0;
  for (const id of cards) sum += cardValue(id);
  return sum;
}

/** True when a card id is a real card that has not yet left the deck. */
export function isOut(s: State, id: number): boolean {
  return s.out.includes(id);
}

/** Every card id that has not been seen yet (the app does not know which ones were removed unseen). */
export function unseen(s: State): number[] {
  const ids: number[] = [];
  for (let id = 0; id < CARD_COUNT; id++) if (!s.out.includes(id)) ids.push(id);
  return ids;
}

/** A state whose fields the rules may still set: only ever a fresh copy made by `copy`. */
export type Draft = { -readonly [K in keyof State]: State[K] };

/**
 * A fresh copy of the state, every field spelled out: the rules set a few fields on it and return it (the
 * input is never changed). Replays run through this for every entry: a literal keeps one hidden class,
 * where `{ ...s, x }` cost about half of a replay (profile in docs/performance.md).
 */
export function copy(s: State): Draft {
  return {
    players: s.players,
    colourBonus: s.colourBonus,
    openAuction: s.openAuction,
    series: s.series,
    deckSize: s.deckSize,
    start: s.start,
    money: s.money,
    bank: s.bank,
    ships: s.ships,
    cargo: s.cargo,
    out: s.out,
    discarded: s.discarded,
    phase: s.phase,
    active: s.active,
    turn: s.turn,
    lot: s.lot,
    limit: s.limit,
    bids: s.bids,
    last: s.last,
    end: s.end,
  };
}
