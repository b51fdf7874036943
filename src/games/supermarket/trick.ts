// Deciding a trick: who took it, and whether it sets its suit's ◇ shelf capacity (RULINGS 004).
import type { Card } from './components';

/** Position (0-based, in play order) of the winning card: the highest card of the led suit. */
export function winningPosition(cards: readonly Card[]): number {
  const led = cards[0]?.suit;
  let best = 0;
  // Loops rather than forEach: these run on every trick of a replay.
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as Card;
    if (card.suit === led && card.rank > (cards[best]?.rank ?? 0)) best = i;
  }
  return best;
}

/** Seat of the player who took a trick led by `leader`. */
export function trickWinner(cards: readonly Card[], leader: number, players: number): number {
  return (leader + winningPosition(cards)) % players;
}

/**
 * The capacity a trick would set if its suit's shelf were still empty: the highest card of the led
 * suit other than the winning card (9-3-2-1 gives 3, 9-8-7-6 gives 8). Null when nobody but the
 * leader played the led suit: such a trick sets nothing and a later trick of the suit may.
 */
export function capacityOf(cards: readonly Card[]): number | null {
  const led = cards[0]?.suit;
  const win = winningPosition(cards);
  let second: number | null = null;
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as Card;
    if (i !== win && card.suit === led && (second === null || card.rank > second)) second = card.rank;
  }
  return second;
}

/** Seat that plays the card at position `position` of a trick led by `leader`. */
export function seatAt(leader: number, position: number, players: number): number {
  return (leader + position) % players;
}
