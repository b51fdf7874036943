// The headless entry point, used by import, tests and tools: the kernel, with replay and scoring bound to every
// game's rules (the eager registry). Not for the app shell, which loads games lazily (src/games/index.ts).
import type { GameRecord } from './engine/record';
import { finalScoreIn, replayIn } from './engine/registry';
import type { ReplayResult } from './engine/replay';
import type { FinalScore, RuleViolation } from './engine/types';
import { MODULES } from './games/all';

export * from './engine/index';
export { MODULES } from './games/all';

/** The state of a recorded game, what comes next, and the first entry that did not fit (if any). */
export function replay(record: GameRecord): ReplayResult & { firstRejected?: number } {
  return replayIn(MODULES, record);
}

/** The final score of a finished game, or why there is none (unknown game, game not over, bad entries). */
export function finalScore(record: GameRecord): FinalScore | RuleViolation {
  return finalScoreIn(MODULES, record);
}
