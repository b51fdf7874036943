import { describe, expect, it } from 'vitest';
import { isViolation } from '../../engine/violation';
import { bestRed, bestSpecial, redCandidates, type TablePlayer } from './choices';
import { breakdown, crestPoints, totalOf } from './points';
import { type QuickInput, type QuickPlayer, quickScore, scoreTable } from './scoring';
import { type Counts, zeroCounts } from './state';

const counts = (partial: Partial<Counts>): Counts => ({ ...zeroCounts(), ...partial });
const player = (partial: Partial<TablePlayer>): TablePlayer => ({
  coins: 0,
  cards: zeroCounts(),
  special: 0,
  white: false,
  ...partial,
});
const quick = (partial: Partial<QuickPlayer>): QuickPlayer => ({
  coins: 0,
  cards: zeroCounts(),
  special: 0,
  privileges: [],
  ...partial,
});

describe('紋 (special points)', () => {
  it('scores only the highest level reached: 2 colours 3, 3 colours 6, 4 colours 12, 5 colours 20', () => {
    expect(crestPoints(counts({ white: 5 })).points).toBe(0);
    expect(crestPoints(counts({ white: 2, yellow: 1, red: 1, blue: 1, black: 1 })).points).toBe(0);
    expect(crestPoints(counts({ white: 2, yellow: 2 })).points).toBe(3);
    expect(crestPoints(counts({ white: 2, yellow: 3, red: 2 })).points).toBe(6);
    expect(crestPoints(counts({ white: 2, yellow: 2, red: 2, blue: 4, black: 1 })).points).toBe(12);
    expect(crestPoints(counts({ white: 2, yellow: 2, red: 2, blue: 2, black: 2 }))).toEqual({
      colours: ['white', 'yellow', 'red', 'blue', 'black'],
      points: 20,
    });
  });

  it('counts a 特注 card toward its chosen colour', () => {
    const b = breakdown(counts({ white: 1 }), {
      coins: 0,
      cards: counts({ white: 1, red: 2 }),
      specials: ['white'],
      white: false,
    });
    // 白 1 + 特注 = 2 cards x 1 discarded = 2; 二重紋 (白, 赤) 3; 赤 2 x 0.
    expect(b.total).toBe(5);
    expect(b.goods).toBe(4);
    expect(b.lines.map((l) => [l.label.key, l.points])).toEqual([
      ['edo.line.coins', 0],
      ['edo.line.goods', 2],
      ['edo.line.goods', 0],
      ['edo.line.crest2', 3],
    ]);
    expect(b.lines[1]?.detail).toEqual({
      key: 'edo.detail.goodsSpecial',
      params: { n: 2, value: 1, special: 1 },
    });
  });
});

describe('final score lines (一、ゲームの終了)', () => {
  it('adds coins, goods at the discard count of their colour, 紋 and the 白 privilege', () => {
    // Discard: 白 2, 黄 1, 黒 3. Holding: 7 coins, 白 2, 黄 3, 黒 1, 白 privilege.
    // 7 + 2x2 + 3x1 + 1x3 + 二重紋 (白, 黄) 3 + 3 = 23.
    const h = { coins: 7, cards: counts({ white: 2, yellow: 3, black: 1 }), specials: [], white: true };
    const b = breakdown(counts({ white: 2, yellow: 1, black: 3 }), h);
    expect(b.total).toBe(23);
    expect(totalOf(counts({ white: 2, yellow: 1, black: 3 }), h)).toBe(23);
    // 特注 cards as 黒 and 白 make 白 1 and 黒 1 into 白 2 and 黒 2: 2x2 + 2x3 + 二重紋 3 = 13.
    const made = {
      coins: 0,
      cards: counts({ white: 1, black: 1 }),
      specials: ['black', 'white'] as const,
      white: false,
    };
    expect(totalOf(counts({ white: 2, yellow: 1, black: 3 }), made)).toBe(13);
    expect(breakdown(counts({ white: 2, yellow: 1, black: 3 }), made).total).toBe(13);
    expect(b.lines.map((l) => l.points)).toEqual([7, 4, 3, 3, 3, 3]);
    expect(b.lines.at(-1)?.label).toEqual({ key: 'edo.line.white' });
    expect(b.lines[1]?.detail).toEqual({ key: 'edo.detail.goods', params: { n: 2, value: 2 } });
  });

  it('breaks ties by goods cards (特注 included), then coins, then shares the place', () => {
    const discard = counts({ white: 1 });
    const table = {
      discard,
      discardSpecial: 0,
      players: [
        player({ coins: 5, cards: counts({ white: 1 }) }), // 6, 1 card, 5 coins
        player({ coins: 4, cards: counts({ white: 1, red: 1 }) }), // 5, 2 cards
        player({ coins: 3, cards: counts({ red: 1 }), special: 1 }), // 特注 as 白: 4, 2 cards
        player({ coins: 4, cards: counts({ red: 1, blue: 1 }) }), // 4, 2 cards, 4 coins
        player({ coins: 4, cards: counts({ white: 1 }) }), // 5, 1 card
      ],
    };
    const score = scoreTable(table, [[], [], ['white'], [], []]);
    expect(score.chain.map((m) => m.key)).toEqual(['edo.chain.total', 'edo.chain.goods', 'edo.chain.coins']);
    expect(score.players.map((p) => p.keys)).toEqual([
      [6, 1, 5],
      [5, 2, 4],
      [4, 2, 3],
      [4, 2, 4],
      [5, 1, 4],
    ]);
    expect(score.players.map((p) => [p.rank, p.decidedBy])).toEqual([
      [1, 0],
      [2, 1],
      [5, 2],
      [4, 2],
      [3, 1],
    ]);
    const shared = scoreTable(
      {
        ...table,
        players: [
          table.players[3] as TablePlayer,
          table.players[3] as TablePlayer,
          table.players[0] as TablePlayer,
        ],
      },
      [],
    );
    expect(shared.players.map((p) => [p.rank, p.shared])).toEqual([
      [2, true],
      [2, true],
      [1, false],
    ]);
  });
});

describe('best 特注 colours and 赤 pick', () => {
  it('picks the 特注 colour that scores most, which is not always the most discarded colour', () => {
    // 青 2, 赤 2, 黄 1; discard 白 2: as 白 it earns 2; as 黄 it earns 0 but lifts 二重紋 3 to 三重紋 6.
    const p = player({ cards: counts({ blue: 2, red: 2, yellow: 1 }), special: 1 });
    expect(bestSpecial(counts({ white: 2 }), p)).toEqual(['yellow']);
    // With 白 3 discarded, 白 earns 3 = the crest's +3: the first in printed order among equals.
    expect(bestSpecial(counts({ white: 3 }), p)).toEqual(['white']);
    expect(bestSpecial(counts({ white: 4 }), p)).toEqual(['white']);
    // Two 特注 cards: 黒 x2 with 黒 discarded 3 (+6 and 三重紋 for 黒 2) beats 白 x2.
    const two = player({ cards: counts({ blue: 2, red: 2 }), special: 2 });
    expect(bestSpecial(counts({ white: 2, black: 3 }), two)).toEqual(['black', 'black']);
  });

  it('lets 赤 take nothing under version 1 when every pick would cost its holder points; version 2 must take', () => {
    // 黒 5 held, 黒 1 discarded: 5 x 1 = 5; taking it gives 6 x 0 = 0.
    const table = {
      discard: counts({ black: 1 }),
      discardSpecial: 0,
      players: [player({ cards: counts({ black: 5 }) }), player({}), player({})],
    };
    expect(bestRed(table, 0, 1)).toBeNull();
    // Version 2: 「獲得する」 is a duty; the only goods card there is 黒.
    expect(redCandidates(table, 2)).toEqual(['black']);
    expect(bestRed(table, 0, 2)).toBe('black');
  });

  it('takes the 赤 card that completes a crest, and (version 1 only) a discarded 特注 when it is worth more', () => {
    // 白 2, 赤 1; discard 赤 3, 黄 1. Nothing: 赤 1 x 3 = 3. 赤: 2 x 2 + 二重紋 3 = 7. 黄: 1 x 0 + 3 = 3.
    const a = {
      discard: counts({ red: 3, yellow: 1 }),
      discardSpecial: 0,
      players: [player({ cards: counts({ white: 2, red: 1 }) }), player({}), player({})],
    };
    expect(bestRed(a, 0, 1)).toBe('red');
    expect(bestRed(a, 0, 2)).toBe('red');
    // 青 2; discard 黒 4 and a 特注. 黒: 1 x 3 = 3. 特注 as 黒: 1 x 4 = 4.
    const b = {
      discard: counts({ black: 4 }),
      discardSpecial: 1,
      players: [player({}), player({ cards: counts({ blue: 2 }) }), player({})],
    };
    expect(bestRed(b, 1, 1)).toBe('special');
    // Version 2: the discarded 特注 is dead, so 黒 (worth 3) is the only pick.
    expect(redCandidates(b, 2)).toEqual(['black']);
    expect(bestRed(b, 1, 2)).toBe('black');
    // Version 2 with only a dead 特注 in the pile: nothing to take.
    expect(redCandidates({ ...b, discard: counts({}) }, 2)).toEqual([null]);
  });
});

describe('quick score check', () => {
  const input: QuickInput = {
    discard: counts({ white: 1, black: 3 }),
    discardSpecial: 0,
    players: [
      quick({ coins: 4, cards: counts({ white: 3, blue: 3, red: 1 }), privileges: ['white', 'blue'] }),
      quick({
        coins: 22,
        cards: counts({ yellow: 3, white: 1, black: 1 }),
        special: 1,
        privileges: ['yellow'],
      }),
      quick({ coins: 13, cards: counts({ red: 1, yellow: 1 }) }),
      quick({ coins: 5, cards: counts({ blue: 2, red: 2, black: 1 }), special: 1, privileges: ['red'] }),
    ],
  };

  it('scores the example game’s end from counts alone, with the best 赤 pick and 特注 colours', () => {
    // The same end as docs/examples/edo.json (worked in example.test.ts): 六助 takes 黒, both 特注 become 黒.
    const result = quickScore(input);
    if (isViolation(result)) throw new Error(result.code);
    expect(result.red).toEqual({ player: 3, take: 'black' });
    expect(result.specials).toEqual([[], ['black'], [], ['black']]);
    expect(result.score.players.map((p) => [p.total, p.rank])).toEqual([
      [13, 3],
      [30, 1],
      [13, 4],
      [17, 2],
    ]);
    expect(result.score.notes).toEqual([
      { key: 'edo.note.red', params: { p: { p: 3 }, card: { key: 'edo.colour.black' } } },
      {
        key: 'edo.note.special',
        params: { p: { p: 1 }, colours: { key: 'edo.one', params: { a: { key: 'edo.colour.black' } } } },
      },
      {
        key: 'edo.note.special',
        params: { p: { p: 3 }, colours: { key: 'edo.one', params: { a: { key: 'edo.colour.black' } } } },
      },
    ]);
  });

  it('applies the version-2 赤 rule: a goods card must be taken, a discarded 特注 never', () => {
    // 赤 holder (the one 赤 card): 黒 5, 3 coins; discard 黒 1. Nothing would keep 黒 5 x 1 = 5 (+3 = 8), but
    // 赤 must take it: 黒 6 x 0 + 赤 1 x 0 + 3 coins = 3.
    const must: QuickInput = {
      discard: counts({ black: 1 }),
      discardSpecial: 0,
      players: [
        quick({ coins: 3, cards: counts({ black: 5, red: 1 }), privileges: ['red'] }),
        quick({}),
        quick({}),
      ],
    };
    const taken = quickScore(must);
    if (isViolation(taken)) throw new Error(taken.code);
    expect(taken.red).toEqual({ player: 0, take: 'black' });
    expect(taken.score.players[0]?.total).toBe(3);
    // Only a dead 特注 in the pile: 赤 takes nothing and no 赤 note is made; 3 coins = 3.
    const dead = quickScore({ ...must, discard: counts({}), discardSpecial: 1 });
    if (isViolation(dead)) throw new Error(dead.code);
    expect(dead.red).toBeNull();
    expect(dead.specials[0]).toEqual([]);
    expect(dead.score.players[0]?.total).toBe(3);
  });

  it('refuses counts no table can show', () => {
    const tooMany = { ...input, discard: counts({ white: 3, black: 3 }) };
    expect(quickScore(tooMany)).toMatchObject({ code: 'edo.err.colourFull' });
    const twice = {
      ...input,
      players: input.players.map((p, i) => (i === 2 ? { ...p, privileges: ['red' as const] } : p)),
    };
    expect(quickScore(twice)).toMatchObject({ code: 'edo.err.quickPrivilege' });
    // The 白 privilege with a player who holds fewer 白 cards than another: the marker lies with the most.
    const white = (i: number, n: number, privileges: QuickInput['players'][number]['privileges']) => ({
      ...input.players[i]!,
      cards: { ...input.players[i]!.cards, white: n },
      privileges,
    });
    const beaten = { ...input, players: [white(0, 1, ['white']), white(1, 3, []), white(2, 0, [])] };
    expect(quickScore(beaten)).toMatchObject({ code: 'edo.err.quickPrivilegeMost', params: { p: { p: 0 } } });
    expect(quickScore({ ...input, discardSpecial: 1 })).toMatchObject({ code: 'edo.err.specialFull' });
    expect(quickScore({ ...input, players: input.players.slice(0, 2) })).toMatchObject({
      code: 'edo.err.quickPlayers',
    });
    const negative = { ...input, players: [quick({ coins: -1 }), ...input.players.slice(1)] };
    expect(quickScore(negative)).toMatchObject({ code: 'edo.err.amount' });
    const rich = { ...input, players: [quick({ coins: 40 }), ...input.players.slice(1)] };
    expect(quickScore(rich)).toMatchObject({ code: 'edo.err.quickCoins' });
  });
});
