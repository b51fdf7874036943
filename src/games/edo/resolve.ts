// Resolving one 仕入れ (RULINGS 000 order): East, West (privileges re-checked after each award), 小銭稼ぎ,
// the 不義理 flips; then the game ends if the deck is empty, or the next merchant not showing 不義理 is active.
// Written with local copies and a single new state at the end: this runs once a turn in every replay.
import type { Msg } from '../../engine/types';
import { payFromStock } from './coins';
import { KOBAN_WAGE, YELLOW_EXTRA } from './components';
import { enterEnd } from './end';
import { privilegesOf } from './privileges';
import {
  type Bid,
  type BuyResult,
  type Card,
  choiceOf,
  copyState,
  type EdoState,
  type Privileges,
  type SiteId,
  type SiteOutcome,
  seatAfter,
} from './state';

/** The table as a resolution changes it, before it becomes the next state. */
interface Desk {
  hands: readonly (readonly Card[])[];
  coins: number[];
  stock: number;
  discard: readonly Card[];
  privileges: Privileges;
}

/** One site: a sole top bid pays the stock and takes every card there; a tie leaves them; no bid discards them. */
export function resolveSite(
  desk: Desk,
  bids: readonly Bid[],
  site: SiteId,
  cards: readonly Card[],
  variant: boolean,
): { desk: Desk; outcome: SiteOutcome; left: readonly Card[] } {
  if (cards.length === 0) return { desk, outcome: { kind: 'empty' }, left: cards };
  let top = 0;
  for (const b of bids) if (b[site] > top) top = b[site];
  if (top === 0) {
    const { hands, coins, stock, privileges } = desk;
    return {
      desk: { hands, coins, stock, discard: desk.discard.concat(cards), privileges },
      outcome: { kind: 'discarded', cards: cards.length },
      left: [],
    };
  }
  const tops: number[] = [];
  for (let p = 0; p < bids.length; p++) if ((bids[p] as Bid)[site] === top) tops.push(p);
  const winner = tops[0];
  if (tops.length > 1 || winner === undefined)
    return { desk, outcome: { kind: 'tie', top, players: tops }, left: cards };
  const hands = desk.hands.slice();
  hands[winner] = (hands[winner] ?? []).concat(cards);
  const coins = desk.coins.slice();
  coins[winner] = (coins[winner] ?? 0) - top;
  return {
    desk: {
      hands,
      coins,
      stock: desk.stock + top,
      discard: desk.discard,
      // 御用商人 is checked after every award; without the variant nobody ever holds a privilege.
      privileges: variant ? privilegesOf(hands) : desk.privileges,
    },
    outcome: { kind: 'won', player: winner, price: top, cards: cards.length },
    left: [],
  };
}

/** The next active player: the first seat clockwise not showing 不義理 (possibly the same player again). */
export function nextActive(state: EdoState): number {
  for (let k = 1; k <= state.players; k++) {
    const p = seatAfter(state.active, k, state.players);
    if (!state.dishonour[p]) return p;
  }
  return state.active;
}

/** Resolves the revealed bids of this 仕入れ and moves on to the next turn or to the end. */
export function resolvePurchase(state: EdoState): EdoState {
  const bids = state.bids.map((b) => b ?? { east: 0, west: 0 });
  const start: Desk = {
    hands: state.hands,
    coins: state.coins.slice(),
    stock: state.stock,
    discard: state.discard,
    privileges: state.privileges,
  };
  const east = resolveSite(start, bids, 'east', state.east, state.variant);
  const west = resolveSite(east.desk, bids, 'west', state.west, state.variant);
  const desk = west.desk;

  // 小銭稼ぎ: 1 stock coin each (+1 for the 黄 holder as of now), then the pot split evenly; the rest stays.
  const takers: number[] = [];
  const flipped: number[] = [];
  for (let p = 0; p < bids.length; p++) {
    const choice = choiceOf(bids[p] as Bid);
    if (choice === 'koban') takers.push(p);
    if (choice !== state.markers[p]) flipped.push(p);
  }
  let coins = desk.coins;
  let stock = desk.stock;
  let pot = state.pot;
  let share = 0;
  let wage: number[] = [];
  let notes: readonly Msg[] = state.notes;
  if (takers.length > 0) {
    const yellow = state.variant ? desk.privileges.yellow : null;
    const owed = coins.map(() => 0);
    for (const p of takers) owed[p] = KOBAN_WAGE + (p === yellow ? YELLOW_EXTRA : 0);
    const paid = payFromStock(
      { coins, stock, active: state.active, players: state.players, turn: state.turn },
      owed,
      'edo.reason.koban',
    );
    wage = takers.map((p) => paid.paid[p] ?? 0);
    share = Math.floor(pot / takers.length);
    coins = paid.coins;
    for (const p of takers) coins[p] = (coins[p] ?? 0) + share;
    stock = paid.stock;
    pot -= share * takers.length;
    if (paid.notes.length) notes = [...notes, ...paid.notes];
  }

  // 不義理: everyone who acted against their marker; all at once means all turn back at once.
  const reset = flipped.length === state.players;
  const dishonour = state.dishonour.map((d, p) => !reset && (d || flipped.includes(p)));
  if (reset) notes = [...notes, { key: 'edo.note.allReset', params: { turn: state.turn } }];

  const lastBuy: BuyResult = {
    east: east.outcome,
    west: west.outcome,
    koban: takers,
    wage,
    share,
    flipped,
    reset,
  };
  const done = copyState(state);
  done.hands = desk.hands;
  done.coins = coins;
  done.stock = stock;
  done.pot = pot;
  done.discard = desk.discard;
  done.privileges = desk.privileges;
  done.east = east.left;
  done.west = west.left;
  done.bids = bids;
  // The table takes its decision markers back once the bids are resolved: none lies on the board next turn.
  done.markers = state.markers.map(() => null);
  done.dishonour = dishonour;
  done.notes = notes;
  done.lastBuy = lastBuy;
  if (done.deck === 0) return enterEnd(done);
  done.active = nextActive(done);
  done.turn = state.turn + 1;
  done.phase = 'dice.roll';
  done.attempt = 1;
  done.roll = null;
  done.kept = null;
  done.lastIncome = null;
  return done;
}
