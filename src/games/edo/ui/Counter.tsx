// A small labelled number field for the quick check: a colour letter over the count.
import { colourOf } from '../../../ui/colours';

/** A count input; `kind` colours the letter above it (a goods colour, special, or coin). */
export function Counter({
  label,
  short,
  kind,
  value,
  onChange,
}: {
  label: string;
  short: string;
  kind: string;
  value: number;
  onChange: (n: number) => void;
}) {
  const { css, ink } = colourOf(kind);
  const style = kind === 'special' || kind === 'coin' ? undefined : { background: css, color: ink };
  return (
    <label class="edo-count">
      <span class={`edo-tile edo-${kind}`} style={style} aria-hidden="true">
        {short}
      </span>
      <input
        type="number"
        inputMode="numeric"
        min="0"
        aria-label={label}
        placeholder="0"
        value={value ? String(value) : ''}
        onInput={(e) => onChange(Number(e.currentTarget.value || 0))}
      />
    </label>
  );
}
