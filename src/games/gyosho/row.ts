// The order row: cards as revealed, the starting reshuffle check, the end card, the refill.
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { Action } from './actions';
import { BIG_ORDER_GOODS, BIG_ORDERS_RESHUFFLE, type Good } from './components';
import { afterRefillInto, deckHasCards, rowSize, triggerEnd } from './flow';
import { countGoods, total } from './goods';
import { cityParam, isCity } from './map';
import { type Card, copyState, type State, withState } from './state';

/** Checks a card as entered (its city must be a city of the map, not the road) and gives it an id. */
export function checkCard(
  s: State,
  a: { city: number; goods: readonly Good[]; points: number },
  special: boolean,
): Card | RuleViolation {
  if (!isCity(s.map[a.city])) {
    return violation('gyosho.err.cardCity', '002 注文カード', { city: cityParam(s, a.city) });
  }
  return { id: s.nextId, city: a.city, goods: countGoods(a.goods), points: a.points, special };
}

/** Orders in a row needing 4 or more goods. */
export function bigOrders(row: readonly (Card | null)[]): number {
  let n = 0;
  for (const c of row) if (c !== null && total(c.goods) >= BIG_ORDER_GOODS) n++;
  return n;
}

/**
 * An order card turned face up: into the starting row (with the reshuffle check) or into the refill. The
 * prompt takes one only while the deck holds an order card (rules.ts says why not otherwise).
 */
export function applyReveal(s: State, a: Extract<Action, { type: 'reveal' }>): State | RuleViolation {
  const card = checkCard(s, a, false);
  if ('violation' in card) return card;
  const d = copyState(s);
  const row = s.row.slice();
  row.push(card);
  d.row = row;
  d.revealed += 1;
  d.nextId += 1;
  if (s.phase === 'refill') return afterRefillInto(d);
  if (bigOrders(d.row) >= BIG_ORDERS_RESHUFFLE) d.phase = 'setup.reshuffle';
  else if (d.row.length >= rowSize(s.n)) d.phase = 'setup.special';
  return d;
}

/** Setup [3]: three orders of 4+ goods came up; the table reshuffles and lays the row again. */
export function applyReshuffle(s: State): State {
  return withState(s, { row: [], revealed: 0, phase: 'setup.orders' });
}

/**
 * The table's count of order cards still in the deck (a lost card, the wrong number removed): the deck is that
 * many from now on, so the end card fits where it really came up. A refill the new count leaves nothing to draw
 * for goes on to the next player.
 */
export function applyDeck(s: State, a: Extract<Action, { type: 'deck' }>): State {
  const d = copyState(s);
  d.deckSize = s.revealed + a.size;
  if (d.phase === 'refill' && !deckHasCards(d)) return afterRefillInto(d);
  return d;
}

/**
 * The end card came up in a refill: the last round is on, and the refill goes on with the next card. The
 * prompt takes it only where setup [3] can have put it and only once (rules.ts names either refusal).
 */
export function applyEndCard(s: State): State {
  return afterRefillInto(triggerEnd(withState(s, { endCardOut: true }), 'endCard'));
}
