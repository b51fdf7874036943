// The board of 行商の時代 (issue 31): where every component the table keeps lies, derived from the state.
// Written from the rulebook's 【コンポーネント】 and 【ゲームの準備】 (seed 002_860cdd3675eb001f.txt) and components.ts:
// - Per player: the 手元 (the 商館 not yet placed, of 「商館:4個」; the 馬車コマ before 【8】 puts it on the map;
//   jewels taken; 特注 cards taken, 「表のまま手元に置いてください」), the 馬車 (goods 「馬車カード上に置きます」, and
//   the order cards taken, 「裏向きにし、自分の馬車カードにつなげて並べます」: named by their city emblem only while
//   they lie face down, as secrets.ts says), and the player's 出荷エリア on each city card (「自分のプレイヤー
//   カラー内」): goods shipped there.
// - Shared: each map card (馬車コマ, 商館), the stock (【6】: 9 / 8 / 7 goods of each kind by player count), the five
//   特注 cards, the face-up order row (and the end card once it came up), the jewels over the row's first two
//   slots (【4】: 8 red over the front card, 8 white over the next; white moves forward when red runs out), and
//   the deck (order cards still in it, and the end card).
// Nothing here is secret in count. Not tracked: city, wagon and title cards (they never move), goods and order
// cards left in the box at setup ([3], [6]), the order of the row's cards (the refill prompt slides them).
import type { Board, Item, Place, Said, Shift } from '../../engine/board';
import type { Msg, MsgParam } from '../../engine/types';
import type { Action } from './actions';
import { GOODS, POSTS_PER_PLAYER } from './components';
import { pointsMsg } from './describe';
import { ordersLeft } from './flow';
import { goodMsg, goodsMsg, has, NO_GOODS } from './goods';
import { cityParam, isCity } from './map';
import { keepsFaceDown } from './secrets';
import type { Card, Goods, State } from './state';

type Kind = Omit<Item, 'count'>;
type Params = Record<string, MsgParam>;

/** A message of this file's table (every key is `gyosho.board.*`, in both languages). */
const msg = (key: string, params?: Params): Msg => ({ key: `gyosho.board.${key}`, params });
const DECK = msg('deckPlace');
const BOX = msg('box');
/** The deck's cards are anonymous; one that leaves the deck is turned up and becomes a named card. */
const DECK_CARD: Kind = { id: 'deck', name: msg('deck'), pool: msg('turned') };
const END_CARD: Kind = { id: 'endCard', name: msg('endCard'), pool: BOX };
const RED: Kind = { id: 'jewel:red', name: msg('red') };
const WHITE: Kind = { id: 'jewel:white', name: msg('white') };

const who = (p: number): Params => ({ p: { p } });
/** A player's 馬車コマ ('horse') or 商館 ('post'). */
const piece = (kind: 'horse' | 'post', p: number): Kind => ({ id: `${kind}:${p}`, name: msg(kind, who(p)) });
const good = (g: (typeof GOODS)[number]): Kind => ({
  id: `good:${g}`,
  name: { key: 'gyosho.goods.count', params: { good: goodMsg(g) } },
});
const area = (city: number, p: number) => `area:${city}:${p}`;

/** A card by its id in the game (its face may be corrected, it stays the same card); face down: its emblem only. */
function cardKind(s: State, c: Card, faceDown: boolean): Kind {
  const city = cityParam(s, c.city);
  const params: Params = faceDown
    ? { city }
    : { city, goods: goodsMsg(c.goods), points: pointsMsg(c.points) };
  const key = faceDown ? 'faceDown' : c.special ? 'special' : 'order';
  return { id: `card:${c.id}`, name: msg(key, params), pool: c.special ? BOX : DECK };
}

const goodsItems = (goods: Goods): Item[] => GOODS.map((g) => ({ ...good(g), count: has(goods, g) }));
const one = (kind: Kind, count = 1): Item => ({ ...kind, count });
const place = (id: string, name: Msg, items: Item[], owner?: number): Place => ({
  id,
  name,
  owner,
  items: items.filter((i) => i.count !== 0),
});

/** Where everything lies in `s`: each player's 手元, 馬車 and shipping areas in seat order, then the map and the shared areas. */
export function boardOf(s: State): Board {
  const down = keepsFaceDown(s);
  const places: Place[] = [];
  const named = (cards: readonly (Card | null)[], faceDown = false) =>
    cards.flatMap((c) => (c ? [one(cardKind(s, c, faceDown && !c.special))] : []));
  s.merchants.forEach((m, p) => {
    const hand = [
      one(piece('post', p), POSTS_PER_PLAYER - m.posts.length),
      one(piece('horse', p), +(m.at < 0)),
    ];
    const taken = (special: boolean) =>
      named(
        m.cards.filter((c) => c.special === special),
        down,
      );
    hand.push(one(RED, m.red), one(WHITE, m.white), ...taken(true));
    places.push(place(`hand:${p}`, msg('hand', who(p)), hand, p));
    const wagon = [...goodsItems(m.load), ...taken(false)];
    places.push(place(`wagon:${p}`, { key: 'gyosho.ui.wagonOf', params: who(p) }, wagon, p));
    // A shipping area is listed when it holds goods, or in the city where the wagon stands (a shipment fills it).
    s.areas.forEach((row, c) => {
      const goods = row[p] ?? NO_GOODS;
      const name = msg('area', { city: cityParam(s, c), p: { p } });
      if (goods.some((n) => n > 0) || (m.at === c && isCity(s.map[c])))
        places.push(place(area(c, p), name, goodsItems(goods), p));
    });
  });
  s.map.forEach((_, c) => {
    const pieces = s.merchants.flatMap((m, p) => [
      one(piece('horse', p), +(m.at === c)),
      one(piece('post', p), +m.posts.includes(c)),
    ]);
    places.push(place(`city:${c}`, msg('city', { city: cityParam(s, c) }), pieces));
  });
  // The white tokens lie over the second card until the red ones run out, then over the front one.
  const forward = s.red > 0 ? 0 : s.white;
  places.push(
    place('stock', msg('stock'), goodsItems(s.stock)),
    place('specials', msg('specials'), named(s.specials)),
    place('row', msg('row'), [...named(s.row), one(END_CARD, +s.endCardOut)]),
    place('slot:1', msg('slot', { k: 1 }), [one(RED, s.red), one(WHITE, forward)]),
    place('slot:2', msg('slot', { k: 2 }), [one(WHITE, s.white - forward)]),
    place('deck', DECK, [one(DECK_CARD, ordersLeft(s)), one(END_CARD, +!s.endCardOut)]),
  );
  return { places };
}

/**
 * What entry `a` moved on the table as it was entered, in the place ids of boardOf(s). Only a shipment makes
 * the rules move pieces by themselves (the jewel over its slot, a 特注 card's surplus back to the stock, a post
 * placed at once when only one placement is legal): every other entry (a step, a load and what it returned, a
 * card turned up, a post chosen, the end card, a recount of the deck) is its whole change on the board.
 */
export function saidOf(s: State, a: Action): Said {
  if (a.type !== 'ship' && a.type !== 'shipSpecial') return 'whole';
  // The card taken, and everything paid onto the shipper's area in the card's city (as for an order card).
  const card = a.type === 'ship' ? s.row[a.slot] : s.specials[a.index];
  if (!card) return [];
  const wagon = `wagon:${a.p}`;
  const out: Shift[] = [
    {
      item: cardKind(s, card, !card.special && keepsFaceDown(s)),
      count: 1,
      from: card.special ? 'specials' : 'row',
      to: card.special ? `hand:${a.p}` : wagon,
    },
  ];
  for (const g of GOODS) {
    const count = has(card.goods, g);
    if (count > 0) out.push({ item: good(g), count, from: wagon, to: area(card.city, a.p) });
  }
  return out;
}
