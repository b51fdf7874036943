// describe: one short log line per entry, said of the state the entry was applied to.
import type { Msg, MsgParam } from '../../engine/types';
import type { Action } from './actions';
import { countGoods, goodMsg, goodsMsg } from './goods';
import { jewelAt } from './jewels';
import { cityParam } from './map';
import { applyShip, applyShipSpecial } from './ship';
import type { Card, State } from './state';

/** A card's victory points, as a message ("1 pt", "3 pts"). */
export function pointsMsg(n: number): Msg {
  return { key: 'gyosho.points', params: { n } };
}

function cardParams(s: State, c: Pick<Card, 'city' | 'goods' | 'points'>): Record<string, MsgParam> {
  return { city: cityParam(s, c.city), goods: goodsMsg(c.goods), points: pointsMsg(c.points) };
}

/** The post a shipment placed by itself (a single legal placement), if any. */
function autoPost(before: State, after: State | { violation: true }, p: number): Msg | null {
  if ('violation' in after || after.phase === 'post') return null;
  const was = before.merchants[p]?.posts.length ?? 0;
  const posts = after.merchants[p]?.posts ?? [];
  const city = posts[posts.length - 1];
  return posts.length > was && city !== undefined
    ? { key: 'gyosho.log.autoPost', params: { city: cityParam(before, city) } }
    : null;
}

/**
 * The log line of a shipment; `faceDown` leaves out the order card's goods and points, for a table that may
 * no longer read them (the card lies face down in the wagon since).
 */
export function shipLine(
  s: State,
  a: Extract<Action, { type: 'ship' | 'shipSpecial' }>,
  card: Card,
  faceDown = false,
): Msg {
  const j = a.type === 'ship' ? jewelAt(s, a.slot) : null;
  const jewel: Msg = { key: j ? `gyosho.log.jewel.${j}` : 'gyosho.log.nothing' };
  const after = a.type === 'ship' ? applyShip(s, a) : applyShipSpecial(s, a);
  const post = autoPost(s, after, a.p);
  const choose = !('violation' in after) && after.phase === 'post';
  const tail = { jewel, post: post ?? { key: choose ? 'gyosho.log.postChoice' : 'gyosho.log.nothing' } };
  if (faceDown) {
    return {
      key: 'gyosho.log.shipFaceDown',
      params: { p: { p: a.p }, city: cityParam(s, card.city), ...tail },
    };
  }
  return {
    key: card.special ? 'gyosho.log.shipSpecial' : 'gyosho.log.ship',
    params: { p: { p: a.p }, ...cardParams(s, card), ...tail },
  };
}

/** One short line for the game log. */
export function describe(s: State, a: Action): Msg {
  switch (a.type) {
    case 'map':
      return { key: 'gyosho.log.map', params: { count: a.cells.length } };
    case 'wagon':
      if (a.seat === undefined) return { key: 'gyosho.log.wagon', params: { capacity: a.capacity } };
      return {
        key: 'gyosho.log.wagonOf',
        params: {
          p: { p: a.seat },
          side: { key: `gyosho.opt.wagon.${a.side ?? 'normal'}` },
          capacity: a.capacity,
        },
      };
    case 'reveal':
      return { key: 'gyosho.log.reveal', params: cardParams(s, { ...a, goods: countGoods(a.goods) }) };
    case 'special':
      return { key: 'gyosho.log.special', params: cardParams(s, { ...a, goods: countGoods(a.goods) }) };
    case 'endCard':
      return { key: 'gyosho.log.endCard' };
    case 'deck':
      return { key: 'gyosho.log.deck', params: { n: a.size } };
    case 'reshuffle':
      return { key: 'gyosho.log.reshuffle' };
    case 'start':
      return { key: 'gyosho.log.start', params: { p: { p: a.p }, city: cityParam(s, a.city) } };
    case 'move': {
      const from = s.merchants[a.p]?.at ?? -1;
      return {
        key: 'gyosho.log.move',
        params: { p: { p: a.p }, from: cityParam(s, from), to: cityParam(s, a.city) },
      };
    }
    case 'load': {
      const source: Msg =
        a.from === 'stock'
          ? { key: 'gyosho.log.fromStock' }
          : { key: 'gyosho.log.fromArea', params: { q: { p: a.from } } };
      const params = { p: { p: a.p }, good: goodMsg(a.good), source };
      return a.drop === undefined
        ? { key: 'gyosho.log.load', params }
        : { key: 'gyosho.log.loadDrop', params: { ...params, drop: goodMsg(a.drop) } };
    }
    case 'ship': {
      const card = s.row[a.slot];
      return card ? shipLine(s, a, card) : { key: 'gyosho.log.ship.bad' };
    }
    case 'shipSpecial': {
      const card = s.specials[a.index];
      return card ? shipLine(s, a, card) : { key: 'gyosho.log.ship.bad' };
    }
    case 'post':
      return {
        key: a.use.length === 2 ? 'gyosho.log.post1' : 'gyosho.log.post2',
        params: { p: { p: a.p }, city: cityParam(s, a.city) },
      };
    case 'endTurn':
      return { key: 'gyosho.log.endTurn', params: { p: { p: a.p }, n: s.actionsLeft } };
    case 'title':
      return { key: 'gyosho.log.title', params: { k: s.titles.length + 1, points: a.points.join(' / ') } };
  }
}
