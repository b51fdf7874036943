// Test support only (not used by the app): short card names and running a list of entries.
import type { Player } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { Action, Options } from './actions';
import { type Card, cardId, GOODS, type Goods } from './components';
import { apply } from './rules';
import { setup } from './setup';
import type { State } from './state';

const LETTERS: Readonly<Record<string, Goods>> = {
  r: 'red',
  y: 'yellow',
  g: 'green',
  b: 'blue',
  p: 'purple',
};

/** A card from its short name: 'r7' is red 7, 'p10' purple 10. */
export function c(name: string): Card {
  const colour = LETTERS[name.charAt(0)] ?? GOODS[0];
  return { colour, value: Number(name.slice(1)) };
}

/** Card ids from short names. */
export function ids(...names: string[]): number[] {
  return names.map((n) => cardId(c(n)));
}

/** Turn entries for the given cards. */
export function turns(...names: string[]): Action[] {
  return names.map((n) => ({ type: 'turn', ...c(n) }));
}

/** Free-draw entries for the given cards. */
export function draws(...names: string[]): Action[] {
  return names.map((n) => ({ type: 'draw', ...c(n) }));
}

/** Sealed-bid entries, seat by seat, for the seats given as [seat, amount] pairs. */
export function bids(...pairs: [number, number][]): Action[] {
  return pairs.map(([player, amount]) => ({ type: 'bid', player, amount }));
}

/** Players named A, B, C ... in seat order. */
export function table(n: number): Player[] {
  return Array.from({ length: n }, (_, i) => ({ name: String.fromCharCode(65 + i), colour: 'red' }));
}

/** A new game of n players (first player seat 0, no variants unless given). */
export function start(n: number, options: Partial<Options> = {}): State {
  const s = setup({ first: 0, colourBonus: false, openAuction: false, series: false, ...options }, table(n));
  if (isViolation(s)) throw new Error(s.code);
  return s;
}

/** Applies entries in order; throws on the first refusal, naming it. */
export function run(s: State, actions: readonly Action[]): State {
  let state = s;
  for (const [i, a] of actions.entries()) {
    const next = apply(state, a);
    if (isViolation(next)) throw new Error(`entry ${i} ${JSON.stringify(a)}: ${next.code}`);
    state = next;
  }
  return state;
}
