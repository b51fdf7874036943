// apply: routes each entry to the rule that handles it; every rule refuses with a reason and never mutates.
// The kernel has already refused what the step does not take and a declaration out of turn (prompt.ts says
// what each step takes); `refuse` gives those refusals the game's words and rule.
import type { Refused, RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { Action } from './actions';
import { badPrice, declare, enterCard } from './auction';
import { PHASE_TITLE } from './prompt';
import { enterPriceFace } from './round';
import { enterCardHidden, enterPriceHidden } from './settlement';
import { currentBidder, type Phase, type State } from './state';

/** True once the game has ended: the kernel then refuses every entry (`kernel.gameOver`). */
export const isOver = (s: State): boolean => s.phase === 'over';

/** Applies one entry the step takes: the new state, or the reason it is refused (the state is then unchanged). */
export function apply(s: State, a: Action): State | RuleViolation {
  switch (a.type) {
    case 'price':
      return enterPriceFace(s, a.icon);
    case 'card':
      return enterCard(s, a.icon);
    case 'bid':
      return declare(s, a.p, a.price);
    case 'pass':
      return declare(s, a.p, null);
    case 'priceHidden':
      return enterPriceHidden(s, a.icon);
    case 'cardHidden':
      return enterCardHidden(s, a.icon);
  }
}

/** The seat an entry is made for: a declaration's player; the table's entries (faces) name nobody. */
export function actor(a: Action): number | undefined {
  return a.type === 'bid' || a.type === 'pass' ? a.p : undefined;
}

/** The rulebook section of each step: the price card is set aside in ":準備", the auctions are ":進行". */
const STEP_SECTION: Record<Phase, string> = {
  price: '001 準備',
  card: '001 進行',
  bid: '001 進行',
  settlePrice: '001 決算',
  settleCard: '001 決算',
  // ":進行": 合計3ラウンドを行い.
  over: '001 進行',
};

/**
 * The game's words for the kernel's refusals: an entry the step does not take names the step the table is
 * at; a declaration out of turn says why that player may not speak now (":進行": the parent first, then
 * each player to the left, once); a bid from a bidder who can only pass says why the price cannot stand.
 */
export function refuse(s: State, a: Action, why: Refused): RuleViolation {
  if (s.phase === 'bid' && (a.type === 'bid' || a.type === 'pass')) {
    // Out of turn, whichever check the kernel made first (a bid is not taken at all when only a pass is).
    if (why === 'actor' || a.p !== currentBidder(s)) return notYourTurn(s, a.p);
    // A bid when the prompt takes only a pass (no price tops the last within the bidder's money): the
    // table may type one anyway, and is told which limit it breaks, as for any other price.
    if (a.type === 'bid') {
      const bad = badPrice(s, a.p, a.price);
      if (bad) return bad;
    }
  }
  return violation('katame.err.notNow', STEP_SECTION[s.phase], { step: { key: PHASE_TITLE[s.phase] } });
}

/** Why player p may not declare now: no such seat, already declared in this auction, or not yet. */
function notYourTurn(s: State, p: number): RuleViolation {
  if (p >= s.n) return violation('katame.err.noSuchPlayer', '001 進行', { seat: p + 1 });
  // Seats speak in order from the parent: the first `said` of them have declared.
  if ((p - s.parent + s.n) % s.n < s.said) {
    return violation('katame.err.alreadyDeclared', '001 進行', { p: { p } });
  }
  return violation('katame.err.notYourTurn', '001 進行', { p: { p: currentBidder(s) }, who: { p } });
}
