// Title cards (variant): the table enters one title's points for every player.
import { useState } from 'preact/hooks';
import type { GameScreenProps } from '../../types';
import type { Action } from '../actions';
import type { State } from '../state';
import { Stepper } from './pieces';

/** Points per player for the next title card. */
export function Titles({ state: s, players, submit, t, initial }: GameScreenProps<State, Action>) {
  // A correction starts from the points entered before.
  const [points, setPoints] = useState<number[]>(() =>
    initial?.type === 'title' ? initial.points.slice() : players.map(() => 0),
  );
  return (
    <section class="gy" data-control>
      <fieldset>
        <legend>{t('gyosho.hint.titles', { k: s.titles.length + 1 })}</legend>
        {players.map((pl, p) => (
          <Stepper
            key={p}
            label={pl.name}
            value={points[p] ?? 0}
            t={t}
            onChange={(n) => setPoints(points.map((x, q) => (q === p ? n : x)))}
          />
        ))}
      </fieldset>
      <button
        type="button"
        class="big-btn"
        onClick={() => {
          if (!submit({ type: 'title', points })) setPoints(players.map(() => 0));
        }}
      >
        {t('gyosho.ui.titleOk', { k: s.titles.length + 1 })}
      </button>
    </section>
  );
}
