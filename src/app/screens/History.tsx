// History: the table as it stood after any entry, read-only, with a clear way back to the present.
import { useState } from 'preact/hooks';
import type { Player } from '../../engine/types';
import type { LoadedGame, Translate } from '../../games/types';
import { useApp, useT } from '../context';
import { describeFor, keepsSecrets } from '../secrecy';
import type { GameSession } from '../session';

/** The state after the first `k` applied entries (k = 0: the setup). */
export function stateAfter(session: GameSession, k: number): unknown {
  const slots = session.appliedSlots();
  const next = slots[k];
  return next ? session.stateBefore(next.index) : session.view.value.state;
}

/**
 * The table as `state` shows it, read-only: the game's strip, or else its screen with every control disabled.
 * `now` is the present state, for a screen that draws what was taken face down since as face down.
 */
export function PastTable(props: {
  session: GameSession;
  game: LoadedGame;
  state: unknown;
  players: readonly Player[];
  t: Translate;
  secret: boolean;
  now?: unknown;
}) {
  const { session, game, state, players, t, secret, now } = props;
  const { Strip, Screen } = game;
  return Strip ? (
    <Strip state={state} players={players} t={t} secret={secret} />
  ) : (
    <fieldset class="history-table" disabled>
      <legend class="sr-only">{t('history.readOnly')}</legend>
      <Screen
        state={state}
        prompt={session.module.rules.prompt(state)}
        players={players}
        submit={() => null}
        t={t}
        secret={secret}
        over={false}
        now={now}
      />
    </fieldset>
  );
}

/** The history view: a slider and step buttons over the applied entries. */
export function History({
  session,
  game,
  onClose,
}: {
  session: GameSession;
  game: LoadedGame;
  onClose?: () => void;
}) {
  const { settings } = useApp();
  const players = session.record.value.players;
  const t = useT(players);
  const slots = session.appliedSlots();
  const [k, setK] = useState(slots.length);
  const at = Math.min(k, slots.length);
  const state = stateAfter(session, at);
  const last = slots[at - 1];
  const before = last ? session.stateBefore(last.index) : undefined;
  // The past is read with what is hidden now still hidden: a trick taken since is face down.
  const secret = keepsSecrets(settings, session.module, session.view.value.over);
  const line =
    last && before !== undefined
      ? t(describeFor(session.module, before, last.action, session.view.value.state, secret))
      : t('history.setup');
  return (
    <section class="history" aria-labelledby="history-heading">
      <h2 id="history-heading">{t('history.title')}</h2>
      <div class="history-controls">
        <button
          type="button"
          class="pad-key"
          aria-label={t('history.back')}
          disabled={at === 0}
          onClick={() => setK(at - 1)}
        >
          ◀
        </button>
        <input
          type="range"
          min={0}
          max={slots.length}
          value={at}
          aria-label={t('history.slider')}
          onInput={(e) => setK(Number(e.currentTarget.value))}
        />
        <button
          type="button"
          class="pad-key"
          aria-label={t('history.forward')}
          disabled={at === slots.length}
          onClick={() => setK(at + 1)}
        >
          ▶
        </button>
      </div>
      <p class="notice" aria-live="polite">
        {t('history.after', { n: at, total: slots.length, line })}
      </p>
      <PastTable
        session={session}
        game={game}
        state={state}
        players={players}
        t={t}
        secret={secret}
        now={session.view.value.state}
      />
      {onClose && (
        <button type="button" class="big-btn" onClick={onClose}>
          {t('history.present')}
        </button>
      )}
    </section>
  );
}
