// Refusals shared by every step: an entry of the wrong kind for the current step.
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { Phase, State } from './state';

/** The i18n key naming each step (also the prompt's title). */
export const PHASE_TITLE: Record<Phase, string> = {
  price: 'katame.phase.price',
  card: 'katame.phase.card',
  bid: 'katame.phase.bid',
  settlePrice: 'katame.phase.settlePrice',
  settleCard: 'katame.phase.settleCard',
  over: 'katame.phase.over',
};

/** Refuses an entry the current step does not take, naming the step the table is at. */
export function notNow(s: State): RuleViolation {
  if (s.phase === 'over') return violation('katame.err.over', '001 進行', { rounds: s.round });
  return violation('katame.err.notNow', '001 進行', { step: { key: PHASE_TITLE[s.phase] } });
}
