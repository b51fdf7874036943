// The auctions of a round (":進行"): the field card, the once-around bidding, the award and the round end.
import type { RuleViolation } from '../../engine/types';
import { isViolation, violation } from '../../engine/violation';
import { DECK_SIZE, type Icon } from './components';
import { seeFace } from './faces';
import { copy, type High, type State } from './state';

/** The parent turns the next card onto the field: its visible face is entered and the bidding opens. */
export function enterCard(s: State, icon: Icon): State | RuleViolation {
  const seen = seeFace(s.seen, icon);
  if (isViolation(seen)) return seen;
  const next = copy(s);
  next.phase = 'bid';
  next.field = icon;
  next.dealt = s.dealt + 1;
  next.said = 0;
  next.high = null;
  next.seen = seen;
  return next;
}

/**
 * Player p, whose turn it is, names a price (or passes when price is null). The parent speaks first, then
 * each player to the left once (the kernel holds the turn, from the prompt); a price is at most the
 * player's money and higher than the last price named.
 */
export function declare(s: State, p: number, price: number | null): State | RuleViolation {
  let high = s.high;
  if (price !== null) {
    const bad = badPrice(s, p, price);
    if (bad) return bad;
    high = { p, price };
  }
  const said = s.said + 1;
  if (said >= s.n) return close(s, high);
  const next = copy(s);
  next.said = said;
  next.high = high;
  return next;
}

/** Why player p may not name `price` now: more than their money, or not higher than the last price; else null. */
export function badPrice(s: State, p: number, price: number): RuleViolation | null {
  const money = s.money[p] ?? 0;
  if (price > money) return violation('katame.err.overMoney', '001 進行', { p: { p }, price, money });
  const high = s.high;
  if (high && price <= high.price) {
    return violation('katame.err.notHigher', '001 進行', { price, high: high.price, holder: { p: high.p } });
  }
  return null;
}

/**
 * Everyone has spoken: the highest price takes the card and pays the market, and the winner becomes
 * parent; with no price the card is discarded and the parent stays. Then the round may end.
 */
function close(s: State, high: High | null): State {
  const face = s.field ?? 'junk';
  const next = copy(s);
  next.field = null;
  next.said = 0;
  next.high = null;
  next.sale = high;
  /** The winner, when this payment emptied their purse: the round ends. */
  let broke: number | null = null;
  if (high) {
    const { p, price } = high;
    const left = (s.money[p] ?? 0) - price;
    next.money = s.money.slice();
    next.money[p] = left;
    next.paid = s.paid.slice();
    next.paid[p] = (next.paid[p] ?? 0) + price;
    next.won = s.won.slice();
    next.won[p] = [...(next.won[p] ?? []), { face, hidden: null, price }];
    next.parent = p;
    // A payment of 0 moves no money, so it cannot be the one that empties a purse (docs/rulings/katame.md).
    if (price > 0 && left === 0) broke = p;
  } else {
    next.discarded = [...s.discarded, face];
  }
  const { phase, end } = afterCard(s.dealt, broke);
  next.phase = phase;
  next.end = end;
  return next;
}

/** Whether the round goes on after a card: ends when a purse was emptied or the 12th card is gone. */
function afterCard(dealt: number, broke: number | null): Pick<State, 'phase' | 'end'> {
  if (broke !== null) return { phase: 'settlePrice', end: { why: 'broke', p: broke } };
  if (dealt >= DECK_SIZE) return { phase: 'settlePrice', end: { why: 'deck' } };
  return { phase: 'card', end: null };
}
