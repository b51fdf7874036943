// Starting a game: the rules check the setup, then the new record is saved before the table opens.
import { newRecord } from '../engine/log';
import { begin } from '../engine/replay';
import type { AnyGameModule, BaseOptions, GameId, Json, Player, RuleViolation } from '../engine/types';
import { isViolation } from '../engine/violation';
import type { GameStore } from '../store/games';
import type { GameMeta } from '../store/schema';
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

/** The same JSON value, whatever the order of object keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A saved game of `game` with these players (names, colours, seats) and options where nothing has been
 * entered yet: "same players" opens it rather than saving one more empty game on every tap.
 */
export function unplayedTwin(
  metas: readonly GameMeta[],
  game: GameId,
  players: readonly Player[],
  options: Record<string, unknown>,
): GameMeta | undefined {
  const wanted = canonical({ players: players.map((p) => [p.name, p.colour]), options });
  return metas.find(
    (meta) =>
      meta.game === game &&
      meta.entryCount === 0 &&
      meta.deletedAt === null &&
      canonical({ players: meta.players.map((p) => [p.name, p.colour]), options: meta.options }) === wanted,
  );
}
