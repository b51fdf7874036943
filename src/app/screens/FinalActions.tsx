// After the final score: the next game in one tap (same players, or same game with new players), the
// game handed over to another phone by QR codes, the scoreboard as a picture to share, printing, and the
// lock that keeps the result on a booth's screen. On a booth phone locked to the game, the next game opens
// locked too.
import { useRef, useState } from 'preact/hooks';
import type { Json } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import { useApp, useT } from '../context';
import { createGame, unplayedTwin } from '../create-game';
import type { GameSession } from '../session';
import { LockButton } from './Lock';
import { shareScoreboard } from './share-png';

/** The buttons under the final scoreboard. */
export function FinalActions({ session }: { session: GameSession }) {
  const app = useApp();
  const record = session.record.value;
  const t = useT(record.players);
  const [problem, setProblem] = useState<string | null>(null);
  // Held while the next game is being made, so that a double tap does not make two.
  const busy = useRef(false);
  const { module } = session;
  // The next game with the same players: an unplayed one already saved for them is opened instead of
  // saving another; a screen locked to this game stays locked, to the new one.
  const samePlayers = async () => {
    if (busy.current) return;
    busy.current = true;
    setProblem(null);
    try {
      const options = (module.options.next?.(session.view.value.state, record.options) ??
        record.options) as typeof record.options & Record<string, Json>;
      const store = await app.library.store;
      const twin = unplayedTwin(await store.list(), module.id, record.players, options);
      const id =
        twin?.id ?? (await createGame(store, module, record.players, options, app.newId(), app.now()));
      if (isViolation(id)) return setProblem(t({ key: id.code, params: id.params }));
      if (app.booth.locked.value === record.id) app.booth.lock(id);
      app.router.go({ name: 'game', id });
    } catch {
      // Not saved (a full disk, say): this game stays on screen, and says so.
      setProblem(t('final.notSaved'));
    } finally {
      busy.current = false;
    }
  };
  const share = async () => {
    setProblem(null);
    const score = module.scoring.score(session.view.value.state);
    const outcome = await shareScoreboard(score, record, t);
    if (outcome === 'failed') setProblem(t('final.shareFailed'));
  };
  return (
    <section class="final-actions" aria-label={t('final.next')}>
      <button type="button" class="big-btn" onClick={() => void samePlayers()}>
        {t('final.samePlayers')}
      </button>
      {/* Locked, the form is lent for this one game (booth.ts): the game started there is locked in its place. */}
      <button
        type="button"
        class="btn wide-btn"
        onClick={() => {
          if (app.booth.locked.value === record.id) app.booth.lendForm(module.id);
          app.router.go({ name: 'new', game: module.id });
        }}
      >
        {t('final.newPlayers')}
      </button>
      <button
        type="button"
        class="btn wide-btn"
        onClick={() => app.router.go({ name: 'handover', id: record.id })}
      >
        {t('handover.send')}
      </button>
      <button type="button" class="btn wide-btn" onClick={() => void share()}>
        {t('final.share')}
      </button>
      <button type="button" class="btn wide-btn" onClick={() => window.print()}>
        {t('final.print')}
      </button>
      {/* Here, under the result, not at the page's foot under the whole game: a booth locks the result as it
          is shown, and unlocks it here with a long press. */}
      <LockButton gameId={record.id} wide />
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
