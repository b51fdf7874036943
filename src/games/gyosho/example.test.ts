import { describe, expect, it } from 'vitest';
import example from '../../../docs/examples/gyosho.json';
import { decodeRecord } from '../../engine/decode';
import type { GameRecord } from '../../engine/record';
import { replayWith, step } from '../../engine/replay';
import { isViolation } from '../../engine/violation';
import { game } from './index';
import type { State } from './state';
import { brokenInvariant } from './testing';

const record = example as unknown as GameRecord;

/*
 * docs/examples/gyosho.json: Aki (seat 0, start player), Ben, Chie; default 3x3 map, wagon capacity 3.
 * Setup: the first cards turned up asked for 4, 4, 2 and 4 goods; the fourth was the third order of 4+
 * goods, so the table reshuffled and laid the row again. Starting posts: Chie 流通都市E, Ben 流通都市D, Aki
 * ハイジフィールド (from the player right of the start player, counter-clockwise).
 *
 * Shipments, worked by hand (slot 1 = front; red over slot 1, white over slot 2, 8 + 8 tokens):
 *   R3  Aki  エルカイブランド 小麦+武具 3       slot 1 → red
 *   R3  Ben  流通都市D 武具+織物 3              slot 3 → -
 *   R3  Chie 流通都市E 織物+酒 3                slot 3 → -
 *   R6  Ben  エルカイブランド 小麦+武具 3       slot 5 → -
 *   R6  Chie ハイジフィールド 酒+酒+織物 4      slot 2 → white
 *   R7  Aki  ハイジフィールド 小麦+酒 3         slot 2 → white
 *   R9  Aki  エルカイブランド 小麦+小麦 3       slot 3 → -   post: ① or ② at エルカイブランド (the
 *            rulebook's example); Aki chooses ①, the ハイジフィールド card stays unused
 *   R10 Ben  流通都市C 酒+小麦 3                slot 1 → red  post: ② D/E/C, Ben chooses 流通都市C
 *   R11 Aki  流通都市D 小麦+織物 3              slot 3 → -
 *   R11 Chie 特注 流通都市E 小麦+武具+酒+酒 8   (no jewel)    post: ② only ハイジフィールド, placed at once
 *   R13 Aki  流通都市E 武具+織物 3              slot 2 → white post: ② H/D/E, Aki chooses 流通都市E
 *   R13 Ben  流通都市C 武具+織物 3              slot 1 → red
 *   R14 Aki  流通都市E 武具+酒 3                slot 5 → -
 *   R14 Chie 流通都市C 酒+織物 3                slot 2 → white
 *   R16 Ben  エルカイブランド 酒+織物 3         slot 2 → white
 *   R16 Chie ハイジフィールド 小麦+武具 3       slot 1 → red
 *   R19 Aki  酒の都市 武具+織物 3               slot 1 → red
 *   R19 Aki  酒の都市 小麦+織物 3               slot 2 → white post: ① or ② at 酒の都市, Aki chooses ①:
 *            Aki's 4th post → end condition ③; Ben and Chie still move in round 19
 *   R19 Ben  流通都市D 小麦+武具 3              slot 1 → red  post: ② only エルカイブランド, placed at once
 *   R19 Chie 織物の都市 小麦+酒 4               slot 1 → red  post: ② C/織物, Chie chooses 織物の都市
 *   Chie is right of the start player: the game ends after her turn (19 turns each).
 *
 * Scores (order-card points + red × 3 + white × 1):
 *   Aki : 8 cards × 3 = 24; red 2 (R3, R19) = 6; white 3 (R7, R13, R19) = 3   → 33, 8 cards
 *   Ben : 6 cards × 3 = 18; red 3 (R10, R13, R19) = 9; white 1 (R16) = 1       → 28, 6 cards
 *   Chie: 3 + 4 + 8 + 3 + 3 + 4 = 25; red 2 (R16, R19) = 6; white 2 (R6, R14) = 2 → 33, 6 cards
 * Aki and Chie tie on 33: Aki has more order cards (8 vs 6) and wins; Chie second; Ben third.
 * Jewels left over the row: red 8 - 7 = 1, white 8 - 6 = 2.
 */
describe('the example record (3 players)', () => {
  it('is a valid record that replays to the end without a rejected entry', () => {
    expect(decodeRecord(record).ok).toBe(true);
    const result = replayWith(game, record);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rejected).toEqual([]);
    expect(result.over).toBe(true);
    expect(result.prompt.phase).toBe('over');
  });

  it('scores as worked out by hand, the tie broken by order cards', () => {
    const result = replayWith(game, record);
    if (!result.ok) throw new Error('replay');
    const s = result.state as State;
    const score = game.scoring.score(s);
    expect(score.players.map((p) => p.total)).toEqual([33, 28, 33]);
    expect(score.players.map((p) => p.lines.map((l) => l.points))).toEqual([
      [24, 6, 3],
      [18, 9, 1],
      [25, 6, 2],
    ]);
    expect(score.players.map((p) => p.keys)).toEqual([
      [33, 8],
      [28, 6],
      [33, 6],
    ]);
    expect(score.players.map((p) => p.rank)).toEqual([1, 3, 2]);
    expect(score.players.map((p) => p.decidedBy)).toEqual([1, 0, 1]);
    expect(s.ending).toEqual({ cause: 'posts', seat: 0 });
    expect([s.red, s.white]).toEqual([1, 2]);
    expect(s.merchants.map((m) => m.posts.length)).toEqual([4, 3, 3]);
    expect(s.round).toBe(19);
  });

  it('holds the invariants after every entry and asks for the post choices where the rules give one', () => {
    const begun = game.rules.setup(record.options as never, record.players);
    if (isViolation(begun)) throw new Error('setup');
    let s = begun;
    const choices: [number, number][] = [];
    for (const entry of record.entries) {
      if (entry.kind !== 'act') continue;
      const next = step(game, s, entry.action);
      if (isViolation(next)) throw new Error(JSON.stringify(next));
      s = next as State;
      expect(brokenInvariant(s)).toBeNull();
      const prompt = game.rules.prompt(s);
      if (prompt.phase === 'post') choices.push([prompt.round ?? 0, prompt.actors[0] ?? -1]);
    }
    expect(choices).toEqual([
      [9, 0],
      [10, 1],
      [13, 0],
      [19, 0],
      [19, 2],
    ]);
  });
});
