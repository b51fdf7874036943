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

/** Props of the bar shown above the answer line (which says what the entry was) while the past is changed. */
export interface AmendBarProps {
  amend: Amend;
  t: Translate;
  onSwitch: () => void;
  onRemove: () => void;
  onCancel: () => void;
}

/** The bar of a correction, an insert or a re-fit. */
export function AmendBar({ amend, t, onSwitch, onRemove, onCancel }: AmendBarProps) {
  const n = amend.index + 1;
  return (
    <div class="amend-bar" role="status" data-amend={amend.refit ? 'refit' : amend.kind}>
      <p class="amend-what">
        {amend.refit
          ? t('amend.refit', { n, reason: amend.refit.reason })
          : t(amend.kind === 'fix' ? 'amend.fix' : 'amend.insert', { n })}
      </p>
      <div class="amend-actions">
        {amend.refit ? (
          <button type="button" class="link-btn" onClick={onRemove}>
            {t('amend.remove')}
          </button>
        ) : (
          <button type="button" class="link-btn" onClick={onSwitch}>
            {t(amend.kind === 'fix' ? 'amend.toInsert' : 'amend.toFix')}
          </button>
        )}
        <button type="button" class="link-btn" onClick={onCancel}>
          {t(amend.refit ? 'amend.later' : 'table.cancel')}
        </button>
      </div>
    </div>
  );
}
