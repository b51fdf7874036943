// The board of 商人 Mercator (issue 31): where every component the table keeps lies, derived from the state.
// Written from the rulebook's 用具 and 準備 (seed 003_968dac391260417b.txt) and components.ts:
// - 「五色それぞれ1〜10のカード」, shuffled, of which 24/32/40/45/50 (3-7 players) lie face down as the deck
//   (「山札としてゲーム盤の脇に伏せて積む」). The rest go back to the box unseen: the state does not know them
//   and they never move, so the board leaves them out.
// - A lot's cards lie face up until sold (「めくった全てのカードは一緒に競られます」); the buyer lays them out
//   face up in front of them (「カードを表にして自分の前に広げる」); an unsold lot is turned face down and
//   leaves the game (「カードは裏返され、ゲームから取り除かれます」). Everyone saw those cards, so they keep
//   their names.
// - Chips worth 50 per player, kept hidden (「ゲーム中自分の資金の量は隠しておきます」): a secret place per
//   player. Prices go to the bank and payouts come from it; how many chips the bank holds is not known (the
//   rulebook gives no count), so the bank is the chips' pool, not a place.
// - One pawn per player on the 0-59 track, starting on 0 (「自分のポーンをゲーム盤の隅の0のマスに置きます」),
//   advanced by the card values: the pawn shows the cargo without the colour bonus (docs/rulings/mercator.md 5).
// A sealed bid's chips stay in the fist only until the fists open at once; the board keeps them with the
// player's chips (nothing moves before the lot is settled, so nothing on the board tells a bid).
// Imports stay off the auction → secrets → describe → rules circle: state, scoring and messages only.
import type { Board, Item, Place, Shift } from '../../engine/board';
import type { Msg } from '../../engine/types';
import type { Action } from './actions';
import { cardId, cardOf, type Goods } from './components';
import { cardMsg } from './messages';
import { finalMoney } from './scoring';
import { deckLeft, type State } from './state';

/** Named cards go back to (and come from) the deck when a correction takes them off the board. */
const DECK: Msg = { key: 'mercator.board.deck' };
/** A face-down deck card that leaves the deck is turned up and becomes a named card. */
const TURNED: Msg = { key: 'mercator.board.turned' };
const BANK: Msg = { key: 'mercator.board.bank' };

/** The id of a named card's item: 'card:red:7'. Ids (not places) match a card across boards. */
function cardItemId(id: number): string {
  const card = cardOf(id);
  return `card:${card.colour}:${card.value}`;
}

/** One face-up (or seen) card, by its colour and value. */
function cardItem(id: number): Item {
  return { id: cardItemId(id), name: cardMsg(cardOf(id)), count: 1, pool: DECK };
}

/** The deck's cards, face down: a count only (their faces are unknown, to the table and to the app). */
function deckItem(count: number): Item {
  return {
    id: 'card:deck',
    name: { key: 'mercator.board.faceDown' },
    count,
    pool: TURNED,
  };
}

/** A player's chips: the count is their secret during play, so the item also has a name without it. */
function chipsItem(count: number): Item {
  return {
    id: 'chip',
    name: { key: 'mercator.board.chips' },
    plain: { key: 'mercator.board.chipsPlain' },
    count,
    pool: BANK,
    // Players never pay each other: prices go to the bank and payouts come from it.
    through: 'bank',
  };
}

/** A player's pawn on the track. */
function pawnItem(p: number): Item {
  return { id: `pawn:${p}`, name: { key: 'mercator.board.pawn', params: { p: { p } } }, count: 1 };
}

const shipId = (p: number): string => `ship:${p}`;
const chipsId = (p: number): string => `chips:${p}`;

/** Each player's places: the ship (public cards), then the chips (secret until the game is over). */
function playerPlaces(s: State): Place[] {
  const over = s.phase === 'over';
  // At the end the sale in Rome has paid out (貨物の売却): the chips are the final money.
  const money = over ? finalMoney(s) : s.money;
  const places: Place[] = [];
  for (let p = 0; p < s.players; p++) {
    places.push({
      id: shipId(p),
      name: { key: 'mercator.board.ship', params: { p: { p } } },
      owner: p,
      items: (s.ships[p] ?? []).map(cardItem),
    });
    places.push({
      id: chipsId(p),
      name: { key: 'mercator.board.hand', params: { p: { p } } },
      owner: p,
      ...(over ? {} : { secret: true }),
      items: [chipsItem(money[p] ?? 0)],
    });
  }
  return places;
}

/** The track's occupied spaces, lowest first, each with the pawns on it in seat order. */
function trackPlaces(s: State): Place[] {
  const spaces = [...new Set(s.cargo)].sort((a, b) => a - b);
  return spaces.map((v) => ({
    id: `space:${v}`,
    name: { key: 'mercator.board.space', params: { v } },
    items: s.cargo.flatMap((c, p) => (c === v ? [pawnItem(p)] : [])),
  }));
}

/** Every place of a Mercator table: ships and chips per seat; then the lot, the deck, the track, the removed cards. */
export function boardOf(s: State): Board {
  return {
    places: [
      ...playerPlaces(s),
      { id: 'lot', name: { key: 'mercator.board.lot' }, items: s.lot.map(cardItem) },
      { id: 'deck', name: DECK, items: [deckItem(deckLeft(s))] },
      ...trackPlaces(s),
      { id: 'out', name: { key: 'mercator.board.out' }, items: s.discarded.map(cardItem) },
    ],
  };
}

/** A card taken from the deck and laid face up at `to`: one face-down card out of the deck, the named card in. */
function fromDeck(colour: Goods, value: number, to: string): Shift[] {
  const { count: _, ...card } = cardItem(cardId({ colour, value }));
  const { count: __, ...back } = deckItem(1);
  return [
    { item: back, count: 1, from: 'deck', to: null },
    { item: card, count: 1, from: null, to },
  ];
}

/**
 * What an entry itself moved on the table: a card turned onto the lot, a free card drawn onto the active
 * player's ship. Bids, the close of a lot and the sale's result move nothing by themselves: the payment,
 * the cards laid out, the pawn and the payouts are the rules' (カードの競り, 貨物の売却).
 */
export function saidOf(before: State, action: Action): Shift[] {
  if (action.type === 'turn') return fromDeck(action.colour, action.value, 'lot');
  if (action.type === 'draw') return fromDeck(action.colour, action.value, shipId(before.active));
  return [];
}
