// The settlement at a round's end (":決算"): hidden faces entered one card at a time, then the market pays.
import type { RuleViolation } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import { addIcon, type Icon, type IconCounts, NO_ICONS, ROUNDS } from './components';
import { seeFace } from './faces';
import { settle } from './settle';
import { copy, roundFields, type State, type WonCard } from './state';

/** The order hidden faces are entered: players from the parent clockwise, each one's cards in the order won. */
export function nextReveal(s: Pick<State, 'n' | 'parent' | 'won'>, after: { p: number; i: number } | null) {
  let k = after ? (after.p - s.parent + s.n) % s.n : 0;
  let i = after ? after.i + 1 : 0;
  for (; k < s.n; k++, i = 0) {
    const p = (s.parent + k) % s.n;
    if (i < (s.won[p]?.length ?? 0)) return { p, i };
  }
  return null;
}

/** Enters the price card's hidden face; then the won cards' hidden faces are asked for (or, with none, the market pays). */
export function enterPriceHidden(s: State, icon: Icon): State | RuleViolation {
  const seen = seeFace(s.seen, icon);
  if (isViolation(seen)) return seen;
  const next = copy(s);
  next.priceHidden = icon;
  next.seen = seen;
  return advance(next, nextReveal(s, null));
}

/** Enters the hidden face of the won card the prompt names. */
export function enterCardHidden(s: State, icon: Icon): State | RuleViolation {
  const seen = seeFace(s.seen, icon);
  if (isViolation(seen)) return seen;
  // The card the prompt names: at settleCard, the only step that takes a hidden face, reveal is always set.
  const at = s.reveal ?? { p: 0, i: 0 };
  const { p, i } = at;
  const won = s.won.slice();
  const cards = (won[p] ?? []).slice();
  const card = cards[i];
  if (card) cards[i] = { face: card.face, hidden: icon, price: card.price };
  won[p] = cards;
  const next = copy(s);
  next.won = won;
  next.seen = seen;
  return advance(next, nextReveal(s, at));
}

/** `s` is a fresh copy made by the caller: it is completed in place, or paid out. */
function advance(s: State, reveal: { p: number; i: number } | null): State {
  if (!reveal) return payOut(s);
  s.phase = 'settleCard';
  s.reveal = reveal;
  return s;
}

/** Icons a player holds for the settlement: both faces of every card won. */
export function heldIcons(cards: readonly WonCard[]): IconCounts {
  let counts: IconCounts = { ...NO_ICONS };
  for (const card of cards) {
    counts = addIcon(counts, card.face);
    if (card.hidden) counts = addIcon(counts, card.hidden);
  }
  return counts;
}

/** Every hidden face is known: the market pays each settlement in full, then the next round (or the end). */
function payOut(s: State): State {
  const front = s.priceFace ?? 'junk';
  const back = s.priceHidden ?? 'junk';
  const settlements = s.won.map((cards) => settle(front, back, heldIcons(cards)));
  const money = s.money.map((m, p) => m + (settlements[p]?.total ?? 0));
  const summary = {
    round: s.round,
    priceFace: front,
    priceHidden: back,
    end: s.end ?? { why: 'deck' as const },
    paid: s.paid,
    won: s.won,
    discarded: s.discarded,
    settlements,
  };
  const history = [...s.history, summary];
  const over = s.round >= ROUNDS;
  // The parent is not changed here: it already is the last auction winner, who opens the next round.
  return {
    ...s,
    ...roundFields(s.n),
    money,
    history,
    round: over ? s.round : s.round + 1,
    phase: over ? 'over' : 'price',
  };
}
