// Replay and score a record against a registry of game modules: the caller's registry, since the kernel knows
// no game (src/headless.ts binds these to every game; the app passes the games it has loaded).
import type { GameRecord } from './record';
import { type ReplayResult, replayWith } from './replay';
import { type AnyGameModule, type FinalScore, GAME_IDS, type GameId, type RuleViolation } from './types';
import { violation } from './violation';

/** Game modules by id: the games a caller can replay (a game missing here is an unknown game). */
export type Modules = Partial<Record<GameId, AnyGameModule>>;

/** The state of a recorded game, what comes next, and the first entry that did not fit (if any). */
export function replayIn(modules: Modules, record: GameRecord): ReplayResult & { firstRejected?: number } {
  // Game ids only: a record naming "constructor" is an unknown game, not Object's own function.
  const module = (GAME_IDS as readonly string[]).includes(record.game) ? modules[record.game] : undefined;
  if (!module)
    return { ok: false, violation: violation('kernel.unknownGame', 'record', { game: record.game }) };
  const result = replayWith(module, record);
  if (result.ok && result.rejected[0]) return { ...result, firstRejected: result.rejected[0].index };
  return result;
}

/** The final score of a finished game, or why there is none (unknown game, game not over, bad entries). */
export function finalScoreIn(modules: Modules, record: GameRecord): FinalScore | RuleViolation {
  const result = replayIn(modules, record);
  if (!result.ok) return result.violation;
  if (result.rejected[0]) {
    return violation('kernel.rejectedEntry', 'record', {
      index: result.rejected[0].index,
      reason: { key: result.rejected[0].violation.code, params: result.rejected[0].violation.params },
    });
  }
  if (!result.over) return violation('kernel.notOver', 'end');
  const module = modules[record.game] as AnyGameModule;
  return module.scoring.score(result.state);
}
