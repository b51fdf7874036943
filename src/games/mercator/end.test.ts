import { describe, expect, it } from 'vitest';
import { isViolation } from '../../engine/violation';
import { expectRefused } from '../testing';
import type { Action } from './actions';
import { game } from './index';
import { finalMoney, nextSeriesOptions } from './scoring';
import { setup } from './setup';
import { deckLeft, type Options, type State } from './state';
import { bids, draws, ids, play, start, table, turns, twoFull } from './testing';

/** Asserts the entry is refused with the code and leaves the state deep-equal to before. */
const refused = (s: State, a: unknown, code: string) => expectRefused(game, s, a, code);

/** Three unsold lots of three (9 cards out of the game). */
const threeDiscards = (names: string[]): Action[] => [
  ...turns(...names.slice(0, 3)),
  ...bids([0, 0], [1, 0], [2, 0]),
  ...turns(...names.slice(3, 6)),
  ...bids([0, 0], [1, 0], [2, 0]),
  ...turns(...names.slice(6, 9)),
  ...bids([0, 0], [1, 0], [2, 0]),
];

describe('the last ship fills free', () => {
  it('asks the last player for free cards, one by one, until the ship is full', () => {
    let s = play(start(3), twoFull);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'fill', actors: [2], expects: ['draw'] });
    expect(game.rules.prompt(s).hint).toMatchObject({ params: { need: 6, deck: 12 } });
    refused(s, { type: 'turn', colour: 'blue', value: 1 }, 'mercator.err.notNow');
    refused(s, { type: 'draw', colour: 'red', value: 9 }, 'mercator.err.cardOut');
    s = play(s, draws('b1', 'b2', 'b3', 'b4', 'b5'));
    expect(s.phase).toBe('fill');
    expect(s.money).toEqual([48, 48, 50]);
    s = play(s, draws('b6'));
    expect(s.phase).toBe('over');
    expect(s.end).toBe('fill');
    expect(s.ships[2]).toEqual(ids('b1', 'b2', 'b3', 'b4', 'b5', 'b6'));
    expect(s.cargo).toEqual([30, 21, 21]);
    // Free cards cost nothing.
    expect(s.money).toEqual([48, 48, 50]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'over', actors: [], expects: [] });
  });

  it('refuses any entry after the end', () => {
    const s = play(start(3), [...twoFull, ...draws('b1', 'b2', 'b3', 'b4', 'b5', 'b6')]);
    // The kernel refuses it, once for every game, before the rules or the prompt are asked.
    refused(s, { type: 'draw', colour: 'green', value: 1 }, 'kernel.gameOver');
    refused(s, { type: 'turn', colour: 'green', value: 1 }, 'kernel.gameOver');
    refused(s, { type: 'bid', player: 0, amount: 0 }, 'kernel.gameOver');
  });

  it('stops the free fill when the deck runs out', () => {
    let s = play(start(3), [
      ...threeDiscards(['g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8', 'g9']),
      ...twoFull,
    ]);
    expect(deckLeft(s)).toBe(3);
    s = play(s, draws('b1', 'b2'));
    expect(s.phase).toBe('fill');
    s = play(s, draws('b3'));
    expect(s).toMatchObject({ phase: 'over', end: 'deck' });
    expect(s.ships[2]).toHaveLength(3);
  });
});

describe('the deck runs out', () => {
  it('limits the last lot to the cards left and ends the auctions when the deck is empty', () => {
    // 3 players, 24 cards: 21 leave unsold in seven lots, one card sells, two are left.
    let s = start(3);
    s = play(s, threeDiscards(['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9']));
    s = play(s, threeDiscards(['y1', 'y2', 'y3', 'y4', 'y5', 'y6', 'y7', 'y8', 'y9']));
    s = play(s, [...turns('g1', 'g2', 'g3'), ...bids([0, 0], [1, 0], [2, 0])]);
    s = play(s, [...turns('g4'), { type: 'close' }, ...bids([0, 0], [1, 0], [2, 5])]);
    expect(deckLeft(s)).toBe(2);
    expect(s.limit).toBe(2);
    expect(game.rules.prompt(s).hint).toMatchObject({
      key: 'mercator.hint.lotFirst',
      params: { limit: 2, deck: 2 },
    });
    s = play(s, turns('g5', 'g6'));
    expect(s.phase).toBe('bid');
    refused(s, { type: 'turn', colour: 'green', value: 7 }, 'mercator.err.lotDeck');
    s = play(s, bids([0, 3], [1, 3], [2, 0]));
    expect(s).toMatchObject({ phase: 'over', end: 'deck' });
    // Lot 9 was turned by C (seat 2): order A, B, C, so A wins the tie at 3.
    expect(s.ships).toEqual([ids('g5', 'g6'), [], ids('g4')]);
    const score = game.scoring.score(s);
    expect(score.notes).toContainEqual({ key: 'mercator.note.endDeck' });
    // Cargo A 11, C 4, B 0 (empty: no payout). Money A 47 + 30, C 45 + 15, B 50.
    expect(score.players.map((p) => p.total)).toEqual([77, 50, 60]);
    expect(score.players.map((p) => p.rank)).toEqual([1, 3, 2]);
  });

  it('ends at once when the deck empties on an unsold lot', () => {
    let s = start(3);
    s = play(s, threeDiscards(['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9']));
    s = play(s, threeDiscards(['y1', 'y2', 'y3', 'y4', 'y5', 'y6', 'y7', 'y8', 'y9']));
    s = play(s, [...turns('g1', 'g2', 'g3'), ...bids([0, 0], [1, 0], [2, 0])]);
    s = play(s, [...turns('g4', 'g5', 'g6'), ...bids([0, 0], [1, 0], [2, 0])]);
    expect(s).toMatchObject({ phase: 'over', end: 'deck' });
    // Nobody has cargo: every ship is empty and nobody is paid; the richest are all equal.
    const score = game.scoring.score(s);
    expect(score.players.map((p) => [p.total, p.rank, p.shared])).toEqual([
      [50, 1, true],
      [50, 1, true],
      [50, 1, true],
    ]);
  });
});

describe('colour bonus', () => {
  /** A (seat 0) wins r1 y1 g1 b1 p1 r2 (all five colours, cargo 7); B wins the rest. */
  const rainbow: Action[] = [
    ...turns('r1', 'y1', 'g1'),
    ...bids([1, 0], [2, 0], [0, 1]),
    ...turns('b1', 'p1', 'r2'),
    ...bids([2, 0], [0, 1], [1, 0]),
    ...turns('y9', 'g9', 'b9'),
    ...bids([1, 1], [2, 0]),
    ...turns('r9', 'y8', 'g8'),
    ...bids([2, 0], [1, 1]),
    ...draws('r10', 'y10', 'g10', 'b10', 'p10', 'r8'),
  ];

  it('adds 10 to a ship of six showing all five colours', () => {
    const s = play(start(3, { colourBonus: true }), rainbow);
    expect(s.phase).toBe('over');
    expect(s.cargo).toEqual([7, 52, 58]);
    // Values 17 / 52 / 68 (C also shows five colours): C 1st 30, B 2nd 15, A 3rd 0.
    const score = game.scoring.score(s);
    expect(score.players.map((p) => p.lines[1]?.points)).toEqual([0, 15, 30]);
    expect(score.players[0]?.lines[1]?.detail).toMatchObject({
      key: 'mercator.detail.unpaid',
      params: { cargo: { key: 'mercator.detail.cargoBonus', params: { base: 7, bonus: 10, value: 17 } } },
    });
  });

  it('adds nothing when the option is off', () => {
    const s = play(start(3), rainbow);
    const score = game.scoring.score(s);
    expect(score.players[2]?.lines[1]?.detail).toMatchObject({
      params: { cargo: { params: { value: 58 } } },
    });
    expect(score.players.map((p) => p.lines[1]?.points)).toEqual([0, 15, 30]);
  });

  it('needs six cards: five colours on a ship left short by the deck earn nothing (ruling)', () => {
    // C buys r1 y1 g1 and b1 p1 (five colours, five cards); every later lot goes unsold until the deck is empty.
    let s = start(3, { colourBonus: true });
    s = play(s, [...turns('r1', 'y1', 'g1'), ...bids([1, 0], [2, 1], [0, 0])]);
    s = play(s, [...turns('b1', 'p1'), { type: 'close' }, ...bids([2, 1], [0, 0], [1, 0])]);
    expect(s.ships[2]).toEqual(ids('r1', 'y1', 'g1', 'b1', 'p1'));
    // Lots of three: C (one free place) may not bid.
    for (const lot of [
      ['r3', 'r4', 'r5'],
      ['r6', 'r7', 'r8'],
      ['r9', 'y3', 'y4'],
      ['y5', 'y6', 'y7'],
      ['y8', 'y9', 'g3'],
      ['g4', 'g5', 'g6'],
    ]) {
      s = play(s, [...turns(...lot), ...bids([0, 0], [1, 0])]);
    }
    expect(deckLeft(s)).toBe(1);
    s = play(s, [...turns('g7'), ...bids([0, 0], [1, 0], [2, 0])]);
    expect(s).toMatchObject({ phase: 'over', end: 'deck' });
    const detail = game.scoring.score(s).players[2]?.lines[1]?.detail;
    expect(detail).toMatchObject({
      key: 'mercator.detail.place',
      params: { cargo: { key: 'mercator.detail.cargo' } },
    });
  });
});

describe('series play', () => {
  it('carries the final money of game 1 into game 2', () => {
    // Game 1 (A first): A wins r1-r3 and r7-r9 at 1 each, B r4-r6 and y1-y3 at 1 each, C draws
    // b1-b5 and p1 free. Cargo A 30, B 21, C 16 -> payouts 30 / 15 / 0 (3 players).
    // Money A 48 + 30 = 78, B 48 + 15 = 63, C 50.
    const options1: Options = { first: 0, colourBonus: false, openAuction: false, series: true };
    const g1 = play(start(3, options1), [...twoFull, ...draws('b1', 'b2', 'b3', 'b4', 'b5', 'p1')]);
    expect(g1.phase).toBe('over');
    expect(finalMoney(g1)).toEqual([78, 63, 50]);
    const options2 = nextSeriesOptions(options1, finalMoney(g1));
    expect(options2).toEqual({ ...options1, first: 1, startMoney: [78, 63, 50] });

    // Game 2 (B first). B's lot r1-r3: C 40 wins. C's lot r4-r6: A 5 wins. A's lot r7-r9: C 10 wins
    // (C full, money 0). B's lot y1-y3: A 3 wins (A full). B draws y4 y5 b1-b4 free.
    const g2start = setup(options2, table(3));
    if (isViolation(g2start)) throw new Error(g2start.code);
    expect(g2start.money).toEqual([78, 63, 50]);
    const g2 = play(g2start, [
      ...turns('r1', 'r2', 'r3'),
      ...bids([2, 40], [0, 0], [1, 0]),
      ...turns('r4', 'r5', 'r6'),
      ...bids([0, 5], [1, 0], [2, 0]),
      ...turns('r7', 'r8', 'r9'),
      ...bids([1, 0], [2, 10], [0, 0]),
      ...turns('y1', 'y2', 'y3'),
      ...bids([0, 3], [1, 0]),
      ...draws('y4', 'y5', 'b1', 'b2', 'b3', 'b4'),
    ]);
    expect(g2.phase).toBe('over');
    expect(g2.money).toEqual([70, 63, 0]);
    // Cargo C 30 (1st: 30), A 21 (2nd: 15), B 19 (3rd: 0). A 70 + 15 = 85, B 63, C 0 + 30 = 30.
    expect(finalMoney(g2)).toEqual([85, 63, 30]);
    const score = game.scoring.score(g2);
    expect(score.players.map((p) => p.rank)).toEqual([1, 2, 3]);
    expect(score.notes).toContainEqual({ key: 'mercator.note.series' });
  });

  it('refuses carried money outside a series, or for the wrong number of players', () => {
    const base: Options = { first: 0, colourBonus: false, openAuction: false, series: false };
    const noSeries = setup({ ...base, startMoney: [60, 50, 40] }, table(3));
    expect(isViolation(noSeries) && noSeries.code).toBe('mercator.err.startMoneyNoSeries');
    const count = setup({ ...base, series: true, startMoney: [60, 50] }, table(3));
    expect(isViolation(count) && count.code).toBe('mercator.err.startMoneyCount');
    const two = setup(base, table(2));
    expect(isViolation(two) && two.code).toBe('mercator.err.playerCount');
  });
});
