// The props every Edo step screen receives: the frame's props, typed with this game's state and entries.
import type { GameScreenProps } from '../../types';
import type { EdoAction, EdoState } from '../index';

/** The game frame's props for the Edo merchant game. */
export type EdoProps = GameScreenProps<EdoState, EdoAction>;

/** The entry being corrected when it is of this type (a correction's form starts from it), else undefined. */
export function was<T extends EdoAction['type']>(
  initial: EdoAction | undefined,
  type: T,
): Extract<EdoAction, { type: T }> | undefined {
  return initial?.type === type ? (initial as Extract<EdoAction, { type: T }>) : undefined;
}

/**
 * Whose entry a step is taking: the turn, the attempt, the merchants to act (any bidder: the bids are one
 * screen) and the 特注 colours entered so far. A step's own state (dice picked, a bidder marked) starts
 * afresh when it changes (ui/frames/fresh.ts): the steps stay drawn from one entry to the next
 * (ui/frames/Stages.tsx).
 */
export function entryOf({ state, prompt }: EdoProps): string {
  let done = '';
  for (const colours of state.assigned) done += colours === null ? '0' : '1';
  const actors = prompt.phase === 'buy.bid' ? '' : prompt.actors.join();
  return `${state.turn}:${state.attempt}:${actors}:${done}`;
}
