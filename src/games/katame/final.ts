// The final score: money after round 3, explained round by round (payments and settlements).
import { line, scoresFromChain } from '../../engine/ranking';
import type { FinalScore, ScoreLine } from '../../engine/types';
import { START_MONEY } from './components';
import { settlementDetail } from './scoring';
import type { State } from './state';

/** Each player's money, line by line: 30, then per round what they paid and what the market paid them. */
export function score(s: State): FinalScore {
  const lines: ScoreLine[][] = s.money.map((_, p) => {
    const out: ScoreLine[] = [line({ key: 'katame.line.start' }, START_MONEY)];
    for (const r of s.history) {
      const cards = r.won[p] ?? [];
      const settlement = r.settlements[p];
      out.push(
        line({ key: 'katame.line.paid', params: { round: r.round } }, -(r.paid[p] ?? 0), {
          key: 'katame.detail.paid',
          params: { n: cards.length, prices: cards.map((c) => c.price).join(' + ') || '0' },
        }),
      );
      if (settlement) {
        out.push(
          line(
            { key: 'katame.line.settled', params: { round: r.round } },
            settlement.total,
            settlementDetail(settlement),
          ),
        );
      }
    }
    // Mid-game (a provisional score): the current round's payments, so the lines still add up to the money.
    const paidNow = s.paid[p] ?? 0;
    if (paidNow > 0) {
      const cards = s.won[p] ?? [];
      out.push(
        line({ key: 'katame.line.paid', params: { round: s.round } }, -paidNow, {
          key: 'katame.detail.paid',
          params: { n: cards.length, prices: cards.map((c) => c.price).join(' + ') },
        }),
      );
    }
    return out;
  });
  return {
    chain: [{ key: 'katame.chain.money' }],
    players: scoresFromChain(
      lines,
      s.money.map((m) => [m]),
    ),
  };
}
