import { describe, expect, it } from 'vitest';
import type { GameRecord, LogEntry } from '../../engine/record';
import { replayWith } from '../../engine/replay';
import { isViolation } from '../../engine/violation';
import { game } from './index';
import { apply, currentRound } from './rules';
import type { State } from './state';
import { card, playAll, players, playOf, start } from './testing';
import { revokesOn } from './view';

const at = '2026-11-22T10:00:00.000Z';
const act = (code: string, trick: number): LogEntry => ({
  kind: 'act',
  action: { type: 'play', trick, ...card(code) },
  at,
});
const fix = (target: number, code: string, trick: number): LogEntry => ({
  kind: 'fix',
  target,
  action: { type: 'play', trick, ...card(code) },
  at,
});

function record(entries: LogEntry[]): GameRecord {
  return {
    format: 'choba-record',
    version: 1,
    id: 'revoke',
    game: 'supermarket',
    rulesVersion: 1,
    createdAt: at,
    options: { first: 0 },
    players: players(4),
    entries,
  };
}

function stateOf(entries: LogEntry[]): State {
  const result = replayWith(game, record(entries));
  if (!result.ok) throw new Error(result.violation.code);
  expect(result.rejected).toEqual([]);
  return result.state as State;
}

// Trick 1: seat 0 うなぎ5, seat 1 梅干2 (not following), seat 2 うなぎ7, seat 3 うなぎ1 -> seat 2.
// Trick 2: seat 2 すいか3, seat 3 すいか4, seat 0 すいか5, seat 1 うなぎ9 -> seat 0; seat 1 had a うなぎ in trick 1.
const ENTRIES: LogEntry[] = [
  act('u5', 1),
  act('m2', 1),
  act('u7', 1),
  act('u1', 1),
  act('s3', 2),
  act('s4', 2),
  act('s5', 2),
  act('u9', 2),
];

describe('revoke detection', () => {
  it('flags the earlier trick, with who and which suit, when the missing suit turns up later', () => {
    const s = stateOf(ENTRIES);
    const round = currentRound(s);
    expect(round.revokes).toEqual([{ trick: 1, player: 1, suit: 'unagi', seenAt: 2 }]);
    expect(revokesOn(round, 1)).toHaveLength(1);
    expect(revokesOn(round, 2)).toEqual([]);
    // Seat 1 did not follow すいか in trick 2 either: remembered, not (yet) a revoke.
    expect(round.voids).toEqual([{ trick: 2, player: 1, suit: 'suika' }]);
  });

  it('is information, not a refusal: the card is accepted and the log line says so', () => {
    const before = stateOf(ENTRIES.slice(0, 7));
    const action = playOf(before, 'u9');
    expect(isViolation(apply(before, action))).toBe(false);
    expect(game.words.describe(before, action)).toEqual({
      key: 'supermarket.log.revoke',
      params: {
        line: {
          key: 'supermarket.log.play',
          params: {
            player: { p: 1 },
            card: { key: 'supermarket.card', params: { suit: { key: 'supermarket.suit.unagi' }, rank: 9 } },
            // Trick 2 is the first すいか trick with a follower: ◇すいか = 4 (the 4 beside the winning 5).
            tail: {
              key: 'supermarket.tail.takeSet',
              params: { winner: { p: 0 }, suit: { key: 'supermarket.suit.suika' }, cap: 4, round: 1 },
            },
          },
        },
        trick: 1,
        suit: { key: 'supermarket.suit.unagi' },
      },
    });
  });

  it('corrected through the kernel: fixing the earlier card clears the flag and replays the rest', () => {
    // The table finds seat 1 really played うなぎ2 in trick 1.
    const s = stateOf([...ENTRIES, fix(1, 'u2', 1)]);
    const round = currentRound(s);
    expect(round.revokes).toEqual([]);
    // Trick 1 is now うなぎ 5-2-7-1: seat 2 wins, ◇うなぎ = 5 as before; trick 2 unchanged.
    expect(round.capacity[0]).toBe(5);
    expect(round.tricks.map((t) => t.winner)).toEqual([2, 0]);
  });

  it('corrected by fixing the later card instead', () => {
    const s = stateOf([...ENTRIES, fix(7, 'm9', 2)]);
    expect(currentRound(s).revokes).toEqual([]);
    expect(currentRound(s).voids).toEqual([
      { trick: 1, player: 1, suit: 'unagi' },
      { trick: 2, player: 1, suit: 'suika' },
    ]);
  });

  it('a correction that changes a trick winner hands the later cards to the right players', () => {
    // Seat 2 really played うなぎ4: seat 0's うなぎ5 takes trick 1 and leads trick 2, so the same four
    // cards of trick 2 are now seat 0 すいか3, seat 1 すいか4, seat 2 すいか5, seat 3 うなぎ9.
    const s = stateOf([...ENTRIES.slice(0, 2), act('u4', 1), ...ENTRIES.slice(3, 8)]);
    const fixed = stateOf([...ENTRIES, fix(2, 'u4', 1)]);
    expect(fixed).toEqual(s);
    const round = currentRound(fixed);
    expect(round.tricks.map((t) => [t.leader, t.winner])).toEqual([
      [0, 0],
      [0, 2],
    ]);
    // Seat 1 played すいか4 now, not うなぎ9: no revoke; seat 3 did not follow すいか.
    expect(round.revokes).toEqual([]);
  });

  it('kept: the flag stays and the score notes it (open until the table keeps it)', () => {
    const params = { round: 1, trick: 1, player: { p: 1 }, suit: { key: 'supermarket.suit.unagi' } };
    expect(game.scoring.score(stateOf(ENTRIES)).notes).toContainEqual({
      key: 'supermarket.note.revokeOpen',
      params,
    });
    const keep: LogEntry = {
      kind: 'act',
      action: { type: 'keep', round: 1, trick: 1, player: 1, suit: 'unagi' },
      at,
    };
    const notes = game.scoring.score(stateOf([...ENTRIES, keep])).notes;
    expect(notes).toContainEqual({
      key: 'supermarket.note.revoke',
      params: { round: 1, trick: 1, player: { p: 1 }, suit: { key: 'supermarket.suit.unagi' } },
    });
    expect(notes).toContainEqual({ key: 'supermarket.note.provisional' });
  });

  it('flags every earlier trick the player did not follow, once', () => {
    let s = playAll(start(), 'u5 m1 u7 u1'); // seat 1 does not follow うなぎ; seat 2 wins with 7
    s = playAll(s, 'u6 u2 u4 m2'); // seat 2 leads; seat 1 again no うなぎ; seat 2 wins with 6
    expect(currentRound(s).revokes).toEqual([]);
    s = playAll(s, 's1 s2 s3 u9'); // seat 1 plays うなぎ9: tricks 1 and 2 are flagged; seat 0 wins
    const flags = [
      { trick: 1, player: 1, suit: 'unagi', seenAt: 3 },
      { trick: 2, player: 1, suit: 'unagi', seenAt: 3 },
    ];
    expect(currentRound(s).revokes).toEqual(flags);
    s = playAll(s, 't1 t2 t3 t4'); // seat 3 wins
    s = playAll(s, 'u3 m5 u8 m6'); // seat 1 plays うなぎ again: nothing new for seat 1
    expect(currentRound(s).revokes).toEqual(flags);
    expect(currentRound(s).voids).toEqual([
      { trick: 3, player: 1, suit: 'suika' },
      { trick: 5, player: 0, suit: 'unagi' },
      { trick: 5, player: 2, suit: 'unagi' },
    ]);
  });

  it('a player who did not follow and later leads that suit is flagged', () => {
    // Trick 1: seat 0 うなぎ1, seat 1 梅干9 (not following), seat 2 うなぎ2, seat 3 うなぎ3 -> seat 3.
    // Trick 2: seat 3 梅干1, seat 0 梅干2, seat 1 梅干8, seat 2 梅干3 -> seat 1, who leads うなぎ4 in trick 3.
    let s = playAll(start(), 'u1 m9 u2 u3');
    s = playAll(s, 'm1 m2 m8 m3');
    expect(currentRound(s).leader).toBe(1);
    s = playAll(s, 'u4');
    expect(currentRound(s).revokes).toEqual([{ trick: 1, player: 1, suit: 'unagi', seenAt: 3 }]);
  });
});
