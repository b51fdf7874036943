// Entering an amount (a bid, a price) with big keys; the rules, not the pad, judge the amount.
import type { ComponentChildren } from 'preact';
import { useId, useState } from 'preact/hooks';

/** Props of the number pad: `okLabel` names the entry, `children` adds keys such as "pass". */
export interface NumberPadProps {
  label: string;
  okLabel: string;
  clearLabel: string;
  /** Enters the amount; true when it was accepted. A refused amount stays on the display to be fixed. */
  onSubmit: (n: number) => boolean;
  /** The amount shown at first (a correction starts from the old amount). */
  initial?: number | undefined;
  children?: ComponentChildren;
}

/**
 * A 3x4 number pad under one row that says whose entry it is and what is typed so far. Nothing typed is
 * not zero: the confirm key waits for a digit (0 is typed as 0), so a stray tap never enters a bid.
 */
export function NumberPad({ label, okLabel, clearLabel, onSubmit, initial, children }: NumberPadProps) {
  const [typed, setTyped] = useState(initial === undefined ? '' : String(initial));
  // A correction starts from the old amount; the first digit typed replaces it, as a selected field would.
  const [old, setOld] = useState(initial !== undefined);
  const id = useId();
  const press = (digit: string) => {
    setTyped((t) => (old || t === '0' ? digit : (t + digit).slice(0, 4)));
    setOld(false);
  };
  const submit = () => {
    if (typed !== '' && onSubmit(Number(typed))) setTyped('');
  };
  return (
    <fieldset class="pad number-pad" aria-labelledby={id} data-control>
      <div class="pad-head">
        <span id={id} class="pad-label">
          {label}
        </span>
        <output
          class={`pad-display num${typed ? '' : ' pad-empty'}${old ? ' pad-old' : ''}`}
          aria-live="polite"
        >
          {typed || '—'}
        </output>
      </div>
      <div class="pad-keys">
        {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
          <button key={d} type="button" class="pad-key" onClick={() => press(d)}>
            {d}
          </button>
        ))}
        <button
          type="button"
          class="pad-key"
          aria-label={clearLabel}
          onClick={() => {
            setTyped('');
            setOld(false);
          }}
        >
          C
        </button>
        <button type="button" class="pad-key" onClick={() => press('0')}>
          0
        </button>
        <button type="button" class="pad-key pad-ok" disabled={typed === ''} onClick={submit}>
          {okLabel}
        </button>
      </div>
      {children && <div class="pad-extra">{children}</div>}
    </fieldset>
  );
}
