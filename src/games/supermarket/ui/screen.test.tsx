// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addStrings, hasString, makeTranslate } from '../../../app/i18n';
import { ruleName } from '../../../app/screens/table/rule';
import { step } from '../../../engine/replay';
import { isViolation } from '../../../engine/violation';
import type { GameScreenProps } from '../../types';
import { strings } from '../i18n';
import { game } from '../index';
import type { State } from '../state';
import { DULL_ROUND, playAll, players, playOf, start } from '../testing';
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
  const props = { state, prompt: game.rules.prompt(state), players: table, submit, t, secret, over: false };
  const view = render(<Screen {...props} />);
  return { submit, view };
}

describe('trick entry', () => {
  it('submits the tapped card with the trick number, one tap per card', () => {
    const { submit } = show(playAll(start(), 'u9 u3'));
    fireEvent.click(screen.getByRole('button', { name: 'うなぎ 2' }));
    expect(submit).toHaveBeenCalledWith({ type: 'play', trick: 1, suit: 'unagi', rank: 2 });
  });

  it('greys out only the card on the table while tricks are secret; every card played at a teaching table', () => {
    // Which cards of taken tricks are gone is left to the players' memory (issue 13): only 梅干5 is greyed.
    show(playAll(start(4, 2), 'u9 u3 u2 u1 m5'));
    const grey = (name: string) => screen.getByRole('button', { name }).classList.contains('used');
    expect(['うなぎ 9', 'うなぎ 1', '梅干 5', '梅干 9'].map(grey)).toEqual([false, false, true, false]);
    cleanup();
    show(playAll(start(4, 2), 'u9 u3 u2 u1 m5'), false);
    expect(['うなぎ 9', 'うなぎ 1', '梅干 5', '梅干 9'].map(grey)).toEqual([true, true, true, false]);
  });

  it('sends a greyed card to the rules too, which refuse it saying where it is', () => {
    const state = playAll(start(4, 2), 'u9 u3 u2 u1 m5');
    const { submit } = show(state);
    const onTable = screen.getByRole('button', { name: '梅干 5' });
    expect(onTable.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(onTable);
    const again = { type: 'play', trick: 2, suit: 'umeboshi', rank: 5 } as const;
    expect(submit).toHaveBeenCalledWith(again);
    const out = step(game, state, again);
    expect(isViolation(out) && t({ key: out.code, params: out.params })).toBe(
      '梅干5はこのトリックでCが出しています',
    );
  });

  it('shows the trick on the table in play order with who plays next', () => {
    show(playAll(start(4, 2), 'u9 u3 u2 u1 m5'));
    // Trick 1 was led by C (seat 2) and taken by C with u9: C leads trick 2 with 梅干5, D is next.
    const slots = screen.getAllByRole('listitem').slice(0, 4);
    expect(slots.map((li) => li.getAttribute('aria-label'))).toEqual(['C：梅干5', 'D：次', 'A：', 'B：']);
    expect(within(slots[0] as HTMLElement).getByRole('img', { name: '梅干5' })).toBeTruthy();
  });

  it("the grid is the step's control, the only part above it is the row of cards on the table", () => {
    const { view } = show(playAll(start(), 'u9 u3'));
    const grid = screen.getByRole('group', { name: '出たカードを1枚ずつタップ' });
    expect(view.container.querySelectorAll('[data-control]')).toHaveLength(1);
    expect(grid.hasAttribute('data-control')).toBe(true);
    const sm = view.container.querySelector('.sm') as HTMLElement;
    const above = [...(sm.firstElementChild?.children ?? [])];
    expect(above.map((e) => e.className)).toEqual(['sm-slots', 'card-grid']);
  });

  it('keeps a taken trick face down: who took it and the shelf it set are shown, its cards are not', () => {
    show(playAll(start(), 'u9 u3 u2 u1'));
    // The rulebook: 取得したトリックはゲーム終了まで裏向き. No drawn card is left on the screen.
    expect(screen.queryAllByRole('img')).toEqual([]);
    const list = screen.getByRole('heading', { name: 'このラウンドのトリック（1）' })
      .parentElement as HTMLElement;
    const row = within(list).getByRole('listitem');
    expect(row.textContent).toBe('1伏せ札→ Aううなぎ ◇3');
  });

  it("shows the four shelves on the strip's one line: capacity, or a dash while not set", () => {
    const { view } = show(playAll(start(), 'u9 u3 u2 u1 m5 m9 m8 m7'));
    const summary = view.container.querySelector('.sm-strip summary') as HTMLElement;
    expect([...summary.querySelectorAll('.sm-shelf')].map((e) => e.textContent)).toEqual([
      'ううなぎ ◇3',
      '梅梅干 ◇8',
      'すすいか ◇–未定',
      'ててんぷら ◇–未定',
    ]);
    // Which trick set each shelf is in the trick list: trick 1 set うなぎ, trick 2 (taken by B) set 梅干.
    const list = screen.getByRole('heading', { name: 'このラウンドのトリック（2）' })
      .parentElement as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1伏せ札→ Aううなぎ ◇3', '2伏せ札→ B梅梅干 ◇8']);
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
      ['棚', 'A', 'B', 'C', 'D'],
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
    // The game is over: the last round's tricks may be turned face up, nine tricks of four cards.
    const list = screen.getByRole('heading', { name: 'このラウンドのトリック（9）' })
      .parentElement as HTMLElement;
    expect(within(list).getAllByRole('img')).toHaveLength(36);
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
  });

  it('lists a flag still open above one kept, so that the one to settle is not pushed down', () => {
    // B's flag of trick 1 kept; then D does not follow てんぷら in trick 3 (m3) and plays てんぷら in trick 4.
    const keep = { type: 'keep', round: 1, trick: 1, player: 1, suit: 'unagi' } as const;
    const kept = step(game, flagged(), keep) as State;
    show(playAll(kept, 't2 t3 t4 m3 t5 t6 t7 t8'));
    const flags = screen.getByRole('heading', { name: 'フォロー漏れの疑い' }).parentElement as HTMLElement;
    const items = within(flags).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.includes('Dは第3トリックでてんぷらを出さず'))).toEqual([
      true,
      false,
    ]);
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'このまま' })).toBeTruthy();
  });

  it('keep is entered as a log entry; a kept flag shows no buttons', () => {
    const { submit } = show(flagged());
    const keep = { type: 'keep', round: 1, trick: 1, player: 1, suit: 'unagi' } as const;
    fireEvent.click(screen.getByRole('button', { name: 'このまま' }));
    expect(submit).toHaveBeenCalledWith(keep);
    cleanup();
    show(step(game, flagged(), keep) as State);
    const flags = screen.getByRole('heading', { name: 'フォロー漏れの疑い' }).parentElement as HTMLElement;
    expect(within(flags).queryByRole('button')).toBeNull();
    expect(flags.textContent).toContain('このまま');
  });

  it('marks the flag on the earlier trick in the round trick list, face down, with the shelf each trick set', () => {
    show(flagged());
    const list = screen.getByRole('heading', { name: 'このラウンドのトリック（2）' })
      .parentElement as HTMLElement;
    const tricks = within(list).getAllByRole('listitem');
    expect(tricks[0]?.className).toBe('sm-flagged');
    expect(tricks[0]?.textContent).toContain('→ Cううなぎ ◇5');
    expect(tricks[0]?.textContent).toContain('Bは第1トリックでうなぎを出さず');
    expect(within(list).queryAllByRole('img')).toEqual([]);
    expect(tricks[1]?.className).toBe('');
  });

  it('opens the correction of the flagged card: B played 梅干2, the second card of the match', () => {
    const onCorrect = vi.fn();
    const state = flagged();
    render(
      <Screen
        state={state}
        prompt={game.rules.prompt(state)}
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

describe('refusals', () => {
  it('name the rule in words in both languages, never by a file number', () => {
    // うなぎ3 is in trick 1, taken by A: the refusal says it was played, not where it lies.
    const s = playAll(start(), 'u9 u3 u2 u1');
    const refused = step(game, s, playOf(s, 'u3'));
    if (!isViolation(refused)) throw new Error('accepted');
    const ja = makeTranslate('ja', table);
    const en = makeTranslate('en', table);
    expect(ja({ key: refused.code, params: refused.params })).toBe('うなぎ3はこのラウンドで出ています');
    expect(en({ key: refused.code, params: refused.params })).toBe('Eel 3 has been played this round');
    expect(ruleName(refused.section, 'supermarket', ja, (k) => hasString('ja', k))).toBe(
      '各カードは1枚だけ（スーパーマーケット）',
    );
    expect(ruleName(refused.section, 'supermarket', en, (k) => hasString('en', k))).toBe(
      'Each card once (Supermarket)',
    );
    expect(ruleName('RULINGS 004 棚の容量', 'supermarket', en, (k) => hasString('en', k))).toBe(
      'A ◇ shelf capacity is 1 to 8 (Supermarket)',
    );
  });
});

describe('a correction starts from the old card', () => {
  it('marks the card being corrected in the place the new card goes, and a tap enters the new one', () => {
    // Correcting seat 2's card of trick 1 (u2): the state before it holds u9 u3; the old card stands marked.
    const state = playAll(start(), 'u9 u3');
    const submit = vi.fn<GameScreenProps['submit']>(() => null);
    const initial = { type: 'play', trick: 1, suit: 'unagi', rank: 2 } as const;
    const props = {
      state,
      prompt: game.rules.prompt(state),
      players: table,
      submit,
      t,
      secret: true,
      over: false,
    };
    render(<Screen {...props} initial={initial} />);
    const place = screen.getByRole('listitem', { name: 'C：訂正前：うなぎ2' });
    expect(place.querySelector('[aria-current="true"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'うなぎ 5' }));
    expect(submit).toHaveBeenCalledWith({ type: 'play', trick: 1, suit: 'unagi', rank: 5 });
  });

  // A keep stands for no card, and a card for no keep: neither replaces the other. Trick 1: A u8, B m5 (does
  // not follow), C u6; trick 2: A m9, B u7 (B had うなぎ: trick 1 flagged), C m8; then the flag is kept.
  const FLAGGED = 'u8 m5 u6 m9 u7 m8';
  const keep = { type: 'keep', round: 1, trick: 1, player: 1, suit: 'unagi' } as const;
  const correcting = (state: State, initial: GameScreenProps['initial']) => {
    const submit = vi.fn<GameScreenProps['submit']>(() => null);
    const props = { state, prompt: game.rules.prompt(state), players: players(3), submit, t, secret: true };
    render(<Screen {...props} over={false} initial={initial} />);
    return submit;
  };

  it('correcting a kept flag takes no card in its place: the grid is shut and says why', () => {
    // The keep (entry 7) is corrected: the screen is the state before it, A to lead trick 3. A tap on a card
    // would put a card nobody played into the round, every later card one seat on.
    const submit = correcting(playAll(start(3), FLAGGED), keep);
    fireEvent.click(screen.getByRole('button', { name: 'すいか 1' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('note').textContent).toBe(t('supermarket.ui.keepNotCard'));
  });

  it('correcting a card offers no keep in its place, and a card still goes in', () => {
    // The card of entry 7 (A's lead of trick 3) is corrected while the flag of trick 1 is open: a keep tapped
    // there would take that card out of the round.
    const submit = correcting(playAll(start(3), FLAGGED), { type: 'play', trick: 3, suit: 'suika', rank: 8 });
    const flags = screen.getByRole('region', { name: 'フォロー漏れの疑い' });
    expect(within(flags).getByText(/Bは第1トリックでうなぎを出さず/)).toBeTruthy();
    expect(within(flags).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'すいか 1' }));
    expect(submit).toHaveBeenCalledWith({ type: 'play', trick: 3, suit: 'suika', rank: 1 });
  });
});
