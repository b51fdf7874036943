// The game registry: each game's rules, screens and strings load lazily, in the game's own chunk.
import { addStrings } from '../app/i18n';
import { GAME_IDS, type GameId } from '../engine/types';
import type { LoadedGame } from './types';

/** Loaders of the games that exist; a game missing here is listed but cannot be opened. */
const LOADERS: Partial<Record<GameId, () => Promise<{ game: LoadedGame }>>> = {
  // loader:edo
  // loader:katame
  // loader:gyosho
  // loader:mercator
  // loader:supermarket
};

const cache = new Map<GameId, Promise<LoadedGame>>();

/** True when a game's referee is available in this build. */
export function isAvailable(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id) && LOADERS[id as GameId] !== undefined;
}

/** Loads a game's chunk once (rules, screens, strings) and adds its strings to the tables. */
export function loadGame(id: GameId): Promise<LoadedGame> {
  const cached = cache.get(id);
  if (cached) return cached;
  const loader = LOADERS[id];
  if (!loader) return Promise.reject(new Error(`game ${id} is not available`));
  const loading = loader().then(({ game }) => {
    addStrings(game.strings);
    return game;
  });
  cache.set(id, loading);
  return loading;
}
