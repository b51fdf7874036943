// The end-of-game choices the app proposes: the 赤 holder's pick from the discard and each 特注 card's colour.
// Each proposal is the choice that scores the most for that merchant; the table confirms it with an entry.
import { COLOURS, type Colour, SPECIAL_CARDS } from './components';
import { type Holding, totalOf } from './points';
import type { Counts, Take } from './state';
import { redIsOptional } from './versions';

/** One merchant at the end, before the choices: coins, goods by colour, 特注 cards held, 白 privilege. */
export interface TablePlayer {
  coins: number;
  cards: Counts;
  special: number;
  white: boolean;
}

/** What the end-of-game choices depend on: the discard pile (goods by colour, 特注 count) and every merchant. */
export interface Table {
  discard: Counts;
  discardSpecial: number;
  players: readonly TablePlayer[];
}

/** Every way to give `k` 特注 cards colours, as multisets in printed colour order (k = 2: 15 ways). */
export function colourMultisets(k: number, from = 0): Colour[][] {
  if (k === 0) return [[]];
  const out: Colour[][] = [];
  for (let i = from; i < COLOURS.length; i++) {
    for (const rest of colourMultisets(k - 1, i)) out.push([COLOURS[i] as Colour, ...rest]);
  }
  return out;
}

/** Every colouring of each count of 特注 cards a merchant can hold, built once: the prompt searches them at the end. */
const COLOURINGS: readonly (readonly (readonly Colour[])[])[] = Array.from(
  { length: SPECIAL_CARDS + 1 },
  (_, k) => colourMultisets(k),
);

/** The holding a merchant scores with, once their 特注 cards have these colours. */
export function holdingOf(p: TablePlayer, specials: readonly Colour[]): Holding {
  return { coins: p.coins, cards: p.cards, specials, white: p.white };
}

/** The 特注 colours that score the most for this merchant (the first in printed order among equals). */
export function bestSpecial(discard: Counts, p: TablePlayer): Colour[] {
  let best: readonly Colour[] = [];
  let bestTotal = Number.NEGATIVE_INFINITY;
  for (const option of COLOURINGS[p.special] ?? colourMultisets(p.special)) {
    const total = totalOf(discard, holdingOf(p, option));
    if (total > bestTotal) {
      best = option;
      bestTotal = total;
    }
  }
  return best.slice();
}

/** A merchant's best total: with their best 特注 colours. */
export function bestTotal(discard: Counts, p: TablePlayer): number {
  return totalOf(discard, holdingOf(p, bestSpecial(discard, p)));
}

/** The table after `player` takes `take` from the discard pile (unchanged for null). */
export function takeInto(table: Table, player: number, take: Take): Table {
  if (take === null) return table;
  const players = table.players.map((p, i) => {
    if (i !== player) return p;
    if (take === 'special') return { ...p, special: p.special + 1 };
    return { ...p, cards: { ...p.cards, [take]: p.cards[take] + 1 } };
  });
  if (take === 'special') return { ...table, players, discardSpecial: table.discardSpecial - 1 };
  return { ...table, players, discard: { ...table.discard, [take]: table.discard[take] - 1 } };
}

/**
 * What 赤 may take. Version 1: each colour present in the discard, a 特注 card if any, or nothing.
 * Version 2: one of the colours present (a discarded 特注 is dead); nothing only when no goods card is there.
 */
export function redCandidates(table: Table, rules: number): Take[] {
  const out: Take[] = COLOURS.filter((c) => table.discard[c] > 0);
  if (!redIsOptional(rules)) return out.length > 0 ? out : [null];
  if (table.discardSpecial > 0) out.push('special');
  out.push(null);
  return out;
}

/**
 * The 赤 pick that scores the most for its holder, with their best 特注 colours afterwards. Among equal totals
 * it prefers the widest lead over the best rival, then more goods cards (the first tie-break), then printed order.
 */
export function bestRed(table: Table, red: number, rules: number): Take {
  let best: Take = null;
  let bestKey: number[] | null = null;
  for (const take of redCandidates(table, rules)) {
    const after = takeInto(table, red, take);
    const totals = after.players.map((p) => bestTotal(after.discard, p));
    const own = totals[red] ?? 0;
    const rival = Math.max(...totals.filter((_, i) => i !== red));
    const me = after.players[red];
    const goods = me ? COLOURS.reduce((s, c) => s + me.cards[c], me.special) : 0;
    const key = [own, own - rival, goods];
    if (bestKey === null || isGreater(key, bestKey)) {
      best = take;
      bestKey = key;
    }
  }
  return best;
}

function isGreater(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}
