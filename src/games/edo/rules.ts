// apply: routes each entry to the rules of the current step, refusing entries that do not belong to it.
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { EdoAction } from './actions';
import { applyBid, applyBlue, applyDeclare, applyDraw } from './auction';
import { applyKeep, applyObject, applyRoll } from './dice';
import { applyRed, applySpecial } from './end';
import { RULE } from './sections';
import { applyDiscards, applyStart } from './setup';
import type { EdoState, Phase } from './state';

/** The entry types each step accepts. */
export const EXPECTS: Readonly<Record<Phase, readonly EdoAction['type'][]>> = {
  'setup.start': ['start'],
  'setup.discards': ['discards'],
  'dice.roll': ['roll'],
  'dice.keep': ['keep'],
  'dice.object': ['object'],
  'buy.draw': ['draw'],
  'buy.declare': ['declare'],
  'buy.bid': ['bid'],
  'buy.blue': ['blue'],
  'end.red': ['red'],
  'end.special': ['special'],
  over: [],
};

/** Applies one entry: the new state, or the reason it is refused (the state is never changed). */
export function apply(state: EdoState, action: EdoAction): EdoState | RuleViolation {
  if (state.phase === 'over') return violation('edo.err.over', RULE.end);
  if (!EXPECTS[state.phase].includes(action.type)) {
    // Once the last card is out, a drawn card is the mistake to name, whatever step comes next.
    if (action.type === 'draw' && state.deck === 0) return violation('edo.err.deckEmpty', RULE.deckEnd);
    return violation('edo.err.phase', RULE.flow, {
      entry: { key: `edo.action.${action.type}` },
      now: { key: `edo.phase.${state.phase}` },
    });
  }
  switch (action.type) {
    case 'start':
      return applyStart(state, action);
    case 'discards':
      return applyDiscards(state, action);
    case 'roll':
      return applyRoll(state, action);
    case 'keep':
      return applyKeep(state, action);
    case 'object':
      return applyObject(state, action);
    case 'draw':
      return applyDraw(state, action);
    case 'declare':
      return applyDeclare(state, action);
    case 'bid':
      return applyBid(state, action);
    case 'blue':
      return applyBlue(state, action);
    case 'red':
      return applyRed(state, action);
    case 'special':
      return applySpecial(state, action);
  }
}
