// A small labelled count field for the quick check: a colour letter over the count, kept as typed.
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
  /** As typed: the quick check reads it with `readWhole`, so 「３」 is 3 and "1e1" is refused, quoted. */
  value: string;
  onChange: (text: string) => void;
}) {
  const { css, ink } = colourOf(kind);
  const style = kind === 'special' || kind === 'coin' ? undefined : { background: css, color: ink };
  return (
    <label class="edo-count">
      <span class={`edo-tile edo-${kind}`} style={style} aria-hidden="true">
        {short}
      </span>
      <input
        type="text"
        inputMode="numeric"
        aria-label={label}
        placeholder="0"
        value={value}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
    </label>
  );
}
