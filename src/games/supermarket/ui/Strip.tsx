// The table-state strip: the four shelves with their ◇ capacity and the trick that set each one.
import type { Translate } from '../../types';
import { type RoundState, shelves } from '../index';
import { SuitMark } from './cards';

/** The four shelves of the round being played. */
export function Strip({ round, t }: { round: RoundState; t: Translate }) {
  return (
    <section aria-labelledby="sm-shelves">
      <h2 id="sm-shelves" class="sr-only">
        {t('supermarket.label.shelf')}
      </h2>
      <ul class="sm-shelves">
        {shelves(round).map(({ suit, capacity, setAt }) => (
          <li key={suit} class={capacity === null ? 'sm-shelf unset' : 'sm-shelf'}>
            <span>
              <SuitMark suit={suit} t={t} />
              <span class="sr-only">{t(`supermarket.suit.${suit}`)} </span>
              <span class="sr-only">{t('supermarket.label.capacity')} </span>
              <strong class="num">{capacity === null ? t('supermarket.label.unset') : `◇${capacity}`}</strong>
            </span>
            {setAt !== null && <small class="muted">{t('supermarket.ui.setAt', { trick: setAt })}</small>}
          </li>
        ))}
      </ul>
    </section>
  );
}
