// apply routes each entry to the rules of its step; actor and refuse give the kernel, which gates every entry
// on the prompt before apply is asked, the seat an entry is made for and the game's words when it refuses one.
import type { Refused, RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { EdoAction } from './actions';
import { applyBid, applyBlue, applyDeclare, applyDraw, nextDeclarer } from './auction';
import { applyKeep, applyObject, applyRoll } from './dice';
import { applyRed, applySpecial } from './end';
import { RULE } from './sections';
import { applyDiscards, applyStart, nextStarter } from './setup';
import type { EdoState } from './state';

/** True once the game has ended: the kernel then refuses every entry (`kernel.gameOver`). */
export const isOver = (s: EdoState): boolean => s.phase === 'over';

/**
 * Applies one entry the kernel let through (the step takes its type, and its seat is one the prompt names):
 * the new state, or what the rules of the step refuse in it (the state is never changed).
 */
export function apply(state: EdoState, action: EdoAction): EdoState | RuleViolation {
  switch (action.type) {
    case 'start':
      return applyStart(state, action);
    case 'discards':
      return applyDiscards(state, action);
    case 'roll':
      return applyRoll(state, action);
    case 'keep':
      return applyKeep(state, action);
    case 'object':
      return applyObject(state, action);
    case 'draw':
      return applyDraw(state, action);
    case 'declare':
      return applyDeclare(state, action);
    case 'bid':
      return applyBid(state, action);
    case 'blue':
      return applyBlue(state, action);
    case 'red':
      return applyRed(state, action);
    case 'special':
      return applySpecial(state, action);
  }
}

/**
 * The merchant an entry is made for, where it names one: the starting cards', marker's, bid's, 青's, 赤's
 * and 特注 colours' owner. The dice, the objections and the cards drawn are the table's, named by no seat.
 */
export function actor(action: EdoAction): number | undefined {
  return 'player' in action ? action.player : undefined;
}

/** The entries made for one merchant, who must be among the prompt's actors. */
type SeatEntry = Extract<EdoAction, { player: number }>;

/** The rule each of those entries answers to, cited when its seat is not at the table. */
const SEAT_RULE: Readonly<Record<SeatEntry['type'], string>> = {
  start: RULE.setup,
  declare: RULE.buy,
  bid: RULE.buy,
  blue: RULE.privileges,
  red: RULE.privileges,
  special: RULE.end,
};

/** The game's words for an entry the kernel refuses: not one the step takes, or not this seat's to make. */
export function refuse(state: EdoState, action: EdoAction, why: Refused): RuleViolation {
  if (why === 'step' || !('player' in action)) {
    // Once the last card is out, a drawn card is the mistake to name, whatever step comes next.
    if (action.type === 'draw' && state.deck === 0) return violation('edo.err.deckEmpty', RULE.deckEnd);
    return violation('edo.err.phase', RULE.flow, {
      entry: { key: `edo.action.${action.type}` },
      now: { key: `edo.phase.${state.phase}` },
    });
  }
  const p = action.player;
  if (!Number.isInteger(p) || p < 0 || p >= state.players) {
    return violation('edo.err.badPlayer', SEAT_RULE[action.type], { index: p });
  }
  const seat = { p };
  switch (action.type) {
    // Starting cards and markers go round in order: name the merchant whose turn it is.
    case 'start':
      return violation('edo.err.notYourTurn', RULE.setup, {
        p: seat,
        expected: { p: nextStarter(state) ?? 0 },
      });
    case 'declare':
      return violation('edo.err.notYourTurn', RULE.buy, {
        p: seat,
        expected: { p: nextDeclarer(state) ?? 0 },
      });
    // Bids go in any order: a merchant not among those still to bid has bid already.
    case 'bid':
      return violation('edo.err.bidTwice', RULE.buy, { p: seat });
    case 'blue':
      return violation('edo.err.notBlue', RULE.privileges, { p: seat });
    case 'red':
      return violation('edo.err.notRed', RULE.privileges, { p: seat });
    // 特注 colours go in any order too: this merchant's are in already, or they hold no 特注 card.
    case 'special':
      return violation('edo.err.noSpecial', RULE.special, { p: seat });
  }
}
