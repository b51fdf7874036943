// 片目の商人 as the app loads it: rules, strings, the table screen, its strip and the quick check, in one lazy chunk.
import type { LoadedGame } from '../../types';
import { game as module } from '../index';
import { QuickCheck } from './QuickCheck';
import { Screen } from './Screen';
import { Strip } from './Strip';
import './katame.css';

/** The game as the registry loads it. */
export const game: LoadedGame = {
  module,
  Screen,
  QuickCheck,
  Strip,
};
