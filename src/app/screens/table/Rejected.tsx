// The entries that no longer fit after a correction, each with Correct and Remove.
import type { Rejected as RejectedEntry } from '../../../engine/replay';
import type { Msg } from '../../../engine/types';
import type { Translate } from '../../../games/types';

/** Props of the list of entries that no longer fit. */
export interface RejectedProps {
  rejected: readonly RejectedEntry[];
  /** Why each no longer fits, as the table may read it (secrecy.ts `unfitReason`). */
  reasonOf: (r: RejectedEntry) => Msg;
  t: Translate;
  onCorrect: (index: number) => void;
  onRemove: (index: number) => void;
  /** True when they came with the game (saved so, or imported), not from a change made at this table. */
  opened: boolean;
}

/** The list of entries that no longer fit. */
export function Rejected({ rejected, reasonOf, t, onCorrect, onRemove, opened }: RejectedProps) {
  return (
    <div class="error rejected-list" role="alert">
      <p>{t(opened ? 'board.unfitOpened' : 'table.rejected', { n: rejected.length })}</p>
      <ul>
        {rejected.map((r) => (
          <li key={r.index}>
            {t('table.rejectedLine', {
              n: r.index + 1,
              reason: reasonOf(r),
            })}{' '}
            <button type="button" class="link-btn" onClick={() => onCorrect(r.index)}>
              {t('log.correct')}
            </button>{' '}
            <button type="button" class="link-btn" onClick={() => onRemove(r.index)}>
              {t('table.remove')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
