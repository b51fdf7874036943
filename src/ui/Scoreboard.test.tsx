// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTranslate } from '../app/i18n';
import { scoresFromChain } from '../engine/ranking';
import type { FinalScore } from '../engine/types';
import { Scoreboard } from './Scoreboard';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const players = [
  { name: 'Aki', colour: 'red' },
  { name: 'Ben', colour: 'blue' },
  { name: 'Chie', colour: 'green' },
];

describe('Scoreboard', () => {
  it('lists players best first with their lines, and says which tie-break decided a place', () => {
    // Aki and Ben both 12 points; Ben has more goods cards. Chie 7.
    const score: FinalScore = {
      chain: [{ key: 'home.saved' }, { key: 'home.check' }],
      players: scoresFromChain(
        [
          [{ label: { key: 'nav.home' }, points: 12 }],
          [{ label: { key: 'nav.home' }, points: 12, detail: { key: 'nav.settings' } }],
          [{ label: { key: 'nav.home' }, points: 7 }],
        ],
        [
          [12, 3],
          [12, 5],
          [7, 9],
        ],
      ),
    };
    const { container } = render(
      <Scoreboard score={score} players={players} t={makeTranslate('en', players)} />,
    );
    const cards = [...container.querySelectorAll('.score-card')];
    expect(cards.map((c) => c.querySelector('.chip-name')?.textContent)).toEqual(['Ben', 'Aki', 'Chie']);
    expect(cards[0]!.textContent).toContain('#1');
    expect(cards[0]!.textContent).toContain('Place decided by: Score check');
    expect(cards[2]!.textContent).toContain('Place decided by: Saved games');
    expect(screen.getAllByText('Settings')).toHaveLength(1);
  });

  it('marks a shared place', () => {
    const score: FinalScore = {
      chain: [{ key: 'home.saved' }],
      players: scoresFromChain([[], []], [[5], [5]]),
    };
    const { container } = render(
      <Scoreboard score={score} players={players} t={makeTranslate('en', players)} />,
    );
    expect([...container.querySelectorAll('.rank')].map((r) => r.textContent)).toEqual([
      '#1 (shared)',
      '#1 (shared)',
    ]);
    expect(container.textContent).toContain('Equal on every count: place shared');
  });
});

describe('the winner brought into view', () => {
  const score: FinalScore = {
    chain: [{ key: 'home.saved' }],
    players: scoresFromChain([[], []], [[5], [9]]),
  };
  const t = makeTranslate('en', players);
  /** Puts every box far below a 640 px screen, as when the page was scrolled to the control's end. */
  const belowTheFold = () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(640);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, 900, 360, 400) as DOMRect,
    );
    return vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
  };

  it('at the end of a game on the table, scrolls to the scoreboard and focuses its heading', () => {
    const scroll = belowTheFold();
    render(
      <main data-phase="over">
        <Scoreboard score={score} players={players} t={t} />
      </main>,
    );
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.id).toBe('score-heading');
  });

  it('brings the heading below what stays pinned at the top of the screen (the top bar), not under it', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(640);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return this.classList.contains('top-bar') ? new DOMRect(0, 0, 360, 52) : new DOMRect(0, 900, 360, 400);
    });
    const scroll = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    render(
      <>
        <header class="top-bar" style={{ position: 'sticky' }} />
        <main data-phase="over">
          <Scoreboard score={score} players={players} t={t} />
        </main>
      </>,
    );
    // The scoreboard's top goes to 52 px (the bar) + 8 px of room: scrolled by 900 - 60.
    expect(scroll).toHaveBeenCalledWith({ top: 840 });
  });

  it('leaves a quick check where it is (its scoreboard changes as counts are typed)', () => {
    const scroll = belowTheFold();
    render(<Scoreboard score={score} players={players} t={t} />);
    expect(scroll).not.toHaveBeenCalled();
    expect(document.activeElement?.id).not.toBe('score-heading');
  });

  it('does not scroll when the heading and the winner are already on screen', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(640);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, 120, 360, 300) as DOMRect,
    );
    const scroll = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    render(<Scoreboard score={score} players={players} t={t} reveal />);
    expect(scroll).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('score-heading');
  });
});
