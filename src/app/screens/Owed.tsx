// Entries of a game that exist only in memory, said wherever the user is (home, after leaving the game's
// screen while saving failed): how many, with a retry, a file to keep them in, and the way back to the game.
import { useApp, useT } from '../context';
import { addStrings } from '../i18n';
import { en, ja } from '../strings/owed';
import { downloadGames } from './transfer-actions';

addStrings({ ja, en });

/** The notice: one line per game whose session owes writes. */
export function Owed() {
  const app = useApp();
  const t = useT();
  const owing = app.library.sessions.owing();
  if (owing.length === 0) return null;
  return (
    <section class="save-problem error" role="alert" data-owed>
      {owing.map((session) => {
        const record = session.record.value;
        return (
          <div key={record.id}>
            <p class="save-problem-text">
              {t('owed.line', {
                game: t(`game.${record.game}.name`),
                players: record.players.map((p) => p.name).join('・'),
                n: session.unsaved(),
              })}
            </p>
            <div class="save-actions">
              <button type="button" class="btn" onClick={() => session.retry()}>
                {t('owed.retry')}
              </button>
              <button type="button" class="btn" onClick={() => downloadGames([record], app.now())}>
                {t('owed.file')}
              </button>
              <button
                type="button"
                class="btn"
                onClick={() => app.router.go({ name: 'game', id: record.id })}
              >
                {t('owed.open')}
              </button>
            </div>
          </div>
        );
      })}
    </section>
  );
}
