// Changing the past: correcting an entry, entering one the table forgot before it, and re-fitting an entry
// that a change made unfit. The bar holds how to switch or stop; the answer line says which entry and why.
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

/**
 * The bar of a correction, an insert or a re-fit: its keys on one row (the answer line below says which entry,
 * what it was and, for a re-fit, why it no longer fits), so that the step's own control stays on the screen.
 * Any entry being corrected can be removed, and an entry forgotten can be inserted before it.
 */
export function AmendBar({ amend, t, onSwitch, onRemove, onCancel }: AmendBarProps) {
  const fix = amend.kind === 'fix';
  return (
    <div class="amend-bar" data-amend={amend.refit ? 'refit' : amend.kind}>
      <div class="amend-actions">
        {/* A re-fit too: an entry may no longer fit because one before it was never entered (a bid). */}
        <button type="button" class="link-btn" onClick={onSwitch}>
          {t(fix ? 'amend.toInsert' : 'amend.toFix')}
        </button>
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
