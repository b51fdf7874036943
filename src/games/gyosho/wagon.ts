// The wagon's capacity: the slots printed on the wagon card plus one per order card turned into a trailer.
import type { State } from './state';

/** Goods a player's wagon can hold: the wagon card's slots plus one per order card turned into a trailer (特注 cards are no trailers). */
export function capacityOf(s: State, p: number): number {
  const m = s.merchants[p];
  let trailers = 0;
  if (m) for (const c of m.cards) if (!c.special) trailers++;
  return (s.capacities[p] ?? 0) + trailers;
}
