// The game registry: each game's rules, screens and strings load lazily, in the game's own chunk.
import { addStrings, type Lang } from '../app/i18n';
import { GAME_IDS, type GameId } from '../engine/types';
import type { LoadedGame } from './types';

/**
 * Each game's screens (`<id>/ui/index.tsx`, which brings its rules), a lazy chunk of its own: one loader per
 * id of the list (GAME_IDS in src/engine/types.ts); the type makes a game missing here a compile error, and
 * the import() stays a literal so that the bundler splits each game into its own chunk.
 */
const LOADERS: Record<GameId, () => Promise<{ game: LoadedGame }>> = {
  edo: () => import('./edo/ui/index'),
  katame: () => import('./katame/ui/index'),
  gyosho: () => import('./gyosho/ui/index'),
  mercator: () => import('./mercator/ui/index'),
  supermarket: () => import('./supermarket/ui/index'),
};

const cache = new Map<GameId, Promise<LoadedGame>>();

/** True when `id` names a game of the list (every game in it has its referee in this build). */
export function isAvailable(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id);
}

/** Every game's strings, one module per language (`<game>/i18n.<lang>.ts`), each loaded on first use. */
const TABLES: Record<Lang, Record<string, () => Promise<unknown>>> = {
  ja: import.meta.glob('./*/i18n.ja.ts'),
  en: import.meta.glob('./*/i18n.en.ts'),
};

const loadedLangs = new Map<GameId, Set<Lang>>();

/** Loads a game's strings in `lang` without its chunk: for words about a game not opened (an import's). */
export async function addGameStrings(id: GameId, lang: Lang): Promise<void> {
  const done = loadedLangs.get(id) ?? new Set<Lang>();
  loadedLangs.set(id, done);
  if (done.has(lang)) return;
  const load = TABLES[lang][`./${id}/i18n.${lang}.ts`];
  if (!load) throw new Error(`no ${lang} strings for ${id}`);
  const module = (await load()) as Partial<Record<Lang, Record<string, string>>>;
  addStrings({ [lang]: module[lang] ?? {} });
  done.add(lang);
}

/**
 * Loads a game's chunk once (rules, screens) and its strings in `lang` (each language on first use). The two
 * are fetched side by side, not one after the other: a round trip less before a game's table shows.
 */
export async function loadGame(id: GameId, lang: Lang): Promise<LoadedGame> {
  let loading = cache.get(id);
  if (!loading) {
    if (!isAvailable(id)) throw new Error(`game ${id} is not available`);
    loading = LOADERS[id]().then(({ game }) => game);
    cache.set(id, loading);
  }
  const [game] = await Promise.all([loading, addGameStrings(id, lang)]);
  return game;
}

/** Loads `lang` strings for every game already loaded (after the user switches language). */
export async function loadLanguage(lang: Lang): Promise<void> {
  await Promise.all([...cache.keys()].map((id) => addGameStrings(id, lang)));
}
