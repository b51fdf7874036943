// The state of a game of 片目の商人, and the helpers that read it.
import { ICON_LIMITS, type Icon, type IconCounts, NO_ICONS } from './components';
import type { Settlement } from './settle';

/** The step the table is at: see prompt.ts for what each expects. */
export type Phase = 'price' | 'card' | 'bid' | 'settlePrice' | 'settleCard' | 'over';

/** A card a player won this round. `hidden` stays null until it is entered at the settlement. */
export interface WonCard {
  face: Icon;
  hidden: Icon | null;
  price: number;
}

/** Why a round ended: the 12 cards are gone, or a payment left player p with 0 money. */
export type RoundEnd = { why: 'deck' } | { why: 'broke'; p: number };

/** The highest price named so far in the current auction. */
export interface High {
  p: number;
  price: number;
}

/** A finished round, as the final score and the screens show it. */
export interface RoundSummary {
  round: number;
  priceFace: Icon;
  priceHidden: Icon;
  end: RoundEnd;
  /** Money each player paid the market this round. */
  paid: number[];
  won: WonCard[][];
  /** Visible faces of the cards nobody bid on. */
  discarded: Icon[];
  /** Each player's settlement, paid by the market. */
  settlements: Settlement[];
}

/** Options: only who is the first parent; the rulebook has no variants. */
export interface Options {
  first: number;
}

/** The whole game; plain JSON. Fields of the current round are reset when the next round starts. */
export interface State {
  /** Number of players, seats 0..n-1 clockwise. */
  n: number;
  /** Current round, 1..3 (stays 3 once the game is over). */
  round: number;
  phase: Phase;
  /** The parent (親): opens each auction; the last auction winner. */
  parent: number;
  /** Money per player (public). */
  money: number[];
  /** The price card's visible face (null until entered at the round start). */
  priceFace: Icon | null;
  /** The price card's hidden face: secret until the settlement, so null until entered there. */
  priceHidden: Icon | null;
  /** Cards put up for auction this round (auctioned or discarded), 0..12. */
  dealt: number;
  /** The visible face of the card on the field during an auction. */
  field: Icon | null;
  /** Declarations made in the current auction; the next bidder is (parent + said) % n. */
  said: number;
  high: High | null;
  /** The last auction closed this round: its winner and price; null when it was discarded (or none closed yet). */
  sale: High | null;
  /** Cards won this round, per player, in the order won. Hidden faces are secret until the settlement. */
  won: WonCard[][];
  discarded: Icon[];
  /** Money paid to the market this round, per player. */
  paid: number[];
  /** Every face known this round (price card, visible faces, hidden faces entered), checked against 7/7/7/5. */
  seen: IconCounts;
  end: RoundEnd | null;
  /** At the settlement: the won card whose hidden face is entered next. */
  reveal: { p: number; i: number } | null;
  history: RoundSummary[];
}

/** Fresh per-round fields (same parent and money). */
export function roundFields(
  n: number,
): Pick<
  State,
  | 'priceFace'
  | 'priceHidden'
  | 'dealt'
  | 'field'
  | 'said'
  | 'high'
  | 'sale'
  | 'won'
  | 'discarded'
  | 'paid'
  | 'seen'
  | 'end'
  | 'reveal'
> {
  return {
    priceFace: null,
    priceHidden: null,
    dealt: 0,
    field: null,
    said: 0,
    high: null,
    sale: null,
    won: Array.from({ length: n }, () => []),
    discarded: [],
    paid: Array.from({ length: n }, () => 0),
    seen: { ...NO_ICONS },
    end: null,
    reveal: null,
  };
}

/** The player who declares next in the current auction. */
export function currentBidder(s: Pick<State, 'parent' | 'said' | 'n'>): number {
  return (s.parent + s.said) % s.n;
}

/** The lowest price the current bidder may name: 0, or one more than the highest so far. */
export function minBid(s: Pick<State, 'high'>): number {
  return s.high ? s.high.price + 1 : 0;
}

/** Faces of each kind not yet known this round (what the remaining faces may still show). */
export function unseen(s: Pick<State, 'seen'>): IconCounts {
  return {
    choc: ICON_LIMITS.choc - s.seen.choc,
    gold: ICON_LIMITS.gold - s.seen.gold,
    silk: ICON_LIMITS.silk - s.seen.silk,
    junk: ICON_LIMITS.junk - s.seen.junk,
  };
}

/**
 * A fresh copy of the state, every field spelled out: the rules set a few fields on it and return it (the
 * input is never changed). Replays run through this for every entry: a literal keeps one hidden class,
 * where `{ ...s, x }` cost about a fifth of a replay (profile in docs/performance.md).
 */
export function copy(s: State): State {
  return {
    n: s.n,
    round: s.round,
    phase: s.phase,
    parent: s.parent,
    money: s.money,
    priceFace: s.priceFace,
    priceHidden: s.priceHidden,
    dealt: s.dealt,
    field: s.field,
    said: s.said,
    high: s.high,
    sale: s.sale,
    won: s.won,
    discarded: s.discarded,
    paid: s.paid,
    seen: s.seen,
    end: s.end,
    reveal: s.reveal,
    history: s.history,
  };
}
