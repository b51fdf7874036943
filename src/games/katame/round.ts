// The start of a round (":準備"): the price card set aside, its visible face entered.
import type { RuleViolation } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { Icon } from './components';
import { seeFace } from './faces';
import { copy, type State } from './state';

/** Enters the price card's visible face; the first auction follows, opened by the parent. */
export function enterPriceFace(s: State, icon: Icon): State | RuleViolation {
  const seen = seeFace(s.seen, icon);
  if (isViolation(seen)) return seen;
  const next = copy(s);
  next.phase = 'card';
  next.priceFace = icon;
  next.seen = seen;
  return next;
}
