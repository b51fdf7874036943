// Corrections that keep the match going (issue 14): a forgotten card inserted mid-round, a card removed,
// an early card corrected and the card it collides with re-entered, and the revoke "keep" as a log entry.
// The final score expected throughout is the example's, worked by hand in example.test.ts.
import { describe, expect, it } from 'vitest';
import exampleJson from '../../../docs/examples/supermarket.json';
import { sessionOf } from '../../app/testing/table';
import { decodeRecord } from '../../engine/decode';
import type { GameRecord, LogEntry } from '../../engine/record';
import { replayWith, step } from '../../engine/replay';
import { isViolation } from '../../engine/violation';
import { game } from './index';
import { reposition } from './keep';
import { apply } from './rules';
import type { State } from './state';
import { card, playAll, start } from './testing';

function example(): GameRecord {
  const decoded = decodeRecord(exampleJson);
  if (!decoded.ok) throw new Error('bad example');
  return decoded.record;
}

// Round 1, trick 5 (example.test.ts): 0:て3 1:て2 2:す8 3:て6 -> entry 4*4 + 1 = 17 is seat 1's て2.
const FORGOTTEN = 17;

// Hand-worked final ranking of the example (example.test.ts): totals 4, 3, 4, 3; seats 0 and 2 share
// first; seat 3 (6 tricks in round 4) third, seat 1 fourth.
function expectExampleScore(state: State) {
  const score = game.scoring.score(state);
  expect(score.players.map((p) => [p.total, p.rank, p.shared])).toEqual([
    [4, 1, true],
    [3, 4, false],
    [4, 1, true],
    [3, 3, false],
  ]);
}

describe('a card nobody entered, inserted mid-round', () => {
  it('every later card keeps its order and falls into its own trick: nothing unfit, the example score', () => {
    const full = example();
    const entries = full.entries.filter((_, i) => i !== FORGOTTEN);
    const session = sessionOf({ ...full, entries });
    // Without it, round 1 holds 35 cards: the first card of round 2 is taken as round 1's last and
    // collides with a card already played; what follows in round 1 still fits, placed one seat early.
    const before = session.view.value.rejected.map((r) => r.index);
    expect(before.length).toBeGreaterThan(0);
    expect(Math.min(...before)).toBeGreaterThanOrEqual(35);
    // The table inserts て2 before the card that came after it (す8, now entry 17), stamped trick 5.
    expect(session.insert(FORGOTTEN, { type: 'play', trick: 5, ...card('t2') })).toBeNull();
    expect(session.view.value.rejected).toEqual([]);
    expect(session.view.value.over).toBe(true);
    const replayed = replayWith(game, full);
    if (!replayed.ok) throw new Error('example');
    expect(session.view.value.state).toEqual(replayed.state);
    expectExampleScore(session.view.value.state as State);
  });

  it('a removed card moves the rest of its round up one place instead of refusing ~95 entries', () => {
    const session = sessionOf(example());
    expect(session.remove(FORGOTTEN)).toBeNull();
    // The stamps of round 1's later cards (entries 18-35) are all one card off and are placed again;
    // the first unfit entry is past round 1 (a round-2 card taken as round 1's 36th and already played).
    const rejected = session.view.value.rejected.map((r) => r.index);
    expect(Math.min(...rejected)).toBeGreaterThan(35);
  });

  it('a new tap with a stale trick number is still refused: reposition serves replays only', () => {
    // Trick 1 complete (u9 u3 u2 u1 -> seat 0 takes it); a tap still showing trick 1 is refused.
    const s = playAll(start(), 'u9 u3 u2 u1');
    const stale = step(game, s, { type: 'play', trick: 1, ...card('m5') });
    expect(isViolation(stale) && stale.code).toBe('supermarket.err.trickComplete');
    // The replay's placement names trick 2, where the card now falls; a right stamp needs none.
    expect(reposition(s, { type: 'play', trick: 1, ...card('m5') })).toEqual({
      type: 'play',
      trick: 2,
      ...card('m5'),
    });
    expect(reposition(s, { type: 'play', trick: 2, ...card('m5') })).toBeUndefined();
  });
});

describe('(b) an early card corrected into a collision, the collided entry re-entered', () => {
  it('the rest fits again and the final score is the hand-worked one', () => {
    // Round 1 trick 1 was 0:て9 1:て7 2:て8 3:て5. The table corrects seat 1's card to て5: seat 3's て5
    // (entry 3) no longer fits (that card is on the table). Re-entered as て7, the two cards swap seats.
    // By hand: seat 0 still takes the trick (て9), with the same four cards, so its goods (0+0+0+1 for
    // 7, 8, 9... 9:2, 7:0, 8:0, 5:1) and ◇て = 8 (best て after the 9) are unchanged; no one failed to
    // follow, so no flag; every later trick is as before: totals 4, 3, 4, 3 and the same places.
    const session = sessionOf(example());
    expect(session.correct(1, { type: 'play', trick: 1, ...card('t5') })).toBeNull();
    const rejected = session.view.value.rejected;
    expect(rejected[0]?.index).toBe(3);
    expect(rejected[0]?.violation.code).toBe('supermarket.err.cardOnTable');
    expect(session.correct(3, { type: 'play', trick: 1, ...card('t7') })).toBeNull();
    expect(session.view.value.rejected).toEqual([]);
    const state = session.view.value.state as State;
    expect(state.rounds[0]?.tricks[0]?.cards.map((c) => c.rank)).toEqual([9, 5, 8, 7]);
    expectExampleScore(state);
    expect(game.scoring.score(state).notes).toBeUndefined();
  });
});

// Trick 1: 0:u5 1:m2 (not following) 2:u7 3:u1 -> seat 2. Trick 2: 2:s3 3:s4 0:s5 1:u9 -> seat 1 plays
// うなぎ after not following it: trick 1 is flagged.
const REVOKE = 'u5 m2 u7 u1 s3 s4 s5 u9';
const KEEP = { type: 'keep', round: 1, trick: 1, player: 1, suit: 'unagi' } as const;

describe('revoke "keep" is a log entry', () => {
  it('keeping marks the flag, survives a replay of the record, and a second keep is refused', () => {
    const at = '2026-11-25T10:00:00.000Z';
    const flagged = playAll(start(), REVOKE);
    expect(flagged.rounds[0]?.revokes).toEqual([{ trick: 1, player: 1, suit: 'unagi', seenAt: 2 }]);
    const kept = apply(flagged, KEEP);
    if (isViolation(kept)) throw new Error(kept.code);
    // Kept after the 8 cards played so far: the screens count it as an entry in force after them.
    expect(kept.rounds[0]?.revokes[0]?.keptAt).toBe(8);
    expect(flagged.rounds[0]?.revokes[0]?.keptAt).toBeUndefined();
    // Through the kernel, as the table enters them: no flag open, then a flag open but not this one.
    const again = step(game, kept, KEEP);
    expect(isViolation(again) && again.code).toBe('supermarket.err.noRevoke');
    const wrong = step(game, flagged, { ...KEEP, player: 2 });
    expect(isViolation(wrong) && wrong.code).toBe('supermarket.err.noRevoke');
    // Through a record, as after a reload or an import: the keep is replayed with the cards.
    const cards = REVOKE.split(' ').map(
      (code, i): LogEntry => ({
        kind: 'act',
        action: { type: 'play', trick: i < 4 ? 1 : 2, ...card(code) },
        at,
      }),
    );
    const record = {
      ...example(),
      version: 2 as const,
      entries: [...cards, { kind: 'act' as const, action: KEEP, at }],
    };
    const result = replayWith(game, record);
    if (!result.ok) throw new Error('replay');
    expect(result.rejected).toEqual([]);
    expect((result.state as State).rounds[0]?.revokes[0]?.keptAt).toBe(8);
  });

  it('the score notes say which flags were kept and which are still open', () => {
    const flagged = playAll(start(), REVOKE);
    expect(game.scoring.score(flagged).notes?.map((n) => n.key)).toEqual([
      'supermarket.note.provisional',
      'supermarket.note.revokeOpen',
    ]);
    const kept = apply(flagged, KEEP) as State;
    expect(game.scoring.score(kept).notes?.map((n) => n.key)).toEqual([
      'supermarket.note.provisional',
      'supermarket.note.revoke',
    ]);
    expect(game.words.describe(flagged, KEEP)).toMatchObject({
      key: 'supermarket.log.keep',
      params: { round: 1, trick: 1 },
    });
  });
});
