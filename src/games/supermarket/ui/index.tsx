// スーパーマーケット as the app loads it: rules and the referee screen; the quick score check in a chunk of its own.
import type { LoadedGame } from '../../types';
import { game as module } from '../index';
import { Screen } from './Screen';
import './supermarket.css';

/** The loaded game. */
export const game: LoadedGame = {
  module,
  Screen,
  // Its own chunk: only the quick-check screen needs it, so the table does not load it.
  loadQuickCheck: () => import('./QuickCheck').then((m) => m.QuickCheck),
};
