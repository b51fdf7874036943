// The board of スーパーマーケット (issue 31): where every component the table keeps lies, as a pure function of
// the state, written from the rulebook's components list (seed 004_7656d64e2a29127d.txt; components.ts):
//  - 36 cards, 「スートは4種類…数字は各1-9まで、合計36枚」, dealt out: 「裏向きでシャッフルして全員に配り切ります」.
//    A hand is a count of anonymous cards (hands are hidden; how many each holds is plain to see).
//  - the trick being played lies face up in the middle (「1枚表向きに場に出します」), as the pile it becomes: the
//    trick taken is then one move of one item, from the middle to its taker (or to the deck at a round's end).
//    It is named face up with its size, not its cards: the diff names a pile that leaves the board by the
//    board before the entry (applyShifts keeps an item's name), which would miss the card that completed it.
//  - a taken trick lies face down in front of its taker (「手札と別に手もとに裏向きに置きます」) until the round's
//    end: one pile per trick, named by its number and size, never by its cards (secrets.ts).
//  - the board's four shelves and 「◇トークン4つをボード脇に置きます」: a shelf's ◇ lies on the capacity's number
//    (「うなぎの3に◇トークンがおかれます」), public; at a round's end it goes back beside the board.
//  - points, 「箱に余っている◇トークンや木のブロックを1つ1点として使用」: tokens from the box in front of each player.
// At a round's end (not the match's) the state is already the next round: the tricks go back to the deck and
// the hands are dealt again (「カードもすべて回収しまた全員に裏向きで配り切ります」), said by the board itself. At
// the match's end the last round's tricks stay in front of their takers, turned up, and the ◇ stay on the
// shelves they were scored by.
import type { Board, Item, Place, Shift } from '../../engine/board';
import type { Msg } from '../../engine/types';
import type { Action } from './actions';
import { SUITS, type Suit } from './components';
import { suitMsg } from './msgs';
import { currentRound } from './rules';
import type { RoundState, State } from './state';
import { seatAt } from './trick';

/** Diamond markers in the box (「◇トークン4つ」). */
export const MARKERS = 4;

const DECK: Msg = { key: 'supermarket.board.deck' };
const BOX: Msg = { key: 'supermarket.board.box' };
const SIDE: Msg = { key: 'supermarket.board.side' };

/** The place ids: each player's hand and what lies in front of them, the middle, a shelf number, the side. */
export const handId = (p: number): string => `hand:${p}`;
export const frontId = (p: number): string => `front:${p}`;
export const TABLE = 'table';
export const SIDE_ID = 'side';
export const shelfId = (suit: number, cap: number): string => `shelf:${SUITS[suit]}:${cap}`;

/** The id of trick `trick` (1-based) of round `round` (0-based): one pile from the middle to its taker. */
export const trickId = (round: number, trick: number): string => `trick:r${round + 1}:t${trick}`;

// Only its holder plays a card of a hand: a change to the past never hands one across (hands are private).
const handCard: Omit<Item, 'count'> = {
  id: 'card:hand',
  name: { key: 'supermarket.board.hand' },
  pool: DECK,
  keptByOwner: true,
};

// The four ◇ tokens are alike: one kind, so a corrected capacity is one token moved along its shelf.
const marker: Omit<Item, 'count'> = {
  id: 'marker:diamond',
  name: { key: 'supermarket.board.marker' },
  pool: SIDE,
};

/** The trick being played, face up in the middle: the pile its taker will turn face down. */
function playing(round: RoundState): Omit<Item, 'count'> {
  const trick = round.tricks.length + 1;
  return {
    id: trickId(round.index, trick),
    name: { key: 'supermarket.board.trickUp', params: { trick } },
    pool: DECK,
    // Its cards come out of the players' hands.
    takenFrom: handCard.id,
  };
}

/** Cards still in a player's hand: the hand size less the tricks completed and a card in the trick being played. */
function handCount(state: State, round: RoundState, p: number): number {
  if (state.over) return 0;
  let inPlay = 0;
  for (let i = 0; i < round.current.length; i++) if (seatAt(round.leader, i, state.players) === p) inPlay = 1;
  return state.tricksPerRound - round.tricks.length - inPlay;
}

/** Point tokens in front of each player: every scored round's points (the state between rounds is the next round). */
function pointsOf(state: State, p: number): number {
  let sum = 0;
  for (const round of state.rounds) sum += round.result?.points[p] ?? 0;
  return sum;
}

/** Every place of the table in reading order: per seat its hand and its front, then the middle, shelves, side. */
export function boardOf(state: State): Board {
  const round = currentRound(state);
  const places: Place[] = [];
  // While the round is played its tricks lie face down; once the match is over they are turned up.
  const trickKey = state.over ? 'supermarket.board.trickUp' : 'supermarket.board.trickDown';
  for (let p = 0; p < state.players; p++) {
    const player = { p };
    places.push({
      id: handId(p),
      name: { key: 'supermarket.board.handOf', params: { p: player } },
      owner: p,
      items: [{ ...handCard, count: handCount(state, round, p) }],
    });
    const items: Item[] = [];
    round.tricks.forEach((trick, i) => {
      if (trick.winner !== p) return;
      items.push({
        id: trickId(round.index, i + 1),
        name: { key: trickKey, params: { trick: i + 1 } },
        pool: DECK,
        count: trick.cards.length,
      });
    });
    items.push({
      id: 'point',
      name: { key: 'supermarket.board.point' },
      pool: BOX,
      count: pointsOf(state, p),
    });
    places.push({
      id: frontId(p),
      name: { key: 'supermarket.board.front', params: { p: player } },
      owner: p,
      items,
    });
  }
  const middle: Item[] = [];
  if (round.current.length > 0) middle.push({ ...playing(round), count: round.current.length });
  places.push({ id: TABLE, name: { key: 'supermarket.board.table' }, items: middle });
  let set = 0;
  round.capacity.forEach((cap, s) => {
    if (cap === null) return;
    set++;
    places.push({
      id: shelfId(s, cap),
      name: { key: 'supermarket.board.shelf', params: { suit: suitMsg(SUITS[s] as Suit), cap } },
      items: [{ ...marker, count: 1 }],
    });
  });
  places.push({ id: SIDE_ID, name: SIDE, items: [{ ...marker, count: MARKERS - set }] });
  return { places };
}

/**
 * What a card entry says the table did: the player put one card from their hand face up into the trick in
 * the middle. Everything after (the marker set, the trick taken, the round's end and deal) is the rules'.
 */
export function saidOf(before: State, action: Action): Shift[] {
  // Keeping a revoke flag is a decision about the record: no component moves.
  if (action.type === 'keep' || before.over) return [];
  const round = currentRound(before);
  const player = seatAt(round.leader, round.current.length, before.players);
  return [
    { item: handCard, count: 1, from: handId(player), to: null },
    { item: playing(round), count: 1, from: null, to: TABLE },
  ];
}
