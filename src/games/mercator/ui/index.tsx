// Mercator's screens and strings, loaded lazily with its rules in the game's own chunk.
import type { LoadedGame } from '../../types';
import { game as module } from '../index';
import { QuickCheck } from './QuickCheck';
import { Screen } from './Screen';
import './mercator.css';

/** Everything the app needs to referee Mercator. */
export const game: LoadedGame = {
  module,
  Screen,
  QuickCheck,
};
