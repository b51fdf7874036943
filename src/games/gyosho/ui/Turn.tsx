// A turn: the map first (tap a city to move), then what can be done here (ship, load), then stopping early.
import type { GameScreenProps } from '../../types';
import type { Action } from '../actions';
import type { State } from '../state';
import { faceDownNow } from './hidden';
import { Load, loadChoices } from './Load';
import { MapView } from './MapView';
import { Ship, shipChoices } from './Ship';

/** The turn screen of the current player. */
export function Turn(props: GameScreenProps<State, Action>) {
  const { state: s, players, submit, t } = props;
  const p = s.current;
  const at = s.merchants[p]?.at ?? -1;
  const road = s.map[at]?.kind === 'road';
  const nothing = shipChoices(s).length === 0 && loadChoices(s).length === 0;
  return (
    <section class="gy gy-turn">
      <MapView
        s={s}
        players={players}
        t={t}
        here={at}
        control
        mark={(i) => (s.adj[at] ?? []).includes(i)}
        onTap={(city) => city !== at && submit({ type: 'move', p, city })}
      />
      {road || nothing ? (
        <p class="muted here-none">{t(road ? 'gyosho.err.roadOnlyMove' : 'gyosho.ui.nothingHere')}</p>
      ) : (
        // What can be done here comes first and a refused choice after it, with its reason: refused 特注
        // cards listed first pushed the loads and the stop key below a 640 px screen.
        <ul class="acts" aria-label={t('gyosho.ui.here')}>
          <Ship s={s} t={t} submit={submit} hide={faceDownNow(props)} refused={false} />
          <Load s={s} players={players} t={t} submit={submit} refused={false} />
          <Ship s={s} t={t} submit={submit} hide={faceDownNow(props)} refused />
          <Load s={s} players={players} t={t} submit={submit} refused />
        </ul>
      )}
      <button type="button" class="btn wide" onClick={() => submit({ type: 'endTurn', p })}>
        {t('gyosho.ui.endTurn', { n: s.actionsLeft })}
      </button>
    </section>
  );
}
