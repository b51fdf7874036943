// The setup (":準備"): 30 money each, and round 1 opened by the first parent.
import type { Player, RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import { START_MONEY } from './components';
import { type Options, roundFields, type State } from './state';

/** Starts a game: 30 money each, round 1, the first parent enters the price card's visible face. */
export function setup(options: Options, players: readonly Player[]): State | RuleViolation {
  const n = players.length;
  if (n < 2 || n > 4)
    return violation('katame.err.players', 'RULINGS 001 人数', { count: n, min: 2, max: 4 });
  if (!Number.isInteger(options.first) || options.first < 0 || options.first >= n) {
    return violation('katame.err.noSuchPlayer', '001 進行', { seat: options.first + 1 });
  }
  return {
    n,
    round: 1,
    phase: 'price',
    parent: options.first,
    money: Array.from({ length: n }, () => START_MONEY),
    history: [],
    ...roundFields(n),
  };
}
