// The table view of an open game: the question, the answer to the last entry with Undo, the game's own
// control, and below the fold the tools, the log and the export.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { step } from '../../engine/replay';
import type { Json, Msg, RuleViolation } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { LoadedGame } from '../../games/types';
import { useLater } from '../../ui/later';
import { useStable } from '../../ui/memo';
import { Scoreboard } from '../../ui/Scoreboard';
import { useApp, useT } from '../context';
import { hasString } from '../i18n';
import { keepsSecrets } from '../secrecy';
import type { GameSession } from '../session';
import { FinalActions } from './FinalActions';
import { GameLog, lineOf } from './GameLog';
import { History } from './History';
import { LockButton } from './Lock';
import { ProgressChart } from './ProgressChart';
import { SaveProblem, SaveStatus } from './SaveStatus';
import { type Amend, AmendBar } from './table/Amend';
import { Announcements } from './table/Announcements';
import { type Answer, AnswerLine } from './table/Answer';
import { ChangedNotice, changesOf } from './table/Changed';
import { DrawnScreen } from './table/Drawn';
import { Rejected } from './table/Rejected';
import { ruleName } from './table/rule';
import { Secrets } from './table/Secrets';
import { TurnHeader } from './table/TurnHeader';
import { downloadGames } from './transfer-actions';
import './table/layers.css';
import '../../styles/results.css';

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
  const [amend, setAmend] = useState<Amend | null>(null);
  const [history, setHistory] = useState(false);
  // Bumped when the game goes back (undo, redo, an entry removed): the game's screen then starts its steps
  // afresh, not from what was picked on them before (they stay drawn from entry to entry: ui/Stages.tsx).
  const [back, setBack] = useState(0);
  const [last, setLast] = useState<Last>(null);
  const [announced, setAnnounced] = useState<Msg[]>([]);
  // What the last correction changed in the players' totals (money, points), as "name a → b" pairs.
  const [changed, setChanged] = useState<[number, number, number][] | null>(null);
  const view = session.view.value;
  // The tap's frame draws the answer (the entry's echo or its refusal, and the question that follows); the
  // game's screen shows the entry in the next frame, and takes no tap until then. Drawing a step's control in
  // the tap's frame made a slow phone answer 2.4 – 3.4× later than a line of text (docs/performance.md).
  // What the screen shows, as one value: its state, its entry count and its restart key change together.
  const count = session.record.value.entries.length;
  const present = useMemo(() => ({ view, count, back }), [view, count, back]);
  const drawn = useLater(present);
  const lang = settings.lang.value;
  const { module } = session;
  const turnKey = hasString(lang, `${module.id}.turn`) ? `${module.id}.turn` : 'table.turn';
  const { Screen } = game;
  const entries = session.record.value.entries;
  // During play the table keeps what the rules hide, unless this game is played as a teaching table.
  const keep = keepsSecrets(settings, module, drawn.view.over);

  // After an entry (or a redo) the answer line echoes it, and what the rules did by themselves is said.
  const answered = () => {
    const now = session.record.value.entries;
    const slot = session.appliedSlots().at(-1);
    setLast({ kind: 'entered', line: lineOf(session, now, now.length - 1, t, keep) });
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

  // Changing the past shows the game's own screen as it stood before that entry: what is entered replaces
  // it (a correction) or goes in just before it (an insert). A stale target (undone since) closes it.
  const target = amend && amend.index < entries.length ? amend : null;
  const before = target ? session.stateBefore(target.index) : undefined;
  const oldEntry = target ? entries[target.index] : undefined;
  const oldAction = oldEntry && 'action' in oldEntry ? oldEntry.action : undefined;
  const correction =
    target && before !== undefined
      ? {
          state: before,
          prompt: module.prompt(before),
          submit: (action: unknown): RuleViolation | null => {
            const checked = step(module, before, action);
            const totalsBefore = module.progress?.(view.state);
            const result = isViolation(checked)
              ? checked
              : target.kind === 'fix'
                ? session.correct(target.index, action as Json)
                : session.insert(target.index, action as Json);
            setRefusal(result);
            if (!result) {
              setChanged(changesOf(totalsBefore, module.progress?.(session.view.value.state)));
              answered();
              refit();
            }
            return result;
          },
        }
      : null;

  // After a change to the past, the first entry that no longer fits opens at once, to be entered again.
  const refit = () => {
    const first = session.view.value.rejected[0];
    setAmend(
      first
        ? {
            kind: 'fix',
            index: first.index,
            refit: { reason: t({ key: first.violation.code, params: first.violation.params }) },
          }
        : null,
    );
    window.scrollTo({ top: 0 });
  };
  const shown = correction ?? { state: drawn.view.state, prompt: drawn.view.prompt, submit };
  const over = drawn.view.over && !correction;
  const enter = useStable((action: unknown) => shown.submit(action));
  const correct = useStable((ordinal: number) => {
    const slot = session.appliedSlots()[ordinal];
    if (slot) setAmend({ kind: 'fix', index: slot.index });
  });
  // What the rules did by themselves stands in place of the control until the table acknowledges it.
  const announcing = announced.length > 0 && !correction;
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
        // The hidden number behind a refusal ("Aki has 5 coins"): for its owner to press and hold.
        detail: refusal.secret && {
          text: t(refusal.secret.fact),
          hidden: keep,
          label: t('secrets.holdFor', { p: { p: refusal.secret.owner } }),
        },
      }
    : target && correction
      ? // While the past is changed, the answer line says what the entry was, even a card now face down:
        // to correct it the table turns that trick over and looks (docs/rulings.md).
        { kind: 'echo', text: t('amend.was', { line: lineOf(session, entries, target.index, t, false) }) }
      : last
        ? {
            kind: 'echo',
            text: t(last.kind === 'entered' ? 'table.echo' : 'table.undone', { line: last.line }),
          }
        : entries.length > 0
          ? // Opened again (a reload, another screen): the answer line still says what was entered last.
            {
              kind: 'echo',
              text: t('table.echo', { line: lineOf(session, entries, entries.length - 1, t, keep) }),
            }
          : { kind: 'none' };

  const undo = () => {
    setBack((n) => n + 1);
    const line = entries.length > 0 ? lineOf(session, entries, entries.length - 1, t, keep) : '';
    setRefusal(null);
    setChanged(null);
    setAnnounced([]);
    setAmend(null);
    session.undo();
    setLast({ kind: 'undone', line });
  };
  const redo = () => {
    setBack((n) => n + 1);
    setRefusal(null);
    setChanged(null);
    session.redo();
    answered();
  };

  return (
    <main
      class="screen table"
      data-phase={over ? 'over' : shown.prompt.phase}
      data-entries={drawn.count}
      data-refused={refusal ? '' : undefined}
    >
      <h1 class="sr-only">{t(`game.${module.id}.name`)}</h1>
      <TurnHeader
        // The question (whose turn, what to enter) is part of the answer: drawn in the tap's frame.
        prompt={(correction ?? view).prompt}
        players={players}
        t={t}
        turnKey={turnKey}
        status={<SaveStatus session={session} t={t} />}
      />
      {target && correction && !history && (
        <AmendBar
          amend={target}
          t={t}
          onSwitch={() => setAmend({ kind: target.kind === 'fix' ? 'insert' : 'fix', index: target.index })}
          onRemove={() => {
            const result = session.remove(target.index);
            setRefusal(result);
            if (!result) refit();
          }}
          onCancel={() => setAmend(null)}
        />
      )}
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
      ) : announcing && over ? (
        // Also at the end: the last payout is done on the board before the scoreboard is read.
        <Announcements messages={announced} t={t} onDone={() => setAnnounced([])} />
      ) : over ? (
        <>
          <Scoreboard score={module.score(drawn.view.state)} players={players} t={t} />
          <ProgressChart session={session} players={players} t={t} />
          <FinalActions session={session} />
          <section class="final-table" aria-label={t('table.atEnd')}>
            <Screen
              state={drawn.view.state}
              prompt={drawn.view.prompt}
              players={players}
              submit={submit}
              t={t}
              secret={false}
              over
            />
          </section>
        </>
      ) : (
        <>
          {announcing && <Announcements messages={announced} t={t} onDone={() => setAnnounced([])} />}
          {/* Hidden, not removed, while the announcement stands in its place: the tap that ends a trick or
              a round does not tear the whole game screen down, nor the acknowledgement build it again. */}
          <div class="table-entry" hidden={announcing}>
            {/* Until the screen shows the last entry, a tap lands on this, not on the table before that entry
                (one element: making the whole screen inert for that frame restyled all of it, twice). */}
            {drawn !== present && !correction && <div class="table-shield" />}
            <DrawnScreen
              Screen={Screen}
              // A correction starts the game's screen afresh from the entry corrected, and so do leaving it
              // and going back (its steps stay drawn from entry to entry otherwise: ui/Stages.tsx).
              key={target ? `${target.kind}:${target.index}` : `now:${drawn.back}`}
              state={shown.state}
              prompt={shown.prompt}
              players={players}
              submit={enter}
              t={t}
              secret={keep}
              over={false}
              gameId={session.record.value.id}
              initial={target?.kind === 'fix' ? oldAction : undefined}
              onCorrect={correction ? undefined : correct}
            />
          </div>
        </>
      )}
      {!over && !history && keep && module.secrets && (
        <Secrets module={module} state={shown.state} players={players} t={t} />
      )}
      {changed && !correction && (
        <ChangedNotice changed={changed} secret={keep && module.progressIsSecret === true} t={t} />
      )}
      {/* What a correction left unfit is part of its answer: drawn in the tap's frame. */}
      {view.rejected.length > 0 && !correction && !history && (
        <Rejected
          rejected={view.rejected}
          t={t}
          onCorrect={(index) => {
            setAmend({ kind: 'fix', index });
            window.scrollTo({ top: 0 });
          }}
          onRemove={(index) => {
            setBack((n) => n + 1);
            setRefusal(session.remove(index));
          }}
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
        keep={keep}
        readOnly={history}
        onCorrect={(index) => {
          setAmend({ kind: 'fix', index });
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
