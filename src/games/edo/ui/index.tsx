// The Edo merchant game as the app loads it: rules, the table screen, its strip and the quick score check, with
// the strings of the language in use loaded on their own.
import type { ComponentType } from 'preact';
import type { LoadedGame, StripProps } from '../../types';
import { game as module } from '../index';
import { QuickCheck } from './QuickCheck';
import { Screen } from './Screen';
import { Strip } from './Strip';
import './edo.css';

/** Everything the app needs to referee 江戸の商家. */
export const game: LoadedGame = {
  module,
  Screen,
  QuickCheck,
  Strip: Strip as ComponentType<StripProps>,
};
