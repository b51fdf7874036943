// The board of the Edo merchant game (issue 31): where every component the table keeps lies, as a pure
// function of the state, and what an entry moves on the table by itself being made.
//
// Written from the rulebook's components list (seed 000「内容物」「ゲームの準備」, components.ts): コイン50枚,
// 品物カード30枚 (5色×6枚) and 特注カード2枚, 意思決定マーカー 1 per merchant, サマリータイル 1 per merchant
// (サマリー面 / 不義理面), 特権マーカー5個 (御用商人 variant only, 「メインボードの近くに置きます」).
// Coins are held hidden (「コインは他のプレイヤーに見えないように隠して持ちます」, secrets.ts): each merchant's
// coins are a secret place while the game is played. Cards in front of a merchant, on the sites and in the
// discard pile lie face up (「全員に見えるように手元に置きます」「表向きにして」); the deck is face down.
// Not on the board: the dice (read off, never moved), the screens and 競り場カード (they never move; a bid
// lies on its 競り場カード behind the screen, so it stays among its owner's coins until the rules take it).
import type { Board, Item, Place, Shift } from '../../engine/board';
import type { Msg } from '../../engine/types';
import type { EdoAction } from './actions';
import { COLOURS, type Colour } from './components';
import { type Card, cardMsg, colourMsg, type EdoState, type SiteId, seatAfter } from './state';

/** An item without its count, as shifts name it. */
type Kind = Omit<Item, 'count'>;

const msg = (key: string, params?: Msg['params']): Msg => (params ? { key, params } : { key });

/** Where coins, markers and starting cards come from or go to off the board: the box. Not the app's default
 * pool, which the Japanese table calls ストック, the name of Edo's coin stock (a place of this board). */
const BOX = msg('edo.board.box');

/**
 * Coins: one kind wherever they lie (behind a screen, the stock, the pot); counts hidden behind screens.
 * Merchants never pay each other: every price goes to the stock and every income comes out of it.
 * When the stock pays and is paid on one entry, or the pot is shared out, `ruledOf` names the moves.
 */
const COIN: Kind = {
  id: 'coin',
  name: msg('edo.board.coins'),
  plain: msg('edo.board.coinsPlain'),
  pool: BOX,
  through: 'stock',
};

/** Face-down deck cards: only their number is known (the faces are entered when a card is turned). */
const FACE_DOWN: Kind = {
  id: 'card:back',
  name: msg('edo.board.faceDown'),
  pool: msg('edo.board.turned'),
};

/** A face-up card by its face: a goods card by colour and pips, or a 特注 card; it comes from the deck. */
function cardKind(card: Card): Kind {
  const id = card.colour === 'special' ? 'card:special' : `card:${card.colour}:${card.pips}`;
  return { id, name: msg('edo.board.card', { card: cardMsg(card) }), pool: msg('edo.board.deck') };
}

/** A merchant's two starting cards of their colour before their pips are entered (ゲームの準備). */
function startKind(colour: Colour): Kind {
  const name = msg('edo.board.startCards', { colour: colourMsg(colour) });
  return { id: `card:start:${colour}`, name, pool: BOX };
}

/** A merchant's decision marker (意思決定マーカー): in front of them, or on the site they declared. */
function markerKind(p: number): Kind {
  return { id: `marker:${p}`, name: msg('edo.board.marker', { p: { p } }), pool: BOX };
}

/** A 御用商人 privilege marker of one colour. */
function privilegeKind(colour: Colour): Kind {
  const name = msg('edo.board.privilege', { colour: colourMsg(colour) });
  return { id: `privilege:${colour}`, name, pool: BOX };
}

/** The 不義理 side of a summary tile, shown on the tile while up; its pool is the summary side it turns from. */
const DISHONOUR: Kind = {
  id: 'dishonour',
  name: msg('edo.board.dishonour'),
  pool: msg('edo.board.summarySide'),
};

/** Place ids: a merchant's coins (behind the screen), cards and marker (手元), and summary tile. */
const coinsId = (p: number) => `coins:${p}`;
const areaId = (p: number) => `area:${p}`;
const tileId = (p: number) => `tile:${p}`;

/** Cards as items, one per face with its count, in a fixed order (colours as printed, pips up, 特注 last). */
function cardItems(cards: readonly Card[]): Item[] {
  const rank = (c: Card) => (c.colour === 'special' ? 100 : COLOURS.indexOf(c.colour) * 10 + c.pips);
  const items: Item[] = [];
  for (const card of [...cards].sort((a, b) => rank(a) - rank(b))) {
    const kind = cardKind(card);
    const last = items[items.length - 1];
    if (last?.id === kind.id) last.count++;
    else items.push({ ...kind, count: 1 });
  }
  return items;
}

/** Items with a count, leaving out those with none. */
function some(...items: [Kind, number][]): Item[] {
  return items.flatMap(([kind, count]) => (count > 0 ? [{ ...kind, count }] : []));
}

/** Players whose starting cards are not entered yet: each still holds two anonymous cards of their colour. */
function pendingStarts(state: EdoState): number[] {
  if (state.phase !== 'setup.start') return [];
  return state.starts.flatMap((s, p) => (s === null ? [p] : []));
}

/** A merchant's places in reading order: coins behind the screen, the cards and marker in front, the tile. */
function playerPlaces(state: EdoState, p: number, secret: boolean, pending: readonly number[]): Place[] {
  const colour = state.colours[p] as Colour;
  const privileges = state.variant ? COLOURS.filter((c) => state.privileges[c] === p) : [];
  const coins: Place = {
    id: coinsId(p),
    name: msg('edo.board.coinsOf', { p: { p } }),
    owner: p,
    items: some([COIN, state.coins[p] ?? 0]),
  };
  if (secret) coins.secret = true;
  const area: Place = {
    id: areaId(p),
    name: msg('edo.board.area', { p: { p } }),
    owner: p,
    items: [
      ...some([startKind(colour), pending.includes(p) ? 2 : 0]),
      ...cardItems(state.hands[p] ?? []),
      // The marker lies in front of its merchant unless declared onto the board this 仕入れ.
      ...some([markerKind(p), state.markers[p] ? 0 : 1]),
      ...privileges.map((c) => ({ ...privilegeKind(c), count: 1 })),
    ],
  };
  const tile: Place = {
    id: tileId(p),
    name: msg('edo.board.tile', { p: { p } }),
    owner: p,
    items: some([DISHONOUR, state.dishonour[p] ? 1 : 0]),
  };
  return [coins, area, tile];
}

/** The markers declared onto one space of the main board, in seat order. */
function markersOn(state: EdoState, space: SiteId | 'koban'): Item[] {
  return state.markers.flatMap((m, p) => (m === space ? [{ ...markerKind(p), count: 1 }] : []));
}

/** Every place of the table: each merchant's (seat order), then the main board and the stock. */
export function boardOf(state: EdoState): Board {
  const secret = state.phase !== 'over';
  const pending = pendingStarts(state);
  const players = Array.from({ length: state.players }, (_, p) => playerPlaces(state, p, secret, pending));
  // The deck as the state counts it still holds the starting cards not yet entered: they lie in front.
  const deck = state.deck - 2 * pending.length;
  const shared: Place[] = [
    { id: 'deck', name: msg('edo.board.deckPlace'), items: some([FACE_DOWN, deck]) },
    {
      id: 'east',
      name: msg('edo.board.east'),
      items: [...cardItems(state.east), ...markersOn(state, 'east')],
    },
    {
      id: 'west',
      name: msg('edo.board.west'),
      items: [...cardItems(state.west), ...markersOn(state, 'west')],
    },
    { id: 'koban', name: msg('edo.board.koban'), items: markersOn(state, 'koban') },
    { id: 'pot', name: msg('edo.board.pot'), items: some([COIN, state.pot]) },
    { id: 'stock', name: msg('edo.board.stock'), items: some([COIN, state.stock]) },
    { id: 'discard', name: msg('edo.board.discard'), items: cardItems(state.discard) },
  ];
  if (state.variant) {
    const unheld = COLOURS.filter((c) => state.privileges[c] === null);
    shared.push({
      id: 'privileges',
      name: msg('edo.board.privileges'),
      items: unheld.map((c) => ({ ...privilegeKind(c), count: 1 })),
    });
  }
  return { places: [...players.flat(), ...shared] };
}

/** Cards turned face up from the deck onto a place: so many face-down cards out, each face in. */
function turned(cards: readonly Card[], to: string): Shift[] {
  const out: Shift[] = [{ item: FACE_DOWN, count: cards.length, from: 'deck', to: null }];
  for (const card of cards) out.push({ item: cardKind(card), count: 1, from: null, to });
  return out;
}

/** The moves the entry itself describes, made by the table as it entered it (ids of `boardOf(before)`). */
export function saidOf(before: EdoState, action: EdoAction): Shift[] {
  switch (action.type) {
    case 'start': {
      // The two cards of the merchant's colour: one kept, the other passed to the left neighbour.
      const colour = before.colours[action.player] as Colour;
      const left = seatAfter(action.player, 1, before.players);
      return [
        { item: startKind(colour), count: 2, from: areaId(action.player), to: null },
        { item: cardKind({ colour, pips: action.keep }), count: 1, from: null, to: areaId(action.player) },
        { item: cardKind({ colour, pips: action.pass }), count: 1, from: null, to: areaId(left) },
      ];
    }
    case 'discards':
      return turned(action.cards, 'discard');
    case 'draw': {
      // The same step puts one stock coin on the pot (its log line says so), while the stock has one.
      const out = [...turned([action.east], 'east'), ...(action.west ? turned([action.west], 'west') : [])];
      if (before.stock > 0) out.push({ item: COIN, count: 1, from: 'stock', to: 'pot' });
      return out;
    }
    case 'declare':
      // The marker goes onto the space of the main board named after the choice (place ids 'east' 'west' 'koban').
      return [{ item: markerKind(action.player), count: 1, from: areaId(action.player), to: action.choice }];
    case 'red': {
      // The 赤 holder takes a card of that kind from the discard pile: the first one, as the rules do.
      const card = before.discard.find((c) => c.colour === action.take);
      if (action.take === null || card === undefined) return [];
      return [{ item: cardKind(card), count: 1, from: 'discard', to: areaId(action.player) }];
    }
    default:
      // A roll or kept dice are read off the dice; objections, bids, 青's lowering and 特注 colours are said
      // aloud (a bid's coins stay behind the screen). What follows from them is the rules' own move.
      return [];
  }
}

/**
 * The coins the rules move when the bids are resolved, one by one as the rulebook moves them (仕入れ): each
 * sole top bid into the stock, then each 小銭稼ぎ taker's coin from the stock (two with 黄, fewer when it ran
 * short: 「ストックから追加のコインを1枚」) and their share of the pot (「小銭置き場に置かれたコインを山分け」;
 * the odd coins stay). Named, because a diff nets the stock's takings against its payments and would send
 * the pot's coins into the stock. Every other entry's coins come from one place only, so the diff says them.
 */
export function ruledOf(_before: EdoState, action: EdoAction, after: EdoState): Shift[] {
  // The bids were resolved when the entry left the bidding steps (as announce.ts reads it).
  if ((action.type !== 'bid' && action.type !== 'blue') || after.phase.startsWith('buy.')) return [];
  const buy = after.lastBuy;
  if (!buy) return [];
  const out: Shift[] = [];
  for (const outcome of [buy.east, buy.west]) {
    if (outcome.kind === 'won' && outcome.price > 0)
      out.push({ item: COIN, count: outcome.price, from: coinsId(outcome.player), to: 'stock' });
  }
  buy.koban.forEach((p, i) => {
    const wage = buy.wage[i] ?? 0;
    if (wage > 0) out.push({ item: COIN, count: wage, from: 'stock', to: coinsId(p) });
    if (buy.share > 0) out.push({ item: COIN, count: buy.share, from: 'pot', to: coinsId(p) });
  });
  return out;
}
