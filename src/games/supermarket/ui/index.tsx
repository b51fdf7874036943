// スーパーマーケット as the app loads it: rules, strings, the referee screen and the quick score check.
import type { LoadedGame } from '../../types';
import { game as module } from '../index';
import { QuickCheck } from './QuickCheck';
import { Screen } from './Screen';
import './supermarket.css';

/** The loaded game. */
export const game: LoadedGame = {
  module,
  Screen,
  QuickCheck,
};
