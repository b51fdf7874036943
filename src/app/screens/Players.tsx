// The players page: everyone who played on this device, with games played, wins and best score per title.
import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '../../engine/types';
import { useApp, useT } from '../context';
import type { PlayerStats } from '../player-stats';

/** The players page. */
export function Players() {
  const { library } = useApp();
  const t = useT();
  const [stats, setStats] = useState<PlayerStats[] | null>(null);
  useEffect(() => {
    (async () => {
      const [{ MODULES }, { playerStats }, store] = await Promise.all([
        import('../../engine/modules'),
        import('../player-stats'),
        library.store,
      ]);
      setStats(playerStats(await store.exportAll(), MODULES));
    })().catch(() => setStats([]));
  }, [library]);
  return (
    <main class="screen">
      <h1>{t('players.title')}</h1>
      {stats === null && <p class="muted">{t('home.loading')}</p>}
      {stats?.length === 0 && <p class="muted">{t('players.none')}</p>}
      <ul class="player-stats">
        {stats?.map((s) => (
          <li key={s.name} class="score-card">
            <h2>{s.name}</h2>
            <p>{t('players.played', { played: s.played, finished: s.finished })}</p>
            <table class="score-lines">
              <tbody>
                {(
                  Object.entries(s.byGame) as [GameId, { finished: number; wins: number; best: number }][]
                ).map(([game, g]) => (
                  <tr key={game}>
                    <th scope="row">{t(`game.${game}.name`)}</th>
                    <td>{t('players.wins', { wins: g.wins, finished: g.finished })}</td>
                    <td class="num">{t('players.best', { best: g.best })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        ))}
      </ul>
    </main>
  );
}
