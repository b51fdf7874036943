// @vitest-environment happy-dom
// The quick check's scope switch keeps both scopes' entries; counts typed as "1e1" are refused, quoted.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { strings } from '../i18n';
import { QuickCheck } from './QuickCheck';

afterEach(cleanup);
beforeAll(() => addStrings(strings));
const t = makeTranslate('ja');
const scope = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const count = (player: number, suit: string) =>
  screen.getByRole('textbox', { name: `プレイヤー${player}の${suit}` }) as HTMLInputElement;
const error = () => document.querySelector('.error')?.textContent ?? '';

describe('supermarket quick check: scope switch and typed counts', () => {
  it('keeps the round and the match typed in across switches', () => {
    render(<QuickCheck t={t} />);
    fireEvent.input(count(1, 'うなぎ'), { target: { value: '5' } });
    scope('試合全体');
    const round2 = within(screen.getByRole('region', { name: '第2ラウンド' }));
    fireEvent.input(round2.getByRole('textbox', { name: 'プレイヤー3の梅干' }), {
      target: { value: '4' },
    });
    scope('1ラウンド');
    expect(count(1, 'うなぎ').value).toBe('5');
    scope('試合全体');
    const again = within(screen.getByRole('region', { name: '第2ラウンド' }));
    expect((again.getByRole('textbox', { name: 'プレイヤー3の梅干' }) as HTMLInputElement).value).toBe('4');
  });

  it('refuses a count that is not a whole number, quoting it', () => {
    render(<QuickCheck t={t} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'うなぎ' }), { target: { value: '3' } });
    fireEvent.input(count(2, 'うなぎ'), { target: { value: '1e1' } });
    expect(error()).toBe('プレイヤー2：「1e1」は0以上の整数ではありません');
    for (const [p, n] of ['9', '3', '2', '1'].entries())
      fireEvent.input(count(p + 1, 'うなぎ'), { target: { value: n } });
    expect(error()).toBe('');
    expect(screen.getByRole('region', { name: '得点' })).toBeTruthy();
  });
});
