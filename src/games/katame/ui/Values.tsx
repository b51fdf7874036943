// What one icon of each goods is worth under a price card: drawn icon and its money, in a row.
import type { Translate } from '../../types';
import { GOODS, type Icon } from '../components';
import { iconValues } from '../settle';
import { Glyph } from './Glyph';

/** The value per icon of each goods for a price card's two faces. */
export function Values({ front, back, t }: { front: Icon; back: Icon; t: Translate }) {
  const values = iconValues(front, back);
  return (
    <span class="kt-values">
      <span class="sr-only">{t('katame.quick.values')}</span>
      {GOODS.map((g) => (
        <span key={g} class="kt-value num">
          <Glyph icon={g} t={t} size={20} label={t(`katame.icon.${g}`)} />
          {t('katame.money', { n: values[g] })}
        </span>
      ))}
    </span>
  );
}
