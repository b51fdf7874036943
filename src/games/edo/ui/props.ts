// The props every Edo step screen receives: the frame's props, typed with this game's state and entries.
import type { GameScreenProps } from '../../types';
import type { EdoAction, EdoState } from '../index';

/** The game frame's props for the Edo merchant game. */
export type EdoProps = GameScreenProps<EdoState, EdoAction>;
