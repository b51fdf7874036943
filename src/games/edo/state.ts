// The state of an Edo merchant game, and the small pure helpers every rules file shares.
import type { Msg, MsgParam } from '../../engine/types';
import { COLOURS, type Colour } from './components';

/** A goods colour, re-exported so rules files need one import. */
export type { Colour };

/** A goods card: its colour and the ● pips printed on it (entered when the card enters play). */
export interface Goods {
  colour: Colour;
  pips: number;
}

/** A card in play: a goods card, or a 特注 card (no colour, no pips until the end). */
export type Card = Goods | { colour: 'special' };

/** The two auction sites on the main board. */
export type SiteId = 'east' | 'west';

/** A declared or actual 仕入れ choice: a site, or 小銭稼ぎ. */
export type Choice = SiteId | 'koban';

/** A revealed bid: coins on East and on West (both 0 = 小銭稼ぎ; both positive is refused). */
export interface Bid {
  east: number;
  west: number;
}

/** A player's two starting cards: the pips of the card kept and of the card passed to the left. */
export interface StartCards {
  keep: number;
  pass: number;
}

/** What 赤 may take from the discard at the end: a goods colour, a 特注 card, or nothing. */
export type Take = Colour | 'special' | null;

/** What happened on one site when the bids were resolved. */
export type SiteOutcome =
  | { kind: 'won'; player: number; price: number; cards: number }
  | { kind: 'tie'; top: number; players: number[] }
  | { kind: 'discarded'; cards: number }
  | { kind: 'empty' };

/** The result of the last 仕入れ, for the screens and the log. */
export interface BuyResult {
  east: SiteOutcome;
  west: SiteOutcome;
  /** Players who took 小銭稼ぎ, the stock coins each of them got (1, 2 with 黄, less when it ran short), and each one's share of the pot. */
  koban: number[];
  wage: number[];
  share: number;
  /** Players whose tile turned to 不義理; `reset` when all turned at once and flipped back. */
  flipped: number[];
  reset: boolean;
}

/** Steps of the game, in the order a table meets them. */
export type Phase =
  | 'setup.start'
  | 'setup.discards'
  | 'dice.roll'
  | 'dice.keep'
  | 'dice.object'
  | 'buy.draw'
  | 'buy.declare'
  | 'buy.bid'
  | 'buy.blue'
  | 'end.red'
  | 'end.special'
  | 'over';

/** Privilege holders by colour (御用商人); null where nobody alone holds the most. */
export type Privileges = Readonly<Record<Colour, number | null>>;

/** The whole game state. `coins` are secret during play; everything else lies open on the table. */
export interface EdoState {
  players: number;
  colours: readonly Colour[];
  /** The 御用商人 variant. */
  variant: boolean;
  /** The rules version the game is played under, from its record (versions.ts says what each changes). */
  rules: number;
  /** Cards left in the box, never seen (card conservation). */
  removed: number;
  phase: Phase;
  /** 1-based turn number; 0 during setup. */
  turn: number;
  active: number;
  deck: number;
  hands: readonly (readonly Card[])[];
  discard: readonly Card[];
  east: readonly Card[];
  west: readonly Card[];
  /** Secret: each player's coins. */
  coins: readonly number[];
  stock: number;
  /** 小銭置き場. */
  pot: number;
  /** 不義理 tiles (true = the 不義理 side is up). */
  dishonour: readonly boolean[];
  privileges: Privileges;
  /** Starting cards entered so far (setup). */
  starts: readonly (StartCards | null)[];
  /** 客引き: the dice on the table, those the active player keeps, and which distribution this is (1 or 2). */
  roll: readonly number[] | null;
  kept: readonly number[] | null;
  attempt: number;
  /** 仕入れ: declared markers and revealed bids. */
  markers: readonly (Choice | null)[];
  bids: readonly (Bid | null)[];
  /** End: what 赤 took, and each player's 特注 colours (null = still to enter). */
  redTake: { player: number; take: Take } | null;
  assigned: readonly (readonly Colour[] | null)[];
  /** Coins each player received in the last 客引き (null: none was paid). */
  lastIncome: readonly number[] | null;
  lastBuy: BuyResult | null;
  /** Things the table must know: the stock ran short, all tiles flipped back. */
  notes: readonly Msg[];
}

/** A fresh copy of a state: one object literal of a fixed shape (a spread of this many fields is ~50x slower in V8). */
export function copyState(s: EdoState): EdoState {
  return {
    players: s.players,
    colours: s.colours,
    variant: s.variant,
    rules: s.rules,
    removed: s.removed,
    phase: s.phase,
    turn: s.turn,
    active: s.active,
    deck: s.deck,
    hands: s.hands,
    discard: s.discard,
    east: s.east,
    west: s.west,
    coins: s.coins,
    stock: s.stock,
    pot: s.pot,
    dishonour: s.dishonour,
    privileges: s.privileges,
    starts: s.starts,
    roll: s.roll,
    kept: s.kept,
    attempt: s.attempt,
    markers: s.markers,
    bids: s.bids,
    redTake: s.redTake,
    assigned: s.assigned,
    lastIncome: s.lastIncome,
    lastBuy: s.lastBuy,
    notes: s.notes,
  };
}

/** A copy of a state with some fields changed (the input is never touched): what `{ ...s, ...changes }` gives. */
export function withState(s: EdoState, changes: Partial<EdoState>): EdoState {
  return Object.assign(copyState(s), changes);
}

/** The choice a revealed bid amounts to: the site with coins on it, or 小銭稼ぎ. */
export function choiceOf(bid: Bid): Choice {
  if (bid.east > 0) return 'east';
  if (bid.west > 0) return 'west';
  return 'koban';
}

/** A copy of `xs` with `xs[i]` replaced (no mutation; the lib has no Array.prototype.with). */
export function setAt<T>(xs: readonly T[], i: number, value: T): T[] {
  const out = xs.slice();
  out[i] = value;
  return out;
}

/** The seat `k` places clockwise from `from`. */
export function seatAfter(from: number, k: number, players: number): number {
  return (from + k) % players;
}

/** Every seat clockwise starting with `from`. */
export function seatsFrom(from: number, players: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < players; k++) out.push((from + k) % players);
  return out;
}

/** Goods counts by colour. */
export type Counts = Record<Colour, number>;

/** A fresh all-zero count by colour. */
export function zeroCounts(): Counts {
  return { white: 0, yellow: 0, red: 0, blue: 0, black: 0 };
}

/** Goods cards of each colour in a pile (特注 cards count for no colour). */
export function countColours(cards: readonly Card[]): Counts {
  const counts = zeroCounts();
  for (const card of cards) if (card.colour !== 'special') counts[card.colour]++;
  return counts;
}

/** 特注 cards in a pile. */
export function countSpecial(cards: readonly Card[]): number {
  let n = 0;
  for (const card of cards) if (card.colour === 'special') n++;
  return n;
}

/** The i18n message naming a colour. */
export function colourMsg(colour: Colour | 'special'): Msg {
  return { key: `edo.colour.${colour}` };
}

/** The i18n message naming a card: its colour and pips, or 特注. */
export function cardMsg(card: Card): Msg {
  if (card.colour === 'special') return { key: 'edo.card.special' };
  return { key: 'edo.card', params: { colour: colourMsg(card.colour), pips: card.pips } };
}

/** A message listing several messages or values, joined the way each language lists things. */
export function joinMsg(items: readonly MsgParam[]): Msg {
  const [first, ...rest] = items;
  if (first === undefined) return { key: 'edo.none' };
  let msg: Msg = { key: 'edo.one', params: { a: first } };
  for (const item of rest) msg = { key: 'edo.join', params: { a: msg, b: item } };
  return msg;
}

/** The colours in their printed order (re-exported so rules files need one import). */
export { COLOURS };
