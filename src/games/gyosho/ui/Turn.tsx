// A turn: tap a city on the map to move, load here, ship here, or stop early.
import type { GameScreenProps } from '../../types';
import type { Action } from '../schema';
import type { State } from '../state';
import { Load } from './Load';
import { MapView } from './MapView';
import { Ship } from './Ship';

/** The turn screen of the current player. */
export function Turn({ state: s, players, submit, t }: GameScreenProps<State, Action>) {
  const p = s.current;
  const at = s.merchants[p]?.at ?? -1;
  const road = s.map[at]?.kind === 'road';
  return (
    <section class="gy">
      <h2>{t('gyosho.ui.move')}</h2>
      <MapView
        s={s}
        players={players}
        t={t}
        here={at}
        mark={(i) => (s.adj[at] ?? []).includes(i)}
        onTap={(city) => city !== at && submit({ type: 'move', p, city })}
      />
      {road ? (
        <p class="muted">{t('gyosho.err.roadOnlyMove')}</p>
      ) : (
        <>
          <Ship s={s} t={t} submit={submit} />
          <Load key={s.actionsLeft} s={s} players={players} t={t} submit={submit} />
        </>
      )}
      <button type="button" class="btn wide" onClick={() => submit({ type: 'endTurn', p })}>
        {t('gyosho.ui.endTurn', { n: s.actionsLeft })}
      </button>
    </section>
  );
}
