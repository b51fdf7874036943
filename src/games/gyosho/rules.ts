// apply: which entries each step accepts, whose entry it is, and the handler for each entry.
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { Action, ActionType } from './actions';
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

const TURN: readonly ActionType[] = ['move', 'load', 'ship', 'shipSpecial', 'endTurn'];
const FIXED: Readonly<Record<Exclude<State['phase'], 'refill'>, readonly ActionType[]>> = {
  'setup.map': ['map'],
  'setup.wagon': ['wagon'],
  'setup.orders': ['reveal'],
  'setup.reshuffle': ['reshuffle'],
  'setup.special': ['special'],
  'setup.start': ['start'],
  turn: TURN,
  post: ['post'],
  titles: ['title'],
  over: [],
};

/** The entry types the current step accepts (the refill offers the end card only where it can lie). */
export function expects(s: State): readonly ActionType[] {
  if (s.phase !== 'refill') return FIXED[s.phase];
  const left = ordersLeft(s);
  const out: ActionType[] = left > 0 ? ['reveal'] : [];
  if (!s.endCardOut && left <= CARDS_UNDER_END) out.push('endCard');
  return out;
}

/** What `expects(s).includes(type)` says, without building the refill's list (asked on every entry). */
function accepts(s: State, type: ActionType): boolean {
  // The turn's five first: most entries are turn actions, and FIXED[phase] is a lookup by a variable key.
  if (s.phase === 'turn') return TURN.includes(type);
  if (s.phase !== 'refill') return FIXED[s.phase].includes(type);
  if (type === 'reveal') return ordersLeft(s) > 0;
  return type === 'endCard' && !s.endCardOut && ordersLeft(s) <= CARDS_UNDER_END;
}

/** Why an entry is refused before its own rules are looked at (wrong step, wrong player), or null. */
function turnProblem(s: State, a: Action): RuleViolation | null {
  const p = 'p' in a ? a.p : null;
  // The usual case first: the step takes this entry and it is the current player's.
  const expected = accepts(s, a.type);
  if (expected && (p === null || p === s.current)) return null;
  // A further action of the player whose turn just ended (the "fourth action"): during the refill, or once the next player is on.
  const finished =
    s.lastTurn !== null &&
    p === s.lastTurn.p &&
    (s.phase === 'refill' || (s.phase === 'turn' && p !== s.current));
  if (!expected) {
    if (finished && s.lastTurn && (s.phase === 'turn' || s.phase === 'refill')) {
      return violation('gyosho.err.turnOver', '002 ゲームの流れ', {
        p: { p: s.lastTurn.p },
        ...turnCounts(s),
      });
    }
    if (s.phase === 'setup.reshuffle') return violation('gyosho.err.mustReshuffle', '002 注文カードの準備');
    if (a.type === 'endCard' && s.endCardOut)
      return violation('gyosho.err.endCardTwice', '002 注文カードの準備');
    if (a.type === 'endCard' && s.phase === 'refill') {
      return violation('gyosho.err.endTooEarly', '002 注文カードの準備', {
        n: ordersLeft(s),
        under: CARDS_UNDER_END,
      });
    }
    if (a.type === 'reveal' && s.phase === 'refill')
      return violation('gyosho.err.deckEmpty', '002 注文カードの補充');
    return violation('gyosho.err.notNow', 'RULINGS 002 進行の順序', {
      phase: { key: `gyosho.phase.${s.phase}` },
    });
  }
  if (p !== null && p !== s.current) {
    if (finished && s.lastTurn) {
      return violation('gyosho.err.turnOver', '002 ゲームの流れ', {
        p: { p: s.lastTurn.p },
        ...turnCounts(s),
      });
    }
    return violation('gyosho.err.notYourTurn', '002 ゲームの流れ', { p: { p }, current: { p: s.current } });
  }
  return null;
}

function turnCounts(s: State): { used: number; limit: number } {
  return { used: s.lastTurn?.used ?? 0, limit: s.lastTurn?.limit ?? 0 };
}

/** One title card's points per player (variant); the game is over after the last title. */
function applyTitle(s: State, a: Extract<Action, { type: 'title' }>): State | RuleViolation {
  if (a.points.length !== s.n) {
    return violation('gyosho.err.titleCount', '002 称号カード', { n: s.n, got: a.points.length });
  }
  const titles = [...s.titles, a.points];
  return withState(s, { titles, phase: titles.length >= TITLE_CARDS ? 'over' : 'titles' });
}

/** Applies one entry, or refuses it with the reason; the state passed in is never changed. */
export function apply(s: State, a: Action): State | RuleViolation {
  if (s.phase === 'over') return violation('gyosho.err.over', '002 ゲームの終了');
  // The deck count is a correction the table may make at any step once the order cards are being laid.
  if (a.type === 'deck') {
    if (s.phase === 'setup.map' || s.phase === 'setup.wagon' || s.phase === 'titles') {
      return violation('gyosho.err.notNow', 'RULINGS 002 進行の順序', {
        phase: { key: `gyosho.phase.${s.phase}` },
      });
    }
    return applyDeck(s, a);
  }
  const problem = turnProblem(s, a);
  if (problem) return problem;
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
