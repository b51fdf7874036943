// The board of 商人 Mercator (issue 31): the table at setup against the rulebook's 準備, conservation over the
// example record, what the rules move by themselves on each entry, and the secrets. Expected values are
// worked by hand from the rulebook (seed 003) and the example's own hand-worked comment (example.test.ts).
import { describe, expect, it } from 'vitest';
import example from '../../../docs/examples/mercator.json';
import { addStrings, makeTranslate } from '../../app/i18n';
import { type Board, type Move, ruleMoves } from '../../engine/board';
import { decodeRecord, replayWith } from '../../engine/index';
import type { Action } from './actions';
import { boardOf, saidOf } from './board';
import { strings } from './i18n';
import { game } from './index';
import type { State } from './state';
import { bids, play, start, turns } from './testing';

addStrings(strings);

/** Each entry of the example record with the state before and after it. */
function steps(): { action: Action; before: State; after: State }[] {
  const decoded = decodeRecord(example);
  if (!decoded.ok) throw new Error(decoded.problem.code);
  const seen: { action: Action; before: State }[] = [];
  const result = replayWith(game, decoded.record, (slot, before) =>
    seen.push({ action: slot.action as Action, before: before as State }),
  );
  if (!result.ok) throw new Error(result.violation.code);
  return seen.map((s, i) => ({ ...s, after: (seen[i + 1]?.before ?? result.state) as State }));
}

type Said = [string, number, string, string, number[]];

/** The rules' own moves of one entry, as [item, count, from, to, hidden owners], sorted (the order is the diff's). */
function rulesDid(before: State, action: Action, after: State): Said[] {
  const moves: Move[] = ruleMoves(boardOf(before), saidOf(before, action), boardOf(after));
  return sorted(moves.map((m) => [m.item.id, m.count, m.from?.id ?? 'pool', m.to?.id ?? 'pool', m.hidden]));
}

/** Moves in one order, so that a hand-worked list compares whatever order the diff lists them in. */
function sorted(moves: Said[]): Said[] {
  return [...moves].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/** How many of an item lie in a place (0 when the place or item is absent). */
function count(board: Board, place: string, item: string): number {
  const found = board.places.find((p) => p.id === place)?.items.find((i) => i.id === item);
  return found?.count ?? 0;
}

/** Every card on the board (named or face down). */
function cards(board: Board): number {
  let n = 0;
  for (const place of board.places) for (const i of place.items) if (i.id.startsWith('card:')) n += i.count;
  return n;
}

describe('the board at setup (準備)', () => {
  // 準備: 3/4/5/6/7 players -> 24/32/40/45/50 cards face down as the deck; 50 in chips each, hidden; every pawn
  // on the track's 0 (「自分のポーンをゲーム盤の隅の0のマスに置きます」); no card in a lot, a ship or out.
  const deck: [number, number][] = [
    [3, 24],
    [4, 32],
    [5, 40],
    [6, 45],
    [7, 50],
  ];
  it.each(deck)(
    '%i players: a deck of %i, 50 in chips each behind the screen, every pawn on 0',
    (n, size) => {
      const board = boardOf(start(n));
      const seats = Array.from({ length: n }, (_, p) => p);
      expect(board.places.map((p) => p.id)).toEqual([
        ...seats.flatMap((p) => [`ship:${p}`, `chips:${p}`]),
        'lot',
        'deck',
        'space:0',
        'out',
      ]);
      expect(count(board, 'deck', 'card:deck')).toBe(size);
      expect(cards(board)).toBe(size);
      for (const p of seats) {
        const chips = board.places.find((x) => x.id === `chips:${p}`);
        expect(chips).toMatchObject({ owner: p, secret: true, items: [{ id: 'chip', count: 50 }] });
        expect(count(board, 'space:0', `pawn:${p}`)).toBe(1);
      }
    },
  );
});

describe('over the example record', () => {
  const all = steps();

  it('keeps the 32 cards, the chips and one pawn each, none negative, at every step', () => {
    // Each card lies once; a pawn stands on the sum of its ship's card values (the pawn shows no bonus).
    for (const { after } of all) {
      const board = boardOf(after);
      expect(cards(board)).toBe(32);
      const named = board.places.flatMap((p) => p.items.filter((i) => /^card:[a-z]+:\d+$/.test(i.id)));
      expect(new Set(named.map((i) => i.id)).size).toBe(named.length);
      for (const place of board.places)
        for (const i of place.items) expect(i.count).toBeGreaterThanOrEqual(0);
      for (let p = 0; p < 4; p++) {
        const ship = board.places.find((x) => x.id === `ship:${p}`)?.items ?? [];
        const value = ship.reduce((sum, i) => sum + Number(i.id.split(':')[2]), 0);
        const pawns = board.places.filter((x) => x.items.some((i) => i.id === `pawn:${p}`));
        expect(pawns.map((x) => x.id)).toEqual([`space:${value}`]);
      }
      const chips = board.places.reduce(
        (sum, p) => sum + (p.id.startsWith('chips:') ? count(board, p.id, 'chip') : 0),
        0,
      );
      // In play the chips and the bank's takings make the 200 the players started with (準備: 50 x 4); after the
      // sale the players hold 23 + 27 + 35 + 36 = 121 (example.test.ts, worked by hand).
      expect(chips).toBe(after.phase === 'over' ? 121 : 200 - after.bank);
    }
  });

  it('stops play for the rules only where a lot is settled or a free card moves a pawn', () => {
    // Hand-read from the record: a lot is settled by the last of its run of bids (13 lots); Ben's two free
    // draws each move his pawn. Turns (even the one that fills a lot), closes and the other bids move nothing.
    const expected = all.map(({ action }, i) => {
      const next = all[i + 1]?.action;
      return action.type === 'draw' || (action.type === 'bid' && next?.type !== 'bid');
    });
    expect(expected.filter(Boolean)).toHaveLength(15);
    expect(all.map(({ before, action, after }) => rulesDid(before, action, after).length > 0)).toEqual(
      expected,
    );
  });

  it('lot 1: Ben pays 8 to the bank behind his screen, lays out red 7 and blue 3, and moves his pawn to 10', () => {
    // Bids Ben 8, Chie 5, Dai 0, Aki 8: the tie goes to Ben, first from Aki's left (カードの競り).
    const { before, action, after } = all[6] as (typeof all)[number];
    expect(action).toEqual({ type: 'bid', player: 0, amount: 8 });
    expect(rulesDid(before, action, after)).toEqual(
      sorted([
        ['card:red:7', 1, 'lot', 'ship:1', []],
        ['card:blue:3', 1, 'lot', 'ship:1', []],
        ['chip', 8, 'chips:1', 'pool', [1]],
        ['pawn:1', 1, 'space:0', 'space:10', []],
      ]),
    );
  });

  it('lot 3: all bids 0, so yellow 1 and red 2 leave the game face down', () => {
    const { before, action, after } = all[20] as (typeof all)[number];
    expect(action).toEqual({ type: 'bid', player: 2, amount: 0 });
    expect(rulesDid(before, action, after)).toEqual(
      sorted([
        ['card:yellow:1', 1, 'lot', 'out', []],
        ['card:red:2', 1, 'lot', 'out', []],
      ]),
    );
  });

  it('lot 6: Chie pays 25, fills her ship with purple 10, green 9, blue 9 and moves from 27 to 55', () => {
    const { before, action, after } = all[40] as (typeof all)[number];
    expect(rulesDid(before, action, after)).toEqual(
      sorted([
        ['card:purple:10', 1, 'lot', 'ship:2', []],
        ['card:green:9', 1, 'lot', 'ship:2', []],
        ['card:blue:9', 1, 'lot', 'ship:2', []],
        ['chip', 25, 'chips:2', 'pool', [2]],
        ['pawn:2', 1, 'space:27', 'space:55', []],
      ]),
    );
  });

  it("the last free card: Ben's pawn 31 -> 38, then the bank pays Aki 15, Chie 30, Dai 15 in the open", () => {
    // Ben drew green 6 (25 + 6 = 31), now purple 7 (38). Sale, 4 players 30/20/10: Chie 55 first 30; Aki 50 and
    // Dai 50 share 2nd-3rd, (20 + 10) / 2 = 15 each; Ben 48 is 4th, paid nothing. The game is over: no secret.
    const { before, action, after } = all[75] as (typeof all)[number];
    expect(action).toEqual({ type: 'draw', colour: 'purple', value: 7 });
    expect(saidOf(before, action).map((s) => [s.item.id, s.count, s.from, s.to])).toEqual([
      ['card:deck', 1, 'deck', null],
      ['card:purple:7', 1, null, 'ship:1'],
    ]);
    expect(rulesDid(before, action, after)).toEqual(
      sorted([
        ['chip', 15, 'pool', 'chips:0', []],
        ['chip', 30, 'pool', 'chips:2', []],
        ['chip', 15, 'pool', 'chips:3', []],
        ['pawn:1', 1, 'space:31', 'space:38', []],
      ]),
    );
  });

  it("a turned card is the table's own move: one card off the deck, named on the lot, nothing for the rules", () => {
    const { before, action, after } = all[0] as (typeof all)[number];
    expect(saidOf(before, action).map((s) => [s.item.id, s.count, s.from, s.to])).toEqual([
      ['card:deck', 1, 'deck', null],
      ['card:red:7', 1, null, 'lot'],
    ]);
    expect(rulesDid(before, action, after)).toEqual([]);
    // Lot 2's third card sends it to auction by itself: still nothing to move.
    const third = all[9] as (typeof all)[number];
    expect(third.after.phase).toBe('bid');
    expect(rulesDid(third.before, third.action, third.after)).toEqual([]);
  });

  it('stops play 15 times where the announcements stopped it 19 times', () => {
    // Announced, worked by hand from the record: the 13 settled lots (lot 13's also starts Ben's free fill),
    // the 5 lots that closed themselves at their limit (lots 2, 6, 7, 9 at three cards, lot 11 at two) and
    // the last free card (the end and the sale): 19, as issue 31 counted. Moved by the rules: the 13 settled
    // lots and Ben's 2 free cards (his pawn): 15. A lot that closes itself moves nothing; the first free
    // card, silent before, now asks for the pawn.
    const announced = all.filter(
      ({ before, action, after }) => (game.words.announce?.(before, after, action) ?? []).length > 0,
    );
    const moved = all.filter(({ before, action, after }) => rulesDid(before, action, after).length > 0);
    expect([announced.length, moved.length]).toEqual([19, 15]);
  });
});

describe('the open auction (公開競り)', () => {
  const lot = () => play(start(3, { openAuction: true }), [...turns('r7'), { type: 'close' }]);

  it('sold: the buyer pays the bank, lays out the card and moves the pawn; the entry itself moves nothing', () => {
    const before = lot();
    const action: Action = { type: 'sold', player: 1, price: 5 };
    expect(saidOf(before, action)).toEqual([]);
    expect(rulesDid(before, action, play(before, [action]))).toEqual(
      sorted([
        ['card:red:7', 1, 'lot', 'ship:1', []],
        ['chip', 5, 'chips:1', 'pool', [1]],
        ['pawn:1', 1, 'space:0', 'space:7', []],
      ]),
    );
  });

  it('unsold: the card leaves the game face down', () => {
    const before = lot();
    const action: Action = { type: 'unsold' };
    expect(rulesDid(before, action, play(before, [action]))).toEqual([['card:red:7', 1, 'lot', 'out', []]]);
  });
});

describe('secrets on the board', () => {
  const players = example.players;
  const tongues = [makeTranslate('ja', players), makeTranslate('en', players)];

  it("in play each player's chips are a secret place of theirs, named without a count; open at the end", () => {
    for (const { after } of steps()) {
      const over = after.phase === 'over';
      for (const place of boardOf(after).places) {
        const names = tongues.map((t) => t(place.name));
        for (const n of names) expect(n).not.toMatch(/mercator\./);
        if (!place.id.startsWith('chips:')) {
          expect(place.secret).toBeUndefined();
          continue;
        }
        expect([place.id, place.secret === true, place.owner]).toEqual([
          place.id,
          !over,
          Number(place.id.slice(6)),
        ]);
        for (const item of place.items) {
          expect(item.plain).toBeDefined();
          // Neither the place nor the item without its count says a number: the money stays behind the screen.
          for (const t of tongues) expect(`${t(place.name)} ${t(item.plain ?? item.name)}`).not.toMatch(/\d/);
        }
      }
    }
  });

  it('a sealed bid moves nothing until the fists open: the board does not tell it', () => {
    const before = play(start(3), turns('r10', 'y10', 'g10'));
    const after = play(before, bids([1, 20]));
    expect(boardOf(after)).toEqual(boardOf(before));
  });

  it('names every component in both languages (「チップ8点分」, "red 7")', () => {
    const [ja, en] = tongues;
    const board = boardOf(play(start(4), turns('r7')));
    const lot = board.places.find((p) => p.id === 'lot');
    expect(ja?.(lot?.name ?? { key: '' })).toBe('競りの組');
    expect(en?.({ key: 'mercator.board.chips', params: { n: 8 } })).toBe('8 in chips');
    expect(ja?.({ key: 'mercator.board.chips', params: { n: 8 } })).toBe('チップ8点分');
    expect(en?.({ key: 'mercator.board.faceDown', params: { n: 1 } })).toBe('1 card (face down)');
    expect(en?.({ key: 'mercator.board.pawn', params: { p: { p: 2 } } })).toBe("Chie's pawn");
  });
});
