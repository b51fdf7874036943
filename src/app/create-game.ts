// Starting a game: the rules check the setup, then the new record is saved before the table opens.
import { newRecord } from '../engine/log';
import { begin } from '../engine/replay';
import type { AnyGameModule, BaseOptions, Json, Player, RuleViolation } from '../engine/types';
import { isViolation } from '../engine/violation';
import type { GameStore } from '../store/games';
import { summarize } from '../store/summary';

/** Saves a new game and returns its id, or why the rules refuse this setup (nothing saved then). */
export async function createGame(
  store: GameStore,
  module: AnyGameModule,
  players: Player[],
  options: BaseOptions & Record<string, Json>,
  id: string,
  now: Date,
): Promise<string | RuleViolation> {
  const record = newRecord(module, id, players, options, now.toISOString());
  const state = begin(module, record);
  if (isViolation(state)) return state;
  await store.create(record, summarize(module, state, players, record.createdAt));
  return record.id;
}
