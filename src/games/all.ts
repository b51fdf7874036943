// The eager registry: the rules of every game, loaded at once, for the headless entry point (src/headless.ts),
// import, tests, tools and benches. Never imported statically by the app shell: the app loads it with
// import() where it replays every game (import, the tally, player stats), and each game's screens load
// lazily through the lazy registry (./index.ts).
import type { AnyGameModule, GameId } from '../engine/types';
import { game as edo } from './edo/index';
import { game as gyosho } from './gyosho/index';
import { game as katame } from './katame/index';
import { game as mercator } from './mercator/index';
import { game as supermarket } from './supermarket/index';

/**
 * Every game's rules by id: one per id of the list (GAME_IDS in src/engine/types.ts), each
 * `src/games/<id>/index.ts`; the type makes a game missing here, or one not in the list, a compile error.
 */
export const MODULES: Record<GameId, AnyGameModule> = {
  edo,
  katame,
  gyosho,
  mercator,
  supermarket,
};
