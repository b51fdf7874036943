// The move and load actions.
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { Action } from './actions';
import { afterActionInto } from './flow';
import { goodMsg, has, plus, total } from './goods';
import { cityParam, produces } from './map';
import { copyMerchant, copyState, type Goods, replaceAt, type State } from './state';
import { capacityOf } from './wagon';

const MOVE = '002 移動アクション';
const LOAD = '002 積荷アクション';

/** One step to an adjacent card (a road card too). */
export function applyMove(s: State, a: Extract<Action, { type: 'move' }>): State | RuleViolation {
  const m = s.merchants[a.p];
  if (m === undefined) return violation('gyosho.err.badSeat', MOVE, { seat: a.p });
  if (!(s.adj[m.at] ?? []).includes(a.city)) {
    return violation('gyosho.err.notAdjacent', MOVE, {
      from: cityParam(s, m.at),
      to: cityParam(s, a.city),
    });
  }
  const d = copyState(s);
  const moved = copyMerchant(m);
  moved.at = a.city;
  d.merchants = replaceAt(s.merchants, a.p, moved);
  d.actionsLeft -= 1;
  return afterActionInto(d);
}

/** Why a load is refused, or null: the good must be here (stock at its producer, or another player's shipping area) and fit the wagon. */
export function loadProblem(s: State, a: Extract<Action, { type: 'load' }>): RuleViolation | null {
  const m = s.merchants[a.p];
  if (m === undefined) return violation('gyosho.err.badSeat', LOAD, { seat: a.p });
  const cell = s.map[m.at];
  // The city's name is looked up only for a refusal (a load is a quarter of a game's entries).
  if (cell?.kind === 'road')
    return violation('gyosho.err.roadOnlyMove', 'RULINGS 002 道カード', { city: cityParam(s, m.at) });
  if (a.from === 'stock') {
    if (produces(cell) !== a.good)
      return violation('gyosho.err.notProducer', LOAD, { city: cityParam(s, m.at), good: goodMsg(a.good) });
    if (has(s.stock, a.good) <= 0) return violation('gyosho.err.stockEmpty', LOAD, { good: goodMsg(a.good) });
  } else {
    if (a.from === a.p)
      return violation('gyosho.err.ownShipment', LOAD, { p: { p: a.p }, city: cityParam(s, m.at) });
    if (a.from >= s.n) return violation('gyosho.err.badSeat', LOAD, { seat: a.from });
    const area = s.areas[m.at]?.[a.from];
    if (area === undefined || has(area, a.good) <= 0) {
      return violation('gyosho.err.notShipped', LOAD, {
        q: { p: a.from },
        city: cityParam(s, m.at),
        good: goodMsg(a.good),
      });
    }
  }
  const capacity = capacityOf(s, a.p);
  const held = total(m.load);
  if (held >= capacity) {
    if (a.drop === undefined) return violation('gyosho.err.wagonFull', LOAD, { p: { p: a.p }, capacity });
    if (has(m.load, a.drop) <= 0)
      return violation('gyosho.err.dropNotLoaded', LOAD, { good: goodMsg(a.drop) });
  } else if (a.drop !== undefined) {
    return violation('gyosho.err.dropNotNeeded', LOAD, { held, capacity });
  }
  return null;
}

/** Loads one good (returning `drop` to the stock first when the wagon is full); one action. */
export function applyLoad(s: State, a: Extract<Action, { type: 'load' }>): State | RuleViolation {
  const problem = loadProblem(s, a);
  if (problem) return problem;
  const m = s.merchants[a.p];
  if (m === undefined) return violation('gyosho.err.badSeat', LOAD, { seat: a.p });
  let stock: Goods = s.stock;
  let load: Goods = m.load;
  if (a.drop !== undefined) {
    load = plus(load, a.drop, -1);
    stock = plus(stock, a.drop, 1);
  }
  load = plus(load, a.good, 1);
  const d = copyState(s);
  if (a.from === 'stock') stock = plus(stock, a.good, -1);
  else {
    // loadProblem checked that this shipping area holds the good.
    const row = s.areas[m.at] as readonly Goods[];
    d.areas = replaceAt(s.areas, m.at, replaceAt(row, a.from, plus(row[a.from] as Goods, a.good, -1)));
  }
  d.stock = stock;
  const loaded = copyMerchant(m);
  loaded.load = load;
  d.merchants = replaceAt(s.merchants, a.p, loaded);
  d.actionsLeft -= 1;
  return afterActionInto(d);
}
