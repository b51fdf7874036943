// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import type { GameScreenProps } from '../../types';
import { strings } from '../i18n';
import { game } from '../index';
import type { State } from '../state';
import { DULL_ROUND, playAll, players, start } from '../testkit';
import { Screen } from './Screen';

afterEach(cleanup);
beforeAll(() => addStrings(strings));

/** The round the e2e test plays: capacities うなぎ3 梅干8 すいか5 てんぷら3; points A2 B1 C1 D0. */
const ROUND =
  'u9 u3 u2 u1 m5 m9 m8 m7 s4 s6 s5 s1 t2 t9 t3 t1 u4 u5 u6 u7 m1 m2 m3 m4 s9 s8 s7 s3 t4 t5 t6 t7 u8 m6 s2 t8';

const table = players(4);
const t = makeTranslate('ja', table);

function show(state: State, secret = true) {
  const submit = vi.fn<GameScreenProps['submit']>(() => null);
  const props = { state, prompt: game.prompt(state), players: table, submit, t, secret, over: false };
  const view = render(<Screen {...props} />);
  return { submit, view };
}

describe('trick entry', () => {
  it('submits the tapped card with the trick number, one tap per card', () => {
    const { submit } = show(playAll(start(), 'u9 u3'));
    fireEvent.click(screen.getByRole('button', { name: 'うなぎ 2' }));
    expect(submit).toHaveBeenCalledWith({ type: 'play', trick: 1, suit: 'unagi', rank: 2 });
  });

  it('greys out the cards played this round and shows the trick in play order with who plays next', () => {
    show(playAll(start(4, 2), 'u9 u3 u2 u1 m5'));
    for (const name of ['うなぎ 9', 'うなぎ 1', '梅干 5'])
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '梅干 9' }).hasAttribute('disabled')).toBe(false);
    // Trick 1 was led by C (seat 2) and taken by C with u9: C leads trick 2 with 梅干5, D is next.
    const slots = screen.getAllByRole('listitem').slice(0, 4);
    expect(slots.map((li) => li.getAttribute('aria-label'))).toEqual(['C：梅干5', 'D：次', 'A：', 'B：']);
    expect(within(slots[0] as HTMLElement).getByRole('img', { name: '梅干5' })).toBeTruthy();
  });

  it('shows the last trick once a trick is complete', () => {
    show(playAll(start(), 'u9 u3 u2 u1'));
    expect(screen.getByText('第1トリック：うなぎ9・うなぎ3・うなぎ2・うなぎ1 → A')).toBeTruthy();
  });

  it('shows each shelf with its capacity and the trick that set it', () => {
    show(playAll(start(), 'u9 u3 u2 u1 m5 m9 m8 m7'));
    const shelves = screen.getByRole('heading', { name: '商品棚' }).parentElement as HTMLElement;
    const items = within(shelves)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'ううなぎ ◇容量 ◇31トリック目',
      '梅梅干 ◇容量 ◇82トリック目',
      'すすいか ◇容量 未定',
      'ててんぷら ◇容量 未定',
    ]);
  });
});

describe('secret goods', () => {
  it('masks each player goods until pressed and held, and shows tricks won', () => {
    show(playAll(start(), 'u9 u3 u2 u1'));
    const goods = screen.getByRole('heading', { name: '取った商品（伏せ札）' }).parentElement as HTMLElement;
    expect(goods.textContent).toContain('1トリック');
    const held = screen.getByRole('button', { name: 'Aの商品数（長押しで表示）' });
    expect(held.textContent).toBe('●●●');
    expect(goods.textContent).not.toContain('う12');
    fireEvent.pointerDown(held);
    expect(held.textContent).toBe('う12梅-す-て-');
    fireEvent.pointerUp(held);
    expect(held.textContent).toBe('●●●');
  });

  it('shows the goods plainly when the table turned masking off', () => {
    show(playAll(start(), 'u9 u3 u2 u1'), false);
    expect(screen.queryByRole('button', { name: /商品数/ })).toBeNull();
    const goods = screen.getByRole('heading', { name: '取った商品（伏せ札）' }).parentElement as HTMLElement;
    expect(goods.querySelector('li')?.textContent).toBe('A1トリックう12梅-す-て-');
  });
});

describe('round result and match points', () => {
  it('reveals the finished round per shelf: counts, capacity, over, scored, points', () => {
    show(playAll(start(), ROUND));
    const result = screen.getByRole('region', { name: '第1ラウンドの結果' });
    const rows = within(result)
      .getAllByRole('row')
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['◇容量', 'A', 'B', 'C', 'D'],
      ['ううなぎ ◇3', '12 あふれ', '—札なし', '3 1点', '—札なし'],
      ['梅梅干 ◇8', '1 1点', '14 あふれ', '—札なし', '—札なし'],
      ['すすいか ◇5', '3', '5 1点', '7 あふれ', '—札なし'],
      ['ててんぷら ◇3', '3 1点', '—札なし', '—札なし', '12 あふれ'],
      ['得点', '2', '1', '1', '0'],
    ]);
    const match = screen.getByRole('heading', { name: '試合の得点' }).parentElement as HTMLElement;
    expect(
      within(match)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['ラウンドABCD', '第1ラウンド2110', '合計2110']);
  });

  it('folds the result away once the next round has started', () => {
    show(playAll(start(), `${ROUND} u1`));
    const folded = screen.getByRole('region', { name: '第1ラウンドの結果' }).closest('details');
    expect(folded?.open).toBe(false);
    expect(folded?.querySelector('summary')?.textContent).toBe('第1ラウンドの結果');
  });

  it('shows the last round and the match at the end', () => {
    const state = playAll(start(), `${ROUND} ${Array(3).fill(DULL_ROUND).join(' ')}`);
    expect(state.over).toBe(true);
    show(state);
    expect(screen.getByRole('region', { name: '第4ラウンドの結果' })).toBeTruthy();
    expect(screen.getAllByRole('row').map((r) => r.textContent)).toContain('合計2110');
    expect(screen.queryByRole('button', { name: 'うなぎ 1' })).toBeNull();
  });
});

describe('revoke flags', () => {
  // Trick 1: A u5, B m2 (not following), C u7, D u1. Trick 2: C s3, D s4, A s5, B u9: B had うなぎ.
  const flagged = () => playAll(start(), 'u5 m2 u7 u1 s3 s4 s5 u9');

  it('flags the earlier trick and can keep it', () => {
    show(flagged());
    const flags = screen.getByRole('heading', { name: 'フォロー漏れの疑い' }).parentElement as HTMLElement;
    expect(flags.textContent).toContain(
      '第1ラウンド: Bは第1トリックでうなぎを出さず、第2トリックでうなぎを出した',
    );
    fireEvent.click(within(flags).getByRole('button', { name: 'このまま' }));
    expect(within(flags).queryByRole('button')).toBeNull();
    expect(flags.textContent).toContain('このまま');
  });

  it('marks the flag on the earlier trick in the round trick list, with the shelf each trick set', async () => {
    show(flagged());
    const list = screen.getByText('このラウンドのトリック（2）').closest('details') as HTMLDetailsElement;
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    list.open = true;
    fireEvent(list, new Event('toggle'));
    const tricks = await within(list).findAllByRole('listitem');
    expect(tricks[0]?.className).toBe('sm-flagged');
    expect(tricks[0]?.textContent).toContain('→ C うなぎ◇5');
    expect(tricks[0]?.textContent).toContain('Bは第1トリックでうなぎを出さず');
    expect(
      within(tricks[0] as HTMLElement)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['うなぎ5', '梅干2', 'うなぎ7', 'うなぎ1']);
    expect(tricks[1]?.className).toBe('');
  });

  it('opens the correction of the flagged card: B played 梅干2, the second card of the match', () => {
    const onCorrect = vi.fn();
    const state = flagged();
    render(
      <Screen
        state={state}
        prompt={game.prompt(state)}
        players={table}
        submit={() => null}
        t={t}
        secret
        over={false}
        onCorrect={onCorrect}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '訂正する' }));
    expect(onCorrect).toHaveBeenCalledWith(1);
  });

  it('offers no correction where the frame cannot correct (history, correction mode)', () => {
    show(flagged());
    expect(screen.queryByRole('button', { name: '訂正する' })).toBeNull();
  });
});
