// Match scoring: the rounds' points summed; tie-break most tricks in the last round, then shared (004).
import { line, scoresFromChain } from '../../engine/ranking';
import type { FinalScore, Msg, ScoreLine } from '../../engine/types';
import { listMsg, suitMsg } from './msgs';
import { currentRound } from './rules';
import type { State } from './state';

/** The final (or, before the end, provisional) score: one line per finished round, chain points → last-round tricks. */
export function score(state: State): FinalScore {
  const finished = state.rounds.filter((r) => r.result !== null);
  const lines: ScoreLine[][] = [];
  const keys: number[][] = [];
  // The last round's tricks break ties; before the end the round in play stands in for it.
  const lastTricks = currentRound(state).tricksWon;
  for (let p = 0; p < state.players; p++) {
    const mine = finished.map((r) => {
      const shelves = r.result?.shelves ?? [];
      const scored = shelves.filter((s) => s.scorers.includes(p)).map((s) => suitMsg(s.suit));
      return line(
        { key: 'supermarket.line.round', params: { round: r.index + 1 } },
        r.result?.points[p] ?? 0,
        listMsg(scored),
      );
    });
    lines.push(mine);
    keys.push([mine.reduce((sum, l) => sum + l.points, 0), lastTricks[p] ?? 0]);
  }
  const notes: Msg[] = [];
  if (!state.over) notes.push({ key: 'supermarket.note.provisional' });
  for (const r of state.rounds) {
    for (const x of r.revokes) {
      // A kept flag was settled by the table; one never kept (nor corrected) is still open.
      notes.push({
        key: x.keptAt !== undefined ? 'supermarket.note.revoke' : 'supermarket.note.revokeOpen',
        params: { round: r.index + 1, trick: x.trick, player: { p: x.player }, suit: suitMsg(x.suit) },
      });
    }
  }
  return {
    chain: [{ key: 'supermarket.chain.points' }, { key: 'supermarket.chain.lastTricks' }],
    players: scoresFromChain(lines, keys),
    ...(notes.length > 0 ? { notes } : {}),
  };
}
