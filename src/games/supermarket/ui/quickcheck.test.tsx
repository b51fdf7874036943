// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { SUITS } from '../components';
import { strings } from '../i18n';
import { EXAMPLE_LAST_TRICKS, EXAMPLE_ROUNDS } from '../testing';
import { QuickCheck } from './QuickCheck';

afterEach(cleanup);
beforeAll(() => addStrings(strings));

const t = makeTranslate('ja');

const setCap = (suit: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: suit }), { target: { value } });
const setCount = (player: number, suit: string, value: string) =>
  fireEvent.input(screen.getByRole('textbox', { name: `プレイヤー${player}の${suit}` }), {
    target: { value },
  });
const rows = () =>
  within(screen.getByRole('region', { name: '得点' }))
    .getAllByRole('row')
    .map((r) => [...r.children].map((c) => c.textContent));

describe('quick score check', () => {
  it('asks for the counts before it ranks anyone: a blank round has no ranking', () => {
    const { container } = render(<QuickCheck t={t} />);
    const round = container.querySelector('div:not([hidden]) > .sm') as HTMLElement;
    expect(round.querySelectorAll('.score-card')).toHaveLength(0);
    expect(within(round).getByText('数を入れると、ここに順位と内訳が出ます。')).toBeTruthy();
    // One shelf set: now there is something to answer (here, that its goods do not add up yet).
    setCap('うなぎ', '3');
    expect(within(round).queryByText('数を入れると、ここに順位と内訳が出ます。')).toBeNull();
  });

  it('scores a round from the capacities and goods counts with the per-shelf breakdown', () => {
    render(<QuickCheck t={t} />);
    // The round of the e2e test, worked by hand: ◇ うなぎ3 梅干8 すいか5 てんぷら3.
    setCap('うなぎ', '3');
    setCap('梅干', '8');
    setCap('すいか', '5');
    setCap('てんぷら', '3');
    for (const [p, suit, n] of [
      [1, 'うなぎ', '12'],
      [1, '梅干', '1'],
      [1, 'すいか', '3'],
      [1, 'てんぷら', '3'],
      [2, '梅干', '14'],
      [2, 'すいか', '5'],
      [3, 'うなぎ', '3'],
      [3, 'すいか', '7'],
      [4, 'てんぷら', '12'],
    ] as const)
      setCount(p, suit, n);
    expect(rows()).toEqual([
      ['棚', 'プレイヤー1', 'プレイヤー2', 'プレイヤー3', 'プレイヤー4'],
      ['ううなぎ ◇3', '12 あふれ', '—札なし', '3 1点', '—札なし'],
      ['梅梅干 ◇8', '1 1点', '14 あふれ', '—札なし', '—札なし'],
      ['すすいか ◇5', '3', '5 1点', '7 あふれ', '—札なし'],
      ['ててんぷら ◇3', '3 1点', '—札なし', '—札なし', '12 あふれ'],
      ['得点', '2', '1', '1', '0'],
    ]);
    // The same points as a scoreboard: one line per shelf, places with the tie shared.
    const board = screen.getByRole('region', { name: '最終得点' });
    const heads = [...board.querySelectorAll('.score-head')].map((h) => h.textContent);
    expect(heads).toEqual([
      '1位プレイヤー12',
      '2位(同順位)プレイヤー21',
      '2位(同順位)プレイヤー31',
      '4位プレイヤー40',
    ]);
    expect(board.querySelector('.score-lines')?.textContent).toContain('梅干1個 ≦ ◇8　最多1');
  });

  it('a shelf never set scores nobody, and a tie at the top scores every tied player (3 players)', () => {
    render(<QuickCheck t={t} />);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    setCap('すいか', '5');
    setCount(1, 'うなぎ', '4');
    // すいか: 1 (4 goods); 2 and 4 (3 + 1); 3, 5, 6 and 9 (3 + 1 + 1 + 2) over ◇5.
    setCount(1, 'すいか', '4');
    setCount(2, 'すいか', '4');
    setCount(3, 'すいか', '7');
    expect(screen.queryByRole('textbox', { name: 'プレイヤー4のうなぎ' })).toBeNull();
    expect(rows().slice(1)).toEqual([
      ['ううなぎ 未定', '4', '—札なし', '—札なし'],
      ['梅梅干 未定', '—札なし', '—札なし', '—札なし'],
      ['すすいか ◇5', '4 1点', '4 1点', '7 あふれ'],
      ['ててんぷら 未定', '—札なし', '—札なし', '—札なし'],
      ['得点', '1', '1', '0'],
    ]);
  });

  it('scores from the cards in each player tricks: the rulebook 9-3-2-1 trick is over ◇3', () => {
    render(<QuickCheck t={t} />);
    setCap('うなぎ', '3');
    fireEvent.click(screen.getByRole('button', { name: '取ったカード' }));
    for (const n of [9, 3, 2, 1]) fireEvent.click(screen.getByRole('button', { name: `うなぎ ${n}` }));
    expect(screen.getByRole('button', { name: 'うなぎ 9' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'うなぎ 9' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'うなぎ9はもう入っています。外すときは下のうなぎ9をタップしてください。',
    );
    fireEvent.click(screen.getByRole('button', { name: 'プレイヤー2 (0)' }));
    // Another player's tap on it: whose tricks hold it. The next change of the form takes the answer's place.
    fireEvent.click(screen.getByRole('button', { name: 'うなぎ 9' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'うなぎ9はもうプレイヤー1のトリックに入っています(カードは各1枚)。',
    );
    expect(screen.getByRole('button', { name: 'プレイヤー1 (4)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'プレイヤー2 (0)' })).toBeTruthy();
    for (const n of [4, 5, 6, 7, 8]) fireEvent.click(screen.getByRole('button', { name: `うなぎ ${n}` }));
    expect(rows()[1]).toEqual(['ううなぎ ◇3', '12 あふれ', '3 1点', '—札なし', '—札なし']);
    // A card taken back is free again; with it out of every player's tricks, the round is not yet whole.
    fireEvent.click(screen.getByRole('button', { name: 'うなぎ6を外す' }));
    expect(screen.getByRole('button', { name: 'うなぎ 6' }).hasAttribute('aria-disabled')).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain('うなぎのカードは9枚のうち8枚しか入っていません');
    expect(screen.queryByRole('region', { name: '得点' })).toBeNull();
  });

  it('says why counts cannot be right', () => {
    render(<QuickCheck t={t} />);
    setCount(1, 'うなぎ', '9');
    setCount(2, 'うなぎ', '9');
    expect(screen.getByRole('alert').textContent).toBe('うなぎの商品は全部で15個しかありません');
    expect(screen.queryByRole('region', { name: '得点' })).toBeNull();
  });
});

describe('whole-match quick check (issue 15)', () => {
  it('totals the example match round by round and breaks ties as the game does', () => {
    render(<QuickCheck t={t} />);
    fireEvent.click(screen.getByRole('button', { name: '試合全体' }));
    EXAMPLE_ROUNDS.forEach((round, r) => {
      const region = within(screen.getByRole('region', { name: `第${r + 1}ラウンド` }));
      SUITS.forEach((suit, s) => {
        const cap = round.capacities[s];
        const name = t(`supermarket.suit.${suit}`);
        if (cap !== null && cap !== undefined)
          fireEvent.change(region.getByRole('combobox', { name }), { target: { value: String(cap) } });
        round.counts.forEach((row, p) => {
          const n = row[s];
          if (n === null || n === undefined) return;
          fireEvent.input(region.getByRole('textbox', { name: `プレイヤー${p + 1}の${name}` }), {
            target: { value: String(n) },
          });
        });
      });
    });
    expect(screen.queryByRole('region', { name: '最終得点' })).toBeNull();
    for (const [p, n] of EXAMPLE_LAST_TRICKS.entries()) {
      fireEvent.input(screen.getByRole('textbox', { name: `プレイヤー${p + 1}` }), {
        target: { value: String(n) },
      });
    }
    // The example's final score (example.test.ts): 4 / 3 / 4 / 3; players 1 and 3 share first on
    // tricks 1 and 1; player 4 (6 tricks in the last round) third, player 2 fourth.
    const board = screen.getByRole('region', { name: '最終得点' });
    const heads = [...board.querySelectorAll('.score-head')].map((h) => h.textContent);
    expect(heads).toEqual([
      '1位(同順位)プレイヤー14',
      '1位(同順位)プレイヤー34',
      '3位プレイヤー43',
      '4位プレイヤー23',
    ]);
  });

  it('names the player in a refusal as the form names them', () => {
    render(<QuickCheck t={t} />);
    setCount(2, '梅干', '16');
    const error = screen.getByRole('alert').textContent ?? '';
    expect(error).toContain('16');
    expect(error).toContain('プレイヤー2');
  });
});
