// What the game list shows of a game, derived from its replay.
import type { AnyGameModule, Player } from '../engine/types';
import type { Summary } from './games';

/** Status and winners of a game's current state, stamped with the time of the last change. */
export function summarize(
  module: AnyGameModule,
  state: unknown,
  players: readonly Player[],
  now: string,
): Summary {
  if (!module.rules.isOver(state)) return { status: 'playing', winners: [], updatedAt: now };
  const winners = module.scoring
    .score(state)
    .players.filter((score) => score.rank === 1)
    .map((score) => players[score.player]?.name ?? '');
  return { status: 'finished', winners, updatedAt: now };
}
