// 行商の時代 for the app: rules, strings, the referee screens and the quick score check, in one lazy chunk.
import type { LoadedGame } from '../../types';
import { game as module } from '../index';
import { QuickCheck } from './QuickCheck';
import { Screen } from './Screen';
import './gyosho.css';
import './forms.css';

/** The loaded game. */
export const game: LoadedGame = {
  module,
  Screen,
  QuickCheck,
};
