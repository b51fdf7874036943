// Every card the rules accept now: each card not yet played this round, tagged with the current trick.
import type { PlayAction } from './actions';
import { DECK, SUIT_INDEX } from './components';
import { currentRound } from './rules';
import type { State } from './state';

/**
 * Every card the engine accepts next. Hands are unknown, so a card off the led suit is accepted too
 * (a later card may flag it as a revoke, never refuse it). Cards only: the prompt also takes a keep while a
 * flag is open, but a keep is the table's decision about a flag, not a move of play, and what picks from
 * this list plays random matches to their end and puts another card in place of a card to correct it.
 */
export function legalActions(state: State): PlayAction[] {
  if (state.over) return [];
  const round = currentRound(state);
  const trick = round.tricks.length + 1;
  const out: PlayAction[] = [];
  for (const card of DECK) {
    if ((((round.played[SUIT_INDEX[card.suit]] ?? 0) >> (card.rank - 1)) & 1) === 0) {
      out.push({ type: 'play', trick, suit: card.suit, rank: card.rank });
    }
  }
  return out;
}
