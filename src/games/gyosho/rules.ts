// apply: the handler for each entry; actor and refuse: whose entry it is, and the game's words for an entry
// the kernel turns away before apply is asked (the wrong step, the wrong player: see prompt.ts).
import type { Refused, RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { Action } from './actions';
import { CARDS_UNDER_END } from './components';
import { finishTurn, ordersLeft } from './flow';
import { applyLoad, applyMove } from './moves';
import { applyPost } from './posts';
import { applyDeck, applyEndCard, applyReshuffle, applyReveal } from './row';
import { applyMap, applySpecial, applyStart, applyWagon } from './setup';
import { applyShip, applyShipSpecial } from './ship';
import { type State, withState } from './state';

/** How many title cards the variant lays out (■称号カード: two, chosen at random). */
export const TITLE_CARDS = 2;

const FLOW = '002 ゲームの流れ';
const ORDERS = '002 注文カードの準備';

/** The seat an entry is made for: the player who moves, for the entries that carry `p` (turn, post, start). */
export function actor(a: Action): number | undefined {
  return 'p' in a ? a.p : undefined;
}

/**
 * The game's words for an entry the kernel refuses before apply: a seat the table does not have, a further
 * action of the player whose turn just ended (the "fourth action"), another player's move, or the step the
 * table is at, naming what the order cards allow where that is why (a reshuffle due, the deck, the end card).
 */
export function refuse(s: State, a: Action, why: Refused): RuleViolation {
  const p = actor(a);
  if (p !== undefined && p >= s.n) return violation('gyosho.err.badSeat', FLOW, { seat: p });
  const last = s.lastTurn;
  // During the refill, or once the next player is on: the entry is the finished player's, not a misread step.
  if (last !== null && p === last.p && (s.phase === 'refill' || (s.phase === 'turn' && p !== s.current))) {
    return violation('gyosho.err.turnOver', FLOW, { p: { p }, used: last.used, limit: last.limit });
  }
  if (why === 'actor' && p !== undefined)
    return violation('gyosho.err.notYourTurn', FLOW, { p: { p }, current: { p: s.current } });
  if (s.phase === 'setup.reshuffle') return violation('gyosho.err.mustReshuffle', ORDERS);
  if (a.type === 'endCard' && s.endCardOut) return violation('gyosho.err.endCardTwice', ORDERS);
  if (a.type === 'endCard' && s.phase === 'refill') {
    return violation('gyosho.err.endTooEarly', ORDERS, { n: ordersLeft(s), under: CARDS_UNDER_END });
  }
  if (a.type === 'reveal' && (s.phase === 'refill' || s.phase === 'setup.orders'))
    return violation('gyosho.err.deckEmpty', '002 注文カードの補充');
  return violation('gyosho.err.notNow', 'RULINGS 002 進行の順序', {
    phase: { key: `gyosho.phase.${s.phase}` },
  });
}

/** One title card's points per player (variant); the game is over after the last title. */
function applyTitle(s: State, a: Extract<Action, { type: 'title' }>): State | RuleViolation {
  if (a.points.length !== s.n) {
    return violation('gyosho.err.titleCount', '002 称号カード', { n: s.n, got: a.points.length });
  }
  const titles = [...s.titles, a.points];
  return withState(s, { titles, phase: titles.length >= TITLE_CARDS ? 'over' : 'titles' });
}

/** True once the game has ended: the kernel then refuses every entry (`kernel.gameOver`). */
export const isOver = (s: State): boolean => s.phase === 'over';

/**
 * Applies one entry the kernel let through (the step takes its type, it is its player's move, the game is
 * not over), or refuses it for what only the entry itself can break; the state passed in is never changed.
 */
export function apply(s: State, a: Action): State | RuleViolation {
  switch (a.type) {
    case 'map':
      return applyMap(s, a);
    case 'wagon':
      return applyWagon(s, a);
    case 'reveal':
      return applyReveal(s, a);
    case 'reshuffle':
      return applyReshuffle(s);
    case 'endCard':
      return applyEndCard(s);
    case 'deck':
      return applyDeck(s, a);
    case 'special':
      return applySpecial(s, a);
    case 'start':
      return applyStart(s, a);
    case 'move':
      return applyMove(s, a);
    case 'load':
      return applyLoad(s, a);
    case 'ship':
      return applyShip(s, a);
    case 'shipSpecial':
      return applyShipSpecial(s, a);
    case 'post':
      return applyPost(s, a);
    case 'endTurn':
      return finishTurn(s);
    case 'title':
      return applyTitle(s, a);
  }
}
