// The table view of an open game: the question, the answer to the last entry with Undo, the game's own
// control, and below the fold the tools, the log and the export.
import { useEffect, useRef, useState } from 'preact/hooks';
import { step } from '../../engine/replay';
import type { Json, Msg, RuleViolation } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { LoadedGame } from '../../games/types';
import { Secret } from '../../ui/Secret';
import { useApp, useT } from '../context';
import { hasString } from '../i18n';
import type { GameSession } from '../session';
import { FinalActions } from './FinalActions';
import { GameLog, lineOf } from './GameLog';
import { History } from './History';
import { LockButton } from './Lock';
import { ProgressChart } from './ProgressChart';
import { SaveProblem, SaveStatus } from './SaveStatus';
import { Scoreboard } from './Scoreboard';
import { Announcements } from './table/Announcements';
import { type Answer, AnswerLine } from './table/Answer';
import { Rejected } from './table/Rejected';
import { ruleName } from './table/rule';
import { TurnHeader } from './table/TurnHeader';
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

/** What the last tap did, for the answer line: an entry made or taken back. */
type Last = { kind: 'entered' | 'undone'; line: string } | null;

/** The table view. */
export function Table({ session, game }: TableProps) {
  const app = useApp();
  const { settings } = app;
  const players = session.record.value.players;
  const t = useT(players);
  const [refusal, setRefusal] = useState<RuleViolation | null>(null);
  const [correcting, setCorrecting] = useState<number | null>(null);
  const [history, setHistory] = useState(false);
  const [last, setLast] = useState<Last>(null);
  const [announced, setAnnounced] = useState<Msg[]>([]);
  // What the last correction changed in the players' totals (money, points), as "name a → b" pairs.
  const [changed, setChanged] = useState<[number, number, number][] | null>(null);
  const view = session.view.value;
  const lang = settings.lang.value;
  const { module } = session;
  const turnKey = hasString(lang, `${module.id}.turn`) ? `${module.id}.turn` : 'table.turn';
  const { Screen } = game;
  const entries = session.record.value.entries;

  // After an entry (or a redo) the answer line echoes it, and what the rules did by themselves is said.
  const answered = () => {
    const now = session.record.value.entries;
    const slot = session.appliedSlots().at(-1);
    setLast({ kind: 'entered', line: lineOf(session, now, now.length - 1, t) });
    const before = slot ? session.stateBefore(slot.index) : undefined;
    setAnnounced(
      slot && before !== undefined && slot.index === now.length - 1
        ? (module.announce?.(before, session.view.value.state, slot.action) ?? [])
        : [],
    );
  };

  const submit = (action: unknown): RuleViolation | null => {
    const result = session.submit(action as Json);
    setRefusal(result);
    if (!result) {
      setChanged(null);
      answered();
    }
    return result;
  };

  // Correcting an entry shows the game's own screen as it stood before that entry; what is entered replaces it.
  const before = correcting === null ? undefined : session.stateBefore(correcting);
  const correction =
    correcting !== null && before !== undefined
      ? {
          state: before,
          prompt: module.prompt(before),
          submit: (action: unknown): RuleViolation | null => {
            const checked = step(module, before, action);
            const totalsBefore = module.progress?.(view.state);
            const result = isViolation(checked) ? checked : session.correct(correcting, action as Json);
            setRefusal(result);
            if (!result) {
              setCorrecting(null);
              setChanged(changesOf(totalsBefore, module.progress?.(session.view.value.state)));
              answered();
            }
            return result;
          },
        }
      : null;
  const shown = correction ?? { state: view.state, prompt: view.prompt, submit };
  const over = view.over && !correction;
  // Back from the end (an undo, a correction): the page had scrolled to the winner; the control is at the top.
  const wasOver = useRef(over);
  useEffect(() => {
    if (wasOver.current && !over) window.scrollTo({ top: 0 });
    wasOver.current = over;
  }, [over]);

  const answer: Answer = refusal
    ? {
        kind: 'refusal',
        text: t({ key: refusal.code, params: refusal.params }),
        rule: ruleName(refusal.section, module.id, t, (key) => hasString(lang, key)),
      }
    : correction
      ? {
          kind: 'note',
          children: (
            <p>
              {t('table.correcting', { n: (correcting ?? 0) + 1 })}{' '}
              <button type="button" class="link-btn" onClick={() => setCorrecting(null)}>
                {t('table.cancel')}
              </button>
            </p>
          ),
        }
      : last
        ? {
            kind: 'echo',
            text: t(last.kind === 'entered' ? 'table.echo' : 'table.undone', { line: last.line }),
          }
        : entries.length > 0
          ? // Opened again (a reload, another screen): the answer line still says what was entered last.
            { kind: 'echo', text: t('table.echo', { line: lineOf(session, entries, entries.length - 1, t) }) }
          : { kind: 'none' };

  const undo = () => {
    const line = entries.length > 0 ? lineOf(session, entries, entries.length - 1, t) : '';
    setRefusal(null);
    setChanged(null);
    setAnnounced([]);
    session.undo();
    setLast({ kind: 'undone', line });
  };
  const redo = () => {
    setRefusal(null);
    setChanged(null);
    session.redo();
    answered();
  };

  return (
    <main class="screen table" data-phase={over ? 'over' : shown.prompt.phase} data-entries={entries.length}>
      <h1 class="sr-only">{t(`game.${module.id}.name`)}</h1>
      <TurnHeader
        prompt={shown.prompt}
        players={players}
        t={t}
        turnKey={turnKey}
        status={<SaveStatus session={session} t={t} />}
      />
      {!history && (
        <AnswerLine
          answer={answer}
          t={t}
          canUndo={entries.length > 0 && !correction}
          canRedo={session.canRedo.value && !correction}
          onUndo={undo}
          onRedo={redo}
        />
      )}
      <SaveProblem session={session} t={t} />
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
      {history && !correction ? (
        <History session={session} game={game} onClose={() => setHistory(false)} />
      ) : announced.length > 0 && !correction ? (
        // Also at the end: the last payout is done on the board before the scoreboard is read.
        <Announcements messages={announced} t={t} onDone={() => setAnnounced([])} />
      ) : over ? (
        <>
          <Scoreboard score={module.score(view.state)} players={players} t={t} />
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
      {changed && !correction && (
        <p class="notice" role="status">
          {changed.length === 0 ? (
            t('table.changedNone')
          ) : (
            <>
              {t('table.changed')}{' '}
              <Secret
                hidden={settings.hideSecrets.value && !view.over && module.progressIsSecret === true}
                label={t('table.changed')}
              >
                {changed.map(([p, a, b]) => `${players[p]?.name ?? ''} ${a} → ${b}`).join(' · ')}
              </Secret>
            </>
          )}
        </p>
      )}
      {view.rejected.length > 0 && !correction && (
        <Rejected
          rejected={view.rejected}
          t={t}
          onCorrect={setCorrecting}
          onRemove={(index) => setRefusal(session.remove(index))}
        />
      )}
      <div class="table-tools">
        <button type="button" class="btn" aria-pressed={history} onClick={() => setHistory(!history)}>
          {t(history ? 'history.present' : 'history.open')}
        </button>
        <LockButton gameId={session.record.value.id} />
      </div>
      <GameLog
        session={session}
        t={t}
        onCorrect={(index) => {
          setCorrecting(index);
          window.scrollTo({ top: 0 });
        }}
      />
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
