// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import type { Prompt } from '../../../engine/types';
import { strings } from '../i18n';
import { defaultMap } from '../map';
import type { State } from '../state';
import { C, fresh, play, players, ready3, SPECIALS, setupActions } from '../testing';
import { showScreen } from './testing';

addStrings(strings);
const t = makeTranslate('ja', players(3));
afterEach(cleanup);
beforeEach(() => localStorage.clear());

/** Renders the game screen for a state with a submit spy that applies nothing. */
const show = (s: State, prompt?: Prompt) => showScreen(s, t, { prompt });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('setup: the map', () => {
  it('offers the default 3x3 layout in one tap and remembers the names', () => {
    const submit = show(fresh(3));
    fireEvent.click(button('この9枚で決定'));
    expect(submit).toHaveBeenCalledWith({ type: 'map', cells: defaultMap() });
    expect(JSON.parse(localStorage.getItem('choba.gyosho.table') ?? '{}').names.arms).toEqual([
      'アームスブルグ',
    ]);
  });

  it('shows the default names in English and keeps them as they are in the record', () => {
    const submit = showScreen(fresh(3), makeTranslate('en', players(3)));
    expect(button('Grain city')).toBeTruthy();
    expect(button('Market C')).toBeTruthy();
    expect(screen.queryByText('小麦の都市')).toBeNull();
    fireEvent.click(button('Market E'));
    expect((screen.getByLabelText('City name') as HTMLInputElement).value).toBe('Market E');
    fireEvent.click(button('Confirm these 9 cards'));
    // Stored as the default names, so that the same game reads 小麦の都市 in Japanese.
    expect(submit).toHaveBeenCalledWith({ type: 'map', cells: defaultMap() });
  });

  it('edits a card: its name, then its place (tap it, tap an empty square)', () => {
    const submit = show(fresh(3));
    fireEvent.click(button('流通都市E'));
    fireEvent.input(screen.getByLabelText('都市名'), { target: { value: 'ベルン' } });
    fireEvent.click(button('選んだカードを1行1列へ'));
    fireEvent.click(button('この9枚で決定'));
    const cells = submit.mock.calls[0]?.[0 as never] as unknown as {
      cells: { name: string; row: number; col: number }[];
    };
    // Moved to the top-left corner outside the grid: everything shifts so that the map starts at (0, 0).
    expect(cells.cells.find((c) => c.name === 'ベルン')).toMatchObject({ row: 0, col: 0 });
    expect(cells.cells.find((c) => c.name === '小麦の都市')).toMatchObject({ row: 1, col: 1 });
  });

  it('prefills the names entered last time', () => {
    localStorage.setItem(
      'choba.gyosho.table',
      JSON.stringify({ names: { distribution: ['甲', '乙', '丙', '丁', '戊'], wheat: ['麦の町'] } }),
    );
    const submit = show(fresh(3));
    expect(button('丙')).toBeTruthy();
    fireEvent.click(button('この9枚で決定'));
    const sent = submit.mock.calls[0]?.[0 as never] as unknown as { cells: { name: string }[] };
    expect(sent.cells.map((c) => c.name)).toContain('麦の町');
  });
});

describe('setup: wagon, orders, 特注, starts', () => {
  const mapped = () => play(fresh(3), [{ type: 'map', cells: defaultMap() }]);

  it('takes each player’s side and capacity in one tap each and offers the capacity again next time', () => {
    const submit = show(mapped());
    fireEvent.click(button('積載量 4'));
    expect(submit).toHaveBeenCalledWith({ type: 'wagon', seat: 0, side: 'normal', capacity: 4 });
    cleanup();
    // The second player is new to the game: the beginner side (初心者面), its own capacity remembered apart.
    const second = play(mapped(), [{ type: 'wagon', seat: 0, side: 'normal', capacity: 4 }]);
    expect(second.phase).toBe('setup.wagon');
    const next = show(second);
    fireEvent.click(button('初心者面'));
    expect(screen.queryByRole('button', { name: '前回と同じ積載量 4' })).toBeNull();
    fireEvent.click(button('積載量 6'));
    expect(next).toHaveBeenCalledWith({ type: 'wagon', seat: 1, side: 'beginner', capacity: 6 });
    cleanup();
    const again = show(mapped());
    fireEvent.click(button('前回と同じ積載量 4'));
    expect(again).toHaveBeenCalledWith({ type: 'wagon', seat: 0, side: 'normal', capacity: 4 });
  });

  it('enters an order card: city chip, the count of each good, points chip', () => {
    const s = play(mapped(), [{ type: 'wagon', capacity: 3 }]);
    const submit = show(s);
    expect((button('都市・商品・勝利点を選ぶ') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('ハイジフィールド'));
    fireEvent.click(button('小麦×1'));
    fireEvent.click(button('酒×2'));
    fireEvent.click(button('4点'));
    fireEvent.click(button('入力: ハイジフィールド 小麦×1・酒×2 4点'));
    expect(submit).toHaveBeenCalledWith({
      type: 'reveal',
      city: C.heidi,
      goods: ['wheat', 'wine', 'wine'],
      points: 4,
    });
  });

  it('enters 特注 cards with the same form', () => {
    const row = [C.elkai, C.heidi, C.centre, C.east, C.south].map((city) => ({
      city,
      goods: ['wheat' as const],
      points: 1,
    }));
    const s = play(fresh(3), setupActions(row, [], []));
    expect(s.phase).toBe('setup.special');
    const submit = show(s);
    fireEvent.click(button('織物の都市'));
    fireEvent.click(button('織物×1'));
    fireEvent.click(button('1点'));
    fireEvent.click(button(/^入力:/));
    expect(submit).toHaveBeenCalledWith({ type: 'special', city: C.cloth, goods: ['cloth'], points: 1 });
  });

  it('asks for the reshuffle when three big orders came up', () => {
    const big = {
      goods: ['wheat', 'arms', 'wine', 'cloth'] as ('wheat' | 'arms' | 'wine' | 'cloth')[],
      points: 6,
    };
    const s = play(mapped(), [
      { type: 'wagon', capacity: 3 },
      ...[C.elkai, C.heidi, C.centre].map((city) => ({ type: 'reveal' as const, city, ...big })),
    ]);
    const submit = show(s);
    fireEvent.click(button('シャッフルして並べ直した'));
    expect(submit).toHaveBeenCalledWith({ type: 'reshuffle' });
  });

  it('places the starting post of the player whose turn it is with one tap on a city', () => {
    const row = [C.elkai, C.heidi, C.centre, C.east, C.south].map((city) => ({
      city,
      goods: ['wheat' as const],
      points: 1,
    }));
    const s = play(fresh(3), setupActions(row, SPECIALS, []));
    expect(s.current).toBe(2);
    const submit = show(s);
    fireEvent.click(button(/^流通都市D/));
    expect(submit).toHaveBeenCalledWith({ type: 'start', p: 2, city: C.east });
  });
});

describe('nothing is secret in this game', () => {
  it('shows every wagon load and the stock even when secrets are masked', () => {
    show(ready3());
    expect(screen.queryByText('●●●')).toBeNull();
    expect(screen.getAllByRole('img', { name: 'なし' }).length).toBeGreaterThanOrEqual(3);
  });
});

describe('setup: a map in progress', () => {
  it('keeps names typed and not yet confirmed across a reload, for that game only', () => {
    const s = fresh(3);
    const draw = (gameId: string) => showScreen(s, t, { gameId });
    draw('g1');
    fireEvent.click(button('流通都市C'));
    fireEvent.input(screen.getByLabelText('都市名'), { target: { value: 'ベルンシュタット' } });
    cleanup();
    // Another game starts from the default layout; the same game, reloaded, shows the name typed.
    draw('g2');
    expect(screen.queryByRole('button', { name: 'ベルンシュタット' })).toBeNull();
    cleanup();
    const submit = draw('g1');
    expect(button('ベルンシュタット')).toBeTruthy();
    fireEvent.click(button('この9枚で決定'));
    expect(submit).toHaveBeenCalled();
    // Confirmed: the draft is gone (the names are remembered for next time as before).
    expect(JSON.parse(localStorage.getItem('choba.gyosho.table') ?? '{}').drafts).toEqual({});
  });
});
