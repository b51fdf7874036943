// The game log: one readable line per entry, newest first, with corrections and entries that no longer fit.
import { useState } from 'preact/hooks';
import { entersAction, type LogEntry } from '../../engine/record';
import type { Translate } from '../../games/types';
import { describeFor } from '../secrecy';
import type { GameSession } from '../session';

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

/** The local time of day of an entry, for the lines that record a change to the past. */
function timeOf(at: string): string {
  return new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** The log line of entry `index`: what was entered, corrected or removed; `keep` hides the game's secrets. */
export function lineOf(
  session: GameSession,
  entries: readonly LogEntry[],
  index: number,
  t: Translate,
  keep: boolean,
): string {
  const entry = entries[index] as LogEntry;
  const now = session.view.value.state;
  const describe = (target: number, action: unknown) => {
    const before = session.stateBefore(target);
    return before === undefined
      ? t('log.unapplied')
      : t(describeFor(session.module, before, action, now, keep));
  };
  if (entry.kind === 'act') return describe(index, entry.action);
  if (entry.kind === 'ins')
    return t('log.inserted', {
      n: entry.before + 1,
      line: describe(index, entry.action),
      time: timeOf(entry.at),
    });
  if (entry.kind === 'fix')
    return t('log.fixed', {
      n: entry.target + 1,
      line: describe(entry.target, entry.action),
      time: timeOf(entry.at),
    });
  return t('log.dropped', { n: entry.target + 1, time: timeOf(entry.at) });
}

/** The log, newest entry first. */
export function GameLog({ session, t, onCorrect, keep, readOnly = false }: GameLogProps) {
  const entries = session.record.value.entries;
  const rejected = new Map(session.view.value.rejected.map((r) => [r.index, r.violation]));
  const saved = session.persisted.value;
  // Lines whose action a later correction replaced or removed are struck through.
  const replaced = new Set(entries.flatMap((e) => (e.kind === 'fix' || e.kind === 'drop' ? [e.target] : [])));
  const [all, setAll] = useState(false);
  // The newest lines only, unless asked: describing every entry on every tap slows a long game down.
  const shown = all ? entries.length : Math.min(entries.length, RECENT);
  const rows = Array.from({ length: shown }, (_, k) => entries.length - 1 - k);
  return (
    // Open during play; folded once the game is over, when the scoreboard is what the table looks at.
    <details class="log" open={!session.view.value.over}>
      <summary>
        <h2 id="log-heading">{t('log.title', { n: entries.length })}</h2>
      </summary>
      {entries.length === 0 && <p class="muted">{t('log.empty')}</p>}
      <ol class="log-list" reversed>
        {rows.map((i) => {
          const entry = entries[i] as LogEntry;
          const problem = rejected.get(i);
          return (
            <li key={i} class={problem ? 'log-line rejected' : 'log-line'}>
              <span class="log-n num">{i + 1}</span>
              <span class="log-text">
                {entersAction(entry) && replaced.has(i) ? (
                  <s>{lineOf(session, entries, i, t, keep)}</s>
                ) : (
                  lineOf(session, entries, i, t, keep)
                )}
                {problem && (
                  <em class="error">
                    {' '}
                    — {t('log.noFit', { reason: { key: problem.code, params: problem.params } })}
                  </em>
                )}
                {i >= saved && <span class="unsaved"> {t('save.pending')}</span>}
              </span>
              {entersAction(entry) && !session.readOnly.value && !readOnly && (
                <button
                  type="button"
                  class="link-btn"
                  onClick={() => onCorrect(i)}
                  aria-label={t('log.correctN', { n: i + 1 })}
                >
                  {t('log.correct')}
                </button>
              )}
            </li>
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
}
