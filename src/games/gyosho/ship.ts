// The ship action: pay an order (or a 特注 card) in its city, goods to the shipping area, jewel, trailer, post step.
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { Action } from './actions';
import { afterActionInto, checkEndInto } from './flow';
import { add, firstShort, goodMsg, has, oneOfEach, sub, total } from './goods';
import { takeJewelInto } from './jewels';
import { cityParam } from './map';
import { postStepInto } from './posts';
import { type Card, copyMerchant, copyState, replaceAt, type State } from './state';
import { capacityOf } from './wagon';

const SECTION = '002 出荷アクション';
/** Where the rulebook sets the wagon's limit (「積載量を超えてはいけません」). */
const LOAD = '002 積荷アクション';

/** Why player p cannot ship this card now, or null: the wagon must be in the card's city and carry its goods. */
export function shipProblem(s: State, p: number, card: Card): RuleViolation | null {
  const m = s.merchants[p];
  if (m === undefined) return violation('gyosho.err.badSeat', SECTION, { seat: p });
  if (m.at !== card.city) {
    return violation('gyosho.err.wrongCity', SECTION, {
      city: cityParam(s, card.city),
      here: cityParam(s, m.at),
    });
  }
  // A card needing more goods than the wagon holds cannot be paid now however the wagon is loaded: say that,
  // not just the first good missing, so the table knows a trailer (an order card taken) must come first.
  const need = total(card.goods);
  const holds = capacityOf(s, p);
  if (need > holds) return violation('gyosho.err.tooManyGoods', LOAD, { p: { p }, need, n: holds });
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

/** Pays the card on a fresh copy: the goods leave the wagon; `kept` go to p's shipping area in the city, the rest to the stock. */
function payInto(d: State, p: number, card: Card, kept: Card['goods']): void {
  const m = d.merchants[p];
  if (m === undefined) return;
  d.stock = add(d.stock, sub(card.goods, kept));
  const row = d.areas[card.city];
  if (row !== undefined) {
    const area = row[p];
    if (area !== undefined) d.areas = replaceAt(d.areas, card.city, replaceAt(row, p, add(area, kept)));
  }
  // A literal rather than a spread: every held card gets the same shape (V8 keeps the hot loops monomorphic).
  const { id, city, goods, points, special } = card;
  const cards = m.cards.slice();
  cards.push({ id, city, goods, points, special, used: false });
  const shipper = copyMerchant(m);
  shipper.load = sub(m.load, card.goods);
  shipper.cards = cards;
  d.merchants = replaceAt(d.merchants, p, shipper);
}

/** After paying (on the same fresh copy): end conditions, the trading-post step, and the action spent (the turn waits for a post choice). */
function afterShipmentInto(d: State, p: number): State {
  checkEndInto(d);
  postStepInto(d, p);
  d.actionsLeft -= 1;
  return afterActionInto(d);
}

/** Ships the order in row slot `slot`: goods to the shipping area, the card becomes a trailer, the slot's jewel is taken. */
export function applyShip(s: State, a: Extract<Action, { type: 'ship' }>): State | RuleViolation {
  const card = s.row[a.slot];
  if (card == null) return violation('gyosho.err.noCard', SECTION, { slot: a.slot + 1 });
  const problem = shipProblem(s, a.p, card);
  if (problem) return problem;
  const d = copyState(s);
  payInto(d, a.p, card, card.goods);
  d.row = replaceAt(s.row, a.slot, null);
  takeJewelInto(d, a.p, a.slot);
  return afterShipmentInto(d, a.p);
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
  const d = copyState(s);
  payInto(d, a.p, card, oneOfEach(card.goods));
  d.specials = replaceAt(s.specials, a.index, null);
  return afterShipmentInto(d, a.p);
}
