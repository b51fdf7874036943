// What the rules do by themselves on an entry, said as what the table must now do with cards and coins:
// a round that ends (the deck is empty, or a purse is), and the settlement the market pays out.
import type { Msg } from '../../engine/types';
import type { Action } from './actions';
import { DECK_SIZE, iconName } from './components';
import type { State } from './state';

/** A list of messages as one message: "a, b, c" (each language joins them its own way). */
function list(items: readonly Msg[]): Msg {
  return items.reduce((a, b) => ({ key: 'katame.ann.list', params: { a, b } }));
}

/** The auction that closed the round: who pays what for which card (or the discard). */
function award(before: State, after: State): Msg {
  const face = iconName(before.field ?? 'junk');
  if (after.discarded.length > before.discarded.length)
    return { key: 'katame.ann.discarded', params: { face } };
  const p = after.parent;
  const price = (before.money[p] ?? 0) - (after.money[p] ?? 0);
  return { key: 'katame.ann.won', params: { p: { p }, price, face } };
}

/** The messages of a round that has just ended by an auction (before the settlement is entered). */
function roundEnd(before: State, after: State): Msg[] {
  const out: Msg[] = [award(before, after)];
  const round = after.round;
  if (after.end?.why === 'broke') {
    out.push({ key: 'katame.ann.endBroke', params: { p: { p: after.end.p }, round } });
    const left = DECK_SIZE - after.dealt;
    // The cards still in the deck are simply not auctioned this round (":進行": the round ends at once).
    if (left > 0) out.push({ key: 'katame.ann.unsold', params: { n: left } });
  } else {
    out.push({ key: 'katame.ann.endDeck', params: { round } });
  }
  return out;
}

/** The messages of a settlement just paid: what the market pays each player, and how the next round starts. */
function payout(after: State): Msg[] {
  const r = after.history.at(-1);
  if (!r) return [];
  const payees = r.settlements.map(
    (s, p): Msg => ({ key: 'katame.ann.payee', params: { p: { p }, n: s.total } }),
  );
  const out: Msg[] = [{ key: 'katame.ann.paid', params: { round: r.round, list: list(payees) } }];
  if (after.phase === 'over') out.push({ key: 'katame.ann.over' });
  else out.push({ key: 'katame.ann.nextRound', params: { round: after.round, p: { p: after.parent } } });
  return out;
}

/**
 * What the rules did by themselves on this entry: the end of a round (with the award of the auction
 * that ended it, since the next screen is the settlement), and the market's payout of a settlement.
 * An ordinary auction's award is not announced: the next card's screen says it (one tap less per card).
 */
export function announce(before: State, after: State, _action: Action): Msg[] {
  if (after.history.length > before.history.length) return payout(after);
  if (before.phase === 'bid' && after.phase === 'settlePrice') return roundEnd(before, after);
  return [];
}
