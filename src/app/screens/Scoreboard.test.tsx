// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { scoresFromChain } from '../../engine/ranking';
import type { FinalScore } from '../../engine/types';
import { makeTranslate } from '../i18n';
import { Scoreboard } from './Scoreboard';

afterEach(cleanup);

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

describe('changesOf', () => {
  it('lists the players whose total a correction changed, with before and after', async () => {
    const { changesOf } = await import('./Table');
    expect(changesOf([25, 30, 12], [22, 30, 15])).toEqual([
      [0, 25, 22],
      [2, 12, 15],
    ]);
    expect(changesOf([1, 2], [1, 2])).toEqual([]);
    expect(changesOf(undefined, [1])).toEqual([]);
  });
});
