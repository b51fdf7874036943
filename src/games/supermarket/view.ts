// Read-only helpers for the screens: the trick on the table, the shelves, played cards, revoke flags.
import type { Card, Suit } from './components';
import { SUIT_INDEX, SUITS } from './components';
import type { Revoke, RoundState, State, Trick } from './state';
import { seatAt } from './trick';

/** A card with the seat that played it. */
export interface Play {
  player: number;
  card: Card;
}

/** The cards of a trick with their players, in play order. */
export function playsOf(cards: readonly Card[], leader: number, players: number): Play[] {
  return cards.map((card, i) => ({ player: seatAt(leader, i, players), card }));
}

/** The trick being played: its 1-based number, leader, cards so far and the led suit. */
export function currentTrick(state: State): {
  number: number;
  leader: number;
  plays: Play[];
  led: Suit | null;
} {
  const round = state.rounds[state.rounds.length - 1] as RoundState;
  return {
    number: round.tricks.length + 1,
    leader: round.leader,
    plays: playsOf(round.current, round.leader, state.players),
    led: round.current[0]?.suit ?? null,
  };
}

/** The four shelves of a round: capacity (null = not set) and the 1-based trick that set it. */
export function shelves(round: RoundState): { suit: Suit; capacity: number | null; setAt: number | null }[] {
  return SUITS.map((suit, s) => ({
    suit,
    capacity: round.capacity[s] ?? null,
    setAt: round.setAt[s] ?? null,
  }));
}

/** True when the card has been played in the round (greyed on the grid where secrets are not kept). */
export function isPlayed(round: RoundState, card: Card): boolean {
  return (((round.played[SUIT_INDEX[card.suit]] ?? 0) >> (card.rank - 1)) & 1) === 1;
}

/** The most recent round that has been scored, or null before the first round ends. */
export function lastScoredRound(state: State): RoundState | null {
  for (let r = state.rounds.length - 1; r >= 0; r--) {
    const round = state.rounds[r] as RoundState;
    if (round.result) return round;
  }
  return null;
}

/** The revoke flags on a finished trick (1-based number) of a round. */
export function revokesOn(round: RoundState, trick: number): Revoke[] {
  return round.revokes.filter((x) => x.trick === trick);
}

/** Every card taken by a player in a round (for the reveal at round end). */
export function takenBy(round: RoundState, player: number): Card[] {
  return round.tricks.filter((t: Trick) => t.winner === player).flatMap((t) => t.cards);
}

/**
 * Ordinal (0-based) of a card among all the cards played in the match: the position of its entry
 * among the replay's applied slots, so a screen can find the log entry to correct. Kept revoke flags are
 * entries too: each one kept before the card counts.
 */
export function playOrdinal(state: State, round: number, trick: number, position: number): number {
  const card = round * state.tricksPerRound * state.players + (trick - 1) * state.players + position;
  let keeps = 0;
  for (const r of state.rounds)
    for (const x of r.revokes) if (x.keptAt !== undefined && x.keptAt <= card) keeps++;
  return card + keeps;
}
