import { describe, expect, it } from 'vitest';
import { game } from './index';
import { DULL_ROUND, playAll, playOf, start } from './testing';

// A round whose last trick sets a shelf (てんぷら is first led in trick 9), with no revoke:
// T1 0:u1 1:u2 2:u3 3:u4 [3] ◇う3   T2 3:u5 0:u6 1:u7 2:u8 [2]   T3 2:u9 3:t1 0:t2 1:t3 [2]
// T4 2:m1 3:m2 0:m3 1:m4 [1] ◇梅3   T5 1:m5 2:m6 3:m7 0:m8 [0]   T6 0:m9 1:t4 2:t5 3:t6 [0]
// T7 0:s1 1:s2 2:s3 3:s4 [3] ◇す3   T8 3:s5 0:s6 1:s7 2:s8 [2]   T9 2:t7 3:t8 0:t9 1:s9 [0] ◇て8
const SET_LAST =
  'u1 u2 u3 u4 u5 u6 u7 u8 u9 t1 t2 t3 m1 m2 m3 m4 m5 m6 m7 m8 m9 t4 t5 t6 s1 s2 s3 s4 s5 s6 s7 s8 t7 t8 t9';

const cardMsg = (suit: string, rank: number) => ({
  key: 'supermarket.card',
  params: { suit: { key: `supermarket.suit.${suit}` }, rank },
});

describe('log lines', () => {
  it('a card, a trick taken, a shelf set', () => {
    const s0 = start();
    expect(game.words.describe(s0, playOf(s0, 'u1'))).toEqual({
      key: 'supermarket.log.play',
      params: { player: { p: 0 }, card: cardMsg('unagi', 1), tail: { key: 'supermarket.tail.none' } },
    });
    const s3 = playAll(s0, 'u1 u2 u3');
    expect(game.words.describe(s3, playOf(s3, 'u4')).params?.tail).toEqual({
      key: 'supermarket.tail.takeSet',
      params: { winner: { p: 3 }, suit: { key: 'supermarket.suit.unagi' }, cap: 3, round: 1 },
    });
    const s7 = playAll(s0, 'u1 u2 u3 u4 u5 u6 u7');
    expect(game.words.describe(s7, playOf(s7, 'u8')).params?.tail).toEqual({
      key: 'supermarket.tail.take',
      params: { winner: { p: 2 }, round: 1 },
    });
  });

  it('the last card of a round, with and without a shelf set by it', () => {
    const last = playAll(start(), SET_LAST);
    expect(game.words.describe(last, playOf(last, 's9')).params?.tail).toEqual({
      key: 'supermarket.tail.takeSetEnd',
      params: { winner: { p: 0 }, suit: { key: 'supermarket.suit.tempura' }, cap: 8, round: 1 },
    });
    const done = playAll(last, 's9');
    expect(done.rounds[0]?.revokes).toEqual([]);
    expect(done.rounds[0]?.capacity).toEqual([3, 3, 3, 8]);
    const dull = playAll(start(), DULL_ROUND.split(' ').slice(0, 35).join(' '));
    expect(game.words.describe(dull, playOf(dull, 't9')).params?.tail).toEqual({
      key: 'supermarket.tail.takeEnd',
      params: { winner: { p: 0 }, round: 1 },
    });
  });

  it('a card the rules refuse is said as what was entered: who played it and the card, nothing it took', () => {
    // うなぎ1 again, by the second player: the card is already on the table.
    const s = playAll(start(), 'u1');
    expect(game.words.describe(s, playOf(s, 'u1'))).toEqual({
      key: 'supermarket.log.play',
      params: { player: { p: 1 }, card: cardMsg('unagi', 1), tail: { key: 'supermarket.tail.none' } },
    });
  });
});
