// Setup [1]: the wagon card's cargo slots, one tap; the value entered last time for this side is offered first.
import type { GameScreenProps } from '../../types';
import type { Action } from '../schema';
import type { State } from '../state';
import { recall, rememberCapacity } from './memory';

/** The capacity pad. */
export function SetupWagon({ state, submit, t, initial }: GameScreenProps<State, Action>) {
  const side = state.options.wagon;
  // A correction offers the capacity entered before; otherwise the one remembered for this side.
  const last = initial?.type === 'wagon' ? initial.capacity : recall().capacity?.[side];
  const pick = (capacity: number) => {
    if (!submit({ type: 'wagon', capacity })) rememberCapacity(side, capacity);
  };
  return (
    <section class="gy">
      {typeof last === 'number' && (
        <button type="button" class="big-btn" onClick={() => pick(last)}>
          {t('gyosho.ui.wagonLast', { n: last })}
        </button>
      )}
      <fieldset class="pad pads4" data-control>
        <legend>{t('gyosho.label.capacity')}</legend>
        {Array.from({ length: 12 }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            class={n === last ? 'pad-key selected' : 'pad-key'}
            aria-label={t('gyosho.ui.capacityN', { n })}
            onClick={() => pick(n)}
          >
            {n}
          </button>
        ))}
      </fieldset>
    </section>
  );
}
