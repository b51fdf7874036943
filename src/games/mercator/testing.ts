// Test support only (not used by the app): short card names and playing a list of entries.
import { step } from '../../engine/replay';
import type { Player } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { type Card, cardId, GOODS, type Goods } from './components';
import { game } from './index';
import { setup } from './setup';
import type { Options, State } from './state';

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

/** Enters entries in order through the kernel, as the table does; throws on the first refusal, naming it. */
export function play(s: State, actions: readonly Action[]): State {
  let state = s;
  for (const [i, a] of actions.entries()) {
    const next = step(game, state, a);
    if (isViolation(next)) throw new Error(`entry ${i} ${JSON.stringify(a)}: ${next.code}`);
    state = next as State;
  }
  return state;
}

/** 3 players: A and B fill their ships (each winning at 1), C is left with room (cards r1-r9, y1-y3). */
export const twoFull: Action[] = [
  ...turns('r1', 'r2', 'r3'),
  ...bids([1, 0], [2, 0], [0, 1]), // A: 3 cards, pays 1
  ...turns('r4', 'r5', 'r6'),
  ...bids([2, 0], [0, 0], [1, 1]), // B: 3 cards, pays 1
  ...turns('r7', 'r8', 'r9'),
  ...bids([0, 1], [1, 0], [2, 0]), // A: 6 cards (full), pays 1
  ...turns('y1', 'y2', 'y3'),
  ...bids([2, 0], [1, 1]), // A is full and skipped; B: 6 cards (full), pays 1
];
