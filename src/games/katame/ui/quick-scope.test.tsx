// @vitest-environment happy-dom
// The quick check's scope switch: a look at one settlement and back keeps the whole game typed in, and the
// reverse; a payment typed as "1e1" is refused quoting it.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { strings } from '../i18n';
import { QuickCheck } from './QuickCheck';

beforeAll(() => addStrings(strings));
afterEach(cleanup);
const t = makeTranslate('ja');
const scope = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const paid = () => screen.getAllByRole('textbox', { name: 'このラウンドの支払い' }) as HTMLInputElement[];

describe('katame quick check: scope switch', () => {
  it('keeps the whole game and the one settlement typed in across switches', () => {
    render(<QuickCheck t={t} />);
    for (let k = 0; k < 2; k++)
      fireEvent.click(screen.getByRole('button', { name: 'チョコレートを1つ増やす' }));
    const total = () => document.querySelector('.kt-result strong')?.textContent;
    expect(total()).toBe('8金');
    scope('ゲーム全体');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    const round1 = within(screen.getByRole('region', { name: '第1ラウンド' }));
    const gold = within(round1.getByRole('group', { name: 'プレイヤー1' })).getByRole('button', {
      name: 'ゴールドを1つ増やす',
    });
    fireEvent.click(gold);
    fireEvent.click(gold);
    fireEvent.input(paid()[0] as HTMLInputElement, { target: { value: '7' } });
    scope('決算1回');
    expect(total()).toBe('8金');
    scope('ゲーム全体');
    expect(screen.getByRole('button', { name: '2', pressed: true })).toBeTruthy();
    expect(paid().map((x) => x.value)).toEqual(['7', '', '', '', '', '']);
    const player1 = within(screen.getByRole('region', { name: '第1ラウンド' })).getByRole('group', {
      name: 'プレイヤー1',
    });
    expect([...player1.querySelectorAll('output')].map((o) => o.textContent)).toEqual(['0', '2', '0', '0']);
  });

  it('refuses a payment that is not a whole number, quoting it', () => {
    render(<QuickCheck t={t} />);
    scope('ゲーム全体');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    for (const [i, input] of paid().entries())
      fireEvent.input(input, { target: { value: i === 0 ? '1e1' : '0' } });
    const error = () => document.querySelector('.error')?.textContent ?? '';
    expect(error()).toBe('プレイヤー1の第1ラウンドの支払い「1e1」は0以上の整数ではありません。');
    fireEvent.input(paid()[0] as HTMLInputElement, { target: { value: '0' } });
    expect(error()).toBe('');
    expect(screen.getByRole('region', { name: '最終得点' })).toBeTruthy();
  });
});
