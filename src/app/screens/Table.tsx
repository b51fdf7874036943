// The table view of an open game: the question, the answer to the last entry with Undo, the game's own
// control (or what to move on the board first), and below the fold the tools, the log and the export.
// The table's state and what it does live in its model (../table-model.ts); this lays them out.
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { LoadedGame } from '../../games/types';
import { SettlingContext, useLater, useSettling, useStable } from '../../ui/frames';
import { useApp, useT } from '../context';
import { hasString } from '../i18n';
import { keepsSecrets, unfitReason } from '../secrecy';
import type { GameSession } from '../session';
import { answerOf } from '../table-answer';
import { localKeeper, TABLE_LIST } from '../table-kept';
import { TableModel } from '../table-model';
import type { KeptTable } from '../table-moves';
import { addBoardStrings } from './board-strings';
import { GameLog, lineOf } from './GameLog';
import { History } from './History';
import { SaveProblem, SaveStatus } from './SaveStatus';
import { AmendBar } from './table/Amend';
import { AnswerLine } from './table/Answer';
import { AtEnd } from './table/AtEnd';
import { Below } from './table/Below';
import { BoardCheck } from './table/BoardCheck';
import { ChangedNotice } from './table/Changed';
import { Checklist } from './table/Checklist';
import { DrawnScreen } from './table/Drawn';
import { Rejected } from './table/Rejected';
import { Secrets } from './table/Secrets';
import { Tools } from './table/Tools';
import { TurnHeader } from './table/TurnHeader';
import { downloadGames } from './transfer-actions';
import './table/layers.css';
import '../../styles/results.css';

addBoardStrings();

// What stops play outlives the screen: back from home, or the tab reopened, the list of what to move still stands.
const kept = localKeeper<KeptTable>(TABLE_LIST, globalThis.localStorage);

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
  const model = useMemo(() => new TableModel(session, kept), [session]);
  const view = session.view.value;
  const { module } = session;
  // The tap's frame draws the answer (the entry's echo or its refusal, and the question that follows); the
  // game's screen shows the entry in the next frame, and takes no tap until then. Drawing a step's control in
  // the tap's frame made a slow phone answer 2.4 – 3.4× later than a line of text (docs/performance.md).
  // What the screen shows, as one value: its state, its entry count and its restart key change together.
  const count = session.record.value.entries.length;
  const back = model.back.value;
  const present = useMemo(() => ({ view, count, back }), [view, count, back]);
  // The drawn mark: once every part drawn later (the game's screen, its strip, the secrets' panel, the log)
  // shows the present, `data-drawn` on the frame says how many entries that is. It is written, not rendered,
  // so that it costs no render; the browser tests wait on it (e2e/browser.ts, `settled`).
  const frame = useRef<HTMLElement>(null);
  const drawnCount = useRef(count);
  const settling = useSettling(() => frame.current?.setAttribute('data-drawn', String(drawnCount.current)));
  const drawn = useLater(present, settling);
  drawnCount.current = drawn.count;
  const lang = settings.lang.value;
  const turnKey = hasString(lang, `${module.id}.turn`) ? `${module.id}.turn` : 'table.turn';
  const { Screen } = game;
  const entries = session.record.value.entries;
  // During play the table keeps what the rules hide, unless this game is played as a teaching table.
  const keep = keepsSecrets(settings, module, drawn.view.over);
  model.words = {
    line: (list, index) => lineOf(session, list, index, t, keep),
    reason: (r) => t(unfitReason(module, r, session.stateBefore(r.index), session.view.value.state, keep)),
  };
  const history = model.history.value;
  const checking = model.checking.value;
  const stop = model.stop.value;
  const refusal = model.refusal.value;

  // Changing the past shows the game's own screen as it stood before that entry: what is entered replaces
  // it (a correction) or goes in just before it (an insert).
  const target = model.target.value;
  const past = model.pastView();
  const correction = target && past ? target : null;
  // Its bar is shown in the answer line, unless play stops for the board; its words then take the hint's place.
  const amending = correction && !stop && !history ? correction : null;
  const oldEntry = correction ? entries[correction.index] : undefined;
  const oldAction = oldEntry && 'action' in oldEntry ? oldEntry.action : undefined;
  // A sealed bid is its player's own until the bids open: its correction neither says nor starts from it.
  const sealed =
    past !== null && keep && module.secrecy?.sealed?.(past.state, oldAction, view.state) === true;
  const shown = past ?? { state: drawn.view.state, prompt: drawn.view.prompt };
  const over = drawn.view.over && !correction;
  const enter = useStable((action: unknown) =>
    model.target.value ? model.enterPast(action) : model.enter(action),
  );
  const submit = useStable((action: unknown) => model.enter(action));
  const lockedOver = over && app.booth.locked.value === session.record.value.id;
  const correct = useStable((ordinal: number) => model.openOrdinal(ordinal));
  const openAmend = useStable((index: number) => model.open('fix', index));
  // A change to the past opens at the top of the page, where its control is.
  useEffect(() => {
    if (target) window.scrollTo({ top: 0 });
  }, [target]);
  // Back from the end (an undo, a correction): the page had scrolled to the winner; the control is at the top.
  const wasOver = useRef(over);
  useEffect(() => {
    if (wasOver.current && !over) window.scrollTo({ top: 0 });
    wasOver.current = over;
  }, [over]);

  const answer = answerOf(
    {
      game: module.id,
      refusal,
      amend: correction
        ? { target: correction, line: lineOf(session, entries, correction.index, t, sealed) }
        : null,
      last: model.last.value,
      ruled: model.ruled.value,
      lastLine: entries.length > 0 ? lineOf(session, entries, entries.length - 1, t, keep) : null,
      keep,
    },
    t,
    (key) => hasString(lang, key),
  );
  const pastChange = model.past.value;

  // What stops play: the moves the rules made or a correction asks for, said in place of the control.
  const checklist = stop && (
    <Checklist
      key={stop.kind}
      title={t(
        stop.kind === 'ruled'
          ? 'board.ruled'
          : stop.undone === 'change'
            ? 'board.undoneChange'
            : stop.undone
              ? 'board.undone'
              : 'board.past',
      )}
      said={stop.kind === 'ruled' ? stop.ruled.messages.map((m) => t(m)) : []}
      moves={stop.kind === 'past' ? stop.change.moves : stop.ruled.moves}
      players={players}
      // What the rules pay is paid in the open (their words say how much): only a correction's change to a
      // secret count is held to be read (docs/rulings.md).
      keep={keep && stop.kind === 'past'}
      t={t}
      onDone={() => model.acknowledge()}
    />
  );

  // The step's choices below the screen's foot are counted from here (table/Below.tsx).
  const entryPart = useRef<HTMLDivElement>(null);
  // The parts drawn later report to the drawn mark (`settling`).
  const page = (
    <main
      ref={frame}
      class="screen table"
      data-phase={over ? 'over' : shown.prompt.phase}
      data-entries={drawn.count}
      data-refused={refusal ? '' : undefined}
      data-said={answer.kind === 'echo' && answer.said ? '' : undefined}
      data-stop={stop ? stop.kind : undefined}
      data-amending={amending ? '' : undefined}
    >
      <h1 class="sr-only">{t(`game.${module.id}.name`)}</h1>
      <TurnHeader
        // The question (whose turn, what to enter) is part of the answer: drawn in the tap's frame.
        prompt={past?.prompt ?? view.prompt}
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
          onUndo={() => model.undo(app.booth.locked.peek() === session.record.peek().id)}
          onRedo={() => model.redo()}
          // A change to the past: its keys above the words that say which entry, in one box.
          bar={
            amending && (
              <AmendBar
                amend={amending}
                t={t}
                onSwitch={() => model.open(amending.kind === 'fix' ? 'insert' : 'fix', amending.index)}
                onRemove={() => model.remove(amending.index)}
                onCancel={() => model.closeAmend()}
              />
            )
          }
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
        <History session={session} game={game} onClose={() => (model.history.value = false)} />
      ) : checking && !correction ? (
        <BoardCheck
          board={module.board.of(view.state)}
          players={players}
          keep={keep}
          t={t}
          onClose={() => (model.checking.value = false)}
        />
      ) : stop && over ? (
        // Also at the end: the last payout is done on the board before the scoreboard is read.
        checklist
      ) : over ? (
        <AtEnd
          session={session}
          game={game}
          state={drawn.view.state}
          prompt={drawn.view.prompt}
          players={players}
          submit={submit}
          t={t}
        />
      ) : (
        <>
          {checklist}
          {/* Hidden, not removed, while the list stands in its place: the tap that ends a trick or a round
              does not tear the whole game screen down, nor the acknowledgement build it again. */}
          <div class="table-entry" hidden={stop !== null} ref={entryPart}>
            {/* Until the screen shows the last entry, a tap lands on this, not on the table before that entry
                (one element: making the whole screen inert for that frame restyled all of it, twice). */}
            {drawn !== present && !correction && <div class="table-shield" />}
            <DrawnScreen
              Screen={Screen}
              // A correction starts the game's screen afresh from the entry corrected, and so do leaving it
              // and going back (its steps stay drawn from entry to entry otherwise: ui/frames/Stages.tsx).
              key={correction ? `${correction.kind}:${correction.index}` : `now:${drawn.back}`}
              state={shown.state}
              // A past state is drawn as the history draws it: what lies face down by now stays so.
              now={correction ? view.state : undefined}
              prompt={shown.prompt}
              players={players}
              submit={enter}
              t={t}
              secret={keep}
              over={false}
              gameId={session.record.value.id}
              initial={correction?.kind === 'fix' && !sealed ? oldAction : undefined}
              onCorrect={correction ? undefined : correct}
            />
          </div>
          <Below entry={entryPart} t={t} />
        </>
      )}
      {!over && !history && keep && module.secrecy?.secrets && (
        <Secrets module={module} state={shown.state} players={players} t={t} />
      )}
      {/* After an undo the answer line says what was taken back; the totals it moves are the entry's own. */}
      {pastChange && !pastChange.undone && !correction && !stop && (
        <ChangedNotice
          totals={pastChange.change.totals}
          moved={pastChange.change.moves.length > 0}
          secret={keep && module.secrecy?.progressIsSecret === true}
          t={t}
        />
      )}
      {/* What a correction left unfit is part of its answer: drawn in the tap's frame. */}
      {view.rejected.length > 0 && !correction && !history && !lockedOver && (
        <Rejected
          rejected={view.rejected}
          reasonOf={(r) => unfitReason(module, r, session.stateBefore(r.index), view.state, keep)}
          t={t}
          onCorrect={openAmend}
          onRemove={(i) => model.remove(i)}
          // No change to the past made here yet: the unfit entries came with the game (an import).
          opened={pastChange === null && !model.fitting}
        />
      )}
      <Tools model={model} gameId={session.record.value.id} t={t} lock={!over} />
      {/* A finished game on a locked booth screen is read, not changed: Undo says so, the log offers no Correct. */}
      <GameLog session={session} t={t} keep={keep} readOnly={history || lockedOver} onCorrect={openAmend} />
      <button
        type="button"
        class="btn export-one"
        onClick={() => downloadGames([session.record.value], app.now())}
      >
        {t('table.export')}
      </button>
    </main>
  );
  return <SettlingContext.Provider value={settling}>{page}</SettlingContext.Provider>;
}
