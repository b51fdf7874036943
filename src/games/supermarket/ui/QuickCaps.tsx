// The four ◇ capacities of a round for the quick checks (blank = never set).
import type { Translate } from '../../types';
import { SUITS } from '../index';
import { SuitMark } from './cards';

/** One select per suit; `legend` names the round in the whole-match check. */
export function QuickCaps({
  caps,
  onChange,
  t,
  legend,
}: {
  caps: readonly (number | null)[];
  onChange: (caps: (number | null)[]) => void;
  t: Translate;
  legend?: string;
}) {
  return (
    <fieldset class="sm-caps">
      <legend>{legend ?? t('supermarket.label.capacity')}</legend>
      {SUITS.map((suit, s) => (
        <div key={suit}>
          <SuitMark suit={suit} t={t} />
          <select
            aria-label={legend ? `${legend} ${t(`supermarket.suit.${suit}`)}` : t(`supermarket.suit.${suit}`)}
            value={String(caps[s] ?? '')}
            onChange={(e) => {
              const v = e.currentTarget.value;
              onChange(caps.map((c, i) => (i === s ? (v === '' ? null : Number(v)) : c)));
            }}
          >
            <option value="">{t('supermarket.label.unset')}</option>
            {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
              <option key={n} value={String(n)}>
                ◇{n}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
