// The final score: money after round 3, explained round by round (what was paid, what the market paid).
import { line } from '../../engine/ranking';
import type { FinalScore, ScoreLine } from '../../engine/types';
import { START_MONEY } from './components';
import { MONEY_CHAIN, rankMoney } from './match';
import type { State, WonCard } from './state';

/** The prices paid for a player's cards, as "4 + 2" ("0" when none were won). */
const prices = (cards: readonly WonCard[]) => cards.map((c) => c.price).join(' + ') || '0';

/**
 * Each player's money, line by line: 30, then one line per round (the settlement less the payments,
 * both named in its detail), so that the winner's card fits a phone; each round's report has the full
 * breakdown of its settlement.
 */
export function score(s: State): FinalScore {
  const lines: ScoreLine[][] = s.money.map((_, p) => {
    const out: ScoreLine[] = [line({ key: 'katame.line.start' }, START_MONEY)];
    for (const r of s.history) {
      const cards = r.won[p] ?? [];
      const settled = r.settlements[p]?.total ?? 0;
      out.push(
        line({ key: 'katame.line.round', params: { round: r.round } }, settled - (r.paid[p] ?? 0), {
          key: 'katame.detail.round',
          params: { n: cards.length, prices: prices(cards), settled },
        }),
      );
    }
    // Mid-game (a provisional score): the current round's payments, so the lines still add up to the money.
    const paidNow = s.paid[p] ?? 0;
    if (paidNow > 0) {
      const cards = s.won[p] ?? [];
      out.push(
        line({ key: 'katame.line.round', params: { round: s.round } }, -paidNow, {
          key: 'katame.detail.paid',
          params: { n: cards.length, prices: prices(cards) },
        }),
      );
    }
    return out;
  });
  return { chain: MONEY_CHAIN, players: rankMoney(lines, s.money) };
}
