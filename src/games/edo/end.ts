// The end (一、ゲームの終了): after the turn that emptied the deck, 赤 takes a discard card, then each
// held 特注 card gets its colour; then the game is over and scored.
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import { bestRed, bestSpecial, type Table } from './choices';
import type { Colour } from './components';
import { holder } from './privileges';
import { RULE } from './sections';
import { countColours, countSpecial, type EdoState, setAt, type Take, withState } from './state';
import { redIsOptional } from './versions';

/** The end-of-game choices as the scoring search sees them. */
export function tableOf(state: EdoState): Table {
  const white = holder(state, 'white');
  return {
    discard: countColours(state.discard),
    discardSpecial: countSpecial(state.discard),
    players: state.hands.map((hand, p) => ({
      coins: state.coins[p] ?? 0,
      cards: countColours(hand),
      special: countSpecial(hand),
      white: white === p,
    })),
  };
}

/**
 * The 赤 holder who picks from the discard pile now, else null. Version 1: any card there (a 特注 too);
 * version 2: a goods card there, as a discarded 特注 card is dead.
 */
export function redChooser(state: EdoState): number | null {
  const any = redIsOptional(state.rules)
    ? state.discard.length > 0
    : state.discard.some((c) => c.colour !== 'special');
  return any ? holder(state, 'red') : null;
}

/**
 * The pick the app proposes to the 赤 holder, weighed on what lies open: the coins are still behind their
 * screens, and a proposal that weighed them would tell the table which rival leads.
 */
export function proposeRed(state: EdoState): Take {
  const red = redChooser(state);
  if (red === null) return null;
  const table = tableOf(state);
  const open = { ...table, players: table.players.map((p) => ({ ...p, coins: 0 })) };
  return bestRed(open, red, state.rules);
}

/** The 特注 colours the app proposes to a player. */
export function proposeSpecial(state: EdoState, player: number): Colour[] {
  const table = tableOf(state);
  const p = table.players[player];
  return p ? bestSpecial(table.discard, p) : [];
}

/** Players whose 特注 colours are still to be entered. */
export function pendingSpecial(state: EdoState): number[] {
  return state.assigned.flatMap((a, p) => (a === null ? [p] : []));
}

/** Starts the end: the 赤 pick if there is one to make, else the 特注 colours. */
export function enterEnd(state: EdoState): EdoState {
  if (redChooser(state) !== null) return withState(state, { phase: 'end.red' });
  return enterSpecial(state);
}

function enterSpecial(state: EdoState): EdoState {
  const assigned = state.hands.map((hand) => (countSpecial(hand) > 0 ? null : []));
  return withState(state, { assigned, phase: assigned.includes(null) ? 'end.special' : 'over' });
}

/**
 * The 赤 holder (the only seat the kernel lets enter it) takes one card of this kind from the discard pile
 * (version 1: or none).
 */
export function applyRed(state: EdoState, a: { player: number; take: Take }): EdoState | RuleViolation {
  const red = a.player;
  // Version 2: 「獲得する」 is a duty while a goods card lies there, and a discarded 特注 card is dead.
  if (!redIsOptional(state.rules)) {
    if (a.take === null) return violation('edo.err.redMustTake', RULE.privileges, { p: { p: red } });
    if (a.take === 'special') return violation('edo.err.redDeadSpecial', RULE.special);
  }
  if (a.take === null) return enterSpecial(withState(state, { redTake: { player: red, take: null } }));
  const i = state.discard.findIndex((c) => c.colour === a.take);
  const card = state.discard[i];
  if (card === undefined) {
    return violation('edo.err.notInDiscard', RULE.privileges, { colour: { key: `edo.colour.${a.take}` } });
  }
  const discard = state.discard.filter((_, j) => j !== i);
  const hands = setAt(state.hands, red, [...(state.hands[red] ?? []), card]);
  return enterSpecial(withState(state, { discard, hands, redTake: { player: red, take: a.take } }));
}

/**
 * The colours a player's 特注 cards count as, from a merchant whose colours are still to be entered (the
 * kernel lets no other seat enter them); when the last player has said, the game is over.
 */
export function applySpecial(
  state: EdoState,
  a: { player: number; colours: Colour[] },
): EdoState | RuleViolation {
  const p = a.player;
  const need = countSpecial(state.hands[p] ?? []);
  if (a.colours.length !== need) {
    return violation('edo.err.specialCount', RULE.special, { p: { p }, n: need, count: a.colours.length });
  }
  const assigned = setAt(state.assigned, p, a.colours.slice());
  return withState(state, { assigned, phase: assigned.includes(null) ? 'end.special' : 'over' });
}
