// apply: which entry each step accepts, then the rule that handles it.
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { Action } from './actions';
import { bid, sold, unsold } from './auction';
import { close, drawFree, lotFull, turnCard } from './lot';
import type { Phase, State } from './state';

/** The action types each phase accepts. */
export const EXPECTS: Readonly<Record<Phase, readonly Action['type'][]>> = {
  lot: ['turn', 'close'],
  bid: ['bid'],
  sale: ['sold', 'unsold'],
  fill: ['draw'],
  over: [],
};

/** Refusal of an entry the current step does not take, naming the step. */
function notNow(s: State, a: Action): RuleViolation {
  return violation('mercator.err.notNow', '003 ゲームの流れ', {
    action: { key: `mercator.action.${a.type}` },
    phase: { key: `mercator.phase.${s.phase}` },
  });
}

/** Applies one entry to the state: a new state, or the reason it is refused (the state untouched). */
export function apply(s: State, a: Action): State | RuleViolation {
  if (s.phase === 'over') return violation('mercator.err.over', '003 ゲームの終了');
  if (!EXPECTS[s.phase].includes(a.type)) {
    // A card turned after the lot closed: say why the lot may not grow, the clearer reason.
    if (a.type === 'turn' && (s.phase === 'bid' || s.phase === 'sale')) {
      return s.lot.length >= s.limit ? lotFull(s) : violation('mercator.err.lotClosed', '003 ゲームの流れ');
    }
    return notNow(s, a);
  }
  switch (a.type) {
    case 'turn':
      return turnCard(s, a);
    case 'close':
      return close(s);
    case 'bid':
      return bid(s, a);
    case 'sold':
      return sold(s, a);
    case 'unsold':
      return unsold(s);
    case 'draw':
      return drawFree(s, a);
  }
}
