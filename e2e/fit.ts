// The phone-fit walk: a saved game is put straight into IndexedDB, opened, taken back to its start with
// Undo and stepped forward with Redo; at every step the page is measured as a player would see it.
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/** What one step of the walk measured. */
export interface Measure {
  phase: string;
  problems: string[];
  /** The control's box: left, top, width, height (rounded). */
  control: [number, number, number, number] | null;
  /** What the rules did by themselves is on screen, in place of the control, until acknowledged. */
  announced: boolean;
  /** The echo's text where it does not fit its lines (shown cut, with "…"). */
  cut: string | null;
}

/**
 * Measures the screen as it stands, without scrolling: the step's question, its control ([data-control])
 * and the answer line are in the viewport and the control is not covered; no horizontal overflow; every
 * visible tap target is at least 44 px tall and (34 px for card tiles) 44 px wide.
 */
export function measure(page: Page): Promise<Measure> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const box = (el: Element) => el.getBoundingClientRect();
    const inView = (r: DOMRect) =>
      r.top >= -0.5 && r.left >= -0.5 && r.bottom <= vh + 0.5 && r.right <= vw + 0.5;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
    if (document.documentElement.scrollWidth > vw + 0.5) {
      problems.push(`page is ${document.documentElement.scrollWidth} px wide`);
    }
    const frame = document.querySelector('[data-phase]');
    const phase = frame?.getAttribute('data-phase') ?? '?';
    const question = document.querySelector('.turn .step');
    // At the end, once what the rules did is acknowledged, the page shows the winner instead of a control.
    const ended = phase === 'over' && document.querySelector('[data-ack]') === null;
    if (ended) {
      // At the end the page shows the winner: the top of the first (winning) score card is in view.
      const winner = document.querySelector('.score-card');
      const r = winner ? box(winner) : null;
      if (!r || r.top < -0.5 || r.top + 48 > vh) problems.push('the winner is out of view at the end');
    } else if (question && !inView(box(question))) problems.push('the step title is out of view');
    const answer = document.querySelector('[data-answer]');
    if (!ended) {
      if (!answer) problems.push('no answer line');
      else if (!inView(box(answer))) problems.push('the answer line is out of view');
    }
    // An echo longer than its lines ends in "…"; the walk lists them for review, and so what the rules said
    // beside it (its own lines, below the echo). Each is read whole with one tap (table/Answer.tsx).
    const parts = [...(answer?.querySelectorAll('.answer-echo .answer-text p') ?? [])];
    const over = parts.filter((p) => p.scrollHeight > p.clientHeight + 1);
    const cut = over.length > 0 ? over.map((p) => (p.textContent ?? '').trim()).join(' | ') : null;
    if (cut && !answer?.querySelector('.answer-more')) problems.push('a cut answer cannot be read whole');
    // The control in view: a step kept drawn while another is shown keeps its own (ui/frames/Stages.tsx).
    const control = [...document.querySelectorAll('[data-control]')].find((el) => el.checkVisibility());
    let rect: [number, number, number, number] | null = null;
    if (!ended) {
      if (!control) problems.push('no [data-control]');
      else {
        const r = box(control);
        rect = [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)];
        if (!inView(r)) problems.push(`the control ${name(control)} is out of view: ${rect.join(',')}`);
        const cx = r.left + r.width / 2;
        const cy = r.top + Math.min(r.height / 2, (vh - r.top) / 2);
        const top = document.elementFromPoint(cx, cy);
        if (!top || !(control === top || control.contains(top))) {
          problems.push(`the control is covered at its centre by ${top ? name(top) : 'nothing'}`);
        }
      }
    }
    // The step's choices (the enabled buttons of the step's section) are in the first screen with the
    // control, or the step says how many more there are (a [data-more] line in view).
    if (!ended && control) {
      // A step kept drawn is a stage (ui/frames/Stages.tsx); a game without stages shows one step at a time.
      const step = control.closest('.stage') ?? control.closest('.table-entry > *') ?? control;
      const choices = [...step.querySelectorAll<HTMLButtonElement>('button:not([disabled])')].filter(
        (el) => el.checkVisibility() && !el.closest('.fold, .secret, [hidden]'),
      );
      const below = choices.filter((el) => !inView(box(el)));
      const moreInView = () => [...document.querySelectorAll('[data-more]')].some((el) => inView(box(el)));
      // The line is worked out after the step has drawn (table/Below.tsx): wait for it, a second at most.
      for (let i = 0; below.length > 0 && !moreInView() && i < 60; i++)
        await new Promise((resolve) => requestAnimationFrame(resolve));
      if (below.length > 0 && !moreInView())
        problems.push(
          `${below.length} of the step's choices out of view, first ${name(below[0] as Element)}`,
        );
    }
    const targets = document.querySelectorAll<HTMLElement>(
      'button, select, summary, input:not([type=checkbox]):not([type=radio]):not([type=file]), label:has(> input[type=checkbox]), label:has(> input[type=radio]), label:has(> input[type=file])',
    );
    for (const el of targets) {
      const r = box(el);
      if (r.width === 0 || r.height === 0 || r.bottom < 0 || r.top > vh) continue;
      if (el.closest('[hidden], .sr-only')) continue;
      const tile = el.closest('[data-tile]') !== null;
      if (r.height < 43.5) problems.push(`${name(el)} is ${r.height.toFixed(1)} px tall`);
      if (r.width < (tile ? 33.5 : 43.5)) problems.push(`${name(el)} is ${r.width.toFixed(1)} px wide`);
    }
    return { phase, problems, control: rect, announced: document.querySelector('[data-ack]') !== null, cut };
  });
}

/** Opens a saved game by id and waits until its table is shown. */
export async function openGame(page: Page, id: string): Promise<void> {
  await page.goto(`${baseUrl()}/#/game/${encodeURIComponent(id)}`);
  await page.locator('[data-phase]').waitFor();
}

/** Clicks a button by its accessible name without scrolling (a player's thumb does not scroll the page). */
export async function tap(page: Page, name: string): Promise<void> {
  const ok = await page.evaluate((n) => {
    const button = [...document.querySelectorAll('button')].find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === n && !b.disabled,
    );
    button?.click();
    return button !== undefined;
  }, name);
  if (!ok) throw new Error(`no enabled button "${name}"`);
}
