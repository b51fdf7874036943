// The match's ranking from its rounds' scorings, shared by the game's score and the whole-match quick check:
// the round points summed, ties broken by most tricks in the last round, then shared (seed 004).
import { line, scoresFromChain } from '../../engine/ranking';
import type { FinalScore, Msg, RuleViolation, ScoreLine } from '../../engine/types';
import { violation } from '../../engine/violation';
import { handSize } from './components';
import { suitMsg } from './msgs';
import { checkRoundFromCounts, type RoundScore, shelfDetail } from './shelves';

/** The chain of the match: points, then the last round's tricks. */
export const MATCH_CHAIN: Msg[] = [
  { key: 'supermarket.chain.points' },
  { key: 'supermarket.chain.lastTricks' },
];

/** Each player's ranked score from the rounds scored so far (in order) and the last round's tricks. */
export function rankMatch(
  players: number,
  rounds: readonly RoundScore[],
  lastTricks: readonly number[],
): FinalScore['players'] {
  const lines: ScoreLine[][] = [];
  const keys: number[][] = [];
  for (let p = 0; p < players; p++) {
    // Each round's point explained shelf by shelf (its count against the ◇, and how it scored): the score is
    // checked from the scoreboard alone. A shelf never set scores nobody and is left out.
    const mine = rounds.map((r, i) => {
      const shelves = r.shelves
        .filter((shelf) => shelf.capacity !== null)
        .map((shelf) => ({
          key: 'supermarket.detail.shelf',
          params: { suit: suitMsg(shelf.suit), detail: shelfDetail(shelf, p) },
        }));
      return line({ key: 'supermarket.line.round', params: { round: i + 1 } }, r.points[p] ?? 0, {
        key: `supermarket.shelves.${shelves.length}`,
        params: Object.fromEntries(shelves.map((m, k) => [`s${k}`, m])),
      });
    });
    lines.push(mine);
    keys.push([mine.reduce((sum, l) => sum + l.points, 0), lastTricks[p] ?? 0]);
  }
  return scoresFromChain(lines, keys);
}

/** One round of the whole-match quick check: the four capacities and each player's goods counts. */
export interface QuickRound {
  capacities: readonly (number | null)[];
  counts: readonly (readonly (number | null)[])[];
}

/**
 * Whole-match quick check: every round (as many as players) scored from its counts, and the tricks each
 * player took in the last round, ranked as the game's own score ranks a match.
 */
export function checkMatch(
  rounds: readonly QuickRound[],
  lastTricks: readonly number[],
): FinalScore | RuleViolation {
  const players = lastTricks.length;
  const scored: RoundScore[] = [];
  for (const round of rounds) {
    const result = checkRoundFromCounts(round.capacities, round.counts);
    if ('code' in result) return result;
    if (round.counts.length !== players) return violation('supermarket.err.quickShape', '004 4つの商品棚');
    scored.push(result);
  }
  if (rounds.length !== players) {
    return violation('supermarket.err.quickRounds', '004 ラウンド数', { rounds: rounds.length, players });
  }
  // Every trick of the last round was taken by someone: hand size tricks in all.
  const tricks = handSize(players);
  if (
    lastTricks.some((n) => !Number.isInteger(n) || n < 0) ||
    lastTricks.reduce((a, b) => a + b, 0) !== tricks
  ) {
    return violation('supermarket.err.quickTricks', '004 ラウンド数', { tricks });
  }
  // Goods come with the tricks taken: a player who took none in the last round holds none of it.
  const last = rounds.at(-1)?.counts ?? [];
  const empty = lastTricks.findIndex((n, p) => n === 0 && (last[p] ?? []).some((c) => (c ?? 0) > 0));
  if (empty >= 0) return violation('supermarket.err.quickNoTricks', '004 ラウンド数', { p: { p: empty } });
  return { chain: MATCH_CHAIN, players: rankMatch(players, scored, lastTricks) };
}
