// The answer to the last entry, in one line just above the control: the refusal (announced at once), the
// entry echoed back, or the correction in progress; with Undo (and Redo) one tap away, never next to a
// confirm key. Its height is reserved so that the control below never moves between entries.
import { type ComponentChildren, Fragment } from 'preact';
import { useRef } from 'preact/hooks';
import type { Translate } from '../../../games/types';
import { useFresh } from '../../../ui/frames';
import { Secret } from '../../../ui/Secret';
import { useCut } from './cut';
import './answer.css';

/** What the answer line says. */
export type Answer =
  | {
      kind: 'refusal';
      text: string;
      rule: string | null;
      /** The part of the reason the rules keep hidden (a player's coins), held to be read. */
      detail?: { text: string; hidden: boolean; label: string } | undefined;
      /** The line of the entry Undo would take back (not the refused one, never entered), or null. */
      undoes?: string | null | undefined;
    }
  | {
      kind: 'echo';
      text: string;
      /** What the rules said of the entry without moving anything, a line each: read before the next entry. */
      said?: readonly string[] | undefined;
      /** An entry being changed, not one made: said without the ✓ of an entry taken. */
      pending?: boolean | undefined;
    }
  | { kind: 'note'; children: ComponentChildren }
  | { kind: 'none' };

/** Props of the answer line. */
export interface AnswerLineProps {
  answer: Answer;
  t: Translate;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** The keys of a change to the past, on a row above its words (in Undo's place, which it stops). */
  bar?: ComponentChildren;
}

/** Lines of text, each begun on a line of its own. */
function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <>
      {lines.map((line, k) => (
        <Fragment key={k}>
          {k > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/** A refusal's words in one line, as its paragraph says them: the reason, its rule, a detail not kept. */
function refusalLine(answer: Extract<Answer, { kind: 'refusal' }>, t: Translate): string {
  const rule = answer.rule ? ` ${t('table.section', { section: answer.rule })}` : '';
  const detail = answer.detail && !answer.detail.hidden ? ` ${answer.detail.text}` : '';
  return `${answer.text}${rule}${detail}`;
}

/** The answer line of the table. */
export function AnswerLine({ answer, t, canUndo, canRedo, onUndo, onRedo, bar }: AnswerLineProps) {
  // Beside a refusal, a bare Undo reads as "take that back", yet the refused entry was never made: Undo says
  // which entry it takes back instead (issue 32), where it always stands. Beside an echo it needs no words.
  const undoes = answer.kind === 'refusal' && canUndo ? answer.undoes : null;
  // An echo keeps its reserved lines, so that the control below never moves; when they cut it, the whole of
  // it is one tap away, shown over the screen below until tapped again or the next answer. A refusal is held
  // to lines of its own too (the hint's room in play, so that the control never moves; its own lines while the
  // past is changed, so that the bar's keys above never move), and read so.
  const lines =
    answer.kind === 'echo'
      ? [answer.text, ...(answer.said ?? [])]
      : answer.kind === 'refusal'
        ? [refusalLine(answer, t)]
        : [];
  const key = lines.join('\n');
  const box = useRef<HTMLDivElement>(null);
  const cut = useCut(box, key) && lines.length > 0;
  const [open, setOpen] = useFresh(key, () => false);
  const hiddenDetail = answer.kind === 'refusal' && answer.detail?.hidden ? answer.detail : null;
  return (
    <div
      class={`answer answer-${answer.kind}${bar ? ' answer-pending' : ''}${cut && open ? ' answer-open' : ''}`}
      data-answer
    >
      {bar}
      <div class="answer-text" ref={box}>
        {answer.kind === 'refusal' && (
          <p class="error" role="alert">
            {answer.text}
            {answer.rule && <span class="answer-rule"> {t('table.section', { section: answer.rule })}</span>}
            {answer.detail && !answer.detail.hidden && <span> {answer.detail.text}</span>}
          </p>
        )}
        {answer.kind === 'echo' && (
          <p role="status" class={answer.said ? 'answer-short' : undefined}>
            {!answer.pending && (
              <span aria-hidden="true" class="answer-mark">
                ✓{' '}
              </span>
            )}
            {answer.text}
          </p>
        )}
        {answer.kind === 'echo' && answer.said && (
          <p role="status" class="answer-said">
            <Lines lines={answer.said} />
          </p>
        )}
        {cut && (
          // Its words are the answer's own, already read out by the status above: this is for the eyes.
          <button
            type="button"
            class="answer-more"
            aria-expanded={open}
            aria-label={t(open ? 'table.answerLess' : 'table.answerMore')}
            onClick={() => setOpen((was) => !was)}
          >
            {open ? (
              <span class="answer-whole" aria-hidden="true">
                {lines.map((line, k) => (
                  <span key={k} class={k > 0 ? 'answer-whole-said' : undefined}>
                    {line}
                  </span>
                ))}
              </span>
            ) : (
              <span class="answer-more-mark" aria-hidden="true">
                ▾
              </span>
            )}
          </button>
        )}
        {answer.kind === 'note' && <div role="status">{answer.children}</div>}
      </div>
      {/* While the past is changed Undo cannot be used (the bar stops the change): its room goes to the words,
          but for a refusal's hidden number. */}
      {(!bar || hiddenDetail) && (
        <div class="answer-side">
          {!bar && (
            <div class="answer-buttons">
              <button
                type="button"
                class={undoes ? 'btn answer-undo answer-undo-named' : 'btn answer-undo'}
                disabled={!canUndo}
                aria-label={undoes ? t('table.undoLine', { line: undoes }) : undefined}
                onClick={onUndo}
              >
                {t('table.undo')}
                {undoes && (
                  <span class="answer-undo-what" aria-hidden="true">
                    {undoes}
                  </span>
                )}
              </button>
              <button
                type="button"
                class="btn answer-redo"
                disabled={!canRedo}
                hidden={!canRedo}
                aria-label={t('table.redo')}
                onClick={onRedo}
              >
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    d="M15 5l5 5-5 5M20 10H9a5 5 0 0 0 0 10h3"
                    fill="none"
                    stroke="currentColor"
                    stroke-width="2.4"
                    stroke-linecap="round"
                    stroke-linejoin="round"
                  />
                </svg>
              </button>
            </div>
          )}
          {hiddenDetail && (
            // The hidden number of a refusal, held by its owner; beside Undo so that the text stays short.
            <Secret hidden label={hiddenDetail.label}>
              {hiddenDetail.text}
            </Secret>
          )}
        </div>
      )}
    </div>
  );
}
