// The final scoreboard: every player's lines, total, place, and which link of the tie-break chain decided it.
import type { FinalScore, Player } from '../../engine/types';
import type { Translate } from '../../games/types';
import { PlayerChip } from '../../ui/PlayerChip';

/** The scoreboard of a finished game (or a quick check), best place first. */
export function Scoreboard({
  score,
  players,
  t,
}: {
  score: FinalScore;
  players: readonly Player[];
  t: Translate;
}) {
  const ordered = [...score.players].sort((a, b) => a.rank - b.rank || a.player - b.player);
  return (
    <section class="scoreboard" aria-labelledby="score-heading">
      <h2 id="score-heading">{t('score.title')}</h2>
      <ol class="score-list">
        {ordered.map((ps) => {
          const player = players[ps.player];
          return (
            <li key={ps.player} class={ps.rank === 1 ? 'score-card winner' : 'score-card'}>
              <div class="score-head">
                <span class="rank num">
                  {t(ps.shared ? 'score.rankShared' : 'score.rank', { rank: ps.rank })}
                </span>
                {player && <PlayerChip player={player} seat={ps.player} />}
                <span class="total num">{ps.total}</span>
              </div>
              <table class="score-lines">
                <tbody>
                  {ps.lines.map((line, i) => (
                    <tr key={i}>
                      <th scope="row">
                        {t(line.label)}
                        {line.detail && <small class="line-detail">{t(line.detail)}</small>}
                      </th>
                      <td class="num">{line.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p class="decided muted">
                {ps.decidedBy === null
                  ? t(ps.shared ? 'score.sharedAll' : 'score.alone')
                  : t('score.decidedBy', { link: score.chain[ps.decidedBy] ?? '' })}
                {ps.keys.length > 1 &&
                  ` (${score.chain.map((link, i) => `${t(link)} ${ps.keys[i] ?? ''}`).join(' · ')})`}
              </p>
            </li>
          );
        })}
      </ol>
      {score.notes?.map((note, i) => (
        <p key={i} class="muted">
          {t(note)}
        </p>
      ))}
    </section>
  );
}
