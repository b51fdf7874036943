// The players page: everyone who played on this device, with games played, wins and best score per title.
import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '../../engine/types';
import { allRecords } from '../../store/bulk';
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
        import('../../games/all'),
        import('../player-stats'),
        library.store,
      ]);
      // Read only: reading the games for the statistics is not a backup of them (home still offers one).
      setStats(playerStats(await allRecords(store), MODULES));
    })().catch(() => setStats([]));
  }, [library]);
  return (
    <main class="screen">
      <h1>{t('players.title')}</h1>
      {stats === null && <p class="muted">{t('home.loading')}</p>}
      {stats?.length === 0 && <p class="muted">{t('players.none')}</p>}
      <ul class="player-stats">
        {stats?.map((s) => (
          <li key={s.name} class="player-card">
            <div class="player-card-head">
              <h2>{s.name}</h2>
              <span class="muted">
                {t('players.played', { games: t('players.games', { n: s.played }), n: s.finished })}
              </span>
            </div>
            <ul class="player-games">
              {(Object.entries(s.byGame) as [GameId, { finished: number; wins: number; best: number }][]).map(
                ([game, g]) => (
                  <li key={game}>
                    <span>{t(`game.${game}.name`)}</span>
                    <span class="num">
                      {t('players.wins', { n: g.wins, finished: g.finished })} ·{' '}
                      {t('players.best', { best: g.best })}
                    </span>
                  </li>
                ),
              )}
            </ul>
          </li>
        ))}
      </ul>
    </main>
  );
}
