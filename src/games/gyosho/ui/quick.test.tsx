// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { strings } from '../i18n';
import { QuickCheck } from './QuickCheck';

addStrings(strings);
const t = makeTranslate('ja');
afterEach(cleanup);

function field(player: number, label: string): HTMLInputElement {
  const group = screen.getByRole('group', { name: `プレイヤー${player}` });
  const input = [...group.querySelectorAll('label')]
    .find((l) => l.textContent?.startsWith(label))
    ?.querySelector('input');
  return input as HTMLInputElement;
}
function enter(player: number, label: string, value: number | string) {
  fireEvent.input(field(player, label), { target: { value: String(value) } });
}
const places = () =>
  [...document.querySelectorAll('.score-card')].map((c) => [
    c.querySelector('.chip-name')?.textContent,
    c.querySelector('.total')?.textContent,
    c.querySelector('.rank')?.textContent,
  ]);

describe('quick score check', () => {
  it('asks for the counts before it ranks anyone: a blank form has no ranking', () => {
    render(<QuickCheck t={t} />);
    expect(places()).toEqual([]);
    expect(screen.getByText('数を入れると、ここに順位と内訳が出ます。')).toBeTruthy();
    enter(2, '注文カードの枚数', 1);
    enter(2, '注文カードの勝利点', 4);
    expect(places().map(([name, total]) => [name, total])).toEqual([
      ['プレイヤー2', '4'],
      ['プレイヤー1', '0'],
      ['プレイヤー3', '0'],
    ]);
  });

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

  it('says what is wrong with a count typed, and leaves it as typed', () => {
    render(<QuickCheck t={t} />);
    enter(1, '赤の宝石', '-2');
    expect(screen.getByRole('alert').textContent).toBe(
      'プレイヤー1：「-2」は個数ではありません(0以上の整数)',
    );
    expect(field(1, '赤の宝石').value).toBe('-2');
    expect(document.querySelector('.score-card')).toBeNull();
  });

  it('keeps what was typed for the third player when the player count goes 3 -> 2 -> 3', () => {
    render(<QuickCheck t={t} />);
    enter(3, '注文カードの勝利点', 17);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(field(3, '注文カードの勝利点').value).toBe('17');
  });
});
