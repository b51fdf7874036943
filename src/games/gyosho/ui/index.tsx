// 行商の時代 for the app: rules and the referee screens in one lazy chunk; the quick score check in its own.
import type { LoadedGame } from '../../types';
import { game as module } from '../index';
import { Screen } from './Screen';
import './gyosho.css';
import './forms.css';

/** The loaded game. */
export const game: LoadedGame = {
  module,
  Screen,
  // Its own chunk: only the quick-check screen needs it, so the table does not load it.
  loadQuickCheck: () => import('./QuickCheck').then((m) => m.QuickCheck),
};
