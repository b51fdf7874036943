// The step's choices below the first screen (a long list of loads, the bidders under the pad): a line pinned
// at the screen's foot says how many, and one tap brings them into view. At a table, a load or a bidder off the
// screen was missed and the wrong one taken (issue 32). The line is fixed, so nothing on the page moves when it
// comes or goes; it is worked out after the step has drawn, never in the tap's frame.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Translate } from '../../../games/types';

/** The height of the pinned line: a choice under it is as hidden as one below the screen. */
const LINE_PX = 52;

/** Drawn on the page: checkVisibility where the engine has it (Safari before 17.4 has not), else a box. */
const shown = (el: Element) =>
  typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length > 0;

/** The enabled buttons of the step shown now (its stage, or the game's screen), outside its folding strip. */
export function stepChoices(entry: Element): HTMLButtonElement[] {
  const control = [...entry.querySelectorAll('[data-control]')].find(shown);
  if (!control) return [];
  const step = control.closest('.stage') ?? control.closest('.table-entry > *') ?? control;
  return [...step.querySelectorAll<HTMLButtonElement>('button:not([disabled])')].filter(
    (el) => shown(el) && !el.closest('.fold, .secret, [hidden]'),
  );
}

/** The choices not wholly in view above the pinned line, top first. */
function hidden(entry: Element): HTMLButtonElement[] {
  const foot = window.innerHeight - LINE_PX;
  return stepChoices(entry).filter((el) => el.getBoundingClientRect().bottom > foot);
}

/** Only the shield came or went (Table.tsx): the step itself has not changed yet. */
const shieldOnly = (records: MutationRecord[]) =>
  records.every(
    (r) =>
      r.type === 'childList' &&
      [...r.addedNodes, ...r.removedNodes].every(
        (node) => node instanceof Element && node.classList.contains('table-shield'),
      ),
  );

/** Props: the table's entry part, whose step is watched. */
export interface BelowProps {
  entry: { current: HTMLElement | null };
  t: Translate;
}

/** "▼ 3 more below": shown while some of the step's choices are below the screen's foot. */
export function Below({ entry, t }: BelowProps) {
  const [count, setCount] = useState(0);
  const scheduled = useRef(0);
  useEffect(() => {
    const root = entry.current;
    if (!root) return;
    // After the frame that draws a change, not inside it: reading positions there would force a layout.
    const count = () => {
      cancelAnimationFrame(scheduled.current);
      scheduled.current = requestAnimationFrame(() => setTimeout(() => setCount(hidden(root).length)));
    };
    // The shield comes in the tap's frame and the step changes a frame later: counting for the shield measured
    // the step as it was, in the time between the two frames (the wait for the whole table, issue 34).
    const watch = new MutationObserver((records) => {
      if (!shieldOnly(records)) count();
    });
    watch.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden'],
    });
    window.addEventListener('scroll', count, { passive: true });
    window.addEventListener('resize', count);
    count();
    return () => {
      watch.disconnect();
      window.removeEventListener('scroll', count);
      window.removeEventListener('resize', count);
      cancelAnimationFrame(scheduled.current);
    };
  }, [entry]);
  if (count === 0) return null;
  return (
    <button
      type="button"
      class="below"
      data-more
      onClick={() => {
        const root = entry.current;
        const first = root ? hidden(root)[0] : undefined;
        first?.scrollIntoView({ block: 'center' });
      }}
    >
      {t('table.below', { n: count })}
    </button>
  );
}
