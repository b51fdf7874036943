// @vitest-environment happy-dom
// The answer line keeps its reserved lines so that the control below never moves; what the rules said gets a
// line per message, and an echo cut by its lines is read whole with one tap, until tapped again or the next
// answer. happy-dom lays nothing out: a paragraph's heights are given here by the length of its text.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { options, type VNode } from 'preact';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeTranslate } from '../../i18n';
import { type Answer, AnswerLine } from './Answer';

afterEach(cleanup);

/** A paragraph holds more than its clamped lines show when its text is longer than this. */
const FITS = 60;
const heights = ['scrollHeight', 'clientHeight'] as const;
const saved = heights.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 40 });
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return (this.textContent ?? '').length > FITS ? 80 : 40;
    },
  });
});
afterAll(() => {
  heights.forEach((name, k) => {
    const was = saved[k];
    if (was) Object.defineProperty(HTMLElement.prototype, name, was);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
});

const t = makeTranslate('en');
const line = (answer: Answer) => (
  <AnswerLine answer={answer} t={t} canUndo canRedo={false} onUndo={() => {}} onRedo={() => {}} />
);
const lastRound = 'Last round: the game ends after Chie’s turn, since a player placed all four trading posts';
const refill = 'Slide the order cards to the front and turn up 2 cards from the deck';
const long: Answer = {
  kind: 'echo',
  text: 'Aki places a trading post in Wine city',
  said: [lastRound, refill],
};
const more = () => screen.queryByRole('button', { name: 'Show the whole answer' });
/** The answer line while an entry is being changed: the bar's keys in Undo's place. */
const pending = (answer: Answer) => (
  <AnswerLine
    answer={answer}
    t={t}
    canUndo={false}
    canRedo={false}
    onUndo={() => {}}
    onRedo={() => {}}
    bar={<div class="amend-bar">keys</div>}
  />
);

describe('the answer line', () => {
  it("while an entry is being changed, says it without a ✓ under the bar's keys, in Undo's place", () => {
    render(pending({ kind: 'echo', text: 'Correcting entry 4. Entered: Aki rolls 5', pending: true }));
    expect(document.querySelector('[data-answer]')?.textContent).toBe(
      'keysCorrecting entry 4. Entered: Aki rolls 5',
    );
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    cleanup();
    // A refusal meanwhile keeps the keys, and a held number beside it.
    const detail = { text: 'Aki has 5 coins', hidden: true, label: 'Hold for Aki' };
    render(pending({ kind: 'refusal', text: 'Aki does not have 99', rule: null, detail }));
    expect(document.querySelector('.amend-bar')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hold for Aki' })).not.toBeNull();
    cleanup();
    render(line({ kind: 'echo', text: 'Aki rolls 5' }));
    expect(document.querySelector('.answer-mark')?.textContent?.trim()).toBe('✓');
    expect(screen.getByRole('button', { name: 'Undo' })).not.toBeNull();
  });

  it.each([
    ['while an entry is being changed', pending],
    ['in play, beside Undo', line],
  ])('%s, shows a refusal cut by its lines whole with one tap', (_, draw) => {
    const text = 'No ship that may bid has room for more than 2 cards: turn no more';
    render(draw({ kind: 'refusal', text, rule: 'Turning cards (Mercator)' }));
    expect(screen.getByRole('alert').textContent).toBe(`${text} rule: Turning cards (Mercator)`);
    fireEvent.click(more() as HTMLElement);
    const shown = [...document.querySelectorAll('.answer-whole > span')].map((s) => s.textContent);
    expect(shown).toEqual([`${text} rule: Turning cards (Mercator)`]);
  });

  it('gives each message of the rules a line of its own', () => {
    render(line({ kind: 'echo', text: 'Aki rolls 5', said: ['Round 2', 'Ben starts'] }));
    const said = document.querySelector('.answer-said');
    expect(said?.querySelectorAll('br')).toHaveLength(1);
    expect(said?.textContent).toBe('Round 2Ben starts');
  });

  it('offers nothing more when the echo fits its lines', () => {
    render(line({ kind: 'echo', text: 'Aki rolls 5', said: ['Round 2'] }));
    expect(more()).toBeNull();
  });

  it('shows a cut echo whole with one tap, over the screen, and closes it with another', () => {
    render(line(long));
    const button = more();
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('.answer-whole')).toBeNull();
    fireEvent.click(button as HTMLElement);
    const open = screen.getByRole('button', { name: 'Close the whole answer' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const shown = [...document.querySelectorAll('.answer-whole > span')].map((s) => s.textContent);
    expect(shown).toEqual(['Aki places a trading post in Wine city', lastRound, refill]);
    fireEvent.click(open);
    expect(more()?.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('.answer-whole')).toBeNull();
  });

  it('starts the next answer closed, and measures it again', () => {
    const { rerender } = render(line(long));
    fireEvent.click(more() as HTMLElement);
    rerender(line({ kind: 'echo', text: 'Ben loads Wine' }));
    expect(more(), 'a short echo: nothing to open').toBeNull();
    rerender(line({ ...long, text: 'Chie places a trading post in Wine city' }));
    expect(more()?.getAttribute('aria-expanded'), 'a long one again: closed').toBe('false');
  });

  it('is drawn once for an answer that fits: measuring it changes nothing', () => {
    let draws = 0;
    const was = options.diffed;
    options.diffed = (vnode: VNode) => {
      if (vnode.type === AnswerLine) draws++;
      was?.(vnode);
    };
    try {
      const { rerender } = render(line({ kind: 'echo', text: 'Aki rolls 5' }));
      rerender(line({ kind: 'echo', text: 'Ben rolls 3', said: ['Round 2'] }));
      expect(draws).toBe(2);
    } finally {
      options.diffed = was;
    }
  });
});
