// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { strings } from '../i18n';
import { QuickCheck } from './QuickCheck';

beforeAll(() => addStrings(strings));
afterEach(cleanup);

const t = makeTranslate('ja');

function set(counts: Record<string, number>) {
  for (const [icon, n] of Object.entries(counts))
    for (let k = 0; k < n; k++) fireEvent.click(screen.getByRole('button', { name: `${icon}を1つ増やす` }));
}
const rows = () => screen.getAllByRole('row').map((r) => r.textContent);
const total = () => document.querySelector('.kt-result strong')?.textContent;

describe('katame quick check (決算速見表)', () => {
  it('rulebook example 1: chocolate/silk price card, icons 3/2/2 + 1 junk = 37', () => {
    render(<QuickCheck t={t} />);
    // The defaults are the rulebook's price card: chocolate showing, silk hidden.
    const front = within(screen.getByRole('group', { name: '価格決定カードの表' }));
    const back = within(screen.getByRole('group', { name: '価格決定カードの裏' }));
    expect(front.getByRole('button', { name: 'チョコレート', pressed: true })).toBeTruthy();
    expect(back.getByRole('button', { name: 'シルク', pressed: true })).toBeTruthy();
    set({ チョコレート: 3, ゴールド: 2, シルク: 2, ガラクタ: 1 });
    expect(total()).toBe('37金');
    expect(rows()).toEqual([
      'チョコレート3 × 412',
      'ゴールド2 × 24',
      'シルク2 × 36',
      '個数ボーナス(チョコ1 + ゴールド0 + シルク0) × 55',
      'セットボーナス2 × 510',
      'ガラクタボーナスガラクタ1個0',
      '決算額37',
    ]);
  });

  it('rulebook example 2: icons 1/1/1 + 5 junk = 39', () => {
    render(<QuickCheck t={t} />);
    set({ チョコレート: 1, ゴールド: 1, シルク: 1, ガラクタ: 5 });
    expect(total()).toBe('39金');
    expect(rows()).toContain('ガラクタボーナスガラクタ5個25');
    expect(rows()).toContain('セットボーナス1 × 55');
  });

  it('follows the faces picked: gold on both faces makes gold 5 per icon', () => {
    render(<QuickCheck t={t} />);
    const pick = (legend: string, name: string) =>
      fireEvent.click(within(screen.getByRole('group', { name: legend })).getByRole('button', { name }));
    pick('価格決定カードの表', 'ゴールド');
    pick('価格決定カードの裏', 'ゴールド');
    set({ ゴールド: 4 });
    // 4 × 5 = 20, one count bonus 5.
    expect(total()).toBe('25金');
    // Gold on both faces and 6 more gold icons is beyond the 7 gold of the set.
    set({ ゴールド: 2 });
    expect(screen.getByText(/ゴールドのアイコンは全部で7個/)).toBeTruthy();
    expect(total()).toBeUndefined();
  });

  it('explains an odd number of icons instead of a total, and the minus key takes one back', () => {
    render(<QuickCheck t={t} />);
    set({ シルク: 1 });
    expect(screen.getByText(/偶数のはずです/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'シルクを1つ減らす' }));
    expect(total()).toBe('0金');
  });
});

describe('whole-game quick check (issue 15)', () => {
  // The example game (docs/examples/katame.json), worked by hand in example.test.ts: per round the price
  // card, then each player's icons (choc, gold, silk, junk) and payments.
  const MATCH = [
    {
      front: 'チョコレート',
      back: 'ゴールド',
      icons: [
        [1, 3, 0, 2],
        [2, 1, 4, 1],
        [3, 2, 3, 0],
      ],
      paid: [13, 14, 17],
    },
    {
      front: 'ガラクタ',
      back: 'ゴールド',
      icons: [
        [1, 1, 1, 3],
        [2, 2, 0, 0],
        [1, 0, 0, 1],
      ],
      paid: [35, 15, 1],
    },
    {
      front: 'シルク',
      back: 'シルク',
      icons: [
        [1, 3, 2, 0],
        [2, 1, 1, 4],
        [2, 3, 2, 1],
      ],
      paid: [11, 14, 23],
    },
  ];
  const NAMES = ['チョコレート', 'ゴールド', 'シルク', 'ガラクタ'];

  it('gives the example game its final money and places: Mio 70, Ken 57, Aya 29', () => {
    render(<QuickCheck t={makeTranslate('ja')} />);
    fireEvent.click(screen.getByRole('button', { name: 'ゲーム全体' }));
    MATCH.forEach((round, r) => {
      const region = within(screen.getByRole('region', { name: `第${r + 1}ラウンド` }));
      fireEvent.click(
        within(region.getByRole('group', { name: '価格決定カードの表' })).getByRole('button', {
          name: new RegExp(`^${round.front}`),
        }),
      );
      fireEvent.click(
        within(region.getByRole('group', { name: '価格決定カードの裏' })).getByRole('button', {
          name: new RegExp(`^${round.back}`),
        }),
      );
      round.icons.forEach((counts, p) => {
        const player = within(region.getByRole('group', { name: `プレイヤー${p + 1}` }));
        counts.forEach((n, i) => {
          for (let k = 0; k < n; k++)
            fireEvent.click(player.getByRole('button', { name: `${NAMES[i]}を1つ増やす` }));
        });
        fireEvent.input(player.getByRole('textbox'), { target: { value: String(round.paid[p]) } });
      });
    });
    const board = screen.getByRole('region', { name: '最終得点' });
    const heads = [...board.querySelectorAll('.score-head')].map((h) => h.textContent);
    expect(heads).toEqual(['1位プレイヤー370', '2位プレイヤー257', '3位プレイヤー129']);
  });

  it('names the player in a whole-game refusal as the form names them', () => {
    render(<QuickCheck t={t} />);
    fireEvent.click(screen.getByRole('button', { name: 'ゲーム全体' }));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    const paid = screen.getAllByLabelText('このラウンドの支払い');
    // Player 1 cannot pay 40 in round 1: they have 30.
    for (const [i, input] of paid.entries())
      fireEvent.input(input, { target: { value: i === 0 ? '40' : '0' } });
    const error = document.querySelector('.error')?.textContent ?? '';
    expect(error).toContain('プレイヤー1が第1ラウンドに40を支払うことはできません');
  });
});
