// Test fixtures: players, the default map's city indexes, and a ready-to-play table built through the kernel's
// step, as the table enters it.
import type { GameRecord } from '../../engine/record';
import { step } from '../../engine/replay';
import type { Player, RuleViolation } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import type { Good } from './components';
import { add, sub } from './goods';
import { game } from './index';
import { defaultMap } from './map';
import type { Goods, Options, State } from './state';

/** City indexes of the default 3x3 map (production in the corners, distribution on the cross). */
export const C = {
  wheat: 0,
  elkai: 1,
  arms: 2,
  heidi: 3,
  centre: 4,
  east: 5,
  wine: 6,
  south: 7,
  cloth: 8,
} as const;

/** Seated players A, B, C, D in the game's colours. */
export function players(n: number): Player[] {
  return ['A', 'B', 'C', 'D'].slice(0, n).map((name, i) => ({ name, colour: game.colours[i] ?? 'red' }));
}

/** The state, or an error naming the refused entry (fixtures only build legal games). */
export function must(s: State | RuleViolation, what = ''): State {
  if (isViolation(s)) throw new Error(`${what} refused: ${s.code} ${JSON.stringify(s.params)}`);
  return s;
}

/** One entry as the table makes it: the kernel's checks (schema, step, seat, the end), then the rules. */
export function attempt(s: State, a: Action): State | RuleViolation {
  return step(game, s, a) as State | RuleViolation;
}

/** Enters entries one by one, as the table does. */
export function play(s: State, actions: readonly Action[]): State {
  return actions.reduce((st, a, i) => must(attempt(st, a), `#${i} ${JSON.stringify(a)}`), s);
}

/** The empty table for n players. */
export function fresh(n: number, options: Partial<Options> = {}): State {
  return must(game.rules.setup({ ...game.options.defaults(n), ...options }, players(n)));
}

/** A card as entered: city, goods, points. */
export type CardIn = { city: number; goods: Good[]; points: number };

/** One card of a single good at a city. */
export const one = (city: number, good: Good, points = 1): CardIn => ({ city, goods: [good], points });

/** Setup entries: map, wagon, the row, the 特注 cards, starting cities (in placing order). */
export function setupActions(
  row: readonly CardIn[],
  specials: readonly CardIn[],
  starts: readonly { p: number; city: number }[],
  capacity = 3,
  road = false,
): Action[] {
  return [
    { type: 'map', cells: defaultMap(road) },
    { type: 'wagon', capacity },
    ...row.map((c) => ({ type: 'reveal' as const, ...c })),
    ...specials.map((c) => ({ type: 'special' as const, ...c })),
    ...starts.map((x) => ({ type: 'start' as const, ...x })),
  ];
}

/** Five 特注 cards used by most tests (one of each good plus one, at various cities). */
export const SPECIALS: readonly CardIn[] = [
  { city: C.elkai, goods: ['wheat', 'arms', 'wine', 'cloth'], points: 8 },
  { city: C.heidi, goods: ['wheat', 'wheat', 'arms', 'wine'], points: 7 },
  { city: C.centre, goods: ['arms', 'arms', 'cloth', 'cloth'], points: 7 },
  { city: C.east, goods: ['wine', 'wine', 'wheat', 'cloth'], points: 7 },
  { city: C.south, goods: ['cloth', 'arms', 'wine', 'wine', 'wheat'], points: 9 },
];

/** A 3-player table (A starts), everyone on the first turn: row of single-good orders, starts as given or E/H/C. */
export function ready3(
  row: readonly CardIn[] = [
    one(C.elkai, 'wheat', 2),
    one(C.heidi, 'arms', 2),
    one(C.centre, 'wine', 2),
    one(C.east, 'cloth', 2),
    one(C.south, 'wheat', 2),
  ],
  starts: readonly { p: number; city: number }[] = [
    { p: 2, city: C.centre },
    { p: 1, city: C.heidi },
    { p: 0, city: C.elkai },
  ],
  options: Partial<Options> = {},
  capacity = 3,
): State {
  return play(fresh(3, options), setupActions(row, SPECIALS, starts, capacity, options.road ?? false));
}

/** Test surgery: moves goods from the stock onto a wagon (goods stay conserved). */
export function withLoad(s: State, p: number, goods: Goods): State {
  return {
    ...s,
    stock: sub(s.stock, goods),
    merchants: s.merchants.map((m, q) => (q === p ? { ...m, load: add(m.load, goods) } : m)),
  };
}

/** Test surgery: puts a wagon on a city. */
export function withWagonAt(s: State, p: number, city: number): State {
  return { ...s, merchants: s.merchants.map((m, q) => (q === p ? { ...m, at: city } : m)) };
}

/** Test surgery: gives a player taken cards (unused unless said) and extra posts. */
export function withCards(
  s: State,
  p: number,
  cities: readonly number[],
  posts: readonly number[] = [],
): State {
  return {
    ...s,
    nextId: s.nextId + cities.length,
    merchants: s.merchants.map((m, q) =>
      q === p
        ? {
            ...m,
            posts: [...m.posts, ...posts],
            cards: [
              ...m.cards,
              ...cities.map((city, k) => ({
                id: s.nextId + k,
                city,
                goods: [1, 0, 0, 0] as const,
                points: 1,
                special: false,
                used: false,
              })),
            ],
          }
        : m,
    ),
  };
}

/** The current player stops. */
export function pass(s: State): State {
  return play(s, [{ type: 'endTurn', p: s.current }]);
}

/** Goods of each kind on the table: stock + wagons + shipping areas (must stay 9 / 8 / 7 each). */
export function goodsOnTable(s: State): Goods {
  let sum: Goods = s.stock;
  for (const m of s.merchants) sum = add(sum, m.load);
  for (const row of s.areas) for (const g of row) sum = add(sum, g);
  return sum;
}

/** Jewels on the table: over the row + held by players (must stay 16). */
export function jewelsOnTable(s: State): number {
  return s.red + s.white + s.merchants.reduce((n, m) => n + m.red + m.white, 0);
}

/** The first broken invariant of a state, or null: goods and jewels conserved, no negative count, wagons within capacity, posts unique and at most 4. */
export function brokenInvariant(s: State): string | null {
  const each = s.n === 4 ? 9 : s.n === 3 ? 8 : 7;
  const goods = goodsOnTable(s);
  if (goods.some((g) => g !== each)) return `goods ${goods.join(',')} != ${each}`;
  if (jewelsOnTable(s) !== 16) return `jewels ${jewelsOnTable(s)}`;
  const counts = [s.stock, ...s.merchants.map((m) => m.load), ...s.areas.flat()];
  if (counts.some((g) => g.some((x) => x < 0))) return 'negative goods';
  if (s.red < 0 || s.white < 0) return 'negative jewels';
  for (const [p, m] of s.merchants.entries()) {
    const cap = (s.capacities[p] ?? 0) + m.cards.filter((c) => !c.special).length;
    if (s.phase !== 'setup.map' && m.load.reduce((a, b) => a + b, 0) > cap) return `wagon ${p} over capacity`;
    if (new Set(m.posts).size !== m.posts.length || m.posts.length > 4) return `posts of ${p}`;
    if (m.cards.filter((c) => c.used).length < 2 * (m.posts.length - 1)) return `post cards of ${p}`;
  }
  const rowCards = s.row.filter((c) => c !== null).length;
  if (rowCards > (s.n === 4 ? 6 : s.n === 3 ? 5 : 4)) return 'row too long';
  return null;
}

/**
 * 3 players with the title cards, at the titles: 8 order cards left, C (who ends the round) ships the
 * centre city's wine order and the end card comes up.
 */
export function atTitles(): State {
  const s = withLoad({ ...ready3(undefined, undefined, { titles: true }), revealed: 24 }, 2, [0, 0, 1, 0]);
  return play(pass(pass(s)), [
    { type: 'ship', p: 2, slot: 2 },
    { type: 'endTurn', p: 2 },
    { type: 'endCard' },
  ]);
}

/**
 * 3 players, A (seat 0) starts in エルカイブランド, where A's post stands: a turn of 3 actions. A ships the front
 * order with one action and stops, so the row is one card short: the table refills it from the deck.
 */
export function refillAfterA(revealed?: number): State {
  const table = ready3();
  const s = withLoad(revealed === undefined ? table : { ...table, revealed }, 0, [1, 0, 0, 0]);
  return play(s, [
    { type: 'ship', p: 0, slot: 0 },
    { type: 'endTurn', p: 0 },
  ]);
}

/** A record's entries, each with the state before and after it (the example's, in the board's tests). */
export function exampleSteps(record: GameRecord): { i: number; a: Action; before: State; after: State }[] {
  let s = must(game.rules.setup(record.options as never, record.players));
  return record.entries.map((entry, i) => {
    const a = (entry as unknown as { action: Action }).action;
    const before = s;
    s = must(attempt(s, a), `entry ${i}`);
    return { i, a, before, after: s };
  });
}
