import { describe, expect, it } from 'vitest';
import example from '../../../docs/examples/mercator.json';
// Through the engine's entry point: decodeRecord is exported there wherever the kernel keeps it.
import { decodeRecord, type GameRecord, replayWith } from '../../engine/index';
import { game } from './index';
import { finalMoney } from './scoring';
import type { State } from './state';
import { ids } from './testing';

/*
 * docs/examples/mercator.json, worked by hand from the rulebook. 4 players: Aki (0), Ben (1), Chie (2),
 * Dai (3); Aki starts; colour bonus on; 32 cards in the deck; 50 money each. Bids are listed from the
 * active player's left, the active player last (the tie-break order).
 *
 *  1 Aki turns r7 b3.      Ben 8, Chie 5, Dai 0, Aki 8: tie Ben/Aki, Ben first -> Ben pays 8 (42), cargo 10.
 *  2 Ben turns g10 y9 p8.  Chie 20, Dai 20, Aki 15, Ben 12: tie, Chie first -> Chie pays 20 (30), cargo 27.
 *  3 Chie turns y1 r2.     all 0 -> both cards leave the game.
 *  4 Dai turns b10 r10.    Aki 15, Ben 14, Chie 10, Dai 18 -> Dai pays 18 (32), cargo 20.
 *  5 Aki turns g5.         Ben 2, Chie 0, Dai 1, Aki 3 -> Aki pays 3 (47), cargo 5.
 *  6 Ben turns p10 g9 b9.  Chie 25, Dai 10, Aki 22, Ben 20 -> Chie pays 25 (5), 6 cards: FULL, cargo 55.
 *  7 (Chie full, skipped) Dai turns y10 r9 p1. Aki 20, Ben 20, Dai 19 -> Aki pays 20 (27), cargo 25.
 *  8 Aki turns y8 b7 (Aki has room for 2, so may bid). Ben 15, Dai 15, Aki 10 -> Ben pays 15 (27), cargo 25.
 *  9 Ben turns r8 g8 y7: only Dai has room for 3. Dai 6 -> Dai pays 6 (26), cargo 43.
 * 10 Dai: free holds Aki 2, Ben 2, Dai 1 -> lot limit 2. Turns p9. Aki 12, Ben 12, Dai 12: Aki first from
 *    Dai's left -> Aki pays 12 (27 - 12 = 15), cargo 34.
 * 11 Aki: limit 2 (Ben's hold). Turns b8 g4 (closes itself at 2). Only Ben may bid: 0 -> cards leave.
 * 12 Ben: limit 2. Turns g7. Dai 5, Aki 5, Ben 4: tie, Dai first from Ben's left -> Dai pays 5 (21),
 *    6 cards: FULL, cargo 50 (b10 r10 r8 g8 y7 g7: no purple, no bonus).
 * 13 (Chie, Dai full) Aki: limit 2. Turns b6. Ben 3, Aki 7 -> Aki pays 7 (8), 6 cards: FULL, cargo 40;
 *    g5 y10 r9 p1 p9 b6 shows all five colours: +10 -> 50.
 * Only Ben's ship has room: Ben draws g6 p7 free -> full, cargo 25 + 13 = 38; r7 b3 y8 b7 g6 p7 shows all
 * five colours: +10 -> 48. 28 cards out, 4 left in the deck.
 *
 * Money left: Aki 8, Ben 27, Chie 5, Dai 21 (61); the bank took 8+20+18+3+25+20+15+6+12+5+7 = 139; 61 + 139 = 200.
 * Sale (4 players: 30 / 20 / 10 / -): Chie 55 1st -> 30; Aki 50 and Dai 50 tie for 2nd-3rd -> (20 + 10) / 2
 * = 15 each; Ben 48 4th -> 0.
 * Final money: Aki 8 + 15 = 23, Ben 27 + 0 = 27, Chie 5 + 30 = 35, Dai 21 + 15 = 36.
 * Ranking: Dai 1st (36), Chie 2nd (35), Ben 3rd (27), Aki 4th (23).
 */

function load(): GameRecord {
  const decoded = decodeRecord(example);
  if (!decoded.ok) throw new Error(decoded.problem.code);
  return decoded.record;
}

function replayState(record: GameRecord): State {
  const result = replayWith(game, record);
  if (!result.ok) throw new Error(result.violation.code);
  expect(result.rejected).toEqual([]);
  return result.state as State;
}

describe('example record: a complete 4-player game', () => {
  it('replays every entry to the end of the game', () => {
    const record = load();
    expect(record.entries).toHaveLength(76);
    const result = replayWith(game, record);
    expect(result.ok && result.over).toBe(true);
    expect(result.ok && result.prompt.phase).toBe('over');
  });

  it('is at the hand-worked positions midway', () => {
    const record = load();
    // After lot 6 (the first 41 entries: 7 + 7 + 7 + 7 + 6 + 7): Chie is full with 55; Dai turns next since Chie is skipped.
    const after6 = replayState({ ...record, entries: record.entries.slice(0, 41) });
    expect(after6.ships[2]).toEqual(ids('g10', 'y9', 'p8', 'p10', 'g9', 'b9'));
    expect(after6.cargo).toEqual([5, 10, 55, 20]);
    expect(after6.money).toEqual([47, 42, 5, 32]);
    expect(game.rules.prompt(after6)).toMatchObject({ phase: 'lot', actors: [3], turn: 7 });
    // After lot 13 (74 entries): the free fill for Ben.
    const after13 = replayState({ ...record, entries: record.entries.slice(0, 74) });
    expect(game.rules.prompt(after13)).toMatchObject({ phase: 'fill', actors: [1] });
    expect(after13.discarded).toEqual(ids('y1', 'r2', 'b8', 'g4'));
  });

  it('ends with the hand-worked ships, money and bank', () => {
    const s = replayState(load());
    expect(s.end).toBe('fill');
    expect(s.cargo).toEqual([40, 38, 55, 50]);
    expect(s.money).toEqual([8, 27, 5, 21]);
    expect(s.bank).toBe(139);
    expect(s.out).toHaveLength(28);
    expect(s.ships.map((x) => x.length)).toEqual([6, 6, 6, 6]);
  });

  it('scores the hand-worked final money and ranking', () => {
    const s = replayState(load());
    const score = game.scoring.score(s);
    expect(finalMoney(s)).toEqual([23, 27, 35, 36]);
    expect(score.players.map((p) => p.total)).toEqual([23, 27, 35, 36]);
    expect(score.players.map((p) => p.rank)).toEqual([4, 3, 2, 1]);
    expect(score.players.map((p) => p.lines.map((l) => l.points))).toEqual([
      [8, 15],
      [27, 0],
      [5, 30],
      [21, 15],
    ]);
    expect(score.players[0]?.lines[1]?.detail).toEqual({
      key: 'mercator.detail.tie',
      params: {
        cargo: { key: 'mercator.detail.cargoBonus', params: { base: 40, bonus: 10, value: 50 } },
        from: 2,
        to: 3,
        count: 2,
        parts: '20 + 10',
        sum: 30,
        each: 15,
      },
    });
    expect(score.players[1]?.lines[0]?.detail).toEqual({
      key: 'mercator.detail.money',
      params: { start: 50, paid: 23 },
    });
    expect(score.notes).toEqual([{ key: 'mercator.note.endFill', params: { p: { p: 1 } } }]);
  });
});

describe('series play after the example game', () => {
  const played = (series: boolean) => {
    const record = { ...(example as unknown as GameRecord), options: { ...example.options, series } };
    const result = replayWith(game, record);
    if (!result.ok) throw new Error(result.violation.code);
    return { state: result.state as State, options: record.options };
  };

  it('starts the next game of a series with each player final money (23, 27, 35, 36) and the next start player', () => {
    const { state, options } = played(true);
    expect(game.options.next?.(state, options)).toEqual({
      first: 1,
      colourBonus: true,
      openAuction: false,
      series: true,
      startMoney: [23, 27, 35, 36],
    });
  });

  it('outside a series the next game starts with the same options', () => {
    const { state, options } = played(false);
    expect(game.options.next?.(state, options)).toEqual(options);
  });
});
