// apply: the rule that handles each entry; actor and refuse: whose entry it is, and the game's own words for
// what the kernel refuses before apply is asked (the step, whose move).
import type { Refused, RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { Action } from './actions';
import { bid, refuseBuyer, sold, unsold } from './auction';
import { close, drawFree, lotFull, turnCard } from './lot';
import { cardsMsg } from './messages';
import { pendingBidders, type State } from './state';

/** True once the game has ended: the kernel then refuses every entry (`kernel.gameOver`). */
export const isOver = (s: State): boolean => s.phase === 'over';

/**
 * Applies one entry the kernel let through (the step takes its type; a sealed bid's bidder is still to bid):
 * a new state, or what the rules refuse in it (a card already out, a bid over the money), the state untouched.
 */
export function apply(s: State, a: Action): State | RuleViolation {
  switch (a.type) {
    case 'turn':
      return turnCard(s, a);
    case 'close':
      return close(s);
    case 'bid':
      return bid(s, a);
    case 'sold':
      return sold(s, a);
    case 'unsold':
      return unsold(s);
    case 'draw':
      return drawFree(s, a);
  }
}

/**
 * The seat an entry is made for: a sealed bid's bidder, each read from their own fist. The other entries
 * name no mover: the active player turns, closes and draws (the prompt names them), and an open sale's
 * buyer is what the table called out, entered by whoever holds the phone, not a player's own move.
 */
export function actor(a: Action): number | undefined {
  return a.type === 'bid' ? a.player : undefined;
}

/**
 * The game's words for an entry the kernel refuses: for the wrong step, the reason the table will recognise
 * (the lot's sealed bids not all in, the lot full or already at auction, an empty lot cannot go to auction),
 * else the step and the entry;
 * for a bid from a seat not asked, why that seat is not asked. Never a bid or money: they are in the fists.
 */
export function refuse(s: State, a: Action, why: Refused): RuleViolation {
  if (why === 'actor' && a.type === 'bid') return refuseBidder(s, a.player);
  if (bidding(s) && (a.type === 'turn' || a.type === 'close' || a.type === 'draw')) return bidsOpen(s);
  if (a.type === 'turn' && s.lot.length >= s.limit) return lotFull(s);
  if (a.type === 'turn' && (s.phase === 'bid' || s.phase === 'sale')) {
    return violation('mercator.err.lotClosed', '003 ゲームの流れ');
  }
  if (a.type === 'close' && s.phase === 'lot' && s.lot.length === 0) {
    return violation('mercator.err.emptyLot', '003 ゲームの流れ');
  }
  return violation('mercator.err.notNow', '003 ゲームの流れ', {
    action: { key: `mercator.action.${a.type}` },
    phase: { key: `mercator.phase.${s.phase}` },
  });
}

/**
 * True once a sealed bid of the lot is in and others are missing. An entry of the lot step then is not one
 * card too many for the lot (that is said before any bid, by the limit): it is an entry a correction left
 * after a lot that now waits for a bid.
 */
function bidding(s: State): boolean {
  return s.phase === 'bid' && s.bids.some((b) => b !== null);
}

/** A card, a close or a free card while sealed bids are missing: the lot and the first bidder still to bid, never a bid or money. */
function bidsOpen(s: State): RuleViolation {
  const pending = pendingBidders(s);
  return violation('mercator.err.bidsOpen', '003 カードの競り', {
    lot: cardsMsg(s.lot),
    p: { p: pending[0] ?? s.active },
    left: pending.length,
  });
}

/**
 * Why a seat's sealed bid is not asked for: no such seat, a ship without room for the lot, or a bid already
 * in (which names the bidder only; the amount stays in the fist).
 */
function refuseBidder(s: State, p: number): RuleViolation {
  return (
    refuseBuyer(s, p, '003 カードの競り') ??
    violation('mercator.err.alreadyBid', '003 カードの競り', { p: { p } })
  );
}
