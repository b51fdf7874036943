// The board of 行商の時代: counts after setup worked from the rulebook (seed 002 【コンポーネント】【ゲームの準備】),
// conservation over the example record, what each entry says against what the rules move, and secrecy.
import { describe, expect, it } from 'vitest';
import example from '../../../docs/examples/gyosho.json';
import { addStrings, makeTranslate } from '../../app/i18n';
import { applyShifts, type Board, diffBoards, type Move, movedByRules } from '../../engine/board';
import type { GameRecord } from '../../engine/record';
import type { Action } from './actions';
import { boardOf, saidOf } from './board';
import { pointsMsg } from './describe';
import { goodsMsg } from './goods';
import { strings } from './i18n';
import { game } from './index';
import type { State } from './state';
import { attempt, C, fresh, must, play, ready3, withLoad, withWagonAt } from './testing';

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

/** Moves as 'count item from→to' (null = the item's pool). */
const short = (moves: readonly Move[]) =>
  moves.map((m) => `${m.count} ${m.item.id} ${m.from?.id ?? null}→${m.to?.id ?? null}`);

/**
 * What entry `a` in `s` has the table move as it is entered, as 'count item from→to': its shifts, or, for an
 * entry said to be its whole change, that whole change on the board.
 */
function saidLines(s: State, a: Action): string[] {
  const said = saidOf(s, a);
  if (said === 'whole') return short(diffBoards(boardOf(s), boardOf(play(s, [a]))));
  return said.map((x) => `${x.count} ${x.item.id} ${x.from}→${x.to}`);
}

/** What the rules moved by themselves on entry `a` in `s`. */
const byRules = (s: State, a: Action, after = play(s, [a])) => movedByRules(game.board, s, a, after);

/** The example's entries, each with the state before and after it. */
function walk(): { i: number; a: Action; before: State; after: State }[] {
  let s = must(game.rules.setup(record.options as never, record.players));
  return record.entries.map((entry, i) => {
    const a = (entry as unknown as { action: Action }).action;
    const before = s;
    s = must(attempt(s, a), `entry ${i}`);
    return { i, a, before, after: s };
  });
}
const steps = walk();

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

  it('says only moves the table can make, and leaves to the rules exactly the jewels, the 特注 surplus and the posts placed by themselves', () => {
    // Worked by hand from the example's shipments (example.test.ts): a jewel over the slot shipped
    // (38 68 70 95 119 123 136 147 151 166 167 172 174), the 特注 at 109 (one 酒 back to the stock, the only
    // post), the post placed at once at 172. Every other entry's moves are the entry itself (a choice of
    // post, 85 96 120 168 175, is said by the table).
    const expected = [38, 68, 70, 95, 109, 119, 123, 136, 147, 151, 166, 167, 172, 174];
    const stops: number[] = [];
    let announced = 0;
    for (const { i, a, before, after } of steps) {
      const board = boardOf(before);
      const said = saidOf(before, a);
      // Every shift starts and ends on a place of the board before, and takes only what lies there.
      for (const shift of said === 'whole' ? [] : said)
        for (const end of [shift.from, shift.to])
          if (end !== null)
            expect(
              board.places.some((p) => p.id === end),
              `${i} ${end}`,
            ).toBe(true);
      for (const place of applyShifts(board, said === 'whole' ? [] : said).places)
        for (const item of place.items)
          expect(item.count, `${i} ${place.id} ${item.id}`).toBeGreaterThanOrEqual(0);
      if (byRules(before, a, after).length > 0) stops.push(i);
      if ((game.words.announce?.(before, after, a) ?? []).length > 0) announced++;
    }
    expect(stops).toEqual(expected);
    console.info(`gyosho example: ${announced} announcements before, ${stops.length} board stops now`);
  });

  it('says for every other entry exactly what the entry describes, worked per kind of entry', () => {
    // board.ts takes such an entry's whole change on the board as said; this checks it against the rulebook's
    // description of each entry, so that the stops above are not true by construction.
    const described = (s: State, a: Action): string[] => {
      const p = 'p' in a ? a.p : -1;
      const at = s.merchants[p]?.at;
      switch (a.type) {
        case 'move': // 移動: the 馬車コマ one step
          return [`1 horse:${p} city:${at}→city:${a.city}`];
        case 'load': // 積荷: one good onto the wagon, from the stock or another player's area here
          return [`1 good:${a.good} ${a.from === 'stock' ? 'stock' : `area:${at}:${a.from}`}→wagon:${p}`];
        case 'reveal': // a card from the deck into the row
          return ['1 deck deck→null', `1 card:${s.nextId} null→row`];
        case 'special':
          return [`1 card:${s.nextId} null→specials`];
        case 'reshuffle': // the row back into the deck
          return [
            ...s.row.flatMap((c) => (c ? [`1 card:${c.id} row→null`] : [])),
            `${s.row.length} deck null→deck`,
          ];
        case 'start': // 【8】 a 商館 and the 馬車コマ on a distribution city
          return [`1 horse:${p} hand:${p}→city:${a.city}`, `1 post:${p} hand:${p}→city:${a.city}`];
        case 'post':
          return [`1 post:${p} hand:${p}→city:${a.city}`];
        default: // the map, the wagon cards, a turn ended: nothing moves
          return [];
      }
    };
    let checked = 0;
    for (const { i, a, before } of steps) {
      if (a.type === 'ship' || a.type === 'shipSpecial') continue;
      // Said whole: the table's own moves are the entry's whole change on the board.
      expect(saidOf(before, a), `${i}`).toBe('whole');
      expect(saidLines(before, a).sort(), `${i}`).toEqual(described(before, a).sort());
      checked++;
    }
    // 177 entries, of which 20 shipments (the list in example.test.ts).
    expect(checked).toBe(record.entries.length - 20);
  });

  const rules = (i: number) => {
    const step = steps[i] as (typeof steps)[number];
    return short(byRules(step.before, step.a, step.after));
  };
  const said = (i: number) => {
    const step = steps[i] as (typeof steps)[number];
    return saidLines(step.before, step.a);
  };

  it('R3: Aki ships the front order (エルカイブランド 小麦+武具, card 4) and the rules hand over a red jewel', () => {
    expect(said(38)).toEqual([
      '1 card:4 row→wagon:0',
      '1 good:wheat wagon:0→area:1:0',
      '1 good:arms wagon:0→area:1:0',
    ]);
    expect(rules(38)).toEqual(['1 jewel:red slot:1→hand:0']);
  });

  it('R6: Chie ships the second order and takes a white jewel (the rulebook’s 出荷 example)', () => {
    expect(rules(68)).toEqual(['1 jewel:white slot:2→hand:2']);
  });

  it('R9: the post chosen at エルカイブランド (the rulebook’s 商館 example) is the entry itself', () => {
    expect(said(85)).toEqual(['1 post:0 hand:0→city:1']);
    expect(rules(85)).toEqual([]);
  });

  it('R11: Chie’s 特注 at 流通都市E keeps one of each kind; one 酒 goes back, and the only post goes down', () => {
    // 特注 card 13 (流通都市E, 小麦+武具+酒+酒): all four paid onto her area, the second 酒 back to the stock;
    // her unused cards are then E (R3), H (R6) and this E: ① needs E, where her post stands; ② allows H only.
    expect(said(109)).toEqual([
      '1 card:13 specials→hand:2',
      '1 good:wheat wagon:2→area:7:2',
      '1 good:arms wagon:2→area:7:2',
      '2 good:wine wagon:2→area:7:2',
    ]);
    expect(rules(109)).toEqual(['1 post:2 hand:2→city:3', '1 good:wine area:7:2→stock']);
  });

  it('R19: Ben’s shipment takes the red jewel and places his only possible post at エルカイブランド', () => {
    // Listed in the table's reading order: Ben's play area first, then the row's slot.
    expect(rules(172)).toEqual(['1 post:1 hand:1→city:1', '1 jewel:red slot:1→hand:1']);
  });
});

describe('corrections and the rarer entries', () => {
  it('a load corrected from Chie’s shipping area to Aki’s says to move the 酒 from Aki’s area to Chie’s', () => {
    // Entry 75: Ben loads 酒 at ハイジフィールド from Chie's area; both Aki (R7) and Chie (R6) shipped 酒 there.
    const step = steps[75] as (typeof steps)[number];
    expect(step.a).toEqual({ type: 'load', p: 1, good: 'wine', from: 2 });
    const fixed = must(attempt(step.before, { type: 'load', p: 1, good: 'wine', from: 0 }));
    const moves = diffBoards(boardOf(step.after), boardOf(fixed));
    expect(short(moves)).toEqual(['1 good:wine area:3:0→area:3:2']);
    const [m] = moves as [Move];
    const line = (t: typeof en) => [
      t(m.item.name, { n: m.count }),
      t(m.from?.name ?? ''),
      t(m.to?.name ?? ''),
    ];
    expect(line(en)).toEqual([
      '1 Wine',
      'Aki’s shipping area in Heidifield',
      'Chie’s shipping area in Heidifield',
    ]);
    expect(line(ja)).toEqual([
      '酒×1',
      'ハイジフィールドのAkiの出荷エリア',
      'ハイジフィールドのChieの出荷エリア',
    ]);
    expect(m.group).toBe(0);
  });

  it('a load over capacity says the good returned and the good loaded; the rules move nothing', () => {
    const s = withLoad(withWagonAt(ready3(), 0, C.wheat), 0, [0, 0, 3, 0]);
    const a: Action = { type: 'load', p: 0, good: 'wheat', from: 'stock', drop: 'wine' };
    expect(saidLines(s, a)).toEqual(['1 good:wine wagon:0→stock', '1 good:wheat stock→wagon:0']);
    expect(byRules(s, a)).toEqual([]);
  });

  it('the last red jewel taken moves the white ones to the front slot (RULINGS 002)', () => {
    const s = { ...withLoad(ready3(), 0, [1, 0, 0, 0]), red: 1 };
    const a: Action = { type: 'ship', p: 0, slot: 0 };
    const moves = byRules(s, a);
    expect(short(moves)).toEqual(['1 jewel:red slot:1→hand:0', '8 jewel:white slot:2→slot:1']);
  });

  it('a recount of the deck and the end card turned up are the entries themselves', () => {
    // ready3: 32 cards in play, 5 face up: 27 in the deck; the table counts 3.
    let s = ready3();
    const recount: Action = { type: 'deck', size: 3 };
    expect(saidLines(s, recount)).toEqual(['24 deck deck→null']);
    expect(byRules(s, recount)).toEqual([]);
    s = play(withLoad(play(s, [recount]), 0, [1, 0, 0, 0]), [
      { type: 'ship', p: 0, slot: 0 },
      { type: 'endTurn', p: 0 },
    ]);
    const end: Action = { type: 'endCard' };
    expect(saidLines(s, end)).toEqual(['1 endCard deck→row']);
    expect(byRules(s, end)).toEqual([]);
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
