// Issue 14 (b): a correction through GameSession on the example record that makes the next entry unfit,
// that entry re-entered, after which the rest fits and the final score is the hand-worked one.
import { describe, expect, it } from 'vitest';
import exampleJson from '../../../docs/examples/katame.json';
import { sessionOf } from '../../app/testing/table';
import { decodeRecord } from '../../engine/decode';
import { game } from './index';
import type { State } from './state';

describe('correcting the example record', () => {
  it('a bid corrected above the next one, that one re-entered higher: the rest fits, the score follows', () => {
    const decoded = decodeRecord(exampleJson);
    if (!decoded.ok) throw new Error('example');
    const session = sessionOf(decoded.record);
    // Round 1, card 1 (silk): Aya 3, Ken 4, Mio passes (entries 2, 3, 4). Aya really said 5: Ken's 4 is
    // no longer higher and does not fit.
    expect(session.correct(2, { type: 'bid', p: 0, price: 5 })).toBeNull();
    const rejected = session.view.value.rejected;
    expect(rejected[0]?.index).toBe(3);
    expect(rejected[0]?.violation.code).toBe('katame.err.notHigher');
    // Ken really said 6: he still takes the card, paying 6 instead of 4. By hand (example.test.ts): Ken has
    // 2 less from then on (24 after card 1, 14 at the end of round 1, 28 when he bids 9 in round 2), never
    // below any later bid of his, and no purse reaches 0 by it; the same cards go to the same players, so
    // every settlement is the same. Final money: Aya 29, Ken 57 - 2 = 55, Mio 70; the places stand.
    expect(session.correct(3, { type: 'bid', p: 1, price: 6 })).toBeNull();
    expect(session.view.value.rejected).toEqual([]);
    expect(session.view.value.over).toBe(true);
    const score = game.scoring.score(session.view.value.state as State);
    expect(score.players.map((p) => [p.total, p.rank])).toEqual([
      [29, 3],
      [55, 2],
      [70, 1],
    ]);
  });
});
