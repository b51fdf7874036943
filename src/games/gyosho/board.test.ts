// The board of 行商の時代: counts after setup worked from the rulebook (seed 002 【コンポーネント】【ゲームの準備】),
// conservation over the example record, names in both languages, and secrecy (what each entry says against
// what the rules move: said.test.ts).
import { describe, expect, it } from 'vitest';
import example from '../../../docs/examples/gyosho.json';
import { addStrings, makeTranslate } from '../../app/i18n';
import type { Board } from '../../engine/board';
import type { GameRecord } from '../../engine/record';
import { boardOf } from './board';
import { pointsMsg } from './describe';
import { goodsMsg } from './goods';
import { strings } from './i18n';
import type { State } from './state';
import { exampleSteps, fresh, play, ready3 } from './testing';

addStrings(strings);
const record = example as unknown as GameRecord;
const en = makeTranslate('en', record.players);
const ja = makeTranslate('ja', record.players);

/** Each place's non-empty contents, as { place: { item: count } }. */
function lay(board: Board): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const place of board.places) {
    if (place.items.length === 0) continue;
    out[place.id] = Object.fromEntries(place.items.map((i) => [i.id, i.count]));
  }
  return out;
}

/** How many of item `id` lie on the whole board (ids ending in `*` match by prefix). */
function total(board: Board, id: string): number {
  const match = (x: string) => (id.endsWith('*') ? x.startsWith(id.slice(0, -1)) : x === id);
  return board.places.flatMap((p) => p.items).reduce((n, i) => n + (match(i.id) ? i.count : 0), 0);
}

const steps = exampleSteps(record);

describe('the board after setup', () => {
  it('lays out the components of a 3-player game before any entry', () => {
    // 【6】3人: 8 goods of each kind; 【4】8 red over the front card, 8 white over the next; 【3】37 order cards,
    // 5 removed for 3 players, with the end card under them; each player: 商館 4 and the 馬 in hand (【1】).
    const hand = { 'post:0': 4, 'horse:0': 1 };
    expect(lay(boardOf(fresh(3)))).toEqual({
      'hand:0': hand,
      'hand:1': { 'post:1': 4, 'horse:1': 1 },
      'hand:2': { 'post:2': 4, 'horse:2': 1 },
      stock: { 'good:wheat': 8, 'good:arms': 8, 'good:wine': 8, 'good:cloth': 8 },
      'slot:1': { 'jewel:red': 8 },
      'slot:2': { 'jewel:white': 8 },
      deck: { deck: 32, endCard: 1 },
    });
  });

  it('scales the stock and the deck with the player count (9 / 8 / 7 of each kind; 37 / 32 / 27 cards)', () => {
    for (const [n, each, cards] of [
      [4, 9, 37],
      [2, 7, 27],
    ] as const) {
      const board = boardOf(fresh(n));
      expect(lay(board).stock).toEqual({
        'good:wheat': each,
        'good:arms': each,
        'good:wine': each,
        'good:cloth': each,
      });
      expect(lay(board).deck).toEqual({ deck: cards, endCard: 1 });
      expect(total(board, 'post:*')).toBe(4 * n);
    }
  });

  it('has the row, the 特注 cards and the starting posts and wagons of the example once play starts', () => {
    // Entries 2-5 turned up 4 cards (ids 0-3), then the reshuffle; the row is ids 4-8 (5 face up for 3 players),
    // the 特注 cards ids 9-13. Starting posts (【8】): Chie 流通都市E (7), Ben 流通都市D (5), Aki ハイジフィールド (3).
    const board = boardOf(steps[19]?.after as State);
    expect(lay(board)).toEqual({
      'hand:0': { 'post:0': 3 },
      'hand:1': { 'post:1': 3 },
      'hand:2': { 'post:2': 3 },
      'city:3': { 'horse:0': 1, 'post:0': 1 },
      'city:5': { 'horse:1': 1, 'post:1': 1 },
      'city:7': { 'horse:2': 1, 'post:2': 1 },
      stock: { 'good:wheat': 8, 'good:arms': 8, 'good:wine': 8, 'good:cloth': 8 },
      specials: { 'card:9': 1, 'card:10': 1, 'card:11': 1, 'card:12': 1, 'card:13': 1 },
      row: { 'card:4': 1, 'card:5': 1, 'card:6': 1, 'card:7': 1, 'card:8': 1 },
      'slot:1': { 'jewel:red': 8 },
      'slot:2': { 'jewel:white': 8 },
      deck: { deck: 27, endCard: 1 },
    });
    // Shipping areas are all empty: each player's is listed only where the wagon stands.
    expect(board.places.filter((p) => p.id.startsWith('area:')).map((p) => p.id)).toEqual([
      'area:3:0',
      'area:5:1',
      'area:7:2',
    ]);
  });
});

describe('over the example record', () => {
  it('keeps every physical component conserved and no count negative', () => {
    for (const { i, after } of steps) {
      const board = boardOf(after);
      for (const place of board.places)
        for (const item of place.items) expect(item.count, `${i}`).toBeGreaterThan(0);
      for (const g of ['wheat', 'arms', 'wine', 'cloth'])
        expect(total(board, `good:${g}`), `${i} ${g}`).toBe(8);
      expect([total(board, 'jewel:red'), total(board, 'jewel:white')], `${i}`).toEqual([8, 8]);
      for (const p of [0, 1, 2])
        expect([total(board, `post:${p}`), total(board, `horse:${p}`)]).toEqual([4, 1]);
      // Order cards: the deck, the row and the wagons hold the 32 in play; the five 特注 cards once laid out.
      const specials = after.specials.length;
      expect(total(board, 'deck') + total(board, 'card:*') - specials, `${i}`).toBe(32);
      expect(total(board, 'endCard')).toBe(1);
    }
  });
});

describe('names', () => {
  it('renders every place, piece and pool of the example in both languages', () => {
    for (const { after } of steps)
      for (const place of boardOf(after).places)
        for (const msg of [place.name, ...place.items.flatMap((i) => [i.name, i.pool ?? place.name])])
          for (const t of [en, ja]) expect(t(msg, { n: 2 })).not.toContain('gyosho.');
  });

  it('gives the road card no shipping area, even with a wagon on it (道カードでは移動アクションのみ)', () => {
    const road = 9; // the default map with the road: the nine cities, then the road in the centre
    const s = play(ready3(undefined, undefined, { road: true }), [{ type: 'move', p: 0, city: road }]);
    const ids = boardOf(s).places.map((p) => p.id);
    expect(ids).toContain(`city:${road}`);
    expect(ids.filter((id) => id.startsWith('area:'))).toEqual(['area:3:1', 'area:4:2']);
    expect(s.map[road]?.kind).toBe('road');
  });
});

describe('secrecy', () => {
  it('names an order card in a wagon by its city only while the game is played, and keeps no count secret', () => {
    let checked = 0;
    for (const { after } of steps) {
      const board = boardOf(after);
      expect(board.places.some((p) => p.secret)).toBe(false);
      const items = board.places.flatMap((p) => p.items);
      for (const m of after.merchants) {
        for (const card of m.cards.filter((c) => !c.special)) {
          const item = items.find((i) => i.id === `card:${card.id}`);
          for (const t of [en, ja]) {
            const name = t(item?.name ?? '');
            const face = [t(goodsMsg(card.goods)), t(pointsMsg(card.points))];
            if (after.phase === 'over')
              expect(
                face.every((f) => name.includes(f)),
                name,
              ).toBe(true);
            else for (const f of face) expect(name, name).not.toContain(f);
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    const last = boardOf(steps[steps.length - 1]?.after as State);
    expect(
      en(last.places.find((p) => p.id === 'wagon:0')?.items.find((i) => i.id === 'card:4')?.name ?? ''),
    ).toBe('Elkaibrand order (1 Grain, 1 Arms, 3 pts)');
  });

  it('names a face-down card plainly in both languages', () => {
    const s = steps[38]?.after as State;
    const item = boardOf(s)
      .places.find((p) => p.id === 'wagon:0')
      ?.items.find((i) => i.id === 'card:4');
    expect(en(item?.name ?? '')).toBe('Elkaibrand order card (face down)');
    expect(ja(item?.name ?? '')).toBe('エルカイブランドの注文カード(伏せ札)');
  });
});
