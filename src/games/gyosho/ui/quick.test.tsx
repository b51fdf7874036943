// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { strings } from '../i18n';
import { QuickCheck } from './QuickCheck';

addStrings(strings);
const t = makeTranslate('ja');
afterEach(cleanup);

function enter(player: number, field: string, value: number) {
  const group = screen.getByRole('group', { name: `プレイヤー${player}` });
  const input = [...group.querySelectorAll('label')]
    .find((l) => l.textContent?.startsWith(field))
    ?.querySelector('input');
  fireEvent.input(input as HTMLInputElement, { target: { value: String(value) } });
}
const places = () =>
  [...document.querySelectorAll('.score-card')].map((c) => [
    c.querySelector('.chip-name')?.textContent,
    c.querySelector('.total')?.textContent,
    c.querySelector('.rank')?.textContent,
  ]);

describe('quick score check', () => {
  it('ranks order points + red 3 + white 1, with the breakdown', () => {
    render(<QuickCheck t={t} />);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    // The game played end to end: A 3 + 4 + 5 on three cards; B 2 + 3 + 5 on three cards and a red jewel.
    enter(1, '注文カードの勝利点', 12);
    enter(1, '注文カードの枚数', 3);
    enter(2, '注文カードの勝利点', 10);
    enter(2, '注文カードの枚数', 3);
    enter(2, '赤の宝石', 1);
    enter(2, '白の宝石', 2);
    expect(places()).toEqual([
      ['プレイヤー2', '15', '1位'],
      ['プレイヤー1', '12', '2位'],
    ]);
    expect(screen.getByText('1 × 3')).toBeTruthy();
    expect(screen.getByText('2 × 1')).toBeTruthy();
  });

  it('breaks a tie by more order cards, then shares the place; title points count', () => {
    render(<QuickCheck t={t} />);
    enter(1, '注文カードの勝利点', 10);
    enter(1, '注文カードの枚数', 4);
    enter(2, '注文カードの勝利点', 7);
    enter(2, '注文カードの枚数', 3);
    enter(2, '称号カードの点', 3);
    enter(3, '注文カードの勝利点', 9);
    enter(3, '注文カードの枚数', 3);
    enter(3, '白の宝石', 1);
    expect(places()).toEqual([
      ['プレイヤー1', '10', '1位'],
      ['プレイヤー2', '10', '2位(同順位)'],
      ['プレイヤー3', '10', '2位(同順位)'],
    ]);
    expect(screen.getAllByText(/順位を決めたもの: 注文カードの枚数/).length).toBeGreaterThan(0);
  });
});
