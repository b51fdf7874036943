// Turning a lot (ゲームの流れ, 船の積載量) and the last player's free fill (競りの終了).
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { Action } from './actions';
import { cardId, cardOf, cardValue, SHIP_CAPACITY } from './components';
import { cardMsg } from './messages';
import { copy, type Draft, deckLeft, freeHold, isOut, limitReason, type State } from './state';

type TurnAction = Extract<Action, { type: 'turn' }>;
type DrawAction = Extract<Action, { type: 'draw' }>;

/** Refusal of a card that has already left the deck (each card exists once). */
function cardOut(id: number): RuleViolation {
  return violation('mercator.err.cardOut', '003 用具', { card: cardMsg(cardOf(id)) });
}

/** Why no further card may join the lot: three at most, someone must be able to bid, the deck is finite. */
export function lotFull(s: State): RuleViolation {
  const why = limitReason(s);
  if (why === 'max') return violation('mercator.err.lotMax', '003 ゲームの流れ', { limit: s.limit });
  // `n` is the count the sentence agrees with (「1 card」).
  if (why === 'deck') return violation('mercator.err.lotDeck', '003 競りの終了', { n: s.limit });
  return violation('mercator.err.lotHold', '003 船の積載量', { n: s.limit });
}

/** The active player turns one card; at the lot's limit the auction starts by itself (one tap saved). */
export function turnCard(s: State, a: TurnAction): State | RuleViolation {
  const id = cardId(a);
  if (isOut(s, id)) return cardOut(id);
  const next = copy(s);
  next.lot = [...s.lot, id];
  next.out = [...s.out, id];
  if (next.lot.length < next.limit) return next;
  return toAuction(next);
}

/** The active player ends a lot of one card or more before its limit (the prompt offers it only then). */
export function close(s: State): State {
  return toAuction(copy(s));
}

/** The lot goes to auction, sealed bids or the open sale: on a fresh copy, which it fills in and returns. */
function toAuction(next: Draft): State {
  next.phase = next.openAuction ? 'sale' : 'bid';
  next.bids = next.bids.map(() => null);
  return next;
}

/** The last player with room takes one free card from the deck; the game ends when full or deck empty. */
export function drawFree(s: State, a: DrawAction): State | RuleViolation {
  const id = cardId(a);
  if (isOut(s, id)) return cardOut(id);
  const p = s.active;
  const ships = s.ships.map((ship, q) => (q === p ? [...ship, id] : ship));
  const cargo = s.cargo.map((c, q) => (q === p ? c + cardValue(id) : c));
  const next: State = { ...s, ships, cargo, out: [...s.out, id] };
  const done = (ships[p]?.length ?? SHIP_CAPACITY) >= SHIP_CAPACITY || deckLeft(next) === 0;
  if (!done) return next;
  return { ...next, phase: 'over', end: freeHold(next, p) === 0 ? 'fill' : 'deck' };
}
