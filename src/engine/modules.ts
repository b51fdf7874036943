// The rules of every game, loaded eagerly: for the headless entry point (import, tests, tools), not the app shell.
import type { AnyGameModule, GameId } from './types';

/** Game modules by id; a game appears here once its rules exist. */
export const MODULES: Partial<Record<GameId, AnyGameModule>> = {};
