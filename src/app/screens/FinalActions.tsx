// After the final score: the next game in one tap (same players, or same game with new players), the
// scoreboard as a picture to share, and printing.
import { useState } from 'preact/hooks';
import type { Json } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import { useApp, useT } from '../context';
import { createGame } from '../create-game';
import type { GameSession } from '../session';
import { shareScoreboard } from './share-png';

/** The buttons under the final scoreboard. */
export function FinalActions({ session }: { session: GameSession }) {
  const app = useApp();
  const record = session.record.value;
  const t = useT(record.players);
  const [problem, setProblem] = useState<string | null>(null);
  const { module } = session;
  const samePlayers = async () => {
    const options = (module.nextOptions?.(session.view.value.state, record.options) ??
      record.options) as typeof record.options & Record<string, Json>;
    const created = await createGame(
      await app.library.store,
      module,
      record.players,
      options,
      app.newId(),
      app.now(),
    );
    if (isViolation(created)) return setProblem(t({ key: created.code, params: created.params }));
    app.router.go({ name: 'game', id: created });
  };
  const share = async () => {
    const score = module.score(session.view.value.state);
    const outcome = await shareScoreboard(score, record, t, app.now());
    if (outcome === 'failed') setProblem(t('final.shareFailed'));
  };
  return (
    <section class="final-actions" aria-label={t('final.next')}>
      <button type="button" class="big-btn" onClick={() => void samePlayers()}>
        {t('final.samePlayers')}
      </button>
      <button
        type="button"
        class="btn wide-btn"
        onClick={() => app.router.go({ name: 'new', game: module.id })}
      >
        {t('final.newPlayers')}
      </button>
      <button type="button" class="btn wide-btn" onClick={() => void share()}>
        {t('final.share')}
      </button>
      <button type="button" class="btn wide-btn" onClick={() => window.print()}>
        {t('final.print')}
      </button>
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
