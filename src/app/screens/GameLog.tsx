// The game log: one readable line per entry, newest first, with corrections and entries that no longer fit.
// A tap adds one line: each row is drawn again only when what it shows changed, and a new line is drawn
// in the frame after the tap's (the log lies below the control), so that the tap's frame is quick.
import { useEffect, useRef, useState } from 'preact/hooks';
import { entersAction, type GameRecord, type LogEntry } from '../../engine/record';
import type { Translate } from '../../games/types';
import { afterNextFrame, memo, useBehind, useStable } from '../../ui/frames';
import { unfitReason } from '../secrecy';
import type { GameSession, SessionView } from '../session';
import { lineOf } from './log-lines';

export { lineOf } from './log-lines';

/** How many of the newest lines the log shows before "show all". */
export const RECENT = 20;

/** Props of the log; `onCorrect` opens the correction of an entry. */
export interface GameLogProps {
  session: GameSession;
  t: Translate;
  onCorrect: (index: number) => void;
  /** True while the table keeps the game's secrets: lines say nothing that is hidden by now. */
  keep: boolean;
  /** True while the table browses its history: nothing is corrected from there. */
  readOnly?: boolean;
}

/** What one row shows; every field is a plain value, so that an unchanged row is not drawn again. */
interface RowProps {
  index: number;
  /** The entry itself: a row reused for another entry (after an undo) starts its "saved" mark again. */
  entry: LogEntry;
  text: string;
  /** A later correction replaced or removed this entry's action: the line is struck through. */
  struck: boolean;
  /** Why the entry no longer fits, if it does not. */
  problem: string | null;
  /** The session, whose saving the row's "not saved yet" mark follows. */
  session: GameSession;
  /** The words of that mark. */
  pending: string;
  /** The correct button's text and name, when the entry can be corrected from here. */
  correct: { text: string; label: string } | null;
  onCorrect: (index: number) => void;
}

/**
 * The "not saved yet" mark of entry `index`, while it is only in memory. It follows the saving itself, so
 * that a write done redraws this mark, not the log; once saved it stops following (an entry saved stays
 * saved: an undo removes its row).
 */
function Unsaved({ session, index, pending }: { session: GameSession; index: number; pending: string }) {
  const saved = useRef(false);
  if (saved.current) return null;
  if (index < session.persisted.value) {
    saved.current = true;
    return null;
  }
  return <span class="unsaved"> {pending}</span>;
}

/** One line of the log. */
const Row = memo(function Row(props: RowProps) {
  const { index, entry, text, struck, problem, session, pending, correct, onCorrect } = props;
  return (
    <li class={problem ? 'log-line rejected' : 'log-line'}>
      <span class="log-n num">{index + 1}</span>
      <span class="log-text">
        {struck ? <s>{text}</s> : text}
        {problem && <em class="error"> — {problem}</em>}
        <Unsaved key={entryKey(entry)} session={session} index={index} pending={pending} />
      </span>
      {correct && (
        <button type="button" class="link-btn" onClick={() => onCorrect(index)} aria-label={correct.label}>
          {correct.text}
        </button>
      )}
    </li>
  );
}, sameRow);

const keys = new WeakMap<LogEntry, number>();
let lastKey = 0;
/** A number for each entry object, as a key. */
function entryKey(entry: LogEntry): number {
  const known = keys.get(entry);
  if (known !== undefined) return known;
  lastKey += 1;
  keys.set(entry, lastKey);
  return lastKey;
}

/** Rows are equal when they show the same; the correct handler always reaches the table's latest one. */
function sameRow(a: RowProps, b: RowProps): boolean {
  return (
    a.index === b.index &&
    a.entry === b.entry &&
    a.text === b.text &&
    a.struck === b.struck &&
    a.problem === b.problem &&
    a.session === b.session &&
    a.pending === b.pending &&
    a.correct?.text === b.correct?.text &&
    a.correct?.label === b.correct?.label
  );
}

/** The log as drawn: the record and view it shows. */
interface Shown {
  record: GameRecord;
  view: SessionView;
}

/** True when `after` is `before` with entries added at its end (what a tap does). */
function appended(before: readonly LogEntry[], after: readonly LogEntry[]): boolean {
  if (after.length <= before.length) return false;
  for (let i = before.length - 1; i >= 0; i--) if (before[i] !== after[i]) return false;
  return true;
}

/**
 * The record and view the log draws: an entry added is drawn one frame later (a tap's frame lays out
 * what the tap changed in view); anything else (an undo, a correction) at once.
 */
function useShown(session: GameSession): Shown {
  const record = session.record.value;
  const view = session.view.value;
  const shown = useRef<Shown>({ record, view });
  const [, redraw] = useState(0);
  const last = shown.current;
  if ((last.record !== record || last.view !== view) && !appended(last.record.entries, record.entries)) {
    shown.current = { record, view };
  }
  const behind = shown.current.record !== record || shown.current.view !== view;
  useEffect(() => {
    if (!behind) return;
    let live = true;
    afterNextFrame(() => {
      if (!live) return;
      shown.current = { record: session.record.peek(), view: session.view.peek() };
      redraw((n) => n + 1);
    });
    return () => {
      live = false;
    };
  });
  // The table's drawn mark waits for the log too (ui/frames/settled.ts).
  useBehind(behind);
  return shown.current;
}

/** The log, newest entry first. */
export function GameLog({ session, t, onCorrect, keep, readOnly = false }: GameLogProps) {
  const { record, view } = useShown(session);
  const correct = useStable(onCorrect);
  return (
    <Lines
      session={session}
      record={record}
      view={view}
      t={t}
      keep={keep}
      correctable={!session.readOnly.value && !readOnly}
      onCorrect={correct}
    />
  );
}

/** What the lines are drawn from: while none of it changes (the table drew again for a tap), nor do they. */
interface LinesProps {
  session: GameSession;
  record: GameRecord;
  view: SessionView;
  t: Translate;
  keep: boolean;
  correctable: boolean;
  onCorrect: (index: number) => void;
}

/** The log's heading and lines. */
const Lines = memo(function Lines({ session, record, view, t, keep, correctable, onCorrect }: LinesProps) {
  const entries = record.entries;
  const rejected = new Map(view.rejected.map((r) => [r.index, r]));
  // Lines whose action a later correction replaced or removed are struck through.
  const replaced = new Set(entries.flatMap((e) => (e.kind === 'fix' || e.kind === 'drop' ? [e.target] : [])));
  const [all, setAll] = useState(false);
  // The newest lines only, unless asked: describing every entry on every tap slows a long game down.
  const shown = all ? entries.length : Math.min(entries.length, RECENT);
  const rows = Array.from({ length: shown }, (_, k) => entries.length - 1 - k);
  const pending = t('save.pending');
  return (
    // Open during play; folded once the game is over, when the scoreboard is what the table looks at.
    <details class="log" open={!view.over}>
      <summary>
        <h2 id="log-heading">{t('log.title', { n: entries.length })}</h2>
      </summary>
      {entries.length === 0 && <p class="muted">{t('log.empty')}</p>}
      <ol class="log-list" reversed>
        {rows.map((i) => {
          const entry = entries[i] as LogEntry;
          const problem = rejected.get(i);
          return (
            <Row
              key={i}
              index={i}
              entry={entry}
              text={lineOf(session, entries, i, t, keep)}
              struck={entersAction(entry) && replaced.has(i)}
              problem={
                problem
                  ? t('log.noFit', {
                      reason: unfitReason(session.module, problem, session.stateBefore(i), view.state, keep),
                    })
                  : null
              }
              session={session}
              pending={pending}
              correct={
                // Only where there is a game to correct from: not a removed entry, nor a malformed import.
                entersAction(entry) && correctable && session.stateBefore(i) !== undefined
                  ? { text: t('log.correct'), label: t('log.correctN', { n: i + 1 }) }
                  : null
              }
              onCorrect={onCorrect}
            />
          );
        })}
      </ol>
      {shown < entries.length && (
        <button type="button" class="btn wide-btn" onClick={() => setAll(true)}>
          {t('log.showAll', { n: entries.length })}
        </button>
      )}
    </details>
  );
});
