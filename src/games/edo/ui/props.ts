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
