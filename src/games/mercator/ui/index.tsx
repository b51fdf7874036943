// Mercator's screens and strings, loaded lazily with its rules in the game's own chunk.
import type { LoadedGame } from '../../types';
import { game as module } from '../index';
import { Screen } from './Screen';
import './mercator.css';

/** Everything the app needs to referee Mercator. */
export const game: LoadedGame = {
  module,
  Screen,
  // Its own chunk: only the quick-check screen needs it, so the table does not load it.
  loadQuickCheck: () => import('./QuickCheck').then((m) => m.QuickCheck),
};
