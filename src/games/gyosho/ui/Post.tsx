// The trading-post step when there is a choice: every legal placement, one tap each.
import type { GameScreenProps } from '../../types';
import type { Action } from '../actions';
import { postOptions } from '../posts';
import type { State } from '../state';
import { cityName } from './pieces';

/** The placements of the current player's next trading post. */
export function Post({ state: s, submit, t, initial }: GameScreenProps<State, Action>) {
  const p = s.current;
  // A correction marks the placement chosen before.
  const old = initial?.type === 'post' ? `${initial.city}:${initial.use.join()}` : undefined;
  const name = (c: number) => cityName(s, c, t);
  return (
    <section class="gy">
      <ul class="acts" data-control>
        {postOptions(s, p).map((o) => (
          <li key={`${o.city}:${o.use.join()}`}>
            <button
              type="button"
              class="act act-post"
              aria-pressed={old === undefined ? undefined : old === `${o.city}:${o.use.join()}`}
              onClick={() => submit({ type: 'post', p, city: o.city, use: o.use })}
            >
              <strong>{t('gyosho.ui.postAt', { city: name(o.city) })}</strong>
              <small>
                {t(o.use.length === 2 ? 'gyosho.ui.rule1' : 'gyosho.ui.rule2', {
                  cards: o.use.map(name).join(t('gyosho.ui.sep')),
                })}
              </small>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
