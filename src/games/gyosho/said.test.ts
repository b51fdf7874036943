// What each entry of 行商の時代 says it moved on the table, against what the rules then moved by themselves:
// over the example record (the stops worked by hand from its shipments, every other entry checked against
// the rulebook's description of it), the rulebook's own examples, corrections and the rarer entries.
import { describe, expect, it } from 'vitest';
import example from '../../../docs/examples/gyosho.json';
import { addStrings, makeTranslate } from '../../app/i18n';
import { applyShifts, diffBoards, type Move, movedByRules } from '../../engine/board';
import type { GameRecord } from '../../engine/record';
import type { Action } from './actions';
import { boardOf, saidOf } from './board';
import { strings } from './i18n';
import { game } from './index';
import type { State } from './state';
import { attempt, C, exampleSteps, must, play, ready3, withLoad, withWagonAt } from './testing';

addStrings(strings);
const record = example as unknown as GameRecord;
const en = makeTranslate('en', record.players);
const ja = makeTranslate('ja', record.players);
const steps = exampleSteps(record);

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

describe('what each entry of the example says, and what the rules move', () => {
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
