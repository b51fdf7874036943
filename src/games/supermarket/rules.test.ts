import { describe, expect, it } from 'vitest';
import { step } from '../../engine/replay';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { game } from './index';
import { apply, currentRound } from './rules';
import { setup } from './setup';
import type { State } from './state';
import { card, DULL_ROUND, playAll, players, playOf, start } from './testing';
import { capacityOf, trickWinner } from './trick';

// Through the kernel, as the table enters it: what the rules refuse reaches the table unchanged.
const refusedUnchanged = (state: State, action: Action) => {
  const before = structuredClone(state);
  const result = step(game, state, action);
  expect(state).toEqual(before);
  return result;
};

describe('setup', () => {
  it('deals for 4 players: 9 tricks a round, 4 rounds, the first leader leads', () => {
    const s = start(4, 2);
    expect(s).toMatchObject({ players: 4, tricksPerRound: 9, totalRounds: 4, over: false });
    expect(game.rules.prompt(s)).toMatchObject({
      phase: 'lead',
      actors: [2],
      expects: ['play'],
      round: 1,
      turn: 1,
    });
  });

  it('deals for 3 players: 12 tricks a round, 3 rounds', () => {
    expect(start(3, 0)).toMatchObject({ players: 3, tricksPerRound: 12, totalRounds: 3 });
  });

  it('refuses a player count outside 3-4', () => {
    for (const n of [1, 2, 5, 6]) {
      expect(setup({ first: 0 }, players(n))).toEqual({
        violation: true,
        code: 'supermarket.err.playerCount',
        section: '004 3-4人用',
        params: { count: n, min: 3, max: 4 },
      });
    }
  });

  it('refuses a first leader without a seat', () => {
    expect(setup({ first: 3 }, players(3))).toMatchObject({ code: 'supermarket.err.badFirst' });
    expect(setup({ first: -1 }, players(4))).toMatchObject({ code: 'supermarket.err.badFirst' });
  });
});

describe('a trick', () => {
  it('asks each player clockwise, then the winner leads', () => {
    let s = start(4, 1);
    const seen: [string, number[]][] = [];
    for (const code of ['u5', 'u7', 'm9', 'u6']) {
      const p = game.rules.prompt(s);
      seen.push([p.phase, p.actors]);
      s = playAll(s, code);
    }
    expect(seen).toEqual([
      ['lead', [1]],
      ['follow', [2]],
      ['follow', [3]],
      ['follow', [0]],
    ]);
    // Seat 2 played うなぎ7, the highest うなぎ: seat 2 takes the trick and leads trick 2.
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'lead', actors: [2], turn: 2 });
    expect(currentRound(s).tricks[0]).toEqual({
      leader: 1,
      cards: [card('u5'), card('u7'), card('m9'), card('u6')],
      winner: 2,
      sets: 'unagi',
    });
  });

  it('the follow hint names the led suit', () => {
    const s = playAll(start(), 's4');
    expect(game.rules.prompt(s).hint).toEqual({
      key: 'supermarket.hint.follow',
      params: { suit: { key: 'supermarket.suit.suika' } },
    });
  });

  it('off-suit cards never win, however high, and their goods go to the winner', () => {
    // うなぎ5 led; 梅干9 and てんぷら9 are off suit; うなぎ7 wins.
    const s = playAll(start(), 'u5 m9 u7 t9');
    const r = currentRound(s);
    expect(r.tricks[0]?.winner).toBe(2);
    // Capacity: the highest うなぎ other than the winning 7 is the 5.
    expect(r.capacity).toEqual([5, null, null, null]);
    // Seat 2 holds うなぎ 5 (1) + 7 (0) = 1, 梅干9 = 2, てんぷら9 = 2.
    expect(r.goods[2]).toEqual([1, 2, 0, 2]);
    expect(r.cards[2]).toEqual([2, 1, 0, 1]);
    expect(trickWinner([card('u5'), card('m9'), card('u7'), card('t9')], 0, 4)).toBe(2);
  });

  it("rulebook: うなぎ 9-3-2-1 sets the shelf to 3; the 9's player holds 12 goods (the seed's 11 is a misprint)", () => {
    const s = playAll(start(), 'u9 u3 u2 u1');
    const r = currentRound(s);
    expect(r.capacity[0]).toBe(3);
    expect(r.setAt[0]).toBe(1);
    expect(r.tricks[0]?.winner).toBe(0);
    // 9:2 + 3:3 + 2:3 + 1:4 = 12 > 3: over (RULINGS 004).
    expect(r.goods[0]?.[0]).toBe(12);
  });

  it('rulebook: 9-8-7-6 sets the shelf to 8 and the winner holds 3 goods', () => {
    const s = playAll(start(), 'u9 u8 u7 u6');
    const r = currentRound(s);
    expect(r.capacity[0]).toBe(8);
    // 9:2 + 8:0 + 7:0 + 6:1 = 3, within 8.
    expect(r.goods[0]?.[0]).toBe(3);
  });

  it('a trick where only the leader played the suit sets nothing; a later trick of the suit does', () => {
    let s = playAll(start(), 'u4 m1 s1 t1');
    expect(currentRound(s).capacity[0]).toBeNull();
    expect(currentRound(s).tricks[0]?.sets).toBeNull();
    // Seat 0 took it and leads again: うなぎ 2, 9, 3, 梅干2 -> seat 1 wins with 9; capacity 3 (the 3 beats the 2).
    s = playAll(s, 'u2 u9 u3 m2');
    expect(currentRound(s).capacity[0]).toBe(3);
    expect(currentRound(s).setAt[0]).toBe(2);
    expect(currentRound(s).tricks[1]?.sets).toBe('unagi');
  });

  it('a shelf, once set, is not changed by later tricks of its suit', () => {
    let s = playAll(start(), 'u9 u8 u7 u6');
    s = playAll(s, 'u1 u2 u3 u4');
    expect(currentRound(s).capacity[0]).toBe(8);
    expect(currentRound(s).setAt[0]).toBe(1);
    expect(currentRound(s).tricks[1]?.sets).toBeNull();
  });

  it('capacityOf is the best led-suit card after the winning one', () => {
    expect(capacityOf([card('s6'), card('s9'), card('t9'), card('s8')])).toBe(8);
    expect(capacityOf([card('s6'), card('m9'), card('t9'), card('u8')])).toBeNull();
  });
});

describe('entries', () => {
  it('the trick number is optional: a card without it goes to the trick being played', () => {
    const s = playAll(start(), 'u9 u3 u2');
    const next = apply(s, { type: 'play', ...card('u1') });
    expect(isViolation(next) ? next.code : currentRound(next).tricks).toHaveLength(1);
  });

  it('a malformed entry from outside is refused by the action schema', () => {
    const s = start();
    for (const action of [
      { type: 'play', suit: 'unagi', rank: 10 },
      { type: 'play', suit: 'sushi', rank: 3 },
      { type: 'play', suit: 'unagi', rank: 3, trick: 0 },
      { type: 'bid', amount: 3 },
    ]) {
      const result = step(game, s, action);
      expect(isViolation(result) && result.code).toBe('kernel.badAction');
    }
  });
});

describe('bad entries change nothing', () => {
  it('a card already played this round: of a taken trick, without saying whose pile it lies in', () => {
    // u3 was played by B in trick 1, which A took: the trick lies face down, so the refusal names no pile.
    const s = playAll(start(), 'u9 u3 u2 u1 u8');
    const refused = refusedUnchanged(s, playOf(s, 'u3'));
    expect(refused).toEqual({
      violation: true,
      code: 'supermarket.err.cardPlayed',
      section: '004 配り切り',
      params: {
        card: { key: 'supermarket.card', params: { suit: { key: 'supermarket.suit.unagi' }, rank: 3 } },
      },
    });
  });

  it('a card of the trick on the table, saying who played it (it lies face up in front of everyone)', () => {
    // Trick 2 is led by A (who took trick 1) with u8.
    const s = playAll(start(), 'u9 u3 u2 u1 u8');
    expect(refusedUnchanged(s, playOf(s, 'u8'))).toEqual({
      violation: true,
      code: 'supermarket.err.cardOnTable',
      section: '004 配り切り',
      params: {
        card: { key: 'supermarket.card', params: { suit: { key: 'supermarket.suit.unagi' }, rank: 8 } },
        player: { p: 0 },
      },
    });
  });

  it('a fifth card in a trick (a card for a trick that is complete)', () => {
    const s = playAll(start(), 'u9 u3 u2 u1');
    expect(refusedUnchanged(s, { type: 'play', trick: 1, ...card('m5') })).toEqual({
      violation: true,
      code: 'supermarket.err.trickComplete',
      section: '004 トリック',
      params: { trick: 1, size: 4, current: 2 },
    });
    const three = playAll(start(3), 'u9 u3 u2');
    expect(refusedUnchanged(three, { type: 'play', trick: 1, ...card('m5') })).toMatchObject({
      params: { trick: 1, size: 3, current: 2 },
    });
  });

  it('a card for a trick that has not started', () => {
    const s = playAll(start(), 'u9');
    expect(refusedUnchanged(s, { type: 'play', trick: 2, ...card('m5') })).toMatchObject({
      code: 'supermarket.err.trickAhead',
      params: { trick: 2, current: 1 },
    });
  });

  it('an entry after the match ended (the kernel says so before the rules are asked)', () => {
    const over = playAll(start(), Array(4).fill(DULL_ROUND).join(' '));
    expect(game.rules.isOver(over)).toBe(true);
    const action = { type: 'play', trick: 1, ...card('u1') } as const;
    expect(refusedUnchanged(over, action)).toMatchObject({ code: 'kernel.gameOver' });
  });
});

describe('rounds and the match', () => {
  const dull4 = () => playAll(start(4, 0), `${DULL_ROUND} ${DULL_ROUND} ${DULL_ROUND} ${DULL_ROUND}`);

  it('a round ends after hand-size tricks; the next is led by the next seat clockwise', () => {
    const s = playAll(start(4, 3), DULL_ROUND);
    expect(s.rounds).toHaveLength(2);
    expect(s.rounds[0]?.tricks).toHaveLength(9);
    expect(s.rounds[0]?.result).not.toBeNull();
    expect(currentRound(s)).toMatchObject({ index: 1, firstLeader: 0, leader: 0, tricks: [], current: [] });
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'lead', actors: [0], round: 2, turn: 1 });
  });

  it('a suit never set in a round scores for nobody', () => {
    // In the dull round nobody ever follows the led うなぎ: no shelf is set.
    const r = playAll(start(), DULL_ROUND).rounds[0];
    expect(r?.capacity).toEqual([null, null, null, null]);
    expect(r?.result?.points).toEqual([0, 0, 0, 0]);
    expect(r?.result?.shelves.map((x) => x.scorers)).toEqual([[], [], [], []]);
  });

  it('first leaders rotate 0, 1, 2, 3 and the match ends after 4 rounds', () => {
    const s = dull4();
    expect(s.rounds.map((r) => r.firstLeader)).toEqual([0, 1, 2, 3]);
    expect(s.over).toBe(true);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'over', actors: [], expects: [] });
  });

  it('last-round tie-break: equal points, most tricks in the last round wins; the rest share', () => {
    // Every round scores 0 for all; seat 3 led the last round and took all 9 of its tricks.
    const score = game.scoring.score(dull4());
    expect(score.chain).toEqual([
      { key: 'supermarket.chain.points' },
      { key: 'supermarket.chain.lastTricks' },
    ]);
    expect(score.players.map((p) => [p.total, p.keys[1], p.rank, p.shared, p.decidedBy])).toEqual([
      [0, 0, 2, true, null],
      [0, 0, 2, true, null],
      [0, 0, 2, true, null],
      [0, 9, 1, false, 1],
    ]);
  });

  it('3 players: 12 tricks of 3 cards, 3 rounds, at most 4 points a round', () => {
    // Every card in deck order, 3 to a trick: (u1 u2 u3) (u4 u5 u6) (u7 u8 u9) (m1 m2 m3) ...
    // Seat 1 leads; the last card of each trick is the highest, so winners cycle 0, 2, 1 (3 tricks per suit).
    // Each suit: seat 0 takes 1-3 (4+3+3 = 10 goods), seat 2 takes 4-6 (1+1+1 = 3), seat 1 takes 7-9 (0+0+2 = 2).
    // Each shelf is set by the suit's first trick to 2 (the 2 beside the winning 3): seat 0 and seat 2 are
    // over, seat 1 fits exactly and scores all four shelves: round points [0, 4, 0].
    const deck = ['u', 'm', 's', 't'].flatMap((l) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${l}${n}`));
    const s = playAll(start(3, 1), deck.join(' '));
    const r = s.rounds[0];
    expect(r?.tricks).toHaveLength(12);
    expect(r?.tricks.map((t) => t.winner)).toEqual([0, 2, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1]);
    expect(r?.capacity).toEqual([2, 2, 2, 2]);
    expect(r?.goods).toEqual([
      [10, 10, 10, 10],
      [2, 2, 2, 2],
      [3, 3, 3, 3],
    ]);
    expect(r?.result?.points).toEqual([0, 4, 0]);
    expect(s.rounds).toHaveLength(2);
    expect(currentRound(s).firstLeader).toBe(2);
  });
});
