// The kernel's one check of an entry against what the game expects now, shared by the kernel's judge
// (engine/replay.ts) and by a game's log line that works out an entry's outcome (describe asks apply).
import type { Prompt, Refused } from './types';

/**
 * Why the prompt does not take an entry of this type made for this seat (undefined: the entry names no
 * seat): 'step' when the step takes no such entry, 'actor' when it is not that seat's move; null when taken.
 */
export function refusedBy(prompt: Prompt, type: string, seat: number | undefined): Refused | null {
  if (!prompt.expects.includes(type)) return 'step';
  if (seat !== undefined && !prompt.actors.includes(seat)) return 'actor';
  return null;
}
