// The game registry: each game's rules, screens and strings load lazily, in the game's own chunk.
import { addStrings, type Lang } from '../app/i18n';
import { GAME_IDS, type GameId } from '../engine/types';
import type { LoadedGame } from './types';

/** Loaders of the games that exist; a game missing here is listed but cannot be opened. */
const LOADERS: Partial<Record<GameId, () => Promise<{ game: LoadedGame }>>> = {
  edo: () => import('./edo/ui/index'),
  katame: () => import('./katame/ui/index'),
  gyosho: () => import('./gyosho/ui/index'),
  mercator: () => import('./mercator/ui/index'),
  supermarket: () => import('./supermarket/ui/index'),
};

const cache = new Map<GameId, Promise<LoadedGame>>();

/** True when a game's referee is available in this build. */
export function isAvailable(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id) && LOADERS[id as GameId] !== undefined;
}

const loadedLangs = new Map<GameId, Set<Lang>>();

async function addGameStrings(id: GameId, game: LoadedGame, lang: Lang): Promise<void> {
  const done = loadedLangs.get(id) ?? new Set<Lang>();
  loadedLangs.set(id, done);
  if (done.has(lang)) return;
  const source = game.strings[lang];
  const table = typeof source === 'function' ? await source() : source;
  addStrings({ [lang]: table });
  done.add(lang);
}

/** Loads a game's chunk once (rules, screens) and its strings in `lang` (each language on first use). */
export async function loadGame(id: GameId, lang: Lang): Promise<LoadedGame> {
  let loading = cache.get(id);
  if (!loading) {
    const loader = LOADERS[id];
    if (!loader) throw new Error(`game ${id} is not available`);
    loading = loader().then(({ game }) => game);
    cache.set(id, loading);
  }
  const game = await loading;
  await addGameStrings(id, game, lang);
  return game;
}

/** Loads `lang` strings for every game already loaded (after the user switches language). */
export async function loadLanguage(lang: Lang): Promise<void> {
  await Promise.all([...cache].map(async ([id, loading]) => addGameStrings(id, await loading, lang)));
}
