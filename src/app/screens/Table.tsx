// The table view of an open game: step name and whose move, the game's own screen, undo/redo, log, scores.
import { useState } from 'preact/hooks';
import { step } from '../../engine/replay';
import type { Json, RuleViolation } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { LoadedGame } from '../../games/types';
import { PlayerChip } from '../../ui/PlayerChip';
import { Secret } from '../../ui/Secret';
import { useApp, useT } from '../context';
import { hasString } from '../i18n';
import type { GameSession } from '../session';
import { FinalActions } from './FinalActions';
import { GameLog } from './GameLog';
import { History } from './History';
import { LockButton } from './Lock';
import { ProgressChart } from './ProgressChart';
import { SaveStatus } from './SaveStatus';
import { Scoreboard } from './Scoreboard';
import { downloadGames } from './transfer-actions';

/** The players whose total differs between two lists of totals: [player, before, after]. */
export function changesOf(
  before: number[] | undefined,
  after: number[] | undefined,
): [number, number, number][] {
  if (!before || !after) return [];
  return after.flatMap((b, p) =>
    before[p] === b ? [] : [[p, before[p] ?? 0, b] as [number, number, number]],
  );
}

/** Props of the table view. */
export interface TableProps {
  session: GameSession;
  game: LoadedGame;
}

/** The table view. */
export function Table({ session, game }: TableProps) {
  const app = useApp();
  const { settings } = app;
  const players = session.record.value.players;
  const t = useT(players);
  const [refusal, setRefusal] = useState<RuleViolation | null>(null);
  const [correcting, setCorrecting] = useState<number | null>(null);
  const [history, setHistory] = useState(false);
  // What the last correction changed in the players' totals (money, points), as "name a → b" pairs.
  const [changed, setChanged] = useState<[number, number, number][] | null>(null);
  const view = session.view.value;
  // A game may name its turns itself (a trick, a lot): `<game>.turn` in its strings.
  const lang = settings.lang.value;
  const turnKey = `${session.module.id}.turn`;
  const { Screen } = game;

  const submit = (action: unknown): RuleViolation | null => {
    const result = session.submit(action as Json);
    setRefusal(result);
    if (!result) setChanged(null);
    return result;
  };

  // Correcting an entry shows the game's own screen as it stood before that entry; what is entered replaces it.
  const before = correcting === null ? undefined : session.stateBefore(correcting);
  const correction =
    correcting !== null && before !== undefined
      ? {
          state: before,
          prompt: session.module.prompt(before),
          submit: (action: unknown): RuleViolation | null => {
            const checked = step(session.module, before, action);
            const totalsBefore = session.module.progress?.(view.state);
            const result = isViolation(checked) ? checked : session.correct(correcting, action as Json);
            setRefusal(result);
            if (!result) {
              setCorrecting(null);
              setChanged(changesOf(totalsBefore, session.module.progress?.(session.view.value.state)));
            }
            return result;
          },
        }
      : null;
  const shown = correction ?? { state: view.state, prompt: view.prompt, submit };
  const prompt = shown.prompt;

  return (
    <main class="screen table">
      <header class="table-head">
        <h1>{t(`game.${session.module.id}.name`)}</h1>
        <SaveStatus session={session} t={t} />
      </header>
      <section class="turn" aria-live="polite" aria-atomic="true">
        <p class="step">
          {prompt.round !== undefined && <span class="round">{t('table.round', { n: prompt.round })}</span>}
          {prompt.turn !== undefined && (
            <span class="round">
              {t(hasString(lang, turnKey) ? turnKey : 'table.turn', { n: prompt.turn })}
            </span>
          )}
          <strong>{t(prompt.title)}</strong>
        </p>
        {prompt.actors.length > 0 && (
          <p class="actors">
            {prompt.actors.map((p) => {
              const player = players[p];
              return player ? <PlayerChip key={p} player={player} seat={p} active /> : null;
            })}
          </p>
        )}
        {prompt.hint && <p class="hint">{t(prompt.hint)}</p>}
      </section>
      {correction && (
        <p class="notice" role="status">
          {t('table.correcting', { n: (correcting ?? 0) + 1 })}{' '}
          <button type="button" class="link-btn" onClick={() => setCorrecting(null)}>
            {t('table.cancel')}
          </button>
        </p>
      )}
      {changed && !correction && (
        <p class="notice" role="status">
          {changed.length === 0 ? (
            t('table.changedNone')
          ) : (
            <>
              {t('table.changed')}{' '}
              <Secret
                hidden={settings.hideSecrets.value && !view.over && session.module.progressIsSecret === true}
                label={t('table.changed')}
              >
                {changed.map(([p, a, b]) => `${players[p]?.name ?? ''} ${a} → ${b}`).join(' · ')}
              </Secret>
            </>
          )}
        </p>
      )}
      {session.readOnly.value && (
        <p class="notice" role="status">
          {t('app.err.otherTab')}
        </p>
      )}
      {session.forked.value && (
        <p class="error" role="alert">
          {t('app.err.forked')}
        </p>
      )}
      {refusal && (
        <p class="error refusal" role="alert">
          {t({ key: refusal.code, params: refusal.params })}
          <span class="muted"> ({t('table.section', { section: refusal.section })})</span>
        </p>
      )}
      {view.rejected.length > 0 && !correction && (
        <div class="error" role="alert">
          <p>{t('table.rejected', { n: view.rejected.length })}</p>
          <ul>
            {view.rejected.map((r) => (
              <li key={r.index}>
                {t('table.rejectedLine', {
                  n: r.index + 1,
                  reason: { key: r.violation.code, params: r.violation.params },
                })}{' '}
                <button type="button" class="link-btn" onClick={() => setCorrecting(r.index)}>
                  {t('log.correct')}
                </button>{' '}
                <button type="button" class="link-btn" onClick={() => setRefusal(session.remove(r.index))}>
                  {t('table.remove')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {history && !correction ? (
        <History session={session} game={game} onClose={() => setHistory(false)} />
      ) : view.over && !correction ? (
        <>
          <Scoreboard score={session.module.score(view.state)} players={players} t={t} />
          <ProgressChart session={session} players={players} t={t} />
          <FinalActions session={session} />
          <section class="final-table" aria-label={t('table.atEnd')}>
            <Screen
              state={view.state}
              prompt={view.prompt}
              players={players}
              submit={submit}
              t={t}
              secret={false}
              over
            />
          </section>
        </>
      ) : (
        <Screen
          state={shown.state}
          prompt={shown.prompt}
          players={players}
          submit={shown.submit}
          t={t}
          secret={settings.hideSecrets.value}
          over={false}
          onCorrect={
            correction
              ? undefined
              : (ordinal) => {
                  const slot = session.appliedSlots()[ordinal];
                  if (slot) setCorrecting(slot.index);
                }
          }
        />
      )}
      <div class="table-tools">
        <button type="button" class="btn" aria-pressed={history} onClick={() => setHistory(!history)}>
          {t(history ? 'history.present' : 'history.open')}
        </button>
        <LockButton gameId={session.record.value.id} />
      </div>
      <nav class="undo-bar" aria-label={t('table.controls')}>
        <button
          type="button"
          class="btn"
          disabled={session.record.value.entries.length === 0}
          onClick={() => {
            setRefusal(null);
            setChanged(null);
            session.undo();
          }}
        >
          {t('table.undo')}
        </button>
        <button
          type="button"
          class="btn"
          disabled={!session.canRedo.value}
          onClick={() => {
            setRefusal(null);
            setChanged(null);
            session.redo();
          }}
        >
          {t('table.redo')}
        </button>
      </nav>
      <GameLog session={session} t={t} onCorrect={setCorrecting} />
      <button
        type="button"
        class="btn export-one"
        onClick={() => downloadGames([session.record.value], app.now())}
      >
        {t('table.export')}
      </button>
    </main>
  );
}
