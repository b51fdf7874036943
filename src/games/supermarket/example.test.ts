// The example record docs/examples/supermarket.json: a complete 4-player match, replayed and scored.
// Every expected value below was worked out by hand from the rules (worked in the comments), not by running
// the code. Seats: 0 あおい, 1 けんじ, 2 さくら, 3 たろう; round r is led first by seat r (first = 0).
// Goods per number: 1:4 2:3 3:3 4:1 5:1 6:1 7:0 8:0 9:2. Suits: う うなぎ, 梅 梅干, す すいか, て てんぷら.
// Capacity: the first trick led in a suit where someone follows sets it to the best led-suit card after the winner.
import { beforeAll, describe, expect, it } from 'vitest';
import exampleJson from '../../../docs/examples/supermarket.json';
import { addStrings, makeTranslate } from '../../app/i18n';
import { decodeRecord } from '../../engine/decode';
import { replayWith } from '../../engine/replay';
import { type Card, SUITS } from './components';
import { strings } from './i18n';
import { game } from './index';
import { breakdown, checkRoundFromCards, type RoundScore } from './shelves';
import type { State } from './state';
import { seatAt } from './trick';
import { takenBy } from './view';

beforeAll(() => addStrings(strings));

function replayExample() {
  const decoded = decodeRecord(exampleJson);
  if (!decoded.ok) throw new Error(decoded.problem.code);
  const result = replayWith(game, decoded.record);
  if (!result.ok) throw new Error(result.violation.code);
  return { record: decoded.record, result, state: result.state as State };
}

// ROUND 1 (seat 0 leads). Tricks in play order, winner in brackets:
//  T1 0:て9 1:て7 2:て8 3:て5 [0]  first て trick, followed: ◇て = 8 (best after the winning 9)
//  T2 0:梅8 1:梅7 2:梅9 3:梅3 [2]  ◇梅 = 8
//  T3 2:う1 3:う9 0:う4 1:う3 [3]  ◇う = 4
//  T4 3:う2 0:う7 1:梅2 2:う6 [0]  (seat 1 out of うなぎ)
//  T5 0:て3 1:て2 2:す8 3:て6 [3]
//  T6 3:す4 0:す5 1:す2 2:す7 [2]  ◇す = 5
//  T7 2:す3 3:す1 0:梅1 1:す6 [1]
//  T8 1:て4 2:す9 3:梅4 0:て1 [1]
//  T9 1:梅6 2:う8 3:う5 0:梅5 [1]
// Goods (null = no card of the suit):
//  seat 0 (T1, T4): う 3+0+1 = 4; 梅 2→3; す none; て 2+0+0+1 = 3
//  seat 1 (T7, T8, T9): う 8→0 + 5→1 = 1; 梅 4+1+1+1 = 7; す 3+4+1+2 = 10; て 1+4 = 5
//  seat 2 (T2, T6): う none; 梅 0+0+2+3 = 5; す 1+1+3+0 = 5; て none
//  seat 3 (T3, T5): う 4+2+1+3 = 10; 梅 none; す 8→0 (one card, no goods); て 3+3+1 = 7
//  (each suit sums to 15: う 4+1+10, 梅 3+7+5, す 10+5+0, て 3+5+7)
// Shelves: う◇4: 4, 1, (10 over) -> seat 0. 梅◇8: 3, 7, 5 -> seat 1. す◇5: (10 over), 5, 0 -> seat 2.
//  て◇8: 3, 5, 7 -> seat 3. Points [1, 1, 1, 1].
//
// ROUND 2 (seat 1 leads):
//  T1 1:す4 2:す1 3:す2 0:す3 [1]  ◇す = 3
//  T2 1:梅1 2:梅3 3:梅8 0:梅4 [3]  ◇梅 = 4
//  T3 3:て6 0:て2 1:て5 2:て3 [3]  ◇て = 5
//  T4 3:う1 0:う6 1:う2 2:す6 [0]  ◇う = 2
//  T5 0:す9 1:う5 2:す7 3:う3 [0]
//  T6 0:う4 1:う8 2:す5 3:梅2 [1]
//  T7 1:て8 2:て9 3:て1 0:て4 [2]
//  T8 2:す8 3:梅5 0:う9 1:梅9 [2]  (only the leader played すいか)
//  T9 2:て7 3:梅7 0:う7 1:梅6 [2]  (only the leader played てんぷら)
// Goods:
//  seat 0 (T4, T5): う 4+1+3 + 1+3 = 12; す 6→1 + 9→2 + 7→0 = 3
//  seat 1 (T1, T6): う 1+0 = 1; 梅 2→3; す 1+4+3+3 + 5→1 = 12
//  seat 2 (T7, T8, T9): う 9→2 + 7→0 = 2; 梅 1+2 + 0+1 = 4; す 8→0 (one card); て 0+2+4+1 + 0 = 7
//  seat 3 (T2, T3): 梅 4+3+0+1 = 8; て 1+3+1+3 = 8
// Shelves: う◇2: (12 over), 1, 2 -> seat 2. 梅◇4: 3, 4, (8 over) -> seat 2. す◇3: 3, (12 over), 0 -> seat 0.
//  て◇5: (7 over), (8 over) -> nobody. Points [1, 0, 2, 0].
//
// ROUND 3 (seat 2 leads):
//  T1 2:う9 3:う2 0:う8 1:う1 [2]  ◇う = 8
//  T2 2:す6 3:す1 0:す9 1:す8 [0]  ◇す = 8
//  T3 0:梅2 1:梅1 2:梅3 3:梅8 [3]  ◇梅 = 3
//  T4 3:て8 0:て9 1:て1 2:て5 [0]  ◇て = 8
//  T5 0:て2 1:て3 2:す2 3:て7 [3]
//  T6 3:す7 0:梅9 1:梅6 2:す5 [3]
//  T7 3:梅5 0:梅4 1:う4 2:す3 [3]
//  T8 3:う5 0:う3 1:う6 2:う7 [2]
//  T9 2:す4 3:梅7 0:て6 1:て4 [2]  (only the leader played すいか)
// Goods:
//  seat 0 (T2, T4): す 1+4+2+0 = 7; て 0+2+4+1 = 7
//  seat 1: no tricks
//  seat 2 (T1, T8, T9): う 2+3+0+4 + 1+3+1+0 = 14; 梅 7→0 (one card); す 4→1; て 1+1 = 2
//  seat 3 (T3, T5, T6, T7): う 4→1; 梅 3+4+3+0 + 2+1 + 1+1 = 15; す 2→3 + 0+1 + 3→3 = 7; て 3+3+0 = 6
// Shelves: う◇8: (14 over), 1 -> seat 3. 梅◇3: 0 (seat 2 holds the 7), (15 over) -> seat 2 with 0 goods.
//  す◇8: 7, 1, 7 -> seats 0 and 3 tie, both score. て◇8: 7, 2, 6 -> seat 0. Points [2, 0, 1, 2].
//
// ROUND 4 (seat 3 leads):
//  T1 3:す5 0:す8 1:す1 2:す2 [0]  ◇す = 5
//  T2 0:う5 1:う7 2:う1 3:て7 [1]  ◇う = 5
//  T3 1:て3 2:て9 3:て1 0:梅8 [2]  ◇て = 3
//  T4 2:て2 3:て5 0:梅7 1:て4 [3]
//  T5 3:す9 0:う9 1:梅6 2:す3 [3]
//  T6 3:す7 0:梅5 1:梅4 2:梅9 [3]
//  T7 3:す4 0:う4 1:て6 2:て8 [3]
//  T8 3:す6 0:梅2 1:う2 2:梅3 [3]
//  T9 3:梅1 0:う6 1:う3 2:う8 [3]  the only 梅干 lead, nobody follows: ◇梅 never set
// Goods:
//  seat 0 (T1): す 1+0+4+3 = 8
//  seat 1 (T2): う 1+0+4 = 5; て 7→0 (one card)
//  seat 2 (T3): て 3+2+4 = 9; 梅 8→0 (one card)
//  seat 3 (T4-T9): う 9→2 + 4→1 + 2→3 + 1+3+0 = 10; 梅 7→0 + 6→1 + 1+1+2 + 3+3 + 1→4 = 15;
//   す 2+3 + 0 + 1 + 1 = 7; て 3+1+1 + 1+0 = 6
// Shelves: う◇5: 5, (10 over) -> seat 1. 梅 unset -> nobody. す◇5: (8 over), (7 over) -> nobody.
//  て◇3: 0 (seat 1 holds the 7), (9 over), (6 over) -> seat 1. Points [0, 2, 0, 0].
//
// MATCH: seat 0 1+1+2+0 = 4; seat 1 1+0+0+2 = 3; seat 2 1+2+1+0 = 4; seat 3 1+0+2+0 = 3.
// Tricks in round 4: seat 0 1, seat 1 1, seat 2 1, seat 3 6.
// Seats 0 and 2 tie on 4 points and on 1 trick: they share first place. Seats 1 and 3 tie on 3 points;
// seat 3 took 6 tricks in the last round against 1: seat 3 third, seat 1 fourth.

const CAPACITIES = [
  [4, 8, 5, 8],
  [2, 4, 3, 5],
  [8, 3, 8, 8],
  [5, null, 5, 3],
];
const SET_AT = [
  [3, 2, 6, 1],
  [4, 2, 1, 3],
  [1, 3, 2, 4],
  [2, null, 1, 3],
];
const n = null;
const GOODS = [
  [
    [4, 3, n, 3],
    [1, 7, 10, 5],
    [n, 5, 5, n],
    [10, n, 0, 7],
  ],
  [
    [12, n, 3, n],
    [1, 3, 12, n],
    [2, 4, 0, 7],
    [n, 8, n, 8],
  ],
  [
    [n, n, 7, 7],
    [n, n, n, n],
    [14, 0, 1, 2],
    [1, 15, 7, 6],
  ],
  [
    [n, n, 8, n],
    [5, n, n, 0],
    [n, 0, n, 9],
    [10, 15, 7, 6],
  ],
];
const SCORERS = [
  [[0], [1], [2], [3]],
  [[2], [2], [0], []],
  [[3], [2], [0, 3], [0]],
  [[1], [], [], [1]],
];
const POINTS = [
  [1, 1, 1, 1],
  [1, 0, 2, 0],
  [2, 0, 1, 2],
  [0, 2, 0, 0],
];
const TRICKS = [
  [2, 3, 2, 2],
  [2, 2, 3, 2],
  [2, 0, 3, 4],
  [1, 1, 1, 6],
];

describe('example record: a complete 4-player match', () => {
  it('replays every entry and ends the match', () => {
    const { result, record } = replayExample();
    expect(record.entries).toHaveLength(144);
    expect(result.rejected).toEqual([]);
    expect(result.applied).toHaveLength(144);
    expect(result.over).toBe(true);
    expect(result.prompt.phase).toBe('over');
  });

  it('sets the shelves as worked out by hand, with the trick that set each', () => {
    const { state } = replayExample();
    expect(state.rounds.map((r) => r.capacity)).toEqual(CAPACITIES);
    expect(state.rounds.map((r) => r.setAt)).toEqual(SET_AT);
    expect(state.rounds.map((r) => r.firstLeader)).toEqual([0, 1, 2, 3]);
  });

  it('counts goods, tricks, scorers and round points as worked out by hand', () => {
    const { state } = replayExample();
    state.rounds.forEach((round, r) => {
      const result = round.result;
      expect(result?.shelves.map((s) => s.counts)).toEqual(
        SUITS.map((_, s) => (GOODS[r] ?? []).map((row) => row[s])),
      );
      expect(result?.shelves.map((s) => s.scorers)).toEqual(SCORERS[r]);
      expect(result?.points).toEqual(POINTS[r]);
      expect(round.tricksWon).toEqual(TRICKS[r]);
    });
  });

  it('ranks the match: seats 0 and 2 share first, seat 3 beats seat 1 on last-round tricks', () => {
    const { state } = replayExample();
    const score = game.scoring.score(state);
    expect(score.players.map((p) => p.lines.map((l) => l.points))).toEqual([
      [1, 1, 2, 0],
      [1, 0, 0, 2],
      [1, 2, 1, 0],
      [1, 0, 2, 0],
    ]);
    expect(score.players.map((p) => [p.total, p.keys[1], p.rank, p.shared, p.decidedBy])).toEqual([
      [4, 1, 1, true, null],
      [3, 1, 4, false, 1],
      [4, 1, 1, true, null],
      [3, 6, 3, false, 1],
    ]);
    expect(score.notes).toBeUndefined();
    // Seat 2's round-3 line explains its point shelf by shelf: 梅干 scored with 0 goods, the others did not.
    const t = makeTranslate('ja');
    const detail = score.players[2]?.lines[2]?.detail;
    const said = detail ? t(detail) : '';
    expect(said).toMatch(/梅干 0個 ≦ ◇\d　最多/);
    expect(said.match(/最多(?!は)/g)).toHaveLength(1);
    expect(said.split(' / ')).toHaveLength(4);
  });

  it('holds the invariants: 36 distinct cards per round, tricks = hand size, at most 4 points', () => {
    const { state } = replayExample();
    for (const round of state.rounds) {
      const cards = round.tricks.flatMap((t) => t.cards.map((c) => `${c.suit}${c.rank}`));
      expect(new Set(cards).size).toBe(36);
      expect(round.tricks).toHaveLength(9);
      expect(round.tricksWon.reduce((a, b) => a + b, 0)).toBe(9);
      expect(round.played).toEqual([511, 511, 511, 511]);
      for (const s of [0, 1, 2, 3]) expect(round.goods.reduce((a, row) => a + (row[s] ?? 0), 0)).toBe(15);
      for (const p of round.result?.points ?? []) expect(p).toBeLessThanOrEqual(4);
    }
  });

  it('is legal play: no revoke flagged, and an independent must-follow check agrees', () => {
    const { state } = replayExample();
    for (const round of state.rounds) {
      expect(round.revokes).toEqual([]);
      // Each player's hand is the 9 cards they played; a player who did not follow must hold none of the suit.
      const hands: Card[][] = [[], [], [], []];
      for (const t of round.tricks) {
        for (const [i, c] of t.cards.entries()) hands[seatAt(t.leader, i, 4)]?.push(c);
      }
      round.tricks.forEach((t, k) => {
        const led = t.cards[0]?.suit;
        t.cards.forEach((c, i) => {
          if (c.suit === led) return;
          const p = seatAt(t.leader, i, 4);
          const later = round.tricks
            .slice(k + 1)
            .flatMap((u) => u.cards.filter((_, j) => seatAt(u.leader, j, 4) === p));
          expect(later.some((x) => x.suit === led)).toBe(false);
        });
      });
      expect(hands.map((h) => h.length)).toEqual([9, 9, 9, 9]);
    }
  });

  it('the quick check from the cards in each player tricks gives the same round results', () => {
    const { state } = replayExample();
    for (const round of state.rounds) {
      const taken = [0, 1, 2, 3].map((p) => takenBy(round, p));
      expect(round.result).not.toBeNull();
      expect(checkRoundFromCards(round.capacity, taken)).toEqual(breakdown(round.result as RoundScore));
    }
  });
});
