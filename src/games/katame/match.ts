// The match's ranking by money, shared by the game's score and the whole-match quick check: the richest
// after round 3 wins; equal money shares the place (seed 001 has no other tie-break).
import { line, scoresFromChain } from '../../engine/ranking';
import type { FinalScore, Msg, RuleViolation, ScoreLine } from '../../engine/types';
import { violation } from '../../engine/violation';
import { ICON_LIMITS, ICONS, type Icon, type IconCounts, iconName, ROUNDS, START_MONEY } from './components';
import { quickCheck } from './settle';

/** The chain of the match: money only. */
export const MONEY_CHAIN: Msg[] = [{ key: 'katame.chain.money' }];

/** Each player's ranked score from their score lines and money. */
export function rankMoney(lines: ScoreLine[][], money: readonly number[]): FinalScore['players'] {
  return scoresFromChain(
    lines,
    money.map((m) => [m]),
  );
}

/** One settlement of the whole-match quick check: the price card's faces, and per player icons and payments. */
export interface QuickSettlement {
  front: Icon;
  back: Icon;
  counts: readonly Readonly<IconCounts>[];
  /** What each player paid for the cards won this round. */
  paid: readonly number[];
}

/**
 * Whole-match quick check: the three settlements, each player's money from the start (30) less the
 * payments plus the settlements, ranked as the game's own score ranks a match.
 */
/**
 * A round whose players hold, with the price card's two faces, more icons of a kind than the 13 cards carry
 * (001 用具 and RULINGS 001: 7 chocolate, gold and silk, 5 junk): each player's counts may be possible alone and not together.
 */
function roundOverflow(round: QuickSettlement, r: number): RuleViolation | null {
  const all: IconCounts = { choc: 0, gold: 0, silk: 0, junk: 0 };
  for (const counts of round.counts) for (const icon of ICONS) all[icon] += counts[icon];
  all[round.front] += 1;
  all[round.back] += 1;
  const icon = ICONS.find((i) => all[i] > ICON_LIMITS[i]);
  return icon === undefined
    ? null
    : violation('katame.err.quickTooMany', 'RULINGS 001 カードの内訳', {
        round: r + 1,
        icon: iconName(icon),
        count: all[icon],
        limit: ICON_LIMITS[icon],
      });
}

export function checkMatch(rounds: readonly QuickSettlement[]): FinalScore | RuleViolation {
  if (rounds.length !== ROUNDS) return violation('katame.err.quickRounds', '001 進行', { rounds: ROUNDS });
  const players = rounds[0]?.counts.length ?? 0;
  const money: number[] = Array.from({ length: players }, () => START_MONEY);
  const lines: ScoreLine[][] = money.map(() => [line({ key: 'katame.line.start' }, START_MONEY)]);
  for (const [r, round] of rounds.entries()) {
    const over = roundOverflow(round, r);
    if (over) return over;
    for (let p = 0; p < players; p++) {
      const paid = round.paid[p] ?? -1;
      // A payment comes out of the money in hand: nobody pays more than they hold (seed 001 進行).
      if (!Number.isInteger(paid) || paid < 0 || paid > (money[p] ?? 0)) {
        return violation('katame.err.quickPaid', '001 進行', { p: { p }, round: r + 1, paid });
      }
      const counts = round.counts[p] ?? { choc: 0, gold: 0, silk: 0, junk: 0 };
      // Only a card's winner pays (001 進行), and a card won brings its icons: no icons, nothing paid.
      if (paid > 0 && ICONS.every((icon) => counts[icon] === 0)) {
        return violation('katame.err.quickPaidNoCard', '001 進行', { p: { p }, round: r + 1, paid });
      }
      const settled = quickCheck(round.front, round.back, counts);
      if ('code' in settled) return settled;
      money[p] = (money[p] ?? 0) - paid + settled.total;
      lines[p]?.push(
        line({ key: 'katame.line.round', params: { round: r + 1 } }, settled.total - paid, {
          key: 'katame.detail.quickRound',
          params: { paid, settled: settled.total },
        }),
      );
    }
  }
  return { chain: MONEY_CHAIN, players: rankMoney(lines, money) };
}
