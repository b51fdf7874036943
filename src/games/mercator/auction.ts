// The auction of a lot (カードの競り, 公開競り) and what follows it (船の積載量, 競りの終了).
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { Action } from './actions';
import { moneyFact } from './messages';
import {
  bidsMissing,
  canBid,
  copy,
  deckLeft,
  freeHold,
  isFull,
  lotLimit,
  openShips,
  type State,
  valueSum,
} from './state';

type BidAction = Extract<Action, { type: 'bid' }>;
type SoldAction = Extract<Action, { type: 'sold' }>;

/**
 * Why a seat may not take the lot on offer: no such seat, a full ship, too little room; null when it may.
 * For a sealed bid the kernel has refused such a seat already (the prompt names only the seats still to bid)
 * and refuse() words it with this; an open sale's buyer names no mover, so sold() asks it here.
 */
export function refuseBuyer(s: State, p: number, section: string): RuleViolation | null {
  if (p < 0 || p >= s.players) return violation('mercator.err.seat', section, { seat: p });
  if (isFull(s, p)) return violation('mercator.err.shipFull', '003 船の積載量', { p: { p } });
  if (!canBid(s, p)) {
    return violation('mercator.err.noRoom', '003 船の積載量', {
      p: { p },
      lot: s.lot.length,
      free: freeHold(s, p),
    });
  }
  return null;
}

/** Checks that a bidder may pay this amount (0 or more, no more than their money); null when they may. */
function refuseAmount(s: State, p: number, amount: number, section: string): RuleViolation | null {
  if (amount < 0) return violation('mercator.err.negative', section, { p: { p }, amount });
  // The sentence names the amount refused, never the money: that is hidden at the table (issue 13). The
  // money goes with the refusal as a secret, for its owner to press and hold.
  const money = s.money[p] ?? 0;
  if (amount > money) {
    return {
      ...violation('mercator.err.overMoney', section, { p: { p }, amount }),
      secret: moneyFact(p, money),
    };
  }
  return null;
}

/** Who wins a set of sealed bids: the highest, ties to the first from the active player's left; null if all 0. */
export function winnerOf(
  bids: readonly (number | null)[],
  active: number,
): { winner: number; price: number } | null {
  let best: { winner: number; price: number } | null = null;
  for (let i = 1; i <= bids.length; i++) {
    const p = (active + i) % bids.length;
    const bid = bids[p];
    // Strictly greater: an equal later bid loses, and the active player comes last of all.
    if (bid != null && bid > 0 && (best === null || bid > best.price)) best = { winner: p, price: bid };
  }
  return best;
}

/**
 * After an auction: the auctions end on an empty deck; with one ship left open its owner fills it free;
 * otherwise the next player clockwise whose ship is not full turns the next lot.
 */
export function afterAuction(s: State): State {
  const base = copy(s);
  base.lot = [];
  base.bids = s.bids.map(() => null);
  if (deckLeft(base) === 0) {
    base.phase = 'over';
    base.end = 'deck';
    return base;
  }
  const open = openShips(base);
  if (open.length <= 1) {
    const last = open[0];
    // Unreachable in play (one ship fills at a time), kept so the state is never stuck.
    if (last === undefined) {
      base.phase = 'over';
      base.end = 'fill';
    } else {
      base.phase = 'fill';
      base.active = last;
    }
    return base;
  }
  let next = s.active;
  do next = (next + 1) % s.players;
  while (isFull(base, next));
  base.phase = 'lot';
  base.active = next;
  base.turn = s.turn + 1;
  base.limit = lotLimit(base);
  return base;
}

/** The winner pays the bank and loads the lot; the pawn advances by the card values. */
function sell(s: State, winner: number, price: number, bids: State['bids'] | null): State {
  const lot = s.lot;
  const result = { turn: s.turn, active: s.active, cards: lot, winner, price, bids };
  const next = copy(s);
  next.money = s.money.map((m, p) => (p === winner ? m - price : m));
  next.bank = s.bank + price;
  next.ships = s.ships.map((ship, p) => (p === winner ? [...ship, ...lot] : ship));
  next.cargo = s.cargo.map((c, p) => (p === winner ? c + valueSum(lot) : c));
  next.last = result;
  return afterAuction(next);
}

/** Nobody bid: the lot is turned face down and leaves the game. */
function discard(s: State, bids: State['bids'] | null): State {
  const result = { turn: s.turn, active: s.active, cards: s.lot, winner: null, price: 0, bids };
  const next = copy(s);
  next.discarded = [...s.discarded, ...s.lot];
  next.last = result;
  return afterAuction(next);
}

/** One sealed bid from a seat still to bid (the kernel asks no other); the last one in settles the lot. */
export function bid(s: State, a: BidAction): State | RuleViolation {
  const refused = refuseAmount(s, a.player, a.amount, '003 カードの競り');
  if (refused) return refused;
  const bids = s.bids.map((b, p) => (p === a.player ? a.amount : b));
  const next = copy(s);
  next.bids = bids;
  if (bidsMissing(next)) return next;
  const won = winnerOf(bids, s.active);
  return won ? sell(next, won.winner, won.price, bids) : discard(next, bids);
}

/** Open auction: the table names the winner and the price (at least 1: a lot nobody pays for is unsold). */
export function sold(s: State, a: SoldAction): State | RuleViolation {
  const refused =
    refuseBuyer(s, a.player, '003 公開競り') ?? refuseAmount(s, a.player, a.price, '003 公開競り');
  if (refused) return refused;
  if (a.price < 1)
    return violation('mercator.err.zeroPrice', 'RULINGS 003 公開競りの値段', { p: { p: a.player } });
  return sell(s, a.player, a.price, null);
}

/** Open auction: nobody called a price. */
export function unsold(s: State): State {
  return discard(s, null);
}
