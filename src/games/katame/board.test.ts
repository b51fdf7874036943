import { describe, expect, it } from 'vitest';
import example from '../../../docs/examples/katame.json';
import { addStrings, makeTranslate } from '../../app/i18n';
import { type Board, type Move, ruleMoves } from '../../engine/board';
import { decodeRecord } from '../../engine/index';
import { effectiveActions, step } from '../../engine/replay';
import type { Msg } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { boardOf, saidOf } from './board';
import { strings } from './i18n';
import { game } from './index';
import type { State } from './state';
import { start } from './testing';

// The example record (docs/examples/katame.json) is worked by hand in example.test.ts: Aya (seat 0), Ken (1),
// Mio (2), three rounds of 12, 7 and 12 auctions. Its entries, by index:
//   0 price; auctions of round 1 at 1-48 (each: the card, then 3 declarations); 49 the price card's hidden
//   face, 50-60 the 11 won cards' hidden faces (60 pays the settlement); 61 price; round 2's 7 auctions at
//   62-89 (89: Aya pays 32 and has 0: round over); 90 hidden price face, 91-96 the 6 won cards (96 pays);
//   97 price; round 3's 12 auctions at 98-145; 146 hidden price face, 147-157 the 11 won cards (157 pays).

addStrings(strings);

interface Step {
  index: number;
  action: Action;
  before: State;
  after: State;
}

/** Every entry of the example record with the states around it. */
function steps(): { first: State; all: Step[] } {
  const decoded = decodeRecord(example);
  if (!decoded.ok) throw new Error(decoded.problem.code);
  const rec = decoded.record;
  const first = game.rules.setup(rec.options as { first: number }, rec.players);
  if (isViolation(first)) throw new Error(first.code);
  let state = first;
  const all: Step[] = [];
  for (const slot of effectiveActions(rec.entries)) {
    const next = step(game, state, slot.action);
    if (isViolation(next)) throw new Error(`${slot.index}: ${next.code}`);
    all.push({
      index: slot.index,
      action: slot.action as unknown as Action,
      before: state,
      after: next as State,
    });
    state = next as State;
  }
  return { first, all };
}

const { first, all } = steps();
const players = example.players;

/** How many of an item lie at a place. */
function count(board: Board, place: string, item: string): number {
  return board.places.find((p) => p.id === place)?.items.find((i) => i.id === item)?.count ?? 0;
}

/** How many cards lie on the board (the price card included). */
function cardsOn(board: Board): number {
  let n = 0;
  for (const place of board.places) for (const i of place.items) if (i.id.startsWith('card:')) n += i.count;
  return n;
}

/** The deck's cards, from the state's own count of cards put up (not from the board). */
function deckLeft(s: State): number {
  const last = s.history.at(-1);
  if (s.phase === 'over' && last) return 12 - last.won.flat().length - last.discarded.length;
  // Before the round's price card is entered all 13 cards are in the deck (shuffled, one to be set aside).
  if (s.priceFace === null) return 13;
  return 12 - s.dealt;
}

/** The rules' own moves of an entry, each as 'item|count|from|to' ('pool' for the item's pool), sorted. */
function ruled(at: Step): string[] {
  const moves = ruleMoves(boardOf(at.before), saidOf(at.before, at.action), boardOf(at.after));
  return moves
    .map((m: Move) => `${m.item.id}|${m.count}|${m.from?.id ?? 'pool'}|${m.to?.id ?? 'pool'}`)
    .sort();
}

const entry = (index: number): Step => {
  const found = all.find((s) => s.index === index);
  if (!found) throw new Error(`no entry ${index}`);
  return found;
};

describe('the board right after setup (用具, 準備)', () => {
  it('gives each player 30 金 and keeps all 13 cards in the deck until the price card is set aside', () => {
    // 準備: 「各プレイヤーに初期の所持金として30金を渡します」; 「商品カード13枚」, 1 set aside, 12 the deck.
    const board = boardOf(first);
    expect(board.places.map((p) => p.id)).toEqual([
      'money:0',
      'cards:0',
      'money:1',
      'cards:1',
      'money:2',
      'cards:2',
      'price',
      'field',
      'discard',
    ]);
    expect([0, 1, 2].map((p) => count(board, `money:${p}`, 'coin'))).toEqual([30, 30, 30]);
    expect(cardsOn(board)).toBe(0);
    expect(board.places.filter((p) => p.owner !== undefined).map((p) => p.owner)).toEqual([0, 0, 1, 1, 2, 2]);
    // Entry 0 enters the price card's visible face: 1 card aside, 12 left in the deck.
    const priced = boardOf(entry(0).after);
    expect(count(priced, 'price', 'card:price')).toBe(1);
    expect(cardsOn(priced)).toBe(1);
    expect(deckLeft(entry(0).after)).toBe(12);
  });

  it('seats four players with 30 each, in seat order', () => {
    const board = boardOf(start(4, 2));
    expect(board.places.filter((p) => p.id.startsWith('money:')).map((p) => p.items[0]?.count)).toEqual([
      30, 30, 30, 30,
    ]);
  });
});

describe('over the example record', () => {
  it('keeps the 13 cards (board + deck) and the money (30 each, less prices, plus settlements) at every step', () => {
    for (const s of [first, ...all.map((a) => a.after)]) {
      const board = boardOf(s);
      expect(cardsOn(board) + deckLeft(s)).toBe(13);
      for (const place of board.places)
        for (const i of place.items) expect(i.count).toBeGreaterThanOrEqual(0);
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      const paid = sum(s.history.map((r) => sum(r.paid))) + sum(s.paid);
      const settled = sum(s.history.map((r) => sum(r.settlements.map((x) => x.total))));
      const coins = [0, 1, 2].map((p) => count(board, `money:${p}`, 'coin'));
      expect(sum(coins)).toBe(90 - paid + settled);
      expect(coins).toEqual(s.money);
    }
    // The end (example.test.ts): 29, 57, 70; round 3's cards still lie where they were settled.
    const end = boardOf(all.at(-1)?.after as State);
    expect([0, 1, 2].map((p) => count(end, `money:${p}`, 'coin'))).toEqual([29, 57, 70]);
    expect(cardsOn(end)).toBe(13);
  });

  it('says what the table did itself: the price card set aside, a card turned onto the field; else nothing', () => {
    expect(saidOf(entry(0).before, entry(0).action)).toEqual([
      { item: expect.objectContaining({ id: 'card:price' }), count: 1, from: null, to: 'price' },
    ]);
    expect(saidOf(entry(1).before, entry(1).action)).toEqual([
      { item: expect.objectContaining({ id: 'card:silk' }), count: 1, from: null, to: 'field' },
    ]);
    for (const k of [2, 3, 4, 49, 50, 60]) expect(saidOf(entry(k).before, entry(k).action)).toEqual([]);
  });

  it('has rule moves exactly at the close of each auction and at each settlement paid', () => {
    // Each auction of 3 players closes at its 3rd declaration: the card's entry + 3.
    const round1 = [4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48];
    const round2 = [65, 69, 73, 77, 81, 85, 89];
    const round3 = [101, 105, 109, 113, 117, 121, 125, 129, 133, 137, 141, 145];
    const payouts = [60, 96, 157];
    const expected = [...round1, ...round2, ...round3, ...payouts].sort((a, b) => a - b);
    expect(all.filter((s) => ruled(s).length > 0).map((s) => s.index)).toEqual(expected);
    // The stops for "Done on the board": before (announce) 3 round ends + 3 payouts; after (rule moves) 34.
    const announced = all.filter(
      (s) => (game.words.announce?.(s.before, s.after, s.action) ?? []).length > 0,
    );
    expect(announced.map((s) => s.index)).toEqual([48, 60, 89, 96, 145, 157]);
    expect(expected.length).toBe(34);
  });

  it('moves a sale: Ken pays 4 for round 1’s first card (silk showing) and takes it (entry 4)', () => {
    expect(ruled(entry(4))).toEqual(['card:silk|1|field|cards:1', 'coin|4|money:1|pool'].sort());
  });

  it('moves a card nobody bid on to the discard (round 1, card 3, junk showing: entry 12)', () => {
    expect(ruled(entry(12))).toEqual(['card:junk|1|field|discard']);
  });

  it('moves no money for a sale at 0 (round 1, card 9: Ken takes the junk card for 0, entry 36)', () => {
    expect(ruled(entry(36))).toEqual(['card:junk|1|field|cards:1']);
  });

  it('moves the sale that empties a purse and nothing else (round 2, card 7: Aya pays 32, entry 89)', () => {
    expect(ruled(entry(89))).toEqual(['card:gold|1|field|cards:0', 'coin|32|money:0|pool'].sort());
  });

  it('pays round 1’s settlement and gathers every card into the deck (entry 60)', () => {
    // Settlements 18 / 29 / 44. Cards by visible face: Aya C G G, Ken S C J S, Mio G S C C; discard J;
    // the price card (chocolate showing).
    expect(ruled(entry(60))).toEqual(
      [
        'coin|18|pool|money:0',
        'coin|29|pool|money:1',
        'coin|44|pool|money:2',
        'card:choc|1|cards:0|pool',
        'card:gold|2|cards:0|pool',
        'card:choc|1|cards:1|pool',
        'card:silk|2|cards:1|pool',
        'card:junk|1|cards:1|pool',
        'card:choc|2|cards:2|pool',
        'card:gold|1|cards:2|pool',
        'card:silk|1|cards:2|pool',
        'card:junk|1|discard|pool',
        'card:price|1|price|pool',
      ].sort(),
    );
  });

  it('pays round 2’s settlement and gathers its cards (entry 96)', () => {
    // Settlements 12 / 10 / 2. Aya J J G, Ken C G, Mio C; discard S; the price card (junk showing).
    expect(ruled(entry(96))).toEqual(
      [
        'coin|12|pool|money:0',
        'coin|10|pool|money:1',
        'coin|2|pool|money:2',
        'card:junk|2|cards:0|pool',
        'card:gold|1|cards:0|pool',
        'card:choc|1|cards:1|pool',
        'card:gold|1|cards:1|pool',
        'card:choc|1|cards:2|pool',
        'card:silk|1|discard|pool',
        'card:price|1|price|pool',
      ].sort(),
    );
  });

  it('pays the last settlement and leaves the cards where they lie: the game is over (entry 157)', () => {
    expect(ruled(entry(157))).toEqual([
      'coin|28|pool|money:0',
      'coin|31|pool|money:1',
      'coin|35|pool|money:2',
    ]);
  });
});

describe('secrecy', () => {
  const ja = makeTranslate('ja', players);
  const en = makeTranslate('en', players);
  const named = (m: Msg, n?: number) => (n === undefined ? m : { ...m, params: { ...m.params, n } });
  /** Every place and item name of a board, rendered. */
  const texts = (board: Board, t: typeof ja) =>
    board.places.flatMap((p) => [t(p.name), ...p.items.map((i) => t(named(i.name, i.count)))]);

  it('keeps no place secret: money is public (「所持金は公開情報です」)', () => {
    for (const s of all.map((a) => a.after))
      for (const p of boardOf(s).places) expect(p.secret).toBeUndefined();
  });

  it('never depends on a hidden face: the same board with every hidden face changed', () => {
    const other = { choc: 'gold', gold: 'silk', silk: 'junk', junk: 'choc' } as const;
    for (const s of all.map((a) => a.after).filter((x) => x.phase !== 'over')) {
      const changed: State = {
        ...s,
        priceHidden: s.priceHidden ? other[s.priceHidden] : null,
        won: s.won.map((cards) => cards.map((c) => ({ ...c, hidden: c.hidden ? other[c.hidden] : null }))),
      };
      expect(boardOf(changed)).toEqual(boardOf(s));
    }
  });

  it('names only faces shown to everyone, with every placeholder filled, in both languages', () => {
    const icons = { choc: 'チョコレート', gold: 'ゴールド', silk: 'シルク', junk: 'ガラクタ' } as const;
    for (const s of all.map((a) => a.after).filter((x) => x.phase !== 'over')) {
      const shown = new Set([s.priceFace, s.field, ...s.discarded, ...s.won.flat().map((c) => c.face)]);
      const words = texts(boardOf(s), ja);
      for (const [icon, word] of Object.entries(icons))
        if (!shown.has(icon as keyof typeof icons)) for (const w of words) expect(w).not.toContain(word);
      for (const w of [...words, ...texts(boardOf(s), en)]) expect(w).not.toMatch(/[{}]|katame\./);
    }
    // A mid-round state read aloud (round 1 after 5 auctions: Aya won the chocolate card for 5).
    const mid = boardOf(entry(21).before);
    expect(texts(mid, ja)).toContain('チョコレートのカード1枚');
    expect(texts(mid, en)).toEqual(expect.arrayContaining(['1 Chocolate card', '25 gold', 'Aya’s cards']));
  });
});
