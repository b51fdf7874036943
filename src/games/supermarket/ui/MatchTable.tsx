// Match points: each finished round's points per player and the running total.
import type { Player } from '../../../engine/types';
import { memo } from '../../../ui/frames';
import type { Translate } from '../../types';
import type { State } from '../index';
import { Head } from './RoundResult';

/** The points of every finished round, players across, with the total. */
export const MatchTable = memo(function MatchTable({
  state,
  players,
  t,
}: {
  state: State;
  players: readonly Player[];
  t: Translate;
}) {
  const done = state.rounds.filter((r) => r.result !== null);
  if (done.length === 0) return null;
  const total = (p: number) => done.reduce((sum, r) => sum + (r.result?.points[p] ?? 0), 0);
  return (
    <section aria-labelledby="sm-match">
      <h2 id="sm-match">{t('supermarket.ui.match')}</h2>
      <table class="sm-table">
        <Head players={players} first={t('supermarket.ui.roundCol')} />
        <tbody>
          {done.map((r) => (
            <tr key={r.index}>
              <th scope="row">{t('supermarket.line.round', { round: r.index + 1 })}</th>
              {players.map((_, p) => (
                <td key={p} class="num">
                  {r.result?.points[p] ?? 0}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('supermarket.ui.total')}</th>
            {players.map((_, p) => (
              <td key={p} class="num sm-points">
                {total(p)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
});
