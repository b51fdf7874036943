// The shape of a game of 行商の時代 in progress: map, order row, jewels, stock, merchants, turn flow.
import type { Good } from './components';

/** Counts per goods kind, in GOODS order: [小麦, 武具, 酒, 織物]. */
export type Goods = readonly [number, number, number, number];

/** What a map card is: a production city (the good it makes), a distribution city, or the road card. */
export type CellKind = Good | 'distribution' | 'road';

/** One card of the map, on the grid the table laid out (adjacent = sharing an edge). */
export interface Cell {
  name: string;
  row: number;
  col: number;
  kind: CellKind;
}

/** An order card or a 特注 card: the city that orders, the goods it asks for, its points. */
export interface Card {
  /** Unique within the game, given in the order the cards were entered. */
  id: number;
  /** Index of the city (into State.map). */
  city: number;
  goods: Goods;
  points: number;
  special: boolean;
}

/** A card a merchant has taken; `used` once it helped place a trading post (商館配置済みカード). */
export interface Held extends Card {
  used: boolean;
}

/** A wagon card's side: 通常面 or 初心者面 (■初心者用馬車カード). */
export type WagonSide = 'normal' | 'beginner';

/** One player's pieces: wagon position and load, taken cards, trading posts, jewels. */
export interface Merchant {
  /** City index of the wagon; -1 before the starting placement. */
  at: number;
  load: Goods;
  cards: readonly Held[];
  /** City indexes of the player's trading posts, in the order they were placed. */
  posts: readonly number[];
  red: number;
  white: number;
}

/** The steps of the game, as the prompt names them. */
export type Phase =
  | 'setup.map'
  | 'setup.wagon'
  | 'setup.orders'
  | 'setup.reshuffle'
  | 'setup.special'
  | 'setup.start'
  | 'turn'
  | 'post'
  | 'refill'
  | 'titles'
  | 'over';

/** Why the last round was called (【ゲームの終了】 ①②③, and from rules version 2 no order fitting any wagon). */
export type EndCause = 'endCard' | 'specials' | 'posts' | 'nothingFits';

/** Options: the start player and the rulebook's variants. */
export interface Options {
  first: number;
  /** ■道カードの追加: the road card joins the map (move only). */
  road: boolean;
  /** ■称号カード: two title cards; the table enters each title's points per player at the end. */
  titles: boolean;
  /**
   * ■初心者用馬車カード: the side records made before per-player sides used for the whole table; now only the
   * side the wagon step starts from (each player's side is entered with their capacity).
   */
  wagon?: WagonSide | undefined;
}

/** The turn that just ended, to explain why a further action of that player is refused. */
export interface LastTurn {
  p: number;
  used: number;
  limit: number;
}

/** A game in progress. Public but for the face of the order cards taken (face down: see secrets.ts). */
export interface State {
  /** The rules version the game is played under, from its record (versions.ts says what each changes). */
  rules: number;
  options: Options;
  /** Player count. */
  n: number;
  phase: Phase;
  map: readonly Cell[];
  /** Neighbours of each map card (sharing an edge on the grid), computed once from the map. */
  adj: readonly (readonly number[])[];
  /** Slots printed on each player's wagon card, by seat (entered by the table; null = not yet). */
  capacities: readonly (number | null)[];
  /** The face-up order row, front first; a shipped card leaves null until the end-of-turn slide. */
  row: readonly (Card | null)[];
  /** The five 特注 cards; null once taken. */
  specials: readonly (Card | null)[];
  /** Red jewels left over the front slot. */
  red: number;
  /** White jewels left over the second slot (the front slot once red runs out). */
  white: number;
  stock: Goods;
  /** Shipping areas: areas[city][player] holds the goods that player shipped there. */
  areas: readonly (readonly Goods[])[];
  merchants: readonly Merchant[];
  /** Whose turn it is (or who places next during the starting placement). */
  current: number;
  actionsLeft: number;
  actionLimit: number;
  /** Order cards drawn from the deck so far (the row, shipped ones); reset by a reshuffle. */
  revealed: number;
  /** Order cards in this game's deck as the table corrected it (a `deck` entry); null = printed minus removed. */
  deckSize: number | null;
  endCardOut: boolean;
  nextId: number;
  /** Set once an end condition is met: the round is finished, then the game ends. */
  ending: { cause: EndCause; seat: number } | null;
  round: number;
  turn: number;
  lastTurn: LastTurn | null;
  /** Title-card points entered at the end (variant): titles[k][player]. */
  titles: readonly (readonly number[])[];
}

/** A fresh copy of a state: one object literal of a fixed shape (a spread of this many fields is ~50x slower in V8). */
export function copyState(s: State): State {
  return {
    rules: s.rules,
    options: s.options,
    n: s.n,
    phase: s.phase,
    map: s.map,
    adj: s.adj,
    capacities: s.capacities,
    row: s.row,
    specials: s.specials,
    red: s.red,
    white: s.white,
    stock: s.stock,
    areas: s.areas,
    merchants: s.merchants,
    current: s.current,
    actionsLeft: s.actionsLeft,
    actionLimit: s.actionLimit,
    revealed: s.revealed,
    deckSize: s.deckSize,
    endCardOut: s.endCardOut,
    nextId: s.nextId,
    ending: s.ending,
    round: s.round,
    turn: s.turn,
    lastTurn: s.lastTurn,
    titles: s.titles,
  };
}

/** A copy of a state with some fields changed (the input is never touched): what `{ ...s, ...changes }` gives. */
export function withState(s: State, changes: Partial<State>): State {
  return Object.assign(copyState(s), changes);
}

/** A fresh copy of a merchant for the caller to change: a literal, not Object.assign (a builtin call on every entry). */
export function copyMerchant(m: Merchant): Merchant {
  return { at: m.at, load: m.load, cards: m.cards, posts: m.posts, red: m.red, white: m.white };
}

/** A copy of `xs` with `xs[i]` replaced (no mutation). */
export function replaceAt<T>(xs: readonly T[], i: number, value: T): T[] {
  const out = xs.slice();
  out[i] = value;
  return out;
}
