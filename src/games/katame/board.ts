// The board of 片目の商人 (issue 31): where every component the table keeps lies, derived from the state.
// Written from the rulebook's 用具 and 準備 (seed 001_0b0a631d3a08ab24.txt) and components.ts:
// - 「商品カード13枚」, two icons each, no front or back (「表と裏の区別がありません」). A card on the table shows
//   one face; the state knows that face (entered as the card comes up) and nothing else until the
//   settlement, so a card is named by the face it shows: 'card:choc' is "a card showing chocolate". Its
//   other face is never named (「他プレイヤーには見せないようにしましょう」, and the price card's
//   「それまでは誰も、価格決定カードの裏面を見てはいけません」); naming it at the settlement would gain nothing.
// - 「残りの12枚の商品カードをテーブルの中央に置きます。これが山札となります」: the deck is the cards' pool, not a
//   place. Its cards are face down in the app's eyes (no face entered), and at a round's end every card goes
//   back into it (「カードを一つにまとめてよく混ぜます」): as a place of anonymous cards it would say that end
//   twice over, once as named cards leaving and once as anonymous ones arriving. The deck's count is the
//   13 cards less those on the board.
// - 「商品カードを一枚...脇によけます。これが「価格決定カード」になります」: the price card lies aside from its
//   entry (the round's first: its visible face) until the round's settlement is paid; the table has set it
//   aside when it enters that face.
// - 「山札の一番上のカードを...山札の横に置きます。これを場のカードと呼びます」: the field, one card during an auction;
//   the winner takes it, or it is discarded (「そのカードは捨て札となります。次のラウンドまで使用されません」).
// - 「金チップ60枚」: money, public (「所持金は公開情報です」): one public place per player. Prices go to the
//   market (「チップを市場に支払います」) and settlements come from it; the market never runs out (RULINGS 001),
//   so it is the money's pool, not a place with a count. The state knows amounts, not chips: items are 金.
// Left out: the 26 icon chips (アイコンチップ) are a counting aid taken from the market for the settlement and
// put back when it ends (「決算が終わったら、各アイコンチップを市場に戻し」); the app counts, and pays the settlement
// in the entry that ends it. The 4 決算速見表 sheets never move.
// After round 3 nobody gathers the cards: the board of a finished game is the last round's, as it was settled.
import type { Board, Item, Place, Shift } from '../../engine/board';
import type { Msg } from '../../engine/types';
import type { Action } from './actions';
import { ICONS, type Icon, iconName } from './components';
import type { State } from './state';

/** Where money comes from and goes to: the market (市場), which never runs out. */
const MARKET: Msg = { key: 'katame.board.market' };
/** Where cards come from and go back to: the deck (山札). */
const DECK: Msg = { key: 'katame.board.deck' };

/** A player's money, in 金. */
function coins(count: number): Item {
  // Players never pay each other: prices go to the market and settlements come from it.
  return { id: 'coin', name: { key: 'katame.board.coins' }, count, pool: MARKET, through: 'market' };
}

/** Cards showing one face: the only face of a card the table has seen before the settlement. */
function cards(face: Icon, count: number): Item {
  return {
    id: `card:${face}`,
    name: { key: 'katame.board.card', params: { icon: iconName(face) } },
    count,
    pool: DECK,
  };
}

/** The price card, named by its visible face only. */
function priceCard(face: Icon): Item {
  return {
    id: 'card:price',
    name: { key: 'katame.board.priceCard', params: { icon: iconName(face) } },
    count: 1,
    pool: DECK,
  };
}

/** Cards by the face they show, one item per face in the icons' order. */
function byFace(faces: readonly Icon[]): Item[] {
  return ICONS.map((face) => cards(face, faces.filter((f) => f === face).length)).filter((i) => i.count > 0);
}

const moneyId = (p: number): string => `money:${p}`;
const wonId = (p: number): string => `cards:${p}`;

/** The cards where they lie: this round's, or, once the game is over, the last round's as settled. */
function cardsOnTable(s: State): {
  price: Icon | null;
  won: Icon[][];
  discarded: Icon[];
  field: Icon | null;
} {
  const last = s.phase === 'over' ? s.history.at(-1) : undefined;
  if (last) {
    return {
      price: last.priceFace,
      won: last.won.map((w) => w.map((c) => c.face)),
      discarded: last.discarded,
      field: null,
    };
  }
  return {
    price: s.priceFace,
    won: s.won.map((w) => w.map((c) => c.face)),
    discarded: s.discarded,
    field: s.field,
  };
}

/** Every place of the table: each player's money and cards won, in seat order; then the price card, field, discard. */
export function boardOf(s: State): Board {
  const table = cardsOnTable(s);
  const places: Place[] = [];
  for (let p = 0; p < s.n; p++) {
    places.push({
      id: moneyId(p),
      name: { key: 'katame.board.money', params: { p: { p } } },
      owner: p,
      items: [coins(s.money[p] ?? 0)],
    });
    places.push({
      id: wonId(p),
      name: { key: 'katame.board.won', params: { p: { p } } },
      owner: p,
      items: byFace(table.won[p] ?? []),
    });
  }
  places.push(
    { id: 'price', name: { key: 'katame.board.aside' }, items: table.price ? [priceCard(table.price)] : [] },
    { id: 'field', name: { key: 'katame.board.field' }, items: table.field ? [cards(table.field, 1)] : [] },
    { id: 'discard', name: { key: 'katame.board.discard' }, items: byFace(table.discarded) },
  );
  return { places };
}

/** An item without its count, as a shift carries it. */
function kind({ count: _, ...item }: Item): Omit<Item, 'count'> {
  return item;
}

/**
 * What an entry itself moved on the table: the price card set aside (its visible face entered), a card
 * turned onto the field. Bids and passes are said aloud; hidden faces are looked at, not moved. The close
 * of an auction (payment, card to the winner or the discard) and the settlement's payout and gathering of
 * the cards are the rules' (「最も高値を付けたプレイヤーが場のカードを獲得し」, 「決算」).
 */
export function saidOf(before: State, action: Action): Shift[] {
  if (action.type === 'price' && before.phase === 'price')
    return [{ item: kind(priceCard(action.icon)), count: 1, from: null, to: 'price' }];
  if (action.type === 'card' && before.phase === 'card')
    return [{ item: kind(cards(action.icon, 1)), count: 1, from: null, to: 'field' }];
  return [];
}
