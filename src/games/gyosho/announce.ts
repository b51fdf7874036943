// announce: what the rules did by themselves on one entry, said as what to do with the pieces on the table
// (a jewel handed over, a trading post placed, the order row slid and refilled, the last round called).
import type { Msg, MsgParam } from '../../engine/types';
import type { Action } from './actions';
import { lastSeat, ordersLeft, rowSize } from './flow';
import { goodsMsg, oneOfEach, sub, total } from './goods';
import { cityParam } from './map';
import type { Card, State } from './state';

/** The 特注 split: one of each kind stays in the shipping area, the rest goes back (said only when some goes back). */
function specialSplit(s: State, p: number, card: Card): Msg[] {
  const kept = oneOfEach(card.goods);
  const back = sub(card.goods, kept);
  if (total(back) === 0) return [];
  const params = { p: { p }, city: cityParam(s, card.city), kept: goodsMsg(kept), back: goodsMsg(back) };
  return [{ key: 'gyosho.ann.special', params }];
}

/** Jewels the shipper took, and the white tokens moving forward once the last red one is gone. */
function jewels(before: State, after: State, p: number): Msg[] {
  const out: Msg[] = [];
  const was = before.merchants[p];
  const now = after.merchants[p];
  if (was && now) {
    if (now.red > was.red) out.push({ key: 'gyosho.ann.red', params: { p: { p } } });
    if (now.white > was.white) out.push({ key: 'gyosho.ann.white', params: { p: { p } } });
  }
  if (before.red > 0 && after.red === 0 && after.white > 0) out.push({ key: 'gyosho.ann.whiteForward' });
  return out;
}

/** A trading post the step placed by itself (the only legal placement), with the cards it used. */
function autoPost(before: State, after: State, p: number): Msg[] {
  const was = before.merchants[p];
  const now = after.merchants[p];
  if (!was || !now || now.posts.length <= was.posts.length) return [];
  const city = now.posts[now.posts.length - 1] as number;
  const used = now.cards.filter((c, i) => c.used && !was.cards[i]?.used).map((c) => cityParam(after, c.city));
  const params: Record<string, MsgParam> = { p: { p }, city: cityParam(after, city) };
  if (used.length === 2) return [{ key: 'gyosho.ann.post1', params }];
  const [c1 = '', c2 = '', c3 = ''] = used;
  return [{ key: 'gyosho.ann.post2', params: { ...params, c1, c2, c3 } }];
}

/** The last round, when this entry called it (the end card, the fifth 特注 card, a fourth post). */
function lastRound(before: State, after: State, a: Action): Msg[] {
  if (before.ending !== null || after.ending === null) return [];
  const last = { p: lastSeat(after) };
  if (a.type === 'endCard') return [{ key: 'gyosho.ann.endCard', params: { last } }];
  return [
    { key: 'gyosho.ann.lastRound', params: { cause: { key: `gyosho.end.${after.ending.cause}` }, last } },
  ];
}

/** True when an empty slot lies in front of a card: the row has to slide forward. */
function hasGap(row: readonly (Card | null)[]): boolean {
  let gap = false;
  for (const c of row) {
    if (c === null) gap = true;
    else if (gap) return true;
  }
  return false;
}

/** The end of a turn: the row slides forward over the shipped cards' slots, then is refilled from the deck. */
function refill(before: State, after: State, a: Action): Msg[] {
  const ended = after.turn !== before.turn || (after.phase === 'refill' && before.phase !== 'refill');
  if (!ended) return [];
  // The row on the table as this entry found it: a shipment empties its slot first.
  const row = a.type === 'ship' ? before.row.map((c, i) => (i === a.slot ? null : c)) : before.row;
  const slide = hasGap(row);
  if (after.phase === 'refill' && before.phase !== 'refill') {
    // No more than the deck holds: its order cards left, and the end card while it is still in it.
    const inDeck = ordersLeft(after) + (after.endCardOut ? 0 : 1);
    const n = Math.min(rowSize(after.n) - after.row.length, inDeck);
    return [{ key: slide ? 'gyosho.ann.slideDraw' : 'gyosho.ann.draw', params: { n } }];
  }
  return slide ? [{ key: 'gyosho.ann.slide' }] : [];
}

/**
 * What the table must mirror on the board after entry `a` turned `before` into `after`, in the order it
 * happens: the 特注 split, jewels, a post placed by itself, the last round, the row slid and refilled.
 * Nothing once the game is over (the final score says it all).
 */
export function announce(before: State, after: State, a: Action): Msg[] {
  if (after.phase === 'over' || after.phase === 'titles') return [];
  const out: Msg[] = [];
  if (a.type === 'shipSpecial') {
    const card = before.specials[a.index];
    if (card) out.push(...specialSplit(before, a.p, card));
  }
  if (a.type === 'ship' || a.type === 'shipSpecial') {
    out.push(...jewels(before, after, a.p));
    out.push(...autoPost(before, after, a.p));
  }
  out.push(...lastRound(before, after, a));
  out.push(...refill(before, after, a));
  return out;
}
