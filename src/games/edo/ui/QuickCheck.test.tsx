// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { strings } from '../i18n';
import { QuickCheck } from './QuickCheck';

addStrings(strings);
afterEach(cleanup);

const set = (label: string, value: number) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value: String(value) } });
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const ranked = () =>
  [...document.querySelectorAll('.score-card')].map(
    (c) => `${c.querySelector('.chip-name')?.textContent} ${c.querySelector('.total')?.textContent}`,
  );

describe('quick score check', () => {
  it('asks for the counts before it ranks anyone: a blank form has no ranking', () => {
    render(<QuickCheck t={makeTranslate('en')} />);
    expect(ranked()).toEqual([]);
    expect(screen.getByText('Type the counts: the ranking and how it adds up appear here.')).toBeTruthy();
    set('Player 2 Coins', 3);
    expect(ranked()[0]).toBe('Player 2 3');
  });

  it('picks 赤 and 特注 for the most points and breaks a three-way tie by goods, then coins', () => {
    render(<QuickCheck t={makeTranslate('en')} />);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    set('Discard pile White', 1);
    set('Discard pile Black', 1);
    set('Player 1 Coins', 4);
    set('Player 1 White', 1);
    set('Player 1 Red', 2);
    set('Player 2 Coins', 6);
    set('Player 2 White', 1);
    set('Player 2 Yellow', 1);
    set('Player 2 Blue', 1);
    set('Player 2 Special order', 1);
    set('Player 3 Coins', 7);
    set('Player 3 Yellow', 1);
    set('Player 3 Red', 1);
    choose('Red: take one card from the discard pile at the end', '0');
    // Player 1 takes the White (白2 赤2: a double crest, 4 + 3); Player 2's special counts Black (6 + 1); Player 3 7.
    expect(ranked()).toEqual(['Player 2 7', 'Player 1 7', 'Player 3 7']);
    const text = document.querySelector('.scoreboard')?.textContent ?? '';
    expect(text).toContain('Player 1 took a White card from the discard pile (Red).');
    expect(text).toContain("Player 2's special orders count as Black.");
    const cards = [...document.querySelectorAll('.score-card')];
    expect(cards[0]?.textContent).toContain('Place decided by: Coins');
    expect(cards[2]?.textContent).toContain('Place decided by: Goods cards (special orders included)');
    expect(cards[1]?.textContent).toContain('Double crest');
  });

  it('scores a 五重紋 with the white privilege, and refuses a seventh card of a colour', () => {
    render(<QuickCheck t={makeTranslate('en')} />);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    for (const [colour, n] of [
      ['White', 2],
      ['Yellow', 1],
      ['Blue', 1],
      ['Black', 3],
    ] as const) {
      set(`Discard pile ${colour}`, n);
    }
    set('Player 1 Coins', 10);
    for (const colour of ['White', 'Yellow', 'Red', 'Blue']) set(`Player 1 ${colour}`, 2);
    set('Player 1 Black', 1);
    set('Player 1 Special order', 1);
    set('Player 2 Coins', 5);
    set('Player 2 Red', 2);
    set('Player 3 Coins', 5);
    choose('White: 3 points', '0');
    // Special as Black: 10 coins + (4 + 2 + 0 + 2 + 6) goods + 20 crest + 3 white = 47.
    expect(ranked()).toEqual(['Player 1 47', 'Player 2 5', 'Player 3 5']);
    expect(document.querySelector('.score-card')?.textContent).toContain('Quintuple crest');
    set('Player 3 Black', 3);
    expect(screen.getByRole('alert').textContent).toBe('There are only 6 Black goods cards.');
  });

  it('names the seat of a privilege held without the most cards as the form names it', () => {
    render(<QuickCheck t={makeTranslate('en')} />);
    set('Player 1 White', 1);
    set('Player 2 White', 2);
    choose('White: 3 points', '0');
    const alert = screen.getByRole('alert').textContent ?? '';
    expect(alert).toContain('Player 1');
    expect(alert).not.toContain('#1');
  });

  it('reads a count typed in full-width digits, and refuses one that is not a whole number, quoting it', () => {
    render(<QuickCheck t={makeTranslate('ja')} />);
    fireEvent.input(screen.getByLabelText('プレイヤー2 コイン'), { target: { value: '３' } });
    expect(ranked()[0]).toBe('プレイヤー2 3');
    fireEvent.input(screen.getByLabelText('廃棄置き場 白'), { target: { value: '1e1' } });
    expect(screen.getByRole('alert').textContent).toBe('廃棄置き場：「1e1」は0以上の整数ではありません。');
    expect(ranked()).toEqual([]);
    fireEvent.input(screen.getByLabelText('廃棄置き場 白'), { target: { value: '' } });
    fireEvent.input(screen.getByLabelText('プレイヤー1 赤'), { target: { value: '-2' } });
    expect(screen.getByRole('alert').textContent).toBe('プレイヤー1：「-2」は0以上の整数ではありません。');
  });
});
