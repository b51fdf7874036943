// A count entered with big minus and plus keys beside the drawn icon (no keyboard needed).
import type { Translate } from '../../types';
import type { Icon } from '../components';
import { Named } from './Glyph';

/** One row: icon and name, −, the count, +. */
export function Stepper({
  icon,
  value,
  max,
  t,
  onChange,
}: {
  icon: Icon;
  value: number;
  max: number;
  t: Translate;
  onChange: (n: number) => void;
}) {
  const name = { key: `katame.icon.${icon}` };
  return (
    <li class="kt-stepper">
      <Named icon={icon} t={t} size={30} />
      <button
        type="button"
        class="pad-key"
        aria-label={t('katame.ui.less', { icon: name })}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output class="num kt-count" aria-label={t('katame.ui.countOf', { icon: name })}>
        {value}
      </output>
      <button
        type="button"
        class="pad-key"
        aria-label={t('katame.ui.more', { icon: name })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </li>
  );
}
