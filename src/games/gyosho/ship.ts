// The ship action: pay an order (or a 特注 card) in its city, goods to the shipping area, jewel, trailer, post step.
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import { afterAction, checkEnd } from './flow';
import { add, firstShort, goodMsg, has, oneOfEach, sub } from './goods';
import { takeJewel } from './jewels';
import { postStep } from './posts';
import type { Action } from './schema';
import type { Card, State } from './state';

const SECTION = '002 出荷アクション';

/** Why player p cannot ship this card now, or null: the wagon must be in the card's city and carry its goods. */
export function shipProblem(s: State, p: number, card: Card): RuleViolation | null {
  const m = s.merchants[p];
  if (m === undefined) return violation('gyosho.err.badSeat', SECTION, { seat: p });
  if (m.at !== card.city) {
    return violation('gyosho.err.wrongCity', SECTION, {
      city: s.map[card.city]?.name ?? '',
      here: s.map[m.at]?.name ?? '',
    });
  }
  const short = firstShort(m.load, card.goods);
  if (short !== null) {
    return violation('gyosho.err.missingGoods', SECTION, {
      p: { p },
      good: goodMsg(short),
      need: has(card.goods, short),
      have: has(m.load, short),
    });
  }
  return null;
}

/** Pays the card: the goods leave the wagon; `kept` go to p's shipping area in the city, the rest to the stock. */
function pay(s: State, p: number, card: Card, kept: Card['goods']): State {
  const m = s.merchants[p];
  if (m === undefined) return s;
  const load = sub(m.load, card.goods);
  const stock = add(s.stock, sub(card.goods, kept));
  const areas = s.areas.map((row, c) =>
    c === card.city ? row.map((g, q) => (q === p ? add(g, kept) : g)) : row,
  );
  const merchants = s.merchants.map((x, q) =>
    q === p ? { ...x, load, cards: [...x.cards, { ...card, used: false }] } : x,
  );
  return { ...s, stock, areas, merchants };
}

/** After paying: end conditions, the trading-post step, and the action spent (the turn waits for a post choice). */
function afterShipment(s: State, p: number): State {
  const next = postStep(checkEnd(s), p);
  return afterAction({ ...next, actionsLeft: next.actionsLeft - 1 });
}

/** Ships the order in row slot `slot`: goods to the shipping area, the card becomes a trailer, the slot's jewel is taken. */
export function applyShip(s: State, a: Extract<Action, { type: 'ship' }>): State | RuleViolation {
  const card = s.row[a.slot];
  if (card == null) return violation('gyosho.err.noCard', SECTION, { slot: a.slot + 1 });
  const problem = shipProblem(s, a.p, card);
  if (problem) return problem;
  const paid = pay(s, a.p, card, card.goods);
  const row = s.row.map((c, i) => (i === a.slot ? null : c));
  return afterShipment(takeJewel({ ...paid, row }, a.p, a.slot), a.p);
}

/** Ships a 特注 card: one of each kind paid stays in the shipping area, the rest returns to the stock; the card is kept face up. */
export function applyShipSpecial(
  s: State,
  a: Extract<Action, { type: 'shipSpecial' }>,
): State | RuleViolation {
  const card = s.specials[a.index];
  if (card == null) return violation('gyosho.err.noSpecial', SECTION, { n: a.index + 1 });
  const problem = shipProblem(s, a.p, card);
  if (problem) return problem;
  const paid = pay(s, a.p, card, oneOfEach(card.goods));
  const specials = s.specials.map((c, i) => (i === a.index ? null : c));
  return afterShipment({ ...paid, specials }, a.p);
}
