// Issue 14 (b): a correction through GameSession on the example record that makes the next entry unfit,
// that entry re-entered, after which the rest fits and the final score is the hand-worked one.
import { describe, expect, it } from 'vitest';
import exampleJson from '../../../docs/examples/mercator.json';
import { sessionOf } from '../../app/testing/table';
import { decodeRecord } from '../../engine/decode';
import { game, type State } from './index';

describe('correcting the example record', () => {
  it('a card corrected into the next one, that one re-entered: the rest fits, the score stands', () => {
    const decoded = decodeRecord(exampleJson);
    if (!decoded.ok) throw new Error('example');
    const session = sessionOf(decoded.record);
    // Lot 1 was r7 b3 (entries 0 and 1). The table says the first card was b3: then the second, b3 again,
    // no longer fits (a card already out).
    expect(session.correct(0, { type: 'turn', colour: 'blue', value: 3 })).toBeNull();
    const rejected = session.view.value.rejected;
    // The first that does not fit is entry 1; with a one-card lot, later lots (whose limits follow the free
    // holds) stop fitting too: listed, not dropped.
    expect(rejected[0]?.index).toBe(1);
    expect(rejected[0]?.violation.code).toBe('mercator.err.cardOut');
    // The second card was r7: re-entered, the lot holds the same two cards (b3 r7), Ben still buys it for 8
    // with cargo 10. By hand (example.test.ts) nothing later depends on the order within a lot: the ships
    // hold the same cards, so the sale is unchanged: Chie 55 -> 30, Aki and Dai 50 -> 15 each, Ben 48 -> 0;
    // final money Aki 23, Ben 27, Chie 35, Dai 36; Dai 1st, Chie 2nd, Ben 3rd, Aki 4th.
    expect(session.correct(1, { type: 'turn', colour: 'red', value: 7 })).toBeNull();
    expect(session.view.value.rejected).toEqual([]);
    expect(session.view.value.over).toBe(true);
    const score = game.scoring.score(session.view.value.state as State);
    expect(score.players.map((p) => [p.total, p.rank])).toEqual([
      [23, 4],
      [27, 3],
      [35, 2],
      [36, 1],
    ]);
  });
});
