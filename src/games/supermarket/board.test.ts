// The board of スーパーマーケット: where every component lies, and what the rules move by themselves. Every
// expected value is worked by hand from the rulebook (seed 004) and the example match's tricks (worked in the
// comments of example.test.ts), never read off the code. Seats: 0 あおい (A), 1 けんじ (B), 2 さくら (C), 3 たろう (D).
import { describe, expect, it } from 'vitest';
import exampleJson from '../../../docs/examples/supermarket.json';
import { addStrings, makeTranslate } from '../../app/i18n';
import { type Board, diffBoards, type Move, ruleMoves } from '../../engine/board';
import { decodeRecord } from '../../engine/decode';
import { replayWith } from '../../engine/replay';
import type { Player } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { boardOf, saidOf } from './board';
import { DECK } from './components';
import { strings } from './i18n';
import { game } from './index';
import { cardMsg } from './msgs';
import { apply } from './rules';
import type { State } from './state';
import { playAll, players, playOf, start } from './testing';

addStrings(strings);

/** Count of `item` in place `place` (0 when absent). */
const count = (board: Board, place: string, item: string) =>
  board.places.find((p) => p.id === place)?.items.find((i) => i.id === item)?.count ?? 0;

/** Total of every item whose id passes `test`, over the whole board. */
const total = (board: Board, test: (id: string) => boolean) =>
  board.places.flatMap((p) => p.items).reduce((sum, i) => sum + (test(i.id) ? i.count : 0), 0);

const isCard = (id: string) => id === 'card:hand' || id.startsWith('trick:');

/** A move as 'item|count|from|to' ('-' for the item's pool), sorted, to compare with a list worked by hand. */
const keys = (moves: readonly Move[]) =>
  moves.map((m) => `${m.item.id}|${m.count}|${m.from?.id ?? '-'}|${m.to?.id ?? '-'}`).sort();

/** The example match, entry by entry: the state before each card and the state after it. */
function exampleSteps(): { record: { players: readonly Player[] }; steps: [State, Action, State][] } {
  const decoded = decodeRecord(exampleJson);
  if (!decoded.ok) throw new Error('bad example');
  const steps: [State, Action, State][] = [];
  const result = replayWith(game, decoded.record, (slot, before) => {
    const action = slot.action as unknown as Action;
    const after = apply(before as State, action);
    if (isViolation(after)) throw new Error(after.code);
    steps.push([before as State, action, after]);
  });
  if (!result.ok) throw new Error('bad replay');
  return { record: decoded.record, steps };
}

/** The rules' own moves of one card played on `state`. */
function rulesOf(state: State, code: string): { moves: Move[]; after: State } {
  const action = playOf(state, code);
  const after = apply(state, action);
  if (isViolation(after)) throw new Error(after.code);
  return { moves: ruleMoves(boardOf(state), saidOf(state, action), boardOf(after)), after };
}

describe('the board right after setup', () => {
  it('four players: 9 cards dealt to each, the 4 ◇ beside the board, nothing else out', () => {
    // 「合計36枚」「配り切ります」: 36 / 4 = 9 each. 「◇トークン4つをボード脇に置きます」. No trick, no point yet.
    const board = boardOf(start(4));
    expect(board.places.map((p) => p.id)).toEqual([
      'hand:0',
      'front:0',
      'hand:1',
      'front:1',
      'hand:2',
      'front:2',
      'hand:3',
      'front:3',
      'table',
      'side',
    ]);
    for (const p of [0, 1, 2, 3]) expect(count(board, `hand:${p}`, 'card:hand')).toBe(9);
    expect(count(board, 'side', 'marker:diamond')).toBe(4);
    expect(total(board, (id) => id.startsWith('trick:'))).toBe(0);
    expect(total(board, (id) => id === 'point')).toBe(0);
    expect(board.places.find((p) => p.id === 'table')?.items).toEqual([]);
  });

  it('three players: 12 cards each (36 / 3), the same 4 ◇', () => {
    const board = boardOf(start(3));
    for (const p of [0, 1, 2]) expect(count(board, `hand:${p}`, 'card:hand')).toBe(12);
    expect(total(board, isCard)).toBe(36);
    expect(count(board, 'side', 'marker:diamond')).toBe(4);
  });
});

describe('over the example match', () => {
  const { record, steps } = exampleSteps();

  it('keeps 36 cards and 4 ◇ at every step, points only grow, no count is negative', () => {
    expect(steps).toHaveLength(144);
    let points = 0;
    for (const [, , after] of steps) {
      const board = boardOf(after);
      for (const place of board.places)
        for (const item of place.items) expect(item.count).toBeGreaterThanOrEqual(0);
      expect(total(board, isCard)).toBe(36);
      expect(total(board, (id) => id === 'marker:diamond')).toBe(4);
      const now = total(board, (id) => id === 'point');
      expect(now).toBeGreaterThanOrEqual(points);
      points = now;
    }
    // Match points 4 + 3 + 4 + 3 (example.test.ts): 14 tokens out of the box at the end.
    expect(points).toBe(14);
  });

  it('says each card as one card from the hand into the middle, in the ids of the board before it', () => {
    for (const [before, action] of steps) {
      const ids = new Set(boardOf(before).places.map((p) => p.id));
      const shifts = saidOf(before, action);
      expect(shifts).toHaveLength(2);
      for (const s of shifts) for (const end of [s.from, s.to]) if (end !== null) expect(ids).toContain(end);
    }
  });

  it('stops play exactly on the card that completes a trick: 36 stops, as many as the announcements', () => {
    let announced = 0;
    let moved = 0;
    steps.forEach(([before, action, after], i) => {
      const moves = ruleMoves(boardOf(before), saidOf(before, action), boardOf(after));
      // Every fourth card completes a trick, and a taken trick always goes somewhere: to its taker, or
      // (a round's last) back to the deck. The three cards before it move nothing the table has not moved.
      expect(moves.length > 0, `entry ${i}`).toBe(i % 4 === 3);
      if (moves.length > 0) moved++;
      if ((game.words.announce?.(before, after, action) ?? []).length > 0) announced++;
    });
    // The report of issue 31: "Done on the board" stops before (announcements) and after (ruleMoves).
    expect(announced).toBe(36);
    expect(moved).toBe(36);
  });

  it('round 1 ends: the piles and the last trick go back, 9 cards are dealt to each, ◇ aside, 1 point each', () => {
    // Round 1 (example.test.ts): T1 A, T2 C, T3 D, T4 A, T5 D, T6 C, T7 B, T8 B, T9 B (entry 36, 梅5 by A
    // completes it in the middle). Shelves う4 梅8 す5 て8. Points [1, 1, 1, 1]. Round 2 is dealt at once.
    const [before, action, after] = steps[35] as [State, Action, State];
    const moves = ruleMoves(boardOf(before), saidOf(before, action), boardOf(after));
    expect(keys(moves)).toEqual(
      [
        'trick:r1:t1|4|front:0|-',
        'trick:r1:t4|4|front:0|-',
        'trick:r1:t7|4|front:1|-',
        'trick:r1:t8|4|front:1|-',
        'trick:r1:t2|4|front:2|-',
        'trick:r1:t6|4|front:2|-',
        'trick:r1:t3|4|front:3|-',
        'trick:r1:t5|4|front:3|-',
        'trick:r1:t9|4|table|-',
        'card:hand|9|-|hand:0',
        'card:hand|9|-|hand:1',
        'card:hand|9|-|hand:2',
        'card:hand|9|-|hand:3',
        'marker:diamond|1|shelf:unagi:4|side',
        'marker:diamond|1|shelf:umeboshi:8|side',
        'marker:diamond|1|shelf:suika:5|side',
        'marker:diamond|1|shelf:tempura:8|side',
        'point|1|-|front:0',
        'point|1|-|front:1',
        'point|1|-|front:2',
        'point|1|-|front:3',
      ].sort(),
    );
    // Said in the table's words: the deck takes the piles back and deals; the tokens come from the box.
    const t = makeTranslate('ja', record.players);
    const deal = moves.find((m) => m.item.id === 'card:hand' && m.to?.id === 'hand:2') as Move;
    expect(t(deal.item.name, { n: deal.count })).toBe('カード9枚');
    expect(t(deal.item.pool ?? 'missing')).toBe('山札');
    expect(t(deal.to?.name ?? 'missing')).toBe('さくらの手札');
  });

  it('the match ends: たろう takes the last trick, けんじ takes round 4’s 2 points, the ◇ stay', () => {
    // R4 T9 (the last entry): D 梅1, A う6, B う3, C う8; nobody follows 梅干, D takes it. Points [0, 2, 0, 0].
    const [before, action, after] = steps[143] as [State, Action, State];
    const moves = ruleMoves(boardOf(before), saidOf(before, action), boardOf(after));
    expect(keys(moves)).toEqual(['point|2|-|front:1', 'trick:r4:t9|4|table|front:3'].sort());
    // At the end the tricks are turned up: D's six piles (T4-T9) are named face up, beside D's match points
    // 1 + 0 + 2 + 0 = 3 tokens.
    const en = makeTranslate('en', record.players);
    const front = boardOf(after).places.find((p) => p.id === 'front:3');
    expect(front?.items.map((i) => en(i.name, { n: i.count }))).toEqual([
      'Trick 4 (4 cards, face up)',
      'Trick 5 (4 cards, face up)',
      'Trick 6 (4 cards, face up)',
      'Trick 7 (4 cards, face up)',
      'Trick 8 (4 cards, face up)',
      'Trick 9 (4 cards, face up)',
      '3 point tokens',
    ]);
  });
});

describe('hand-picked entries', () => {
  it('the rulebook trick うなぎ 9-3-2-1: the ◇ goes on うなぎ 3, A takes the trick face down', () => {
    // 「うなぎの3に◇トークンがおかれます」; the 9 takes the four cards.
    const s = playAll(start(), 'u9 u3 u2');
    const { moves } = rulesOf(s, 'u1');
    expect(keys(moves)).toEqual(
      ['marker:diamond|1|side|shelf:unagi:3', 'trick:r1:t1|4|table|front:0'].sort(),
    );
    const t = makeTranslate('ja', players(4));
    const take = moves.find((m) => m.item.id === 'trick:r1:t1') as Move;
    expect(t(take.item.name, { n: take.count })).toBe('第1トリック（4枚・裏向き）');
    expect(t(take.to?.name ?? 'missing')).toBe('Aの前');
  });

  it('a card that does not complete a trick moves nothing by the rules', () => {
    const s = start();
    expect(rulesOf(s, 'u9').moves).toEqual([]);
    expect(rulesOf(playAll(s, 'u9'), 'm3').moves).toEqual([]);
    // Where the cards lie after two: 8 and 9 cards in hand, the two face up in the middle.
    const board = boardOf(playAll(s, 'u9 m3'));
    expect([0, 1, 2, 3].map((p) => count(board, `hand:${p}`, 'card:hand'))).toEqual([8, 8, 9, 9]);
    expect(count(board, 'table', 'trick:r1:t1')).toBe(2);
    const t = makeTranslate('ja', players(4));
    const middle = board.places.find((p) => p.id === 'table')?.items[0];
    expect(middle && t(middle.name, { n: middle.count })).toBe('第1トリック（2枚・表向き）');
  });

  it('a trick nobody follows sets no ◇: only the trick moves', () => {
    expect(keys(rulesOf(playAll(start(), 'u5 m1 s1'), 't1').moves)).toEqual(['trick:r1:t1|4|table|front:0']);
  });

  it('a correction that changes who took a trick says the pile moves, face down, from the old taker to the new', () => {
    // Entered: A う5, B う3, C う2, D う1: A takes it, ◇うなぎ 3 (best after the 5). Corrected: D played う9,
    // so D takes it and ◇うなぎ is 5. The table moves the pile from A to D and the ◇ from 3 to 5.
    const entered = playAll(start(), 'u5 u3 u2 u1');
    const corrected = playAll(start(), 'u5 u3 u2 u9');
    const moves = diffBoards(boardOf(entered), boardOf(corrected));
    expect(keys(moves)).toEqual(
      ['trick:r1:t1|4|front:0|front:3', 'marker:diamond|1|shelf:unagi:3|shelf:unagi:5'].sort(),
    );
    const en = makeTranslate('en', players(4));
    const pile = moves.find((m) => m.item.id === 'trick:r1:t1') as Move;
    expect([
      en(pile.item.name, { n: pile.count }),
      en(pile.from?.name ?? ''),
      en(pile.to?.name ?? ''),
    ]).toEqual(['Trick 1 (4 cards, face down)', 'A', 'D']);
  });

  it('a correction that changes who leads the next trick hands no card across: hands are private', () => {
    // Entered: A takes trick 1 (う5 best) and leads trick 2 with 梅5. Corrected: D played う9 and took trick 1,
    // so the 梅5 was D's lead. The record now has D one card fewer and A one more; what the table moves is the
    // pile of trick 1 (A to D) and the ◇ (うなぎ 3 to 5). Hands are played only by their holders.
    const entered = playAll(start(), 'u5 u3 u2 u1 m5');
    const corrected = playAll(start(), 'u5 u3 u2 u9 m5');
    expect([0, 3].map((p) => count(boardOf(corrected), `hand:${p}`, 'card:hand'))).toEqual([8, 7]);
    expect(keys(diffBoards(boardOf(entered), boardOf(corrected)))).toEqual(
      ['trick:r1:t1|4|front:0|front:3', 'marker:diamond|1|shelf:unagi:3|shelf:unagi:5'].sort(),
    );
  });

  it('keeping a revoke flag moves nothing', () => {
    const revoked = playAll(start(), 'u5 m2 u7 u1 s3 s4 s5 u9');
    const keep = { type: 'keep', round: 1, trick: 1, player: 1, suit: 'unagi' } as const;
    const kept = apply(revoked, keep);
    if (isViolation(kept)) throw new Error(kept.code);
    expect(saidOf(revoked, keep)).toEqual([]);
    expect(ruleMoves(boardOf(revoked), [], boardOf(kept))).toEqual([]);
  });
});

describe('secrecy', () => {
  const { record, steps } = exampleSteps();

  it('while a round is played, no name shows a card face; no count is secret', () => {
    for (const lang of ['ja', 'en'] as const) {
      const t = makeTranslate(lang, record.players);
      const faces = DECK.map((card) => t(cardMsg(card)));
      expect(faces).toContain(lang === 'ja' ? 'うなぎ9' : 'Eel 9');
      for (const [before] of steps) {
        const board = boardOf(before);
        for (const place of board.places) {
          // Hand sizes and how many tricks each took are in plain view: the faces are the secret, never counts.
          expect(place.secret).toBeFalsy();
          const names = [t(place.name), ...place.items.map((i) => t(i.name, { n: i.count }))].join(' / ');
          expect(
            faces.filter((f) => names.includes(f)),
            `${lang} ${names}`,
          ).toEqual([]);
        }
        // The taken piles say face down, never their cards.
        for (const place of board.places.filter((p) => p.id.startsWith('front:')))
          for (const item of place.items.filter((i) => i.id.startsWith('trick:')))
            expect(item.name.key).toBe('supermarket.board.trickDown');
      }
    }
  });

  it('every name renders in both languages with no placeholder left', () => {
    // Every state of the match, the end (tricks face up, ◇ left on their shelves) included.
    const last = steps[steps.length - 1]?.[2] as State;
    for (const lang of ['ja', 'en'] as const) {
      const t = makeTranslate(lang, record.players);
      for (const state of [...steps.map(([b]) => b), last]) {
        for (const place of boardOf(state).places) {
          expect(t(place.name)).not.toMatch(/[{}]|supermarket\./);
          for (const item of place.items) {
            expect(t(item.name, { n: item.count })).not.toMatch(/[{}]|supermarket\./);
            expect(t(item.pool ?? 'supermarket.board.deck')).not.toMatch(/[{}]|supermarket\./);
          }
        }
      }
    }
  });
});
