// Checks on a card as it enters play: pips 1-6 and no more cards of a kind than the box holds.
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import { GOODS_PER_COLOUR, MAX_PIPS, MIN_PIPS, SPECIAL_CARDS } from './components';
import { RULE } from './sections';
import { type Card, type Counts, colourMsg, type EdoState, zeroCounts } from './state';

/** Every card lying open: hands, the two sites and the discard pile. */
export function cardsInPlay(state: EdoState): Card[] {
  return [...state.hands.flat(), ...state.east, ...state.west, ...state.discard];
}

/** Open cards by kind: goods by colour, and 特注 cards. */
export interface OpenCounts {
  colours: Counts;
  special: number;
}

/** Counts the open cards by kind without building a list (this runs on every card entered). */
export function openCounts(state: EdoState): OpenCounts {
  const counts: OpenCounts = { colours: zeroCounts(), special: 0 };
  // A plain function, not a closure over the counts (that costs a context per call).
  for (const hand of state.hands) tally(counts, hand);
  tally(counts, state.east);
  tally(counts, state.west);
  tally(counts, state.discard);
  return counts;
}

function tally(counts: OpenCounts, cards: readonly Card[]): void {
  for (const card of cards) {
    if (card.colour === 'special') counts.special++;
    else counts.colours[card.colour]++;
  }
}

/** Cards accounted for: deck, sites, hands, discard and box (always 32: the card invariant). */
export function cardTotal(state: EdoState): number {
  let n = state.deck + state.removed + state.east.length + state.west.length + state.discard.length;
  for (const hand of state.hands) n += hand.length;
  return n;
}

/** True when the pips are a die face. */
export function validPips(pips: number): boolean {
  return Number.isInteger(pips) && pips >= MIN_PIPS && pips <= MAX_PIPS;
}

/**
 * Refuses cards that cannot enter play: pips outside 1-6, or a seventh card of a colour / a third 特注
 * counting those already open. `entering` are the cards entered together (e.g. East and West).
 */
export function checkEntering(
  state: EdoState,
  entering: readonly Card[],
  section: string,
): RuleViolation | null {
  for (const card of entering) {
    if (card.colour !== 'special' && !validPips(card.pips)) {
      return violation('edo.err.pips', section, { value: card.pips });
    }
  }
  const open = openCounts(state);
  for (const card of entering) {
    if (card.colour === 'special') {
      if (++open.special > SPECIAL_CARDS) {
        return violation('edo.err.specialFull', RULE.cardCount, { max: SPECIAL_CARDS });
      }
    } else if (++open.colours[card.colour] > GOODS_PER_COLOUR) {
      return violation('edo.err.colourFull', RULE.cardCount, {
        colour: colourMsg(card.colour),
        max: GOODS_PER_COLOUR,
      });
    }
  }
  return null;
}
