import { describe, expect, it } from 'vitest';
import type { GameRecord, LogEntry } from '../engine/record';
import { raceGame } from '../engine/testing/race-game';
import { placings, playerStats } from './player-stats';

const at = '2026-11-22T10:00:00.000Z';
const adds = (...ns: number[]): LogEntry[] =>
  ns.map((n) => ({ kind: 'act', action: { type: 'add', n }, at }));

function game(id: string, names: string[], entries: LogEntry[]): GameRecord {
  return {
    format: 'choba-record',
    version: 1,
    id,
    game: 'supermarket',
    rulesVersion: 1,
    createdAt: at,
    options: { first: 0, target: 10 },
    players: names.map((name) => ({ name, colour: 'red' })),
    entries,
  };
}

describe('playerStats', () => {
  it('counts games played, finished games, wins and best score per title', () => {
    // Race to 10, one point to whoever reaches it exactly.
    // g1: Aki 3, Ben 3, Aki 3, Ben 1 -> Ben reaches 10: Ben wins (1 point), Aki 0.
    // g2: Ben 3, Aki 3, Ben 3, Aki 1 -> Aki reaches 10: Aki wins.
    // g3: Aki, Ben, Chie unfinished.
    const records = [
      game('g1', ['Aki', 'Ben'], adds(3, 3, 3, 1)),
      game('g2', ['Ben', 'Aki'], adds(3, 3, 3, 1)),
      game('g3', ['Aki', 'Ben', 'Chie'], adds(2)),
    ];
    const stats = playerStats(records, { supermarket: raceGame });
    expect(stats.map((s) => [s.name, s.played, s.finished])).toEqual([
      ['Aki', 3, 2],
      ['Ben', 3, 2],
      ['Chie', 1, 0],
    ]);
    expect(stats[0]?.byGame.supermarket).toEqual({ finished: 2, wins: 1, best: 1 });
    expect(stats[1]?.byGame.supermarket).toEqual({ finished: 2, wins: 1, best: 1 });
    expect(stats[2]?.byGame).toEqual({});
  });

  it('counts a game of a title whose rules are missing as played only', () => {
    const stats = playerStats([game('g', ['Aki', 'Ben'], adds(3, 3, 3, 1))], {});
    expect(stats.map((s) => [s.name, s.played, s.finished])).toEqual([
      ['Aki', 1, 0],
      ['Ben', 1, 0],
    ]);
  });
});

describe('placings', () => {
  it('lists every player of a finished game with place and total, best first, shared places marked', () => {
    // Aki 3, Ben 3, Chie 3 (total 9), Aki 1 -> Aki reaches 10: Aki 1 point, Ben and Chie 0, sharing 2nd.
    const record = game('g', ['Aki', 'Ben', 'Chie'], adds(3, 3, 3, 1));
    expect(placings(record, raceGame)).toEqual([
      { seat: 0, name: 'Aki', rank: 1, shared: false, total: 1 },
      { seat: 1, name: 'Ben', rank: 2, shared: true, total: 0 },
      { seat: 2, name: 'Chie', rank: 2, shared: true, total: 0 },
    ]);
  });

  it('has none for a game not over or a title without rules', () => {
    expect(placings(game('g', ['Aki', 'Ben'], adds(3)), raceGame)).toBeNull();
    expect(placings(game('g', ['Aki', 'Ben'], adds(3, 3, 3, 1)), undefined)).toBeNull();
  });
});
