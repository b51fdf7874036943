// Arithmetic on goods counts (a 4-tuple per kind) and the messages that name a set of goods.
import type { Msg } from '../../engine/types';
import { GOOD_INDEX, GOODS, type Good } from './components';
import type { Goods } from './state';

/** No goods at all. */
export const NO_GOODS: Goods = [0, 0, 0, 0];

/** The same count of every kind (the starting stock). */
export function goodsOf(each: number): Goods {
  return [each, each, each, each];
}

/** Counts a list of goods (as entered: one entry per piece). */
export function countGoods(list: readonly Good[]): Goods {
  const out: [number, number, number, number] = [0, 0, 0, 0];
  for (const g of list) out[GOOD_INDEX[g]] += 1;
  return out;
}

/** The count of one kind. */
export function has(goods: Goods, g: Good): number {
  return goods[GOOD_INDEX[g]];
}

/** Adds `d` pieces of one kind (d may be negative). */
export function plus(goods: Goods, g: Good, d: number): Goods {
  const out: [number, number, number, number] = [goods[0], goods[1], goods[2], goods[3]];
  out[GOOD_INDEX[g]] += d;
  return out;
}

/** Kind-by-kind sum. */
export function add(a: Goods, b: Goods): Goods {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]];
}

/** Kind-by-kind difference. */
export function sub(a: Goods, b: Goods): Goods {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3]];
}

/** Pieces in all. */
export function total(goods: Goods): number {
  return goods[0] + goods[1] + goods[2] + goods[3];
}

/** The first kind `need` asks for more of than `have` holds, or null when `have` covers it. */
export function firstShort(have: Goods, need: Goods): Good | null {
  for (const g of GOODS) if (has(have, g) < has(need, g)) return g;
  return null;
}

/** One of each kind present (what a 特注 shipment leaves in the shipping area). */
export function oneOfEach(goods: Goods): Goods {
  return [Math.min(1, goods[0]), Math.min(1, goods[1]), Math.min(1, goods[2]), Math.min(1, goods[3])];
}

/** The name of a goods kind, as a message. */
export function goodMsg(g: Good): Msg {
  return { key: `gyosho.good.${g}` };
}

/** A set of goods as a message, e.g. "小麦×2・武具×1". */
export function goodsMsg(goods: Goods): Msg {
  const parts: Msg[] = [];
  for (const g of GOODS) {
    const n = has(goods, g);
    if (n > 0) parts.push({ key: 'gyosho.goods.count', params: { good: goodMsg(g), n } });
  }
  if (parts.length === 0) return { key: 'gyosho.goods.none' };
  const params: Record<string, Msg> = {};
  parts.forEach((m, i) => {
    params[`g${i + 1}`] = m;
  });
  return { key: `gyosho.goods.list${parts.length}`, params };
}
