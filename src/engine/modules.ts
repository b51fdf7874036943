// The rules of every game, loaded eagerly: for the headless entry point (import, tests, tools), not the app shell.
import { game as edo } from '../games/edo/index';
import { game as gyosho } from '../games/gyosho/index';
import { game as katame } from '../games/katame/index';
import { game as mercator } from '../games/mercator/index';
import { game as supermarket } from '../games/supermarket/index';
import type { AnyGameModule, GameId } from './types';

/** Game modules by id; a game appears here once its rules exist. */
export const MODULES: Partial<Record<GameId, AnyGameModule>> = {
  edo,
  katame,
  gyosho,
  mercator,
  supermarket,
};
