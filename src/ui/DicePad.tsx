// Six big buttons, one per die face: a die roll is one tap per die.
import { Die } from './Die';

/** Picks a die value; `label` names the die for a screen reader (e.g. "die 2"). */
export function DicePad({
  label,
  value,
  onPick,
}: {
  label: string;
  value?: number;
  onPick: (n: number) => void;
}) {
  return (
    <fieldset class="pad dice-pad">
      <legend>{label}</legend>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <button
          key={n}
          type="button"
          class={value === n ? 'pad-key selected' : 'pad-key'}
          aria-pressed={value === n}
          aria-label={`${label}: ${n}`}
          onClick={() => onPick(n)}
        >
          <Die value={n} />
        </button>
      ))}
    </fieldset>
  );
}
