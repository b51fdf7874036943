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

/** The rulebook section of each step: the price card is set aside in ":準備", the auctions are ":進行". */
const STEP_SECTION: Record<Phase, string> = {
  price: '001 準備',
  card: '001 進行',
  bid: '001 進行',
  settlePrice: '001 決算',
  settleCard: '001 決算',
  // ":進行": 合計3ラウンドを行い.
  over: '001 進行',
};

/** Refuses an entry the current step does not take, naming the step the table is at (and its rule). */
export function notNow(s: State): RuleViolation {
  if (s.phase === 'over') return violation('katame.err.over', STEP_SECTION.over, { rounds: s.round });
  return violation('katame.err.notNow', STEP_SECTION[s.phase], { step: { key: PHASE_TITLE[s.phase] } });
}
