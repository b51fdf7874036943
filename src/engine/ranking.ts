// Places from a tie-break chain, and which link of the chain decided each place.
import type { Msg, PlayerScore, ScoreLine } from './types';

/** A player's place as decided by the chain. */
export interface Placing {
  rank: number;
  shared: boolean;
  decidedBy: number | null;
}

function firstDifference(a: readonly number[], b: readonly number[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return i;
  return -1;
}

/**
 * Ranks players by their chain keys (higher is better at every link; negate a key where lower wins).
 * A player's place is decided by the deepest link needed to tell them apart from any other player;
 * players equal at every link share the place (competition ranking: 1, 1, 3) and have no deciding link.
 */
export function rankByChain(keys: readonly (readonly number[])[]): Placing[] {
  return keys.map((mine, p) => {
    let better = 0;
    let shared = false;
    let deepest = -1;
    keys.forEach((theirs, q) => {
      if (q === p) return;
      const d = firstDifference(mine, theirs);
      if (d < 0) {
        shared = true;
        return;
      }
      if ((theirs[d] ?? 0) > (mine[d] ?? 0)) better++;
      deepest = Math.max(deepest, d);
    });
    return { rank: better + 1, shared, decidedBy: shared || deepest < 0 ? null : deepest };
  });
}

/** Builds the per-player scores of a FinalScore from lines and chain keys (keys[p][0] is the total). */
export function scoresFromChain(
  lines: readonly ScoreLine[][],
  keys: readonly (readonly number[])[],
): PlayerScore[] {
  const placings = rankByChain(keys);
  return lines.map((playerLines, p) => {
    const placing = placings[p] as Placing;
    const playerKeys = [...(keys[p] ?? [])];
    return { player: p, lines: playerLines, total: playerKeys[0] ?? 0, keys: playerKeys, ...placing };
  });
}

/** Convenience for a score line. */
export function line(label: Msg, points: number, detail?: Msg): ScoreLine {
  return detail ? { label, points, detail } : { label, points };
}
