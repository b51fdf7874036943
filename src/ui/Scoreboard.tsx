// The final scoreboard: every player's lines, total, place, and which link of the tie-break chain decided it.
import { useEffect, useRef } from 'preact/hooks';
import type { FinalScore, Player } from '../engine/types';
import type { Translate } from '../games/types';
import { decidedText } from './decided';
import { PlayerChip } from './PlayerChip';
// The score's styles load with the screens that show a score, not with the first page.
import '../styles/results.css';

/**
 * Brings the scoreboard's heading and first card (the winner) into view and moves focus to the heading,
 * so that the end of a game is seen and heard at once wherever the page was scrolled to.
 */
export function revealWinner(section: HTMLElement): void {
  const heading = section.querySelector<HTMLElement>('h2');
  const winner = section.querySelector('.score-card') ?? heading;
  heading?.focus({ preventScroll: true });
  const top = heading?.getBoundingClientRect().top ?? 0;
  const bottom = winner?.getBoundingClientRect().bottom ?? 0;
  // Scrolled to the screen's top, the heading went under the pinned top bar or answer line.
  const cover = pinnedHeight();
  if (top < cover || bottom > window.innerHeight)
    window.scrollBy({ top: section.getBoundingClientRect().top - cover - SPACE_PX });
}

/** Room left between what is pinned at the top and the scoreboard's heading. */
const SPACE_PX = 8;

/** The height of what stays pinned at the screen's top over a scrolled page: the top bar, the answer line. */
function pinnedHeight(): number {
  let height = 0;
  for (const el of document.querySelectorAll('.top-bar, [data-answer]')) {
    const { position } = getComputedStyle(el);
    if (position === 'sticky' || position === 'fixed')
      height = Math.max(height, el.getBoundingClientRect().height);
  }
  return height;
}

/**
 * The scoreboard of a finished game (or a quick check), best place first. `reveal`: bring the winner into
 * view when it first appears; by default it does so at the end of a game on the table (inside the frame
 * whose phase is "over"), and not in a quick check, where it updates as counts are typed.
 */
export function Scoreboard({
  score,
  players,
  t,
  reveal,
}: {
  score: FinalScore;
  players: readonly Player[];
  t: Translate;
  reveal?: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = ref.current;
    if (section && (reveal ?? section.closest('[data-phase="over"]') !== null)) revealWinner(section);
  }, []);
  const ordered = [...score.players].sort((a, b) => a.rank - b.rank || a.player - b.player);
  return (
    <section class="scoreboard" aria-labelledby="score-heading" ref={ref}>
      <h2 id="score-heading" tabIndex={-1}>
        {t('score.title')}
      </h2>
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
              <p class="decided muted">{decidedText(score, ps, t)}</p>
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
