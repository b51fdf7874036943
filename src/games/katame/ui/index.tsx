// 片目の商人 as the app loads it: rules, the table screen and its strip in one lazy chunk; the quick check in its own.
import type { LoadedGame } from '../../types';
import { game as module } from '../index';
import { Screen } from './Screen';
import { Strip } from './Strip';
import './katame.css';

/** The game as the registry loads it. */
export const game: LoadedGame = {
  module,
  Screen,
  // Its own chunk: only the quick-check screen needs it, so the table does not load it.
  loadQuickCheck: () => import('./QuickCheck').then((m) => m.QuickCheck),
  Strip,
};
