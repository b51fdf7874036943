// Match scoring: the rounds' points summed; tie-break most tricks in the last round, then shared (004).
import type { FinalScore, Msg } from '../../engine/types';
import { MATCH_CHAIN, rankMatch } from './match';
import { suitMsg } from './msgs';
import { currentRound } from './rules';
import type { State } from './state';

/** The final (or, before the end, provisional) score: one line per finished round, chain points → last-round tricks. */
export function score(state: State): FinalScore {
  const finished = state.rounds.flatMap((r) => (r.result ? [r.result] : []));
  // The last round's tricks break ties; before the end the round in play stands in for it.
  const players = rankMatch(state.players, finished, currentRound(state).tricksWon);
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
  return { chain: MATCH_CHAIN, players, ...(notes.length > 0 ? { notes } : {}) };
}
