// Entering an amount (a bid, a price) with big keys; the rules, not the pad, judge the amount.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';

/** Props of the number pad: `okLabel` names the entry, `children` adds keys such as "pass". */
export interface NumberPadProps {
  label: string;
  okLabel: string;
  clearLabel: string;
  onSubmit: (n: number) => void;
  children?: ComponentChildren;
}

/** A 3x4 number pad with a display; submitting clears it. */
export function NumberPad({ label, okLabel, clearLabel, onSubmit, children }: NumberPadProps) {
  const [typed, setTyped] = useState('');
  const press = (digit: string) => setTyped((t) => (t === '0' ? digit : (t + digit).slice(0, 4)));
  const submit = () => {
    onSubmit(Number(typed || '0'));
    setTyped('');
  };
  return (
    <fieldset class="pad number-pad">
      <legend>{label}</legend>
      <output class="pad-display num" aria-live="polite">
        {typed || '0'}
      </output>
      <div class="pad-keys">
        {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
          <button key={d} type="button" class="pad-key" onClick={() => press(d)}>
            {d}
          </button>
        ))}
        <button type="button" class="pad-key" aria-label={clearLabel} onClick={() => setTyped('')}>
          C
        </button>
        <button type="button" class="pad-key" onClick={() => press('0')}>
          0
        </button>
        <button type="button" class="pad-key pad-ok" onClick={submit}>
          {okLabel}
        </button>
      </div>
      {children && <div class="pad-extra">{children}</div>}
    </fieldset>
  );
}
