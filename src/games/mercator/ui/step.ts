// What every step screen receives: the typed state and entry function, and the frame's helpers.
import type { Player, RuleViolation } from '../../../engine/types';
import type { Translate } from '../../types';
import type { Action, State } from '../index';

/** Props of one step screen. */
export interface StepProps {
  s: State;
  players: readonly Player[];
  submit: (action: Action) => RuleViolation | null;
  t: Translate;
  secret: boolean;
  /** The entry being corrected: the step starts from its old value. */
  initial?: Action | undefined;
}
