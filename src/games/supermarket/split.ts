// Whether a suit's goods counts, one per player, can come from that suit's nine cards: each card lies in one
// player's tricks, and a player with a count holds at least one card of the suit (0: only 7s and 8s).
import { GOODS, GOODS_PER_SUIT, RANKS } from './components';

// Every non-empty set of a suit's cards (a bit per rank), by the goods it carries.
const SETS_BY_GOODS: readonly number[][] = (() => {
  const sets: number[][] = Array.from({ length: GOODS_PER_SUIT + 1 }, () => []);
  for (let set = 1; set < 1 << RANKS.length; set++) {
    let goods = 0;
    for (const [i, rank] of RANKS.entries()) if (set & (1 << i)) goods += GOODS[rank] ?? 0;
    sets[goods]?.push(set);
  }
  return sets;
})();

/** True when some deal gives each player with a count (null: no card of the suit) exactly that many goods. */
export function splits(counts: readonly (number | null)[]): boolean {
  // The sets of cards the players so far can hold between them, one per way of splitting.
  let taken = new Set([0]);
  for (const count of counts) {
    if (count === null) continue;
    const next = new Set<number>();
    for (const used of taken)
      for (const set of SETS_BY_GOODS[count] ?? []) if ((used & set) === 0) next.add(used | set);
    if (next.size === 0) return false;
    taken = next;
  }
  return true;
}
