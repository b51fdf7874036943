// The booth tally: the games finished today on this device (since the last clearing), each with every
// player's place and total, so that the booth can read back the day's results.
import { useEffect, useState } from 'preact/hooks';
import { colourOf } from '../../ui/colours';
import { Shape } from '../../ui/Shape';
import { tallied } from '../booth';
import { useApp, useT } from '../context';
import { isolate } from '../i18n';
import type { Placing } from '../player-stats';

/** The tally section of the home screen. */
export function Tally() {
  const { library, booth, now } = useApp();
  const t = useT();
  const done = tallied(library.games.value ?? [], booth.tallySince.value, now());
  const ids = done.map((m) => m.id).join(' ');
  // Places need the games' replays: worked out once per list of games, off the first paint.
  const [places, setPlaces] = useState<Record<string, Placing[] | null>>({});
  // Just cleared: the day's results are one tap from coming back (they are read back at the day's end).
  const [cleared, setCleared] = useState<{ before: string | null; n: number } | null>(null);
  const clear = () => setCleared({ before: booth.clearTally(now()), n: done.length });
  const restore = () => {
    if (!cleared) return;
    booth.restoreTally(cleared.before);
    setCleared(null);
  };
  useEffect(() => {
    if (ids === '') return;
    let cancelled = false;
    (async () => {
      const [{ MODULES }, { placings }] = await Promise.all([
        import('../../games/all'),
        import('../player-stats'),
      ]);
      const found: Record<string, Placing[] | null> = {};
      for (const id of ids.split(' ')) {
        const record = await library.load(id);
        found[id] = record ? placings(record, MODULES[record.game]) : null;
      }
      if (!cancelled) setPlaces(found);
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [ids, library]);
  return (
    <section aria-labelledby="tally-heading">
      <h2 id="tally-heading">{t('tally.title', { n: done.length })}</h2>
      {cleared ? (
        <p class="tally-cleared" role="status">
          {t('tally.cleared', { n: cleared.n })}{' '}
          <button type="button" class="btn" onClick={restore}>
            {t('tally.undoClear')}
          </button>
        </p>
      ) : done.length === 0 ? (
        <p class="muted">{t('tally.none')}</p>
      ) : (
        <>
          <ol class="tally">
            {done.map((m) => {
              const rows = places[m.id];
              return (
                <li key={m.id} class="tally-game">
                  <strong>{t(`game.${m.game}.name`)}</strong>
                  {rows ? (
                    <ol class="tally-places">
                      {rows.map((p) => (
                        <li key={p.seat}>
                          <Shape
                            seat={p.seat}
                            fill={colourOf(m.players[p.seat]?.colour ?? '').css}
                            size={14}
                          />
                          {t('tally.placing', {
                            rank: t(p.shared ? 'score.rankShared' : 'score.rank', { rank: p.rank }),
                            name: isolate(p.name),
                            total: p.total,
                          })}
                        </li>
                      ))}
                    </ol>
                  ) : (
                    <span> — {t('tally.won', { winners: m.winners.map(isolate).join('・') })}</span>
                  )}
                </li>
              );
            })}
          </ol>
          <button type="button" class="btn" onClick={clear}>
            {t('tally.clear')}
          </button>
        </>
      )}
    </section>
  );
}
