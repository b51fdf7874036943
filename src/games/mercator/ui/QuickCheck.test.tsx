// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { strings } from '../i18n';
import { QuickCheck } from './QuickCheck';

const t = makeTranslate('en');
beforeAll(() => addStrings(strings));
afterEach(cleanup);

/** Types each value into the n-th field of a label. */
function fill(label: string, values: number[]): void {
  const inputs = screen.getAllByLabelText(label);
  values.forEach((value, i) => {
    fireEvent.input(inputs[i] as HTMLElement, { target: { value: String(value) } });
  });
}

/** Final money per card, best first: [name, total]. */
function board(container: Element): [string, string][] {
  return [...container.querySelectorAll('.score-card')].map((c) => [
    c.querySelector('.chip-name')?.textContent ?? '',
    c.querySelector('.total')?.textContent ?? '',
  ]);
}

describe('quick score check', () => {
  it('waits for every ship, then gives payouts with a tie for 1st-2nd and the final ranking', () => {
    const { container } = render(<QuickCheck t={t} />);
    fireEvent.change(screen.getByLabelText('Players'), { target: { value: '4' } });
    expect(screen.getByText('Payouts for 4: 30 / 20 / 10')).toBeTruthy();
    // Worked by hand: cargo 40, 40, 30, 10; money 12, 20, 5, 30. Players 1 and 2 tie for 1st-2nd:
    // (30 + 20) / 2 = 25 each; 3rd 10; 4th nothing. Final 37, 45, 15, 30.
    fill('Money left', [12, 20, 5, 30]);
    expect(screen.getByText("Enter everyone's money and cargo to see the result")).toBeTruthy();
    fill('Cargo value', [40, 40, 30, 10]);
    expect(board(container)).toEqual([
      ['Player 2', '45'],
      ['Player 1', '37'],
      ['Player 4', '30'],
      ['Player 3', '15'],
    ]);
    expect(container.textContent).toContain('30 + 20 = 50 ÷ 2 = 25');
  });

  it('refuses more than the starting 50 left, unless the game is one of a series', () => {
    // Worked by hand, a series: cargo 40, 30, 10 take 30 and 15; money 60, 20, 70. Final 90, 35, 70.
    const { container } = render(<QuickCheck t={t} />);
    fill('Money left', [60, 20, 70]);
    fill('Cargo value', [40, 30, 10]);
    expect(screen.getByRole('alert').textContent).toContain('Player 1: 60 left is more than the 50');
    fireEvent.click(screen.getByRole('checkbox', { name: /Series/ }));
    expect(board(container)).toEqual([
      ['Player 1', '90'],
      ['Player 3', '70'],
      ['Player 2', '35'],
    ]);
  });

  it('takes a ship as cards, with the colour bonus, and keeps each card once', () => {
    const { container } = render(<QuickCheck t={t} />);
    fireEvent.click(screen.getByLabelText(/Colour bonus/));
    fill('Money left', [10, 10, 10]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Enter cards' })[0] as HTMLElement);
    for (const card of ['red 1', 'yellow 2', 'green 3', 'blue 4', 'purple 5', 'red 6']) {
      fireEvent.click(screen.getByRole('button', { name: card }));
    }
    // A card tapped again is not taken twice: the answer says where it is, until the form changes.
    fireEvent.click(screen.getByRole('button', { name: 'red 1' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'red 1 is already on this ship: tap it above to take it off.',
    );
    expect(container.textContent).toContain('Cargo value 21');
    fill('Cargo value', [25, 20]);
    // Player 1: 21 + colour bonus 10 = 31 -> 1st, 30; player 2: 25 -> 2nd, 15; player 3: 20 -> nothing.
    expect(board(container)).toEqual([
      ['Player 1', '40'],
      ['Player 2', '25'],
      ['Player 3', '10'],
    ]);
    expect(container.textContent).toContain('cargo 21 + colour bonus 10 = 31');
    fireEvent.click(screen.getByRole('button', { name: 'Remove red 6' }));
    expect(container.textContent).toContain('Cargo value 15');
  });

  it("says whose ship holds a card another ship's grid tapped", () => {
    render(<QuickCheck t={t} />);
    // The first ship still entered by value goes over to cards: Player 1's, then Player 2's.
    const nextByCards = () =>
      fireEvent.click(screen.getAllByRole('button', { name: 'Enter cards' })[0] as HTMLElement);
    nextByCards();
    fireEvent.click(screen.getByRole('button', { name: 'blue 7' }));
    nextByCards();
    fireEvent.click(screen.getByRole('button', { name: 'blue 7' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'blue 7 is already on Player 1’s ship (each card exists once).',
    );
    expect(screen.getAllByRole('button', { name: 'Remove blue 7' })).toHaveLength(1);
  });

  it('says why an entry does not fit, naming the player', () => {
    render(<QuickCheck t={t} />);
    fill('Money left', [10, 10, 10]);
    fill('Cargo value', [10, 70, 5]);
    expect(screen.getByRole('alert').textContent).toBe("Player 2's cargo value is 0 to 59, not 70");
  });
});
