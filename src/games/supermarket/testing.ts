// Test helpers only (imported by the *.test.ts files): cards in short notation and quick ways to play them.
import { step } from '../../engine/replay';
import type { Player } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { PlayAction } from './actions';
import type { Card, Rank, Suit } from './components';
import { game } from './index';
import type { QuickRound } from './match';
import { currentRound } from './rules';
import { setup } from './setup';
import type { State } from './state';

const LETTERS: Readonly<Record<string, Suit>> = { u: 'unagi', m: 'umeboshi', s: 'suika', t: 'tempura' };

/** A card from short notation: u = うなぎ, m = 梅干, s = すいか, t = てんぷら, then the number ('u9'). */
export function card(code: string): Card {
  const suit = LETTERS[code[0] ?? ''];
  const rank = Number(code.slice(1));
  if (!suit || !Number.isInteger(rank) || rank < 1 || rank > 9) throw new Error(`bad card ${code}`);
  return { suit, rank: rank as Rank };
}

/** The entry for a card played in the current trick of `state`. */
export function playOf(state: State, code: string): PlayAction {
  return { type: 'play', trick: currentRound(state).tricks.length + 1, ...card(code) };
}

/** Players named A, B, C, D... */
export function players(n: number): Player[] {
  return Array.from({ length: n }, (_, i) => ({ name: 'ABCD'[i] ?? `P${i}`, colour: 'red' }));
}

/** A fresh match of `n` players with `first` leading round 1. */
export function start(n = 4, first = 0): State {
  const s = setup({ first }, players(n));
  if (isViolation(s)) throw new Error(s.code);
  return s;
}

/**
 * Plays cards given as 'u9 u3 u2 u1 ...' in play order, each through the kernel as the table enters it;
 * fails the test on any refusal.
 */
export function playAll(state: State, codes: string): State {
  let s = state;
  for (const code of codes.split(/\s+/).filter(Boolean)) {
    const next = step(game, s, playOf(s, code));
    if (isViolation(next)) throw new Error(`${code}: ${next.code}`);
    s = next as State;
  }
  return s;
}

/** A dull round: the leader leads うなぎ 1..9 and the others play 梅干, すいか, てんぷら of the same number. */
export const DULL_ROUND = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => `u${k} m${k} s${k} t${k}`).join(' ');

const _ = null;
// Capacities in SUITS order (うなぎ, 梅干, すいか, てんぷら); counts[p] per suit, null = took no card of it.
/** The example match's rounds (example.test.ts, worked by hand) as the whole-match quick check takes them. */
export const EXAMPLE_ROUNDS: QuickRound[] = [
  {
    capacities: [4, 8, 5, 8],
    counts: [
      [4, 3, _, 3],
      [1, 7, 10, 5],
      [_, 5, 5, _],
      [10, _, 0, 7],
    ],
  },
  {
    capacities: [2, 4, 3, 5],
    counts: [
      [12, _, 3, _],
      [1, 3, 12, _],
      [2, 4, 0, 7],
      [_, 8, _, 8],
    ],
  },
  {
    capacities: [8, 3, 8, 8],
    counts: [
      [_, _, 7, 7],
      [_, _, _, _],
      [14, 0, 1, 2],
      [1, 15, 7, 6],
    ],
  },
  {
    capacities: [5, _, 5, 3],
    counts: [
      [_, _, 8, _],
      [5, _, _, 0],
      [_, 0, _, 9],
      [10, 15, 7, 6],
    ],
  },
];
/** The example's round-4 tricks per seat. */
export const EXAMPLE_LAST_TRICKS = [1, 1, 1, 6];
