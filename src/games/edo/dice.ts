// ① 客引き: the roll, the active player's share of the dice, income, and 不服 (objections).
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import { payFromStock } from './coins';
import { DICE, MAX_KEEP } from './components';
import { holder } from './privileges';
import { RULE } from './sections';
import { type Card, copyState, type EdoState, withState } from './state';

const SECTION = RULE.dice;

/** Coins a set of cards earns from some dice: +1 per card whose pips equal a die, +1 per die showing 1. */
export function income(hand: readonly Card[], dice: readonly number[]): number {
  let n = 0;
  for (const die of dice) {
    if (die === 1) n++;
    for (const card of hand) if (card.colour !== 'special' && card.pips === die) n++;
  }
  return n;
}

/** The dice left for the other players once `kept` are taken out of the roll (a multiset difference). */
export function othersDice(roll: readonly number[], kept: readonly number[]): number[] {
  const rest = roll.slice();
  for (const die of kept) {
    const i = rest.indexOf(die);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}

/** True when `kept` can be taken out of `roll` (each value as often as it was rolled). */
export function keptFromRoll(roll: readonly number[], kept: readonly number[]): boolean {
  const rest = roll.slice();
  for (const die of kept) {
    const i = rest.indexOf(die);
    if (i < 0) return false;
    rest.splice(i, 1);
  }
  return true;
}

/** Players taking part in 客引き: everyone not showing 不義理 (the active player included). */
export function participants(state: EdoState): number[] {
  const out: number[] = [];
  for (let p = 0; p < state.dishonour.length; p++) if (!state.dishonour[p]) out.push(p);
  return out;
}

/** Players who may call 不服: participants other than the active player. */
export function mayObject(state: EdoState): number[] {
  const out: number[] = [];
  for (let p = 0; p < state.dishonour.length; p++) if (!state.dishonour[p] && p !== state.active) out.push(p);
  return out;
}

/** The income each player would get from this share of the dice (0 for 不義理): the screens' preview. */
export function incomePreview(state: EdoState, roll: readonly number[], kept: readonly number[]): number[] {
  const rest = othersDice(roll, kept);
  return state.hands.map((hand, p) => {
    if (state.dishonour[p]) return 0;
    return income(hand, p === state.active ? kept : rest);
  });
}

/** An objection's weight: one vote each, two for the 黒 holder (variant); it succeeds at half the participants. */
export function objectionVotes(state: EdoState, objectors: readonly number[]) {
  const black = holder(state, 'black');
  let votes = 0;
  for (const p of objectors) votes += p === black ? 2 : 1;
  let count = 0;
  for (const d of state.dishonour) if (!d) count++;
  return { votes, participants: count, upheld: objectors.length > 0 && 2 * votes >= count };
}

/** The three dice as rolled. */
export function applyRoll(state: EdoState, a: { dice: number[] }): EdoState | RuleViolation {
  if (a.dice.length !== DICE)
    return violation('edo.err.diceCount', SECTION, { count: a.dice.length, need: DICE });
  const bad = a.dice.find((d) => !Number.isInteger(d) || d < 1 || d > 6);
  if (bad !== undefined) return violation('edo.err.die', SECTION, { value: bad });
  const d = copyState(state);
  d.roll = a.dice.slice();
  d.kept = null;
  d.phase = 'dice.keep';
  return d;
}

/** The dice the active player keeps; with nobody able to object, the income is paid at once. */
export function applyKeep(state: EdoState, a: { dice: number[] }): EdoState | RuleViolation {
  const roll = state.roll ?? [];
  if (a.dice.length > MAX_KEEP) {
    return violation('edo.err.keepTooMany', SECTION, { count: a.dice.length, max: MAX_KEEP });
  }
  if (!keptFromRoll(roll, a.dice)) {
    return violation('edo.err.keepNotRolled', SECTION, { dice: a.dice.join('-'), roll: roll.join('-') });
  }
  const next = copyState(state);
  next.kept = a.dice.slice();
  next.phase = 'dice.object';
  return mayObject(state).length === 0 ? payIncome(next) : next;
}

/** Who called 不服: a success re-rolls the first time and ends 客引き without income the second. */
export function applyObject(state: EdoState, a: { players: number[] }): EdoState | RuleViolation {
  const seen = new Set<number>();
  for (const p of a.players) {
    if (!Number.isInteger(p) || p < 0 || p >= state.players) {
      return violation('edo.err.badPlayer', SECTION, { index: p });
    }
    if (p === state.active) return violation('edo.err.objectActive', SECTION, { p: { p } });
    if (state.dishonour[p]) return violation('edo.err.objectDishonour', SECTION, { p: { p } });
    if (seen.has(p)) return violation('edo.err.objectTwice', SECTION, { p: { p } });
    seen.add(p);
  }
  if (!objectionVotes(state, a.players).upheld) return payIncome(state);
  if (state.attempt === 1)
    return withState(state, { attempt: 2, roll: null, kept: null, phase: 'dice.roll' });
  return endKyakuhiki(state, { lastIncome: null });
}

/** Pays each participant's income from the stock, then ends 客引き. */
function payIncome(state: EdoState): EdoState {
  const owed = incomePreview(state, state.roll ?? [], state.kept ?? []);
  const paid = payFromStock(state, owed, 'edo.reason.income');
  return endKyakuhiki(state, {
    coins: paid.coins,
    stock: paid.stock,
    lastIncome: paid.paid,
    notes: paid.notes.length ? [...state.notes, ...paid.notes] : state.notes,
  });
}

/** End of 客引き: every 不義理 tile turns back to the summary side; 仕入れ begins. */
function endKyakuhiki(state: EdoState, changes: Partial<EdoState>): EdoState {
  const d = withState(state, changes);
  d.dishonour = state.dishonour.map(() => false);
  d.phase = 'buy.draw';
  return d;
}
