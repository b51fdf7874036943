// The one-tap setup steps: the reshuffle when three big orders came up, and the starting places.
import type { GameScreenProps } from '../../types';
import type { Action } from '../actions';
import type { State } from '../state';
import { MapView } from './MapView';

/** One tap on a distribution city places the current player's post and wagon. */
export function Start({ state: s, players, submit, t }: GameScreenProps<State, Action>) {
  return (
    <section class="gy">
      <MapView
        s={s}
        players={players}
        t={t}
        control
        mark={(i) => s.map[i]?.kind === 'distribution'}
        onTap={(city) => submit({ type: 'start', p: s.current, city })}
      />
    </section>
  );
}

/** Setup [3]: three big orders came up; the table reshuffles and enters the row again. */
export function Reshuffle({ submit, t }: GameScreenProps<State, Action>) {
  return (
    <section class="gy">
      <button type="button" class="big-btn" data-control onClick={() => submit({ type: 'reshuffle' })}>
        {t('gyosho.ui.reshuffled')}
      </button>
    </section>
  );
}
