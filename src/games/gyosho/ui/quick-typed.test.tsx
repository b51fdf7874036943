// @vitest-environment happy-dom
// What a Japanese IME types into the quick check: full-width digits are digits; other text is quoted back.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { strings } from '../i18n';
import { QuickCheck } from './QuickCheck';

addStrings(strings);
const t = makeTranslate('ja');
afterEach(cleanup);

function enter(player: number, label: string, value: string) {
  const group = screen.getByRole('group', { name: `プレイヤー${player}` });
  const input = [...group.querySelectorAll('label')]
    .find((l) => l.textContent?.startsWith(label))
    ?.querySelector('input');
  fireEvent.input(input as HTMLInputElement, { target: { value } });
}
const totals = () => [...document.querySelectorAll('.score-card .total')].map((c) => c.textContent);
const error = () => document.querySelector('.error')?.textContent ?? null;

describe('gyosho quick check: typed counts', () => {
  it('reads full-width digits as the digits they are', () => {
    render(<QuickCheck t={t} />);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    enter(1, '注文カードの勝利点', '１２');
    enter(1, '注文カードの枚数', '３');
    expect(error()).toBeNull();
    expect(totals()).toEqual(['12', '0']);
  });

  it('refuses "1e1" and other non-counts, quoting what was typed (never NaN)', () => {
    render(<QuickCheck t={t} />);
    for (const typed of ['1e1', 'abc', '1.5']) {
      enter(1, '注文カードの勝利点', typed);
      expect(error()).toBe(`プレイヤー1：「${typed}」は個数ではありません(0以上の整数)`);
    }
  });
});
