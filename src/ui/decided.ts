// What decided a player's place, in words: the same sentence on the scoreboard and on its shared picture, so
// that a picture of a tie says what broke it, with each player's figures in the tie-break chain.
import type { FinalScore } from '../engine/types';
import type { Translate } from '../games/types';

/** The line under a player's score: alone at that place, shared, or which link of the chain decided it. */
export function decidedText(score: FinalScore, ps: FinalScore['players'][number], t: Translate): string {
  const why =
    ps.decidedBy === null
      ? t(ps.shared ? 'score.sharedAll' : 'score.alone')
      : t('score.decidedBy', { link: score.chain[ps.decidedBy] ?? '' });
  if (ps.keys.length <= 1) return why;
  return `${why} (${score.chain.map((link, i) => `${t(link)} ${ps.keys[i] ?? ''}`).join(' · ')})`;
}
