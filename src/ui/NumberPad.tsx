// Entering an amount (a bid, a price) with big keys; the rules, not the pad, judge the amount.
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { useFresh } from './frames';

/** Props of the number pad: `okLabel` names the entry, `children` adds keys such as "pass". */
export interface NumberPadProps {
  label: string;
  okLabel: string;
  clearLabel: string;
  /**
   * Enters the amount; true when it was accepted. A refused amount stays on the display to be read, and the
   * next digit starts a new amount (as a correction's old amount does).
   */
  onSubmit: (n: number) => boolean;
  /** The amount shown at first (a correction starts from the old amount). */
  initial?: number | undefined;
  /**
   * Whose entry this is (a bidder, a card): a new one starts afresh from `initial`, on the same keys
   * (building the pad again for each bidder was a good part of a slow phone's tap).
   */
  entry?: string | number;
  children?: ComponentChildren;
}

/** What is typed, and whether it is an amount already given: the first digit replaces it. */
interface Typing {
  typed: string;
  old: boolean;
}

/**
 * A 3x4 number pad under one row that says whose entry it is and what is typed so far. Nothing typed is
 * not zero: the confirm key waits for a digit (0 is typed as 0), so a stray tap never enters a bid.
 */
export function NumberPad({
  label,
  okLabel,
  clearLabel,
  onSubmit,
  initial,
  entry,
  children,
}: NumberPadProps) {
  // What is typed for this entry, null while nothing is: the pad then shows `initial` (a correction's old
  // amount) as an amount already given, which the first digit replaces, as a selected field would; so is a
  // refused amount kept. Typing is its entry's own (useFresh): another entry's is never carried over, and an
  // entry whose amount was entered starts afresh if it comes back (null again).
  const start = (): Typing => ({
    typed: initial === undefined ? '' : String(initial),
    old: initial !== undefined,
  });
  const [kept, setKept] = useFresh<Typing | null>(entry, () => null);
  const { typed, old } = kept ?? start();
  const change = (next: (pad: Typing) => Typing) => setKept((was) => next(was ?? start()));
  const id = useId();
  const press = (digit: string) =>
    change((pad) => ({
      typed: pad.old || pad.typed === '0' ? digit : (pad.typed + digit).slice(0, 4),
      old: false,
    }));
  const submit = () => {
    if (typed === '') return;
    // Refused: "51" then 3 is a new amount, 3, not 513 (issue 32); OK takes the 51 again as it is.
    if (!onSubmit(Number(typed))) return change((pad) => ({ typed: pad.typed, old: true }));
    // Entered: the pad empties. An entry taken comes back afresh if it comes back (a correction of it).
    setKept(entry === undefined ? { typed: '', old: false } : null);
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
          onClick={() => change(() => ({ typed: '', old: false }))}
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
