// Turn flow: how many actions a turn has, the end of a turn (slide, refill), end conditions, equal turns.
import { ACTIONS_AT_POST, ACTIONS_NORMAL, FACE_UP, orderCardsInPlay, POSTS_PER_PLAYER } from './components';
import { total } from './goods';
import { type Card, copyState, type EndCause, type LastTurn, type State, withState } from './state';
import { endsWhenNothingFits } from './versions';
import { capacityOf } from './wagon';

/** The player right of the start player: the last to move in every round, and the one who ends the game. */
export function lastSeat(s: Pick<State, 'options' | 'n'>): number {
  return (s.options.first + s.n - 1) % s.n;
}

/** Face-up order cards the row is refilled to, by player count. */
export function rowSize(n: number): number {
  return FACE_UP[n] ?? 6;
}

/** Order cards still in the deck (the end card not counted). */
export function ordersLeft(s: Pick<State, 'n' | 'revealed' | 'deckSize'>): number {
  return (s.deckSize ?? orderCardsInPlay(s.n)) - s.revealed;
}

/** True while the deck still holds a card (an order card or the end card). */
export function deckHasCards(s: Pick<State, 'n' | 'revealed' | 'deckSize' | 'endCardOut'>): boolean {
  return ordersLeft(s) > 0 || !s.endCardOut;
}

/** Actions a player gets for a turn starting now: 3 when the wagon stands in a city with the player's own post. */
export function actionsFor(s: Pick<State, 'merchants'>, p: number): number {
  const m = s.merchants[p];
  return m?.posts.includes(m.at) ? ACTIONS_AT_POST : ACTIONS_NORMAL;
}

/** Records the first end condition met (later ones change nothing). */
export function triggerEnd(s: State, cause: EndCause): State {
  return s.ending ? s : withState(s, { ending: { cause, seat: s.current } });
}

/**
 * True when the row is whole and no wagon, however it is loaded, can ever hold the goods of a face-up order
 * or a 特注 card left: nothing can be shipped, so the row is never refilled, no post is placed and no 特注 card
 * taken, and none of the rulebook's three ends can come (wagons entered with too few slots, say).
 */
function nothingFits(s: State): boolean {
  if (s.row.includes(null) || needsRefill(s, s.row.length)) return false;
  let most = 0;
  for (let p = 0; p < s.n; p++) most = Math.max(most, capacityOf(s, p));
  for (const c of s.row) if (c !== null && total(c.goods) <= most) return false;
  for (const c of s.specials) if (c !== null && total(c.goods) <= most) return false;
  return true;
}

/** The end condition ② (all 特注 taken), ③ (a player has placed all posts) or no order fitting any wagon that holds, or null. */
function endCause(s: State): EndCause | null {
  let taken = true;
  for (const c of s.specials) if (c !== null) taken = false;
  if (taken) return 'specials';
  for (const m of s.merchants) if (m.posts.length >= POSTS_PER_PLAYER) return 'posts';
  if (endsWhenNothingFits(s.rules) && nothingFits(s)) return 'nothingFits';
  return null;
}

// Replays run these on every entry. The `...Into` forms change a fresh copy the caller made (never a state
// anyone else holds), so that an entry copies the state once however many steps it takes; there is one
// implementation of each step (issue 15 item 5), `finishTurn` being the only copying entry point.

/** Checks end conditions ② (all 特注 taken), ③ (all posts placed) and no order fitting any wagon after a shipment, a post or a whole row, on a fresh copy the caller owns: sets `ending` in place. */
export function checkEndInto(d: State): void {
  if (d.ending) return;
  const cause = endCause(d);
  if (cause !== null) d.ending = { cause, seat: d.current };
}

/** The game's end on a fresh copy: the title entries when that variant is on, otherwise over. */
function finishInto(d: State, lastTurn: LastTurn | null): State {
  d.lastTurn = lastTurn;
  d.phase = d.options.titles ? 'titles' : 'over';
  d.actionsLeft = 0;
  return d;
}

/** Starts the next player's turn on a fresh copy (counting rounds from the start player). */
function nextTurnInto(d: State): State {
  const current = (d.current + 1) % d.n;
  const limit = actionsFor(d, current);
  if (current === d.options.first) d.round += 1;
  d.current = current;
  d.turn += 1;
  d.phase = 'turn';
  d.actionLimit = limit;
  d.actionsLeft = limit;
  return d;
}

/** True when a row of `cards` cards needs more and the deck can give them. */
function needsRefill(s: State, cards: number): boolean {
  return cards < rowSize(s.n) && deckHasCards(s);
}

/** The row is whole again at the end of a turn: the game ends if that makes the last round complete, else the next turn. */
function rowWholeInto(d: State): State {
  checkEndInto(d);
  if (d.ending && d.current === lastSeat(d)) return finishInto(d, d.lastTurn);
  return nextTurnInto(d);
}

/** Continues after a refill entry, on a fresh copy the caller owns: more cards, or the next player. */
export function afterRefillInto(d: State): State {
  if (d.ending && d.current === lastSeat(d)) return finishInto(d, d.lastTurn);
  if (!needsRefill(d, d.row.length)) return rowWholeInto(d);
  d.phase = 'refill';
  return d;
}

/** finishTurn on a fresh copy the caller owns. */
function finishTurnInto(d: State): State {
  const lastTurn = { p: d.current, used: d.actionLimit - d.actionsLeft, limit: d.actionLimit };
  if (d.ending && d.current === lastSeat(d)) return finishInto(d, lastTurn);
  d.lastTurn = lastTurn;
  if (d.row.includes(null)) d.row = d.row.filter((c): c is Card => c !== null);
  if (!needsRefill(d, d.row.length)) return rowWholeInto(d);
  d.actionsLeft = 0;
  d.phase = 'refill';
  return d;
}

/**
 * The end of a turn (last action spent, or the player stopped): the game ends if the last round is
 * complete; otherwise the row slides forward and is refilled by the table's entries, then the next turn.
 */
export function finishTurn(s: State): State {
  return finishTurnInto(copyState(s));
}

/** After an action was counted (actionsLeft already lowered), on a fresh copy the caller owns: the turn ends when none are left, unless a post choice is pending. */
export function afterActionInto(d: State): State {
  return d.actionsLeft <= 0 && d.phase === 'turn' ? finishTurnInto(d) : d;
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
