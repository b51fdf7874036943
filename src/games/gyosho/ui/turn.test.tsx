// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { orderCardsInPlay } from '../components';
import { strings } from '../i18n';
import { postOptions } from '../posts';
import type { Goods, State } from '../state';
import { C, fresh, play, players, ready3, withCards, withLoad, withWagonAt } from '../testing';
import { showScreen } from './testing';

addStrings(strings);
const t = makeTranslate('ja', players(3));
afterEach(cleanup);

const show = (s: State) => showScreen(s, t);
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const mapCity = (name: string) =>
  screen.getByRole('region', { name: '地図' }).querySelectorAll('button')[
    ready3().map.findIndex((c) => c.name === name)
  ] as HTMLButtonElement;
const withArea = (s: State, city: number, p: number, g: Goods): State => ({
  ...s,
  stock: s.stock.map((x, i) => x - (g[i] ?? 0)) as unknown as Goods,
  areas: s.areas.map((row, c) => (c === city ? row.map((x, q) => (q === p ? g : x)) : row)),
});

// ready3: A (seat 0) at エルカイブランド with a post (3 actions), B at ハイジフィールド, C at the centre.
describe('a turn', () => {
  it('moves with one tap on a city; a city that is not adjacent is sent for the rules to refuse', () => {
    const submit = show(ready3());
    // The map is the step's control; the actions left are said in the question above it and on the stop key.
    expect(screen.getByRole('region', { name: '地図' }).hasAttribute('data-control')).toBe(true);
    expect(button('手番を終える(残り3アクション)')).toBeTruthy();
    fireEvent.click(mapCity('小麦の都市'));
    expect(submit).toHaveBeenLastCalledWith({ type: 'move', p: 0, city: C.wheat });
    expect(mapCity('小麦の都市').className).toContain('mark');
    expect(mapCity('織物の都市').className).not.toContain('mark');
    fireEvent.click(mapCity('織物の都市'));
    expect(submit).toHaveBeenLastCalledWith({ type: 'move', p: 0, city: C.cloth });
  });

  it('loads from the stock at the producing city', () => {
    const submit = show(withWagonAt(ready3(), 0, C.wheat));
    fireEvent.click(button(/^小麦を積む\(ストック、8個\)/));
    expect(submit).toHaveBeenCalledWith({ type: 'load', p: 0, good: 'wheat', from: 'stock' });
  });

  it('asks which good goes back when the wagon is full', () => {
    const s = withLoad(withWagonAt(ready3(), 0, C.wheat), 0, [1, 2, 0, 0]);
    const submit = show(s);
    fireEvent.click(button(/^小麦を積む/));
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(button('武具を戻す'));
    expect(submit).toHaveBeenCalledWith({ type: 'load', p: 0, good: 'wheat', from: 'stock', drop: 'arms' });
  });

  it('loads from another player’s shipping area, and never offers one’s own', () => {
    const s = withArea(withArea(ready3(), C.elkai, 1, [1, 0, 0, 0]), C.elkai, 0, [0, 0, 1, 0]);
    const submit = show(s);
    // A's own wine lies here too: it is not offered (the rules refuse it: moves.test.ts).
    expect(screen.queryByRole('button', { name: /^酒を積む/ })).toBeNull();
    fireEvent.click(button(/^小麦を積む\(Bの出荷エリア/));
    expect(submit).toHaveBeenCalledWith({ type: 'load', p: 0, good: 'wheat', from: 1 });
  });

  it('ships an order of this city the wagon can pay; a 特注 it cannot pay is greyed with the reason', () => {
    // Wagons of 4 slots: the 特注 card of 4 goods here could be carried, but A has only the 小麦.
    const submit = show(withLoad(ready3(undefined, undefined, {}, 4), 0, [1, 0, 0, 0]));
    const ship = button(/出荷して獲得/);
    expect(ship.textContent).toContain('2点');
    fireEvent.click(ship);
    expect(submit).toHaveBeenCalledWith({ type: 'ship', p: 0, slot: 0 });
    expect((button(/特注を出荷/) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('A: 武具が足りません(必要1、積荷0)')).toBeTruthy();
  });

  it('lists what can be done here before what the rules refuse, so a refused card never pushes a load down', () => {
    // A's wagon is empty at エルカイブランド: its order card and the 特注 are refused; B's wheat can be loaded.
    const s = withArea(withLoad(ready3(), 0, [0, 0, 0, 0]), C.elkai, 1, [1, 0, 0, 0]);
    show(s);
    const rows = [
      ...screen.getByRole('list', { name: 'この都市でできること' }).querySelectorAll('li > button'),
    ];
    expect(rows.map((b) => (b as HTMLButtonElement).disabled)).toEqual([false, true, true]);
    expect(rows[0]?.textContent).toContain('小麦を積む(Bの出荷エリア');
    expect(rows[1]?.textContent).toContain('出荷して獲得');
    expect(rows[2]?.textContent).toContain('特注を出荷');
  });

  it('greys a 特注 card of more goods than the wagon holds, saying so', () => {
    show(withLoad(ready3(), 0, [1, 0, 0, 0]));
    expect((button(/特注を出荷/) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Aの馬車に積めるのは3個まで: この注文には商品4個が必要')).toBeTruthy();
  });

  it('ships a 特注 card', () => {
    const submit = show(withLoad(ready3(undefined, undefined, {}, 4), 0, [1, 1, 1, 1]));
    fireEvent.click(button(/特注を出荷/));
    expect(submit).toHaveBeenCalledWith({ type: 'shipSpecial', p: 0, index: 0 });
  });

  it('stops the turn early', () => {
    const submit = show(ready3());
    fireEvent.click(button('手番を終える(残り3アクション)'));
    expect(submit).toHaveBeenCalledWith({ type: 'endTurn', p: 0 });
  });

  it('says who still moves in the last round', () => {
    show({ ...ready3(), ending: { cause: 'specials', seat: 0 } });
    expect(screen.getByText('まだ手番がある人: A・B・C')).toBeTruthy();
  });
});

describe('after a shipment', () => {
  it('asks where the trading post goes when several placements are legal', () => {
    // A holds unused cards of ハイジフィールド and the centre, then ships the ハイジフィールド order (slot 1).
    let s = withCards(ready3(), 0, [C.heidi, C.centre]);
    s = withLoad(withWagonAt(s, 0, C.heidi), 0, [0, 1, 0, 0]);
    s = play(s, [{ type: 'ship', p: 0, slot: 1 }]);
    expect(s.phase).toBe('post');
    const options = postOptions(s, 0);
    expect(options.length).toBe(3);
    const submit = show(s);
    const centre = screen.getAllByRole('button', { name: /「流通都市C」に商館を置く/ });
    expect(centre).toHaveLength(1);
    fireEvent.click(centre[0] as HTMLElement);
    expect(submit).toHaveBeenCalledWith({
      type: 'post',
      p: 0,
      city: C.centre,
      use: [C.heidi, C.heidi, C.centre],
    });
  });

  it('enters the card turned up in the refill, or the end card once it can lie there', () => {
    let s = play(withLoad(ready3(), 0, [1, 0, 0, 0]), [
      { type: 'ship', p: 0, slot: 0 },
      { type: 'endTurn', p: 0 },
    ]);
    expect(s.phase).toBe('refill');
    let submit = show(s);
    expect(screen.queryByRole('button', { name: '終了カードが出た' })).toBeNull();
    fireEvent.click(button('酒の都市'));
    fireEvent.click(button('酒×1'));
    fireEvent.click(button('1点'));
    fireEvent.click(button(/^入力:/));
    expect(submit).toHaveBeenCalledWith({ type: 'reveal', city: C.wine, goods: ['wine'], points: 1 });
    cleanup();
    s = { ...s, revealed: orderCardsInPlay(3) - 5 };
    submit = show(s);
    fireEvent.click(button('終了カードが出た'));
    expect(submit).toHaveBeenCalledWith({ type: 'endCard' });
  });

  it('takes each title card’s points per player (variant)', () => {
    const s: State = { ...fresh(3, { titles: true }), phase: 'titles' };
    const submit = show(s);
    for (let i = 0; i < 3; i++) fireEvent.click(button('Bを1増やす'));
    fireEvent.click(button('Cを1増やす'));
    fireEvent.click(button('称号1の点を入力'));
    expect(submit).toHaveBeenCalledWith({ type: 'title', points: [0, 3, 1] });
  });
});
