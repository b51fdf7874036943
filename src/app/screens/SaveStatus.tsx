// Whether every entry is saved: shown honestly, with a retry and an export when a write keeps failing.
import type { Translate } from '../../games/types';
import type { GameSession } from '../session';
import { downloadGames } from './transfer-actions';

/** The save indicator of the table header. */
export function SaveStatus({ session, t }: { session: GameSession; t: Translate }) {
  const error = session.saveError.value;
  if (error) {
    return (
      <div class="save-status error" role="alert">
        {t('save.failed')}
        <button type="button" class="link-btn" onClick={() => session.retry()}>
          {t('save.retry')}
        </button>
        <button
          type="button"
          class="link-btn"
          onClick={() => downloadGames([session.record.value], new Date())}
        >
          {t('save.export')}
        </button>
      </div>
    );
  }
  const pending = session.pending.value;
  return (
    <span class="save-status muted" role="status" data-saved={pending === 0 ? 'yes' : 'no'}>
      {pending === 0 ? t('save.saved') : t('save.pending')}
    </span>
  );
}
