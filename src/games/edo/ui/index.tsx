// The Edo merchant game as the app loads it: rules, the table screen and its strip; the quick score check in a
// chunk of its own, and the strings of the language in use loaded on their own.
import type { ComponentType } from 'preact';
import type { LoadedGame, StripProps } from '../../types';
import { game as module } from '../index';
import { Screen } from './Screen';
import { Strip } from './Strip';
import './edo.css';

/** Everything the app needs to referee 江戸の商家. */
export const game: LoadedGame = {
  module,
  Screen,
  // Its own chunk: only the quick-check screen needs it, so the table does not load it.
  loadQuickCheck: () => import('./QuickCheck').then((m) => m.QuickCheck),
  Strip: Strip as ComponentType<StripProps>,
};
