// A match set up: the table's size and who leads round 1; every later round starts from state.ts's newRound.
import type { Player, RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import { handSize, PLAYER_RANGE } from './components';
import { newRound, type Options, type State } from './state';

/** Starts a match: 3-4 players, as many rounds as players, round 1 led by `first`. */
export function setup(options: Options, players: readonly Player[]): State | RuleViolation {
  const n = players.length;
  if (n < PLAYER_RANGE.min || n > PLAYER_RANGE.max) {
    return violation('supermarket.err.playerCount', '004 3-4人用', { count: n, ...PLAYER_RANGE });
  }
  if (!Number.isInteger(options.first) || options.first < 0 || options.first >= n) {
    return violation('supermarket.err.badFirst', '004 スタートプレーヤー', { first: String(options.first) });
  }
  return {
    players: n,
    first: options.first,
    tricksPerRound: handSize(n),
    totalRounds: n,
    rounds: [newRound(0, options.first, n)],
    over: false,
  };
}
