// One house rule on the new-game form, in the control its kind needs.
import type { Json, OptionSpec } from '../../engine/types';
import { useT } from '../context';

/** One house rule of the new-game form: a checkbox, a number or a choice, with its help and any refusal. */
export function OptionField({
  spec,
  value,
  onChange,
  error,
}: {
  spec: OptionSpec;
  value: Json;
  onChange: (v: Json) => void;
  /** Start's refusal of this rule, said under it. */
  error?: string | undefined;
}) {
  const t = useT();
  const id = `opt-${spec.key}`;
  const help = (
    <>
      <small id={`${id}-help`}>{t(spec.help)}</small>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
  if (spec.kind === 'boolean') {
    return (
      <div class="field check-field">
        <label class="check">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            aria-describedby={`${id}-help`}
            onChange={(e) => onChange(e.currentTarget.checked)}
          />
          <span>{t(spec.label)}</span>
        </label>
        {help}
      </div>
    );
  }
  if (spec.kind === 'number') {
    return (
      <div class="field">
        <label for={id}>{t(spec.label)}</label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={spec.min}
          max={spec.max}
          // Emptied while typing, the field stays empty (not 0); Start then names the range.
          value={value === null ? '' : String(value)}
          aria-describedby={`${id}-help`}
          onInput={(e) => {
            const text = e.currentTarget.value.trim();
            onChange(text === '' ? null : Number(text));
          }}
        />
        {help}
      </div>
    );
  }
  return (
    <div class="field">
      <label for={id}>{t(spec.label)}</label>
      <select
        id={id}
        value={String(value)}
        aria-describedby={`${id}-help`}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {spec.choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`${spec.label}.${choice}`)}
          </option>
        ))}
      </select>
      {help}
    </div>
  );
}
