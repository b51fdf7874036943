// Whether every entry is saved: a word in the turn line, and while saving fails a notice that says how
// many entries exist only in memory, with a retry and a way to keep them in a file right now.
import type { Translate } from '../../games/types';
import type { GameSession } from '../session';
import { downloadGames } from './transfer-actions';
import './save.css';

/** The save indicator of the turn line. */
export function SaveStatus({ session, t }: { session: GameSession; t: Translate }) {
  const pending = session.pending.value;
  if (session.saveError.value) {
    return (
      <span class="save-status error" data-saved="no">
        {t('save.unsaved', { n: session.unsaved() })}
      </span>
    );
  }
  return (
    <span class="save-status muted" role="status" data-saved={pending === 0 ? 'yes' : 'no'}>
      {pending === 0 ? t('save.saved') : t('save.pending')}
    </span>
  );
}

/** While writes fail: what is at stake and the ways out (shown under the answer line, never hidden). */
export function SaveProblem({ session, t }: { session: GameSession; t: Translate }) {
  if (!session.saveError.value) return null;
  return (
    <div class="save-problem error" role="alert">
      <p class="save-problem-text">{t('save.failed', { n: session.unsaved() })}</p>
      <div class="save-actions">
        <button type="button" class="btn" onClick={() => session.retry()}>
          {t('save.retry')}
        </button>
        <button type="button" class="btn" onClick={() => downloadGames([session.record.value], new Date())}>
          {t('save.export')}
        </button>
      </div>
    </div>
  );
}
