// @vitest-environment happy-dom
// Money and cargo as typed: "1e1" is not 10 but refused, quoted. (Full-width digits: Chromium's number field
// turns them into ASCII itself; happy-dom empties them, so they are tested on readWhole and gyosho's text field.)
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { strings } from '../i18n';
import { QuickCheck } from './QuickCheck';

beforeAll(() => addStrings(strings));
afterEach(cleanup);

function fill(label: string, values: string[]): void {
  const inputs = screen.getAllByLabelText(label);
  for (const [i, value] of values.entries()) fireEvent.input(inputs[i] as HTMLElement, { target: { value } });
}
const error = () => document.querySelector('.error')?.textContent ?? '';

describe('mercator quick check: typed numbers', () => {
  it('refuses money or cargo that is not a whole number, quoting it', () => {
    render(<QuickCheck t={makeTranslate('en')} />);
    fill('Money left', ['1e1', '5', '5']);
    fill('Cargo value', ['10', '10', '0x10']);
    expect(error()).toBe('Player 1: “1e1” is not a whole number, 0 or more');
    fill('Money left', ['10']);
    expect(error()).toBe('Player 3: “0x10” is not a whole number, 0 or more');
  });
});
