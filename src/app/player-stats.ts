// Players remembered by name across games (games played, wins, best score per title), and the places of
// one finished game (the booth tally).
import type { GameRecord } from '../engine/record';
import { replayWith } from '../engine/replay';
import type { AnyGameModule, GameId } from '../engine/types';

/** One player's record on this device. */
export interface PlayerStats {
  name: string;
  played: number;
  finished: number;
  /** Per game title: games finished, wins (first place, shared included), best total. */
  byGame: Partial<Record<GameId, { finished: number; wins: number; best: number }>>;
}

/** Statistics of every player named in `records`, most games first; unfinished games count as played only. */
export function playerStats(
  records: readonly GameRecord[],
  modules: Partial<Record<GameId, AnyGameModule>>,
): PlayerStats[] {
  const stats = new Map<string, PlayerStats>();
  const of = (name: string) => {
    let entry = stats.get(name);
    if (!entry) {
      entry = { name, played: 0, finished: 0, byGame: {} };
      stats.set(name, entry);
    }
    return entry;
  };
  for (const record of records) {
    for (const player of record.players) of(player.name).played++;
    const module = modules[record.game];
    if (!module) continue;
    const result = replayWith(module, record);
    if (!result.ok || !result.over) continue;
    for (const score of module.scoring.score(result.state).players) {
      const name = record.players[score.player]?.name;
      if (name === undefined) continue;
      const entry = of(name);
      entry.finished++;
      const game = entry.byGame[record.game] ?? { finished: 0, wins: 0, best: Number.NEGATIVE_INFINITY };
      game.finished++;
      if (score.rank === 1) game.wins++;
      game.best = Math.max(game.best, score.total);
      entry.byGame[record.game] = game;
    }
  }
  return [...stats.values()].sort((a, b) => b.played - a.played || a.name.localeCompare(b.name));
}

/** One player's place in a finished game. */
export interface Placing {
  seat: number;
  name: string;
  rank: number;
  shared: boolean;
  total: number;
}

/** The places and totals of a finished game, best first; null for a game not over or not replayable. */
export function placings(record: GameRecord, module: AnyGameModule | undefined): Placing[] | null {
  if (!module) return null;
  const result = replayWith(module, record);
  if (!result.ok || !result.over) return null;
  return module.scoring
    .score(result.state)
    .players.map((s) => ({
      seat: s.player,
      name: record.players[s.player]?.name ?? '',
      rank: s.rank,
      shared: s.shared,
      total: s.total,
    }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat);
}
