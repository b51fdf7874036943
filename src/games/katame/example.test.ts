import { describe, expect, it } from 'vitest';
import example from '../../../docs/examples/katame.json';
import { decodeRecord } from '../../engine/index';
import { effectiveActions, replayWith, step } from '../../engine/replay';
import { isViolation } from '../../engine/violation';
import { game } from './index';
import { score } from './scoring';
import type { State } from './state';
import { brokenInvariants } from './testing';

// docs/examples/katame.json: Aya (A, seat 0), Ken (B, seat 1), Mio (C, seat 2); A is the first parent.
// The 13 cards used (faces a/b): C/C, G/G, S/S, J/J, J/C, J/G, J/S, C/G ×2, G/S ×2, S/C ×2 (7/7/7/5 icons).
// Worked by hand from the rules, entry by entry:
//
// ROUND 1. Price card C/G: shows chocolate, hides gold. Values: chocolate 4, gold 3, silk 2.
//   1 S  A3 B4 C-      B pays 4  (B 26)        parent B
//   2 C  B4 C- A5      A pays 5  (A 25)        parent A
//   3 J  A- B- C-      discarded               parent A stays
//   4 C  A6 B7 C-      B pays 7  (B 19)        parent B
//   5 G  B3 C4 A-      C pays 4  (C 26)        parent C
//   6 S  C2 A- B-      C pays 2  (C 24)
//   7 G  C- A3 B-      A pays 3  (A 22)        parent A
//   8 C  A5 B- C6      C pays 6  (C 18)        parent C
//   9 J  C- A- B0      B pays 0  (B 19)        parent B
//  10 G  B4 C- A5      A pays 5  (A 17)        parent A
//  11 S  A2 B3 C-      B pays 3  (B 16)        parent B
//  12 C  B4 C5 A-      C pays 5  (C 13)        parent C; the 12th card: round over.
//   Paid: A 13, B 14, C 17. Money A 17, B 16, C 13.
//   Hidden faces, from the parent C clockwise: C (G→S, S→C, C→G, C→S), A (C→J, G→J, G→G), B (S→S, C→C, J→S, S→G).
//   A: C1 G3 S0 J2: 1×4 + 3×3 = 13; count 5 (3 gold); no set; junk 0             = 18 → 35
//   B: C2 G1 S4 J1: 2×4 + 1×3 + 4×2 = 19; count 5 (3 of 4 silk); set 5×1 = 5     = 29 → 45
//   C: C3 G2 S3 J0: 3×4 + 2×3 + 3×2 = 24; count 10 (choc, silk); set 5×2 = 10    = 44 → 57
//
// ROUND 2. Parent C (last winner). Price card J/G: shows junk (adds nothing), hides gold.
//   Values: chocolate 2, gold 3, silk 2.
//   1 C  C5 A- B6      B pays 6  (B 39)        parent B
//   2 J  B- C- A1      A pays 1  (A 34)        parent A
//   3 J  A2 B- C-      A pays 2  (A 32)
//   4 C  A0 B- C1      C pays 1  (C 56)        parent C
//   5 G  C8 A- B9      B pays 9  (B 30)        parent B
//   6 S  B- C- A-      discarded               parent B stays
//   7 G  B4 C5 A32     A pays 32 (A 0)         parent A; A has 0 money: round over after 7 cards.
//   Paid: A 35, B 15, C 1.
//   Hidden faces from A: A (J→J, J→S, G→C), B (C→C, G→G), C (C→J).
//   A: C1 G1 S1 J3: 2 + 3 + 2 = 7; no count; set 5; 3 junk = 0                     = 12 → 12
//   B: C2 G2: 2×2 + 2×3 = 10; no bonus                                             = 10 → 40
//   C: C1 J1: 2                                                                    =  2 → 58
//
// ROUND 3. Parent A. Price card S/S: silk on both faces, 2+2+1 = 5. Values: chocolate 2, gold 2, silk 5.
//   1 S  A6 B8 C-      B pays 8  (B 32)        parent B
//   2 J  B1 C- A-      B pays 1  (B 31)
//   3 G  B- C3 A4      A pays 4  (A 8)         parent A
//   4 J  A- B2 C-      B pays 2  (B 29)        parent B
//   5 S  B7 C10 A-     C pays 10 (C 48)        parent C
//   6 C  C- A- B-      discarded               parent C stays
//   7 C  C2 A- B3      B pays 3  (B 26)        parent B
//   8 S  B5 C6 A7      A pays 7  (A 1)         parent A
//   9 G  A1 B2 C3      C pays 3  (C 45)        parent C
//  10 S  C5 A- B-      C pays 5  (C 40)
//  11 G  C- A0 B-      A pays 0  (A 1)         parent A
//  12 C  A- B4 C5      C pays 5  (C 35)        parent C; the 12th card: round over.
//   Paid: A 11, B 14, C 23.
//   Hidden faces from C: C (S→C, G→G, S→J, C→G), A (G→S, S→G, G→C), B (S→C, J→J, J→G, C→J).
//   A: C1 G3 S2: 2 + 6 + 10 = 18; count 5 (3 gold); set 5×1                        = 28 → 29
//   B: C2 G1 S1 J4: 4 + 2 + 5 = 11; set 5; junk bonus 15 (4 junk)                  = 31 → 57
//   C: C2 G3 S2 J1: 4 + 6 + 10 = 20; count 5 (3 gold); set 5×2 = 10                = 35 → 70
//
// FINAL: Mio (C) 70 first, Ken (B) 57 second, Aya (A) 29 third.
// Check, money conserved with the market: 3×30 − (44 + 51 + 48) paid + (91 + 24 + 94) settled = 156 = 29+57+70.

function record() {
  const decoded = decodeRecord(example);
  if (!decoded.ok) throw new Error(decoded.problem.code);
  return decoded.record;
}

describe('the example record (docs/examples/katame.json)', () => {
  it('replays to the end with every entry accepted and the hand-worked final money', () => {
    const result = replayWith(game, record());
    if (!result.ok) throw new Error(result.violation.code);
    expect(result.rejected).toEqual([]);
    expect(result.over).toBe(true);
    const s = result.state as State;
    expect(s.money).toEqual([29, 57, 70]);
    const fs = score(s);
    expect(fs.players.map((p) => [p.total, p.rank, p.shared])).toEqual([
      [29, 3, false],
      [57, 2, false],
      [70, 1, false],
    ]);
    for (const p of fs.players) expect(p.lines.reduce((a, l) => a + l.points, 0)).toBe(p.total);
  });

  it('matches the hand-worked rounds: payments, settlements, how each round ended', () => {
    const result = replayWith(game, record());
    const s = (result.ok ? result.state : null) as State;
    expect(s.history.map((r) => r.paid)).toEqual([
      [13, 14, 17],
      [35, 15, 1],
      [11, 14, 23],
    ]);
    expect(s.history.map((r) => r.settlements.map((x) => x.total))).toEqual([
      [18, 29, 44],
      [12, 10, 2],
      [28, 31, 35],
    ]);
    expect(s.history.map((r) => r.end)).toEqual([{ why: 'deck' }, { why: 'broke', p: 0 }, { why: 'deck' }]);
    expect(s.history.map((r) => [r.priceFace, r.priceHidden])).toEqual([
      ['choc', 'gold'],
      ['junk', 'gold'],
      ['silk', 'silk'],
    ]);
    // Round 3, Ken: 4 junk → junk bonus 15; Mio: 3 gold → count 5, 2 sets → 10.
    expect(s.history[2]?.settlements[1]).toMatchObject({
      icons: 11,
      countBonus: 0,
      setBonus: 5,
      junkBonus: 15,
    });
    expect(s.history[2]?.settlements[2]).toMatchObject({
      icons: 20,
      countBonus: 5,
      setBonus: 10,
      junkBonus: 0,
    });
    expect(s.history.map((r) => r.won.flat().length + r.discarded.length)).toEqual([12, 7, 12]);
  });

  it('holds every invariant after every entry (money with the market, 12 auctions a round, icons within the set)', () => {
    const rec = record();
    let state = game.rules.setup(rec.options as { first: number }, rec.players);
    for (const slot of effectiveActions(rec.entries)) {
      const next = step(game, state, slot.action);
      if (isViolation(next)) throw new Error(`${slot.index}: ${next.code}`);
      state = next as State;
      expect(brokenInvariants(state)).toEqual([]);
    }
  });
});
