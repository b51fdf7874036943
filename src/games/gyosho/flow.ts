// Turn flow: how many actions a turn has, the end of a turn (slide, refill), end conditions, equal turns.
import { ACTIONS_AT_POST, ACTIONS_NORMAL, FACE_UP, orderCardsInPlay, POSTS_PER_PLAYER } from './components';
import type { Card, EndCause, State } from './state';

/** The player right of the start player: the last to move in every round, and the one who ends the game. */
export function lastSeat(s: Pick<State, 'options' | 'n'>): number {
  return (s.options.first + s.n - 1) % s.n;
}

/** Face-up order cards the row is refilled to, by player count. */
export function rowSize(n: number): number {
  return FACE_UP[n] ?? 6;
}

/** Order cards still in the deck (the end card not counted). */
export function ordersLeft(s: Pick<State, 'n' | 'revealed'>): number {
  return orderCardsInPlay(s.n) - s.revealed;
}

/** True while the deck still holds a card (an order card or the end card). */
export function deckHasCards(s: Pick<State, 'n' | 'revealed' | 'endCardOut'>): boolean {
  return ordersLeft(s) > 0 || !s.endCardOut;
}

/** Actions a player gets for a turn starting now: 3 when the wagon stands in a city with the player's own post. */
export function actionsFor(s: Pick<State, 'merchants'>, p: number): number {
  const m = s.merchants[p];
  return m?.posts.includes(m.at) ? ACTIONS_AT_POST : ACTIONS_NORMAL;
}

/** Records the first end condition met (later ones change nothing). */
export function triggerEnd(s: State, cause: EndCause): State {
  return s.ending ? s : { ...s, ending: { cause, seat: s.current } };
}

/** Checks end conditions ② (all 特注 taken) and ③ (a player has placed all posts) after a shipment or a post. */
export function checkEnd(s: State): State {
  if (s.specials.every((c) => c === null)) return triggerEnd(s, 'specials');
  if (s.merchants.some((m) => m.posts.length >= POSTS_PER_PLAYER)) return triggerEnd(s, 'posts');
  return s;
}

/** The game's end: the title entries when that variant is on, otherwise over. */
function finish(s: State, lastTurn = s.lastTurn): State {
  return { ...s, lastTurn, phase: s.options.titles ? 'titles' : 'over', actionsLeft: 0 };
}

// Replays run these on every entry: each builds the next state with a single spread.

/** Starts the next player's turn (counting rounds from the start player); the last turn and row as given. */
export function nextTurn(s: State, lastTurn = s.lastTurn, row = s.row): State {
  const current = (s.current + 1) % s.n;
  const limit = actionsFor(s, current);
  return {
    ...s,
    lastTurn,
    row,
    current,
    round: current === s.options.first ? s.round + 1 : s.round,
    turn: s.turn + 1,
    phase: 'turn',
    actionLimit: limit,
    actionsLeft: limit,
  };
}

/** True when a row of `cards` cards needs more and the deck can give them. */
function needsRefill(s: State, cards: number): boolean {
  return cards < rowSize(s.n) && deckHasCards(s);
}

/** Continues after a refill entry: more cards, or the next player. */
export function afterRefill(s: State): State {
  if (s.ending && s.current === lastSeat(s)) return finish(s);
  return needsRefill(s, s.row.length) ? { ...s, phase: 'refill' } : nextTurn(s);
}

/**
 * The end of a turn (last action spent, or the player stopped): the game ends if the last round is
 * complete; otherwise the row slides forward and is refilled by the table's entries, then the next turn.
 */
export function finishTurn(s: State): State {
  const lastTurn = { p: s.current, used: s.actionLimit - s.actionsLeft, limit: s.actionLimit };
  if (s.ending && s.current === lastSeat(s)) return finish(s, lastTurn);
  const row = s.row.includes(null) ? s.row.filter((c): c is Card => c !== null) : s.row;
  if (needsRefill(s, row.length)) return { ...s, lastTurn, row, actionsLeft: 0, phase: 'refill' };
  return nextTurn(s, lastTurn, row);
}

/** After an action was counted (actionsLeft already lowered): the turn ends when none are left, unless a post choice is pending. */
export function afterAction(next: State): State {
  return next.actionsLeft <= 0 && next.phase === 'turn' ? finishTurn(next) : next;
}

/** Seats that still move before the game ends, the current one first (empty unless the last round is on). */
export function stillToMove(s: State): number[] {
  if (!s.ending || s.phase === 'over' || s.phase === 'titles') return [];
  const last = lastSeat(s);
  const out: number[] = [];
  // During the refill the current player's actions are over.
  const from = s.phase === 'refill' ? (s.current + 1) % s.n : s.current;
  for (let p = from; ; p = (p + 1) % s.n) {
    out.push(p);
    if (p === last) return out;
  }
}
