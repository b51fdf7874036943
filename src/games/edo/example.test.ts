// The complete example game docs/examples/edo.json, replayed. Every number below was worked out by hand
// from the rules (RULINGS 000) before the code ran; the working is written out turn by turn.
import { describe, expect, it } from 'vitest';
import record from '../../../docs/examples/edo.json';
import { decodeRecord } from '../../engine/decode';
import type { GameRecord } from '../../engine/record';
import { replayWith, step } from '../../engine/replay';
import { isViolation } from '../../engine/violation';
import { cardTotal } from './cards';
import { game } from './index';
import type { EdoState } from './state';
import { coinTotal, tryStep } from './testing';

// Seats: 0 門左衛門 白, 1 お市 黄, 2 佐吉 赤, 3 六助 青. 4 players, deck 15, 7 cards in the box, 御用商人 on.
// Setup: 門左衛門 keeps 白5 passes 白2; お市 keeps 黄3 passes 黄4; 佐吉 keeps 赤4 passes 赤6; 六助 keeps 青4
// passes 青2. Hands: M 白5 青2 | O 黄3 白2 | S 赤4 黄4 | R 青4 赤6. Discards 黒3 白1. Coins 5 5 5 5, stock 30.
//
// T1 M. 1-4-5, M keeps 1 5 (M 2, O 0, S 2, R 1); O and R object: 2 of 4, re-roll. 2-3-6, M keeps 2: M 青2 1,
//   O 黄3 1, S 0, R 赤6 1; S alone objects (1 of 4): paid. M6 O6 S5 R6, stock 27.
//   Draw 黒5 / 黄1, pot 1, stock 26. Markers M west, O east, S east, R west. Bids M W2, O E1, S none, R W2.
//   East: O pays 1, takes 黒5 (O5, stock 27); 黒 -> O. West tie at 2: 黄1 stays. 小銭稼ぎ S: 1 + pot 1 (S7,
//   stock 26, pot 0). S broke his marker: 不義理. M6 O5 S7 R6 = 24 + 26 = 50. Next: O.
// T2 O. S sits out. 3-3-5, O keeps 3 3: 黄3 twice = 2; others 5: M 白5 1, R 0. R objects: 1 vote, 2 < 3
//   participants: paid. M7 O7, stock 23. S's tile turns back.
//   Draw 青5 / 特注, pot 1, stock 22. Markers O west, S east, R east, M koban. Bids O W3, S E2, R E2, M none.
//   East tie at 2: 青5 stays. West (黄1, 特注): O pays 3 (O4, stock 25); 黄 O 2 vs S 1 -> O.
//   小銭稼ぎ M: 1 + pot 1 (M9, stock 24, pot 0). M9 O4 S7 R6 = 26 + 24 = 50. Next: S.
// T3 S. 4-4-6, S keeps 4 4 (赤4 黄4 twice = 4); O (黒 holder) alone objects: 2 votes of 4, re-roll.
//   1-2-4, S keeps 4; M 1+青2 = 2, O 1+黄1+白2 = 3, R 1. M and R object: 2 of 4 again: 客引き ends, no income.
//   Draw 赤2 / 白3 (East now 青5 赤2), pot 1, stock 23. Markers S east, R east, M west, O koban.
//   Bids S E3, R E4, M W1, O none. East: R pays 4 (R2, stock 27), takes 青5 赤2: 青 R 2 vs M 1 -> R,
//   赤 R 2 vs S 1 -> R. West: M pays 1 (M8, stock 28), takes 白3: 白 M 2 vs O 1 -> M.
//   小銭稼ぎ O: 1 + 1 (黄) + pot 1 (O7, stock 26, pot 0). M8 O7 S7 R2 = 24 + 26 = 50. Next: R.
// T4 R. 2-5-6, R keeps 5 6: 青5 + 赤6 = 2; others 2: M 青2 1, O 白2 1, S 0. Nobody objects. R4 M9 O8, stock 22.
//   Draw 黒1 / 黄6, pot 1, stock 21. Markers R east, M koban, O west, S west. Bids R E2, M none, O W3, S none.
//   青: R lowers E2 to E1. East: R pays 1 (R3, stock 22), takes 黒1: 黒 O 1 vs R 1 -> nobody.
//   West: O pays 3 (O5, stock 25), takes 黄6. 小銭稼ぎ M and S: 1 each (M10 S8, stock 23); pot 1 among 2:
//   nothing, 1 stays. S broke his marker (west): 不義理. M10 O5 S8 R3 = 26 + 23 + 1 = 50. Next: M.
// T5 M. S sits out. 3-5-5, M keeps 5 5: 白5 twice = 2; others 3: O 黄3 1, R 0. R objects: 1 of 3: paid.
//   M12 O6, stock 20. Draw 特注 / 赤5, pot 2, stock 19. Markers M east, O west, S west, R east.
//   Bids M E2, O W2, S W2, R E3; 青: R keeps 3. East: R pays 3 (R0, stock 22), takes 特注 (no colour).
//   West tie at 2: 赤5 stays. No 小銭稼ぎ. M12 O6 S8 R0 = 26 + 22 + 2 = 50. Next: O.
// T6 O. 1-1-3, O keeps 1 3: 1 + 黄1 + 黄3 = 3; others 1: M 1, S 1, R 1 + 黒1 = 2. Nobody objects.
//   O9 S9 R2 M13, stock 15. Draw 黒6 / 青3 (West now 赤5 青3), pot 3, stock 14.
//   Markers O koban, S west, R koban, M west. Bids O none, S W4, R none, M W5 (R bid nothing: no 青 step).
//   East: no bid, 黒6 to the discard. West: M pays 5 (M8, stock 19), takes 赤5 青3: 青 M 2 vs R 2 ->
//   nobody; 赤 R 2 stays. 小銭稼ぎ O 1 + 1 (黄), R 1 (stock 16); pot 3 among 2: 1 each, 1 stays.
//   O12 R4. M8 O12 S9 R4 = 33 + 16 + 1 = 50. Next: S.
// T7 S. 2-4-6, S keeps 4 6: 赤4 黄4 = 2; others 2: M 青2 1, O 白2 1, R 赤2 1. Nobody objects.
//   S11 R5 M9 O13, stock 11. Draw 白4 / 黒2, pot 2, stock 10. Markers S east, R west, M east, O koban.
//   Bids S E3, R E3, M E3, O none. East: three-way tie, 白4 stays. West: no bid, 黒2 to the discard.
//   小銭稼ぎ O: 2 + pot 2 (O17, stock 8, pot 0). R broke his marker (west): 不義理.
//   M9 O17 S11 R5 = 42 + 8 = 50. Next: R is 不義理, skipped: M.
// T8 M. R sits out. 5-5-6, M keeps 5 5: 白5 赤5 twice = 4. O and S object: 2 votes of 3, re-roll. 1-2-3,
//   M keeps 3: 白3 青3 = 2; others 1 2: O 1 + 黄1 + 白2 = 3, S 1. Nobody objects. M11 O20 S12, stock 2.
//   Draw: the last card 青6 to East (East 白4 青6), pot 1, stock 1, deck 0. Markers M east, O koban,
//   S koban, R east. Bids M E7, O none, S none, R E4. East: M pays 7 (M4, stock 8), takes 白4 青6:
//   白 M 3 -> M, 青 M 3 vs R 2 -> M. 小銭稼ぎ O 2, S 1 (stock 5); pot 1 among 2 stays.
//   M4 O22 S13 R5 = 44 + 5 + 1 = 50. The deck is empty: the game ends after this turn.
// End. Privileges: 白 M, 黄 O, 赤 R, 青 M, 黒 nobody. Discard 黒3 白1 黒6 黒2 (白 1, 黒 3).
//   R (赤) holds 青2 赤2 黒1 + 特注, 5 coins. Each pick, with his best 特注 (黒) after it, gives him 17:
//     nothing: 黒 2x3 + 三重紋 6 + 5 = 17;  黒: 黒 3x2 + 6 + 5 = 17;  白: 白 1x0 + 黒 2x3 + 6 + 5 = 17.
//   Equal: the app prefers the widest lead over the best rival, O: O would score 32 / 30 / 31, so 黒.
//   Discard after: 白 1, 黒 2. O's 特注: 黒 -> 22 + 白 1x1 + 黒 2x2 + 二重紋 (黄 黒) 3 = 30 (白: 29).
// Final: M 4 + 白 3x1 + 青 3x0 + 赤 1x0 + 二重紋 (白 青) 3 + 白 privilege 3 = 13 (7 goods cards, 4 coins)
//        O 22 + 白 1x1 + 黄 3x0 + 黒 2x2 + 二重紋 (黄 黒) 3 = 30
//        S 13 + 赤 1x0 + 黄 1x0 = 13 (2 goods cards)
//        R 5 + 青 2x0 + 赤 2x0 + 黒 3x2 + 三重紋 (青 赤 黒) 6 = 17
// Places: O 1st, R 2nd, M 3rd and S 4th: tied at 13, M has more goods cards (7 to 2).

const rec = record as unknown as GameRecord;

function stateAfter(n: number): EdoState {
  const r = replayWith(game, { ...rec, entries: rec.entries.slice(0, n) });
  if (!r.ok) throw new Error(r.violation.code);
  expect(r.rejected).toEqual([]);
  return r.state as EdoState;
}

describe('docs/examples/edo.json', () => {
  it('is a valid record that replays to the end with no entry refused', () => {
    const decoded = decodeRecord(record);
    expect(decoded.ok).toBe(true);
    const r = replayWith(game, rec);
    expect(r.ok && r.rejected).toEqual([]);
    expect(r.ok && r.over).toBe(true);
  });

  it('ends with the hand-worked coins, privileges and discard pile', () => {
    const s = stateAfter(rec.entries.length);
    expect(s.coins).toEqual([4, 22, 13, 5]);
    expect([s.stock, s.pot, s.deck]).toEqual([5, 1, 0]);
    expect(s.privileges).toEqual({ white: 0, yellow: 1, red: 3, blue: 0, black: null });
    expect(s.discard.map((c) => c.colour)).toEqual(['white', 'black', 'black']);
    expect(s.turn).toBe(8);
  });

  it('scores 13 / 30 / 13 / 17 with M ahead of S on goods cards', () => {
    const score = game.scoring.score(stateAfter(rec.entries.length));
    const byPlayer = score.players.map((p) => ({
      total: p.total,
      keys: p.keys,
      rank: p.rank,
      decidedBy: p.decidedBy,
      lines: p.lines.map((l) => l.points),
    }));
    expect(byPlayer).toEqual([
      { total: 13, keys: [13, 7, 4], rank: 3, decidedBy: 1, lines: [4, 3, 0, 0, 3, 3] },
      { total: 30, keys: [30, 6, 22], rank: 1, decidedBy: 0, lines: [22, 1, 0, 4, 3] },
      { total: 13, keys: [13, 2, 13], rank: 4, decidedBy: 1, lines: [13, 0, 0] },
      { total: 17, keys: [17, 7, 5], rank: 2, decidedBy: 0, lines: [5, 0, 0, 6, 6] },
    ]);
  });

  it('conserves the 50 coins and the 32 cards after every entry', () => {
    for (let n = 0; n <= rec.entries.length; n++) {
      const s = stateAfter(n);
      expect(coinTotal(s)).toBe(50);
      expect(cardTotal(s)).toBe(32);
    }
  });

  it('walks the turn order, skipping 不義理 merchants: M O S R M O S M', () => {
    const actives: number[] = [];
    let s = stateAfter(5);
    for (const entry of rec.entries.slice(5)) {
      if (entry.kind === 'act' && (entry.action as { type: string }).type === 'draw') actives.push(s.active);
      s = step(game, s, entry.kind === 'act' ? entry.action : null) as EdoState;
    }
    expect(actives).toEqual([0, 1, 2, 3, 0, 1, 2, 0]);
  });

  it('proposes the 赤 pick and the 特注 colours, and refuses wrong end entries', () => {
    const end = stateAfter(rec.entries.length - 3);
    // Worked by hand, on what lies open (the coins are still behind the screens). Discard: white 1, black 3.
    // 六助 (red 2, blue 2, black 1, a 特注) scores 12 and a 三重紋 whatever he takes. The best rival without
    // coins: white taken -> お市 9 (black 2 with her 特注 at 3 each, 二重紋), lead 3; black taken -> 門左衛門
    // 9 (white 3 at 1, 二重紋, 白 +3), lead 3; nothing -> お市 10, lead 2. White and black tie on the lead and
    // on 六助's goods (7), so the printed order decides: white.
    expect(game.rules.prompt(end)).toMatchObject({
      phase: 'end.red',
      actors: [3],
      expects: ['red'],
      hint: { key: 'edo.hint.end.red', params: { p: { p: 3 }, card: { key: 'edo.colour.white' } } },
    });
    expect(game.rules.legalActions(end)).toEqual([
      { type: 'red', player: 3, take: 'white' },
      { type: 'red', player: 3, take: 'black' },
      { type: 'red', player: 3, take: null },
    ]);
    const before = structuredClone(end);
    expect(tryStep(end, { type: 'red', player: 0, take: 'black' })).toMatchObject({ code: 'edo.err.notRed' });
    expect(tryStep(end, { type: 'red', player: 3, take: 'yellow' })).toMatchObject({
      code: 'edo.err.notInDiscard',
    });
    expect(end).toEqual(before);
    const special = stateAfter(rec.entries.length - 2);
    expect(game.rules.prompt(special)).toMatchObject({
      phase: 'end.special',
      actors: [1, 3],
      hint: {
        params: { p: { p: 1 }, colours: { key: 'edo.one', params: { a: { key: 'edo.colour.black' } } } },
      },
    });
    expect(tryStep(special, { type: 'special', player: 2, colours: [] })).toMatchObject({
      code: 'edo.err.noSpecial',
    });
    expect(tryStep(special, { type: 'special', player: 1, colours: ['black', 'white'] })).toMatchObject({
      code: 'edo.err.specialCount',
      params: { n: 1, count: 2 },
    });
    // Taking nothing instead leaves 黒 3 in the discard: R still 17 (黒 2x3 + 6 + 5), but O's 特注 as 黒
    // now scores 22 + 1 + 黒 2x3 + 3 = 32; M 4 + 3 + 3 + 3 = 13, S 13.
    const none = step(game, end, { type: 'red', player: 3, take: null });
    expect(!isViolation(none) && game.scoring.score(none as EdoState).players.map((p) => p.total)).toEqual([
      13, 32, 13, 17,
    ]);
  });

  it('says every entry in the log in both languages without a missing key', () => {
    let s = stateAfter(0);
    for (const entry of rec.entries) {
      if (entry.kind !== 'act') continue;
      const msg = game.words.describe(s, entry.action as never);
      expect(msg.key.startsWith('edo.log.')).toBe(true);
      s = step(game, s, entry.action) as EdoState;
    }
  });
});
