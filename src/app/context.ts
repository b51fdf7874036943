// The app's models, created once at start and handed to every screen through one context.
import type { Signal } from '@preact/signals';
import { createContext } from 'preact';
import { useContext, useMemo } from 'preact/hooks';
import type { Player } from '../engine/types';
import type { Translate } from '../games/types';
import type { Booth } from './booth';
import { makeTranslate, stringsVersion } from './i18n';
import type { Library } from './library';
import type { Router } from './router';
import type { Settings } from './settings';
import type { Updates } from './updates';

/** Every model of the app. */
export interface AppModel {
  settings: Settings;
  router: Router;
  library: Library;
  updates: Updates;
  booth: Booth;
  /**
   * Which rules the game on screen is played with (its variants), said in the top bar so that it costs the
   * game's steps no line of their own; null away from a game. Set by the game's view.
   */
  gameRules: Signal<string | null>;
  /** The current time; a function so that tests can fix it. */
  now: () => Date;
  /** A new unique id for a game. */
  newId: () => string;
}

/** The context carrying the app model. */
export const AppContext = createContext<AppModel | null>(null);

/** The app model, inside any screen. */
export function useApp(): AppModel {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp outside AppContext');
  return app;
}

/**
 * A translator for the current language (re-rendering when it or the loaded strings change). It stays the
 * same function while neither changes, so that parts given it can skip a render and keep what it said.
 */
export function useT(players?: readonly Player[]): Translate {
  const { settings } = useApp();
  const version = stringsVersion.value;
  const lang = settings.lang.value;
  return useMemo(() => makeTranslate(lang, players), [lang, players, version]);
}
