// A row of mutually exclusive buttons (player count, entry mode): the chosen one is pressed.

/** Props of a choice row: the options with their labels, the chosen value and the change. */
export interface ChoiceProps<V> {
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** The choice row. */
export function Choice<V extends string | number>({ legend, options, value, onChange }: ChoiceProps<V>) {
  return (
    <fieldset class="sm-choice">
      <legend>{legend}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          class="pad-key"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
