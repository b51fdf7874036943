// Headless entry point: replay and score a record without a screen (import, tests, tools).

import { MODULES } from './modules';
import type { GameRecord } from './record';
import { type ReplayResult, replayWith } from './replay';
import type { FinalScore, RuleViolation } from './types';
import { violation } from './violation';

export * from './decode';
export * from './log';
export * from './ranking';
export * from './record';
export * from './replay';
export * from './types';
export * from './violation';

/** The state of a recorded game, what comes next, and the first entry that did not fit (if any). */
export function replay(record: GameRecord): ReplayResult & { firstRejected?: number } {
  const module = MODULES[record.game];
  if (!module)
    return { ok: false, violation: violation('kernel.unknownGame', 'record', { game: record.game }) };
  const result = replayWith(module, record);
  if (result.ok && result.rejected[0]) return { ...result, firstRejected: result.rejected[0].index };
  return result;
}

/** The final score of a finished game, or why there is none (unknown game, game not over, bad entries). */
export function finalScore(record: GameRecord): FinalScore | RuleViolation {
  const result = replay(record);
  if (!result.ok) return result.violation;
  if (result.rejected[0]) {
    return violation('kernel.rejectedEntry', 'record', {
      index: result.rejected[0].index,
      reason: { key: result.rejected[0].violation.code, params: result.rejected[0].violation.params },
    });
  }
  if (!result.over) return violation('kernel.notOver', 'end');
  const module = MODULES[record.game];
  return (module as NonNullable<typeof module>).score(result.state);
}
