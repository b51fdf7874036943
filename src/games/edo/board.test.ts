// The Edo board (issue 31) over the example game docs/examples/edo.json (worked turn by turn in
// example.test.ts): the table after setup as the rulebook lays it out, conservation at every entry, what each
// entry says it moved, the rules' own moves worked by hand, and what stays hidden.
import { describe, expect, it } from 'vitest';
import record from '../../../docs/examples/edo.json';
import { addStrings, makeTranslate } from '../../app/i18n';
import { applyShifts, type Board, type Move, movedByRules, ruleMoves } from '../../engine/board';
import type { GameRecord } from '../../engine/record';
import { begin, step } from '../../engine/replay';
import type { Msg } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { EdoAction } from './actions';
import { announce } from './announce';
import { boardOf, saidOf } from './board';
import { strings } from './i18n';
import { game } from './index';
import { type EdoState, withState } from './state';

addStrings(strings);
const rec = record as unknown as GameRecord;
const actions = rec.entries.flatMap((e) => (e.kind === 'act' ? [e.action as unknown as EdoAction] : []));
const players = rec.players;

/** The states of the example: states[k] is the table before entry k (states[0] right after setup). */
const states: EdoState[] = (() => {
  const first = begin(game, rec);
  if (isViolation(first)) throw new Error(first.code);
  const out = [first as EdoState];
  for (const action of actions) {
    const next = step(game, out[out.length - 1], action);
    if (isViolation(next)) throw new Error(next.code);
    out.push(next as EdoState);
  }
  return out;
})();

const stateBefore = (k: number) => states[k] as EdoState;
const stateAfter = (k: number) => states[k + 1] as EdoState;
const action = (k: number) => actions[k] as EdoAction;

/** Each place id with its items as "id count", leaving out places that hold nothing. */
function counts(board: Board): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const place of board.places) {
    const items = place.items.filter((i) => i.count !== 0).map((i) => `${i.id} ${i.count}`);
    if (items.length) out[place.id] = items;
  }
  return out;
}

/** Total count of the items whose id passes a test, over every place. */
function total(board: Board, test: (id: string) => boolean): number {
  let n = 0;
  for (const place of board.places) for (const item of place.items) if (test(item.id)) n += item.count;
  return n;
}

/** Moves as "item count from → to" (null: the item's pool), sorted, for exact comparisons. */
const lines = (moves: readonly Move[]) =>
  moves.map((m) => `${m.item.id} ${m.count} ${m.from?.id ?? null} → ${m.to?.id ?? null}`).sort();

/** The rules' own moves of example entry k, as the table is told them (the game's board, named coins too). */
const rules = (k: number) => movedByRules(game.board, stateBefore(k), action(k), stateAfter(k));

describe('the Edo board', () => {
  it('after setup lies as the rulebook lays it out for four merchants with 御用商人', () => {
    // ゲームの準備, 4 players: each merchant has 5 coins behind the screen, the two goods cards of their colour
    // in front (pips not entered yet), a decision marker and a summary tile summary side up. The stock is
    // 50 - 4 x 5 = 30. Cards: 32 - 7 left in the box (4 players, RULINGS 000) - 8 starting cards = 17 face
    // down: the deck of 15 and the 2 still to be turned to the discard pile. The 5 privilege markers lie
    // beside the main board (御用商人: 「特権マーカーをメインボードの近くに置きます」).
    const seat = (p: number, colour: string) => ({
      [`coins:${p}`]: ['coin 5'],
      [`area:${p}`]: [`card:start:${colour} 2`, `marker:${p} 1`],
    });
    expect(counts(boardOf(stateBefore(0)))).toEqual({
      ...seat(0, 'white'),
      ...seat(1, 'yellow'),
      ...seat(2, 'red'),
      ...seat(3, 'blue'),
      deck: ['card:back 17'],
      stock: ['coin 30'],
      privileges: [
        'privilege:white 1',
        'privilege:yellow 1',
        'privilege:red 1',
        'privilege:blue 1',
        'privilege:black 1',
      ],
    });
    // Places in reading order: each merchant's coins, area and tile in seat order, then the shared areas.
    expect(boardOf(stateBefore(0)).places.map((p) => p.id)).toEqual([
      ...[0, 1, 2, 3].flatMap((p) => [`coins:${p}`, `area:${p}`, `tile:${p}`]),
      ...['deck', 'east', 'west', 'koban', 'pot', 'stock', 'discard', 'privileges'],
    ]);
    // Once the starting cards and the first discards are in (example.test.ts: M 白5 青2 | O 黄3 白2 |
    // S 赤4 黄4 | R 青4 赤6, discards 黒3 白1), the deck is the 15 of the options. Cards are listed by
    // colour as printed (白 黄 赤 青 黒), then pips.
    expect(counts(boardOf(stateBefore(5)))).toMatchObject({
      'area:0': ['card:white:5 1', 'card:blue:2 1', 'marker:0 1'],
      'area:1': ['card:white:2 1', 'card:yellow:3 1', 'marker:1 1'],
      deck: ['card:back 15'],
      discard: ['card:white:1 1', 'card:black:3 1'],
    });
  });

  it('has no privilege markers without the variant', () => {
    const plain = game.rules.setup({ first: 0, privileges: false }, players) as EdoState;
    expect(
      boardOf(plain).places.some(
        (p) => p.id === 'privileges' || p.items.some((i) => i.id.startsWith('privilege')),
      ),
    ).toBe(false);
  });

  it('conserves the 50 coins, the 32 cards, the markers and the tiles at every entry, never below zero', () => {
    for (const [k, s] of states.entries()) {
      const board = boardOf(s);
      const at = `after ${k} entries`;
      for (const place of board.places)
        for (const item of place.items) expect([at, item.count >= 0]).toEqual([at, true]);
      expect([at, total(board, (id) => id === 'coin')]).toEqual([at, 50]);
      expect([at, total(board, (id) => id.startsWith('card:')) + s.removed]).toEqual([at, 32]);
      for (let p = 0; p < s.players; p++)
        expect([at, total(board, (id) => id === `marker:${p}`)]).toEqual([at, 1]);
      expect([at, total(board, (id) => id.startsWith('privilege:'))]).toEqual([at, 5]);
      // A 不義理 side only ever shows on a tile, one per merchant at most.
      for (const place of board.places)
        for (const item of place.items)
          if (item.id === 'dishonour')
            expect([at, place.id.startsWith('tile:'), item.count]).toEqual([at, true, 1]);
    }
  });

  it('says moves the table can make: nothing leaves a place that does not hold it', () => {
    for (let k = 0; k < actions.length; k++) {
      const moved = applyShifts(boardOf(stateBefore(k)), saidOf(stateBefore(k), action(k)));
      for (const place of moved.places)
        for (const item of place.items)
          expect([k, place.id, item.id, item.count >= 0]).toEqual([k, place.id, item.id, true]);
    }
  });

  it('leaves to the rules exactly the income, the resolutions and the tiles turned back', () => {
    // Worked by hand (example.test.ts): income paid after the objections of entries 10 22 49 62 75 87 102;
    // the bids resolved by entries 19 31 46 59 (青 lowers) 72 (青 keeps) 84 96 111. Entry 37 ends 客引き with
    // no income and no tile to turn back (nobody showed 不義理 in turn 3): nothing to move. Every other entry
    // is moved by the table as it enters it (cards, markers, the pot's coin) or moves nothing.
    const expected = [10, 19, 22, 31, 46, 49, 59, 62, 72, 75, 84, 87, 96, 102, 111];
    const moving = actions.flatMap((_, k) => (rules(k).length > 0 ? [k] : []));
    expect(moving).toEqual(expected);
    // The stops before this change ("Done on the board" after every announcement) were the same 15 entries:
    // in this game every announcement asks the table to move something.
    const announced = actions.flatMap((a, k) =>
      announce(stateBefore(k), stateAfter(k), a).length > 0 ? [k] : [],
    );
    expect([announced.length, moving.length]).toEqual([15, 15]);
    expect(announced).toEqual(expected);
  });

  it("turn 1's income after the re-roll: one coin each to 門左衛門, お市 and 六助 (entry 10)", () => {
    // 2-3-6, 門左衛門 keeps the 2: his 青2 earns 1; the others use 3 and 6: お市 黄3 1, 佐吉 0, 六助 赤6 1.
    expect(lines(rules(10))).toEqual(
      ['coin 1 stock → coins:0', 'coin 1 stock → coins:1', 'coin 1 stock → coins:3'].sort(),
    );
  });

  it("turn 1's purchase, the rulebook's 仕入れ example (entry 19)", () => {
    // お市 alone bid East (1): pays 1 to the stock and takes 黒5; she alone holds 黒, so its marker comes to
    // her. West is tied at 2: 黄1 stays. 佐吉 takes 小銭稼ぎ: 1 from the stock and the pot's 1; he declared
    // East, so his tile turns to 不義理. Every decision marker goes back. The stock takes お市's 1 and gives 佐吉
    // 1: said as paid in and paid out (coins pass through the stock, never from hand to hand).
    expect(lines(rules(19))).toEqual(
      [
        'card:black:5 1 east → area:1',
        'privilege:black 1 privileges → area:1',
        'coin 1 coins:1 → stock',
        'coin 1 stock → coins:2',
        'coin 1 pot → coins:2',
        'dishonour 1 null → tile:2',
        'marker:0 1 west → area:0',
        'marker:1 1 east → area:1',
        'marker:2 1 east → area:2',
        'marker:3 1 west → area:3',
      ].sort(),
    );
  });

  it("turn 2's income turns 佐吉's tile back (entry 22)", () => {
    // お市 keeps 3 3: 黄3 twice = 2; 門左衛門 with the 5: 白5 1; 六助 0; 佐吉 sits out, his tile turns back.
    expect(lines(rules(22))).toEqual(
      ['coin 1 stock → coins:0', 'coin 2 stock → coins:1', 'dishonour 1 tile:2 → null'].sort(),
    );
  });

  it("turn 4's purchase after 青 lowers: 黒 goes back beside the board (entry 59)", () => {
    // 六助 pays 1 (E2 lowered to 1) and takes 黒1: お市 and 六助 hold one 黒 each, so 黒 goes back beside the
    // board. お市 pays 3 for 黄6 (黄 stays hers). 小銭稼ぎ 門左衛門 and 佐吉: 1 each from the stock; the pot's 1
    // stays. 佐吉 declared West: 不義理. Coins: お市 pays 3 and 六助 1 into the stock, which pays 門左衛門 and
    // 佐吉 1 each.
    expect(lines(rules(59))).toEqual(
      [
        'card:black:1 1 east → area:3',
        'card:yellow:6 1 west → area:1',
        'privilege:black 1 area:1 → privileges',
        'coin 3 coins:1 → stock',
        'coin 1 stock → coins:0',
        'coin 1 stock → coins:2',
        'coin 1 coins:3 → stock',
        'dishonour 1 null → tile:2',
        'marker:3 1 east → area:3',
        'marker:0 1 koban → area:0',
        'marker:1 1 west → area:1',
        'marker:2 1 west → area:2',
      ].sort(),
    );
  });

  it('the last draw: the table turns 青6 to East and puts a stock coin on the pot; the rules move nothing', () => {
    const k = 103;
    expect(
      saidOf(stateBefore(k), action(k)).map((s) => `${s.item.id} ${s.count} ${s.from} → ${s.to}`),
    ).toEqual(['card:back 1 deck → null', 'card:blue:6 1 null → east', 'coin 1 stock → pot']);
    expect(rules(k)).toEqual([]);
    // With the stock empty no coin goes to the pot, and the entry says none.
    const empty = withState(stateBefore(k), { stock: 0 });
    const next = step(game, empty, action(k)) as EdoState;
    expect(saidOf(empty, action(k)).some((s) => s.item.id === 'coin')).toBe(false);
    expect(ruleMoves(boardOf(empty), saidOf(empty, action(k)), boardOf(next))).toEqual([]);
  });

  it('the 赤 pick: 六助 takes the first 黒 of the discard pile, 黒3; the rules move nothing (entry 112)', () => {
    expect(
      saidOf(stateBefore(112), action(112)).map((s) => `${s.item.id} ${s.count} ${s.from} → ${s.to}`),
    ).toEqual(['card:black:3 1 discard → area:3']);
    expect(rules(112)).toEqual([]);
  });

  it("keeps each merchant's coins secret during play and nothing once the game is over", () => {
    for (const [k, s] of states.entries()) {
      const over = s.phase === 'over';
      for (const place of boardOf(s).places) {
        const secret = place.id.startsWith('coins:') && !over;
        expect([k, place.id, place.secret ?? false]).toEqual([k, place.id, secret]);
        if (secret) for (const item of place.items) expect(item.plain).toBeDefined();
      }
    }
    expect(states[states.length - 1]?.phase).toBe('over');
  });

  it('shows no sealed bid: the board of the bidding step never depends on the bids already in', () => {
    // Entries 16-18 are bids behind screens until entry 19, the last, reveals them all.
    for (const k of [17, 18, 19]) {
      const s = stateBefore(k);
      expect(s.phase).toBe('buy.bid');
      expect(boardOf(s)).toEqual(boardOf(withState(s, { bids: s.bids.map(() => null) })));
    }
  });

  it('names every place and item in both languages, with no count or face where the rules hide it', () => {
    const ja = makeTranslate('ja', players);
    const en = makeTranslate('en', players);
    for (const s of states) {
      for (const place of boardOf(s).places) {
        for (const t of [ja, en]) {
          expect(t(place.name)).not.toMatch(/[{}]|edo\./);
          for (const item of place.items) {
            const name = t(item.name, { n: item.count });
            // Every kind names where it comes from: the app's default pool is ストック in Japanese, which
            // in this game is a place (the coin stock), not where a card or marker goes off the board.
            expect([item.id, item.pool !== undefined]).toEqual([item.id, true]);
            expect(name).not.toMatch(/[{}]|edo\./);
            // Where the count is secret, the plain name carries no number at all.
            if (place.secret) expect(t(item.plain as Msg)).not.toMatch(/\d/);
            // Face-down deck cards are named by their number alone.
            if (item.id === 'card:back')
              expect(name).not.toMatch(/白|黄|赤|青|黒|White|Yellow|Red|Blue|Black/);
          }
        }
      }
    }
    const first = boardOf(stateBefore(5));
    expect(first.places.map((p) => ja(p.name)).slice(0, 3)).toEqual([
      '門左衛門のつい立て裏',
      '門左衛門の手元',
      '門左衛門のタイル',
    ]);
    const area = first.places[1]?.items ?? [];
    expect(area.map((i) => en(i.name, { n: i.count }))).toEqual([
      'White 5',
      'Blue 2',
      "門左衛門's decision marker",
    ]);
    expect(area.map((i) => ja(i.name, { n: i.count }))).toEqual([
      '白5 1枚',
      '青2 1枚',
      '門左衛門の意思決定マーカー',
    ]);
  });
});
