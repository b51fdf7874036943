// Changing the past: correcting an entry, entering one the table forgot before it, and re-fitting an entry
// that a change made unfit. The bar says which and how to switch or stop; the answer line, what it was.
import type { Translate } from '../../../games/types';

/** What the table is changing: entry `index` corrected, or a forgotten entry inserted before it. */
export interface Amend {
  kind: 'fix' | 'insert';
  index: number;
  /** Opened by itself: the entry stopped fitting after a change and waits to be entered again. */
  refit?: { reason: string };
}

/** Props of the bar shown above the answer line (which says the entry and what it was) while the past is changed. */
export interface AmendBarProps {
  amend: Amend;
  t: Translate;
  onSwitch: () => void;
  onRemove: () => void;
  onCancel: () => void;
}

// A reason is a sentence of its own; inside the bar's sentence it loses its full stop (no "。）。").
const sentenceEnd = /[。.．]\s*$/u;

/**
 * The bar of a correction, an insert or a re-fit: its keys on one row (the answer line below says which entry
 * and what it was), so that the step's own control stays on the screen; a re-fit's reason above them. Any
 * entry being corrected can be removed.
 */
export function AmendBar({ amend, t, onSwitch, onRemove, onCancel }: AmendBarProps) {
  const n = amend.index + 1;
  const fix = amend.kind === 'fix';
  return (
    <div class="amend-bar" role="status" data-amend={amend.refit ? 'refit' : amend.kind}>
      {amend.refit && (
        <p class="amend-what">
          {t('amend.refit', { n, reason: amend.refit.reason.replace(sentenceEnd, '') })}
        </p>
      )}
      <div class="amend-actions">
        {!amend.refit && (
          <button type="button" class="link-btn" onClick={onSwitch}>
            {t(fix ? 'amend.toInsert' : 'amend.toFix')}
          </button>
        )}
        {fix && (
          <button type="button" class="link-btn" onClick={onRemove}>
            {t('amend.remove')}
          </button>
        )}
        <button type="button" class="link-btn" onClick={onCancel}>
          {t(amend.refit ? 'amend.later' : 'table.cancel')}
        </button>
      </div>
    </div>
  );
}
