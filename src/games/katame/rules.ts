// apply: routes each entry to the rule that handles it; every rule refuses with a reason and never mutates.
import type { RuleViolation } from '../../engine/types';
import type { Action } from './actions';
import { declare, enterCard } from './auction';
import { notNow } from './guards';
import { enterPriceFace } from './round';
import { enterCardHidden, enterPriceHidden } from './settlement';
import type { State } from './state';

/** Applies one entry: the new state, or the reason it is refused (the state is then unchanged). */
export function apply(s: State, a: Action): State | RuleViolation {
  if (s.phase === 'over') return notNow(s);
  switch (a.type) {
    case 'price':
      return enterPriceFace(s, a.icon);
    case 'card':
      return enterCard(s, a.icon);
    case 'bid':
      return declare(s, a.p, a.price);
    case 'pass':
      return declare(s, a.p, null);
    case 'priceHidden':
      return enterPriceHidden(s, a.icon);
    case 'cardHidden':
      return enterCardHidden(s, a.icon);
  }
}
