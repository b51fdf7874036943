// ② 仕入れ entries: the cards turned to East and West, the declared markers, the revealed bids, 青's lowering.
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import { checkEntering } from './cards';
import { holder } from './privileges';
import { resolvePurchase } from './resolve';
import { coinsFact } from './secrets';
import { RULE } from './sections';
import {
  type Bid,
  type Card,
  type Choice,
  choiceOf,
  copyState,
  type EdoState,
  type SiteId,
  setAt,
  withState,
} from './state';

const SECTION = RULE.buy;

/** The cards lying on a site. */
export function siteCards(state: EdoState, site: SiteId): readonly Card[] {
  return site === 'east' ? state.east : state.west;
}

/** The player whose marker comes next (turn order from the active player), or null when all are placed. */
export function nextDeclarer(state: EdoState): number | null {
  for (let k = 0; k < state.players; k++) {
    const p = (state.active + k) % state.players;
    if (state.markers[p] === null) return p;
  }
  return null;
}

/**
 * Players whose revealed bid is still to be entered, in turn order from the active player: the screens come
 * off together, and the table reads the bids round as it declared (「手番プレイヤーから時計回りの順に」).
 */
export function pendingBidders(state: EdoState): number[] {
  const out: number[] = [];
  for (let k = 0; k < state.players; k++) {
    const p = (state.active + k) % state.players;
    if (state.bids[p] === null) out.push(p);
  }
  return out;
}

/** The 青 holder when they may lower their bid now (variant on, their bid positive), else null. */
export function blueChooser(state: EdoState): number | null {
  const blue = holder(state, 'blue');
  if (blue === null) return null;
  const bid = state.bids[blue];
  return bid && bid.east + bid.west > 0 ? blue : null;
}

/** The active player turns a card to East and one to West (only East when one card is left); the pot gets a coin. */
export function applyDraw(state: EdoState, a: { east: Card; west: Card | null }): EdoState | RuleViolation {
  // The draw step never comes with the deck empty (the turn that empties it ends the game); one card left
  // goes to East alone.
  if (state.deck === 1 && a.west !== null) return violation('edo.err.deckEmpty', RULE.deckEnd);
  if (state.deck >= 2 && a.west === null) return violation('edo.err.needWest', SECTION, { deck: state.deck });
  const entering = a.west === null ? [a.east] : [a.east, a.west];
  const bad = checkEntering(state, entering, SECTION);
  if (bad) return bad;
  const potCoin = state.stock > 0 ? 1 : 0;
  const notes = potCoin
    ? state.notes
    : [...state.notes, { key: 'edo.note.potShort', params: { turn: state.turn } }];
  const none = state.markers.map(() => null);
  const d = copyState(state);
  d.deck = state.deck - entering.length;
  d.east = [...state.east, a.east];
  d.west = a.west === null ? state.west : [...state.west, a.west];
  d.stock = state.stock - potCoin;
  d.pot = state.pot + potCoin;
  d.notes = notes;
  d.markers = none;
  d.bids = none;
  d.phase = 'buy.declare';
  return d;
}

/**
 * A decision marker, placed in turn order from the active player (the kernel lets only that seat, the
 * prompt's actor, place it); a site with no cards cannot be chosen.
 */
export function applyDeclare(
  state: EdoState,
  a: { player: number; choice: Choice },
): EdoState | RuleViolation {
  if (a.choice !== 'koban' && siteCards(state, a.choice).length === 0) {
    return violation('edo.err.emptySite', RULE.emptySite, { site: { key: `edo.site.${a.choice}` } });
  }
  const markers = setAt(state.markers, a.player, a.choice);
  const d = copyState(state);
  d.markers = markers;
  d.phase = markers.includes(null) ? 'buy.declare' : 'buy.bid';
  return d;
}

/**
 * A revealed bid, from a merchant whose bid is not in yet (the kernel lets no other seat bid). When the last
 * one is in, the 青 holder may lower theirs, or the bids are resolved.
 */
export function applyBid(
  state: EdoState,
  a: { player: number; east: number; west: number },
): EdoState | RuleViolation {
  const p = a.player;
  const amount = Math.min(a.east, a.west) < 0 ? Math.min(a.east, a.west) : null;
  if (amount !== null) return violation('edo.err.amount', SECTION, { value: amount });
  if (a.east > 0 && a.west > 0) return violation('edo.err.bothSites', RULE.bids, { p: { p } });
  const bid: Bid = { east: a.east, west: a.west };
  const choice = choiceOf(bid);
  const coins = state.coins[p] ?? 0;
  if (bid.east + bid.west > coins) {
    // The message names the amount refused, never the coins the player holds: those are hidden (issue 13);
    // the count goes with the refusal as a secret, for its owner to press and hold.
    const refused = violation('edo.err.overCoins', RULE.bids, { p: { p }, n: bid.east + bid.west });
    return { ...refused, secret: coinsFact(p, coins) };
  }
  if (choice !== 'koban' && siteCards(state, choice).length === 0) {
    return violation('edo.err.emptySite', RULE.emptySite, { site: { key: `edo.site.${choice}` } });
  }
  const next = copyState(state);
  next.bids = setAt(state.bids, p, bid);
  if (next.bids.includes(null)) return next;
  if (blueChooser(next) === null) return resolvePurchase(next);
  next.phase = 'buy.blue';
  return next;
}

/**
 * The 青 holder (the only seat the kernel lets enter it) lowers their bid by 1 (a bid of 1 becomes 小銭稼ぎ)
 * or keeps it; then the bids are resolved.
 */
export function applyBlue(state: EdoState, a: { player: number; lower: boolean }): EdoState | RuleViolation {
  const blue = a.player;
  if (!a.lower) return resolvePurchase(state);
  const bid = state.bids[blue] as Bid;
  const lowered: Bid = bid.east > 0 ? { east: bid.east - 1, west: 0 } : { east: 0, west: bid.west - 1 };
  return resolvePurchase(withState(state, { bids: setAt(state.bids, blue, lowered) }));
}
