// Issue 14 (b): a correction through the table's session on the example record (docs/examples/gyosho.json)
// that makes the next entry unfit; that entry re-entered, the rest fits again and the final score stands.
import { describe, expect, it } from 'vitest';
import record from '../../../docs/examples/gyosho.json';
import { sessionOf } from '../../app/testing/table';
import type { GameRecord } from '../../engine/record';
import { game } from './index';
import type { State } from './state';

const rec = record as unknown as GameRecord;

describe('(b) an early load corrected, the load that no longer fits re-entered', () => {
  it('the rest fits again and the example keeps its hand-worked score 33 / 28 / 33', () => {
    // Entries 133 and 134: Ben loads cloth, then wine, from Chie's shipping area. The table says the first
    // was the wine: Chie's area there holds one wine, so the second load of wine no longer fits.
    expect(rec.entries[133]).toMatchObject({ action: { type: 'load', p: 1, good: 'cloth', from: 2 } });
    expect(rec.entries[134]).toMatchObject({ action: { type: 'load', p: 1, good: 'wine', from: 2 } });
    const session = sessionOf(rec);
    expect(session.correct(133, { type: 'load', p: 1, good: 'wine', from: 2 })).toBeNull();
    const rejected = session.view.value.rejected;
    expect(rejected[0]?.index).toBe(134);
    // Re-entered as the cloth: the wagon and Chie's area hold the same goods as before (a load counts goods,
    // not their order), so everything after it fits as it was, and the score worked by hand in
    // example.test.ts stands: Aki 33, Ben 28, Chie 33 (Aki ahead of Chie on order cards).
    expect(session.correct(134, { type: 'load', p: 1, good: 'cloth', from: 2 })).toBeNull();
    expect(session.view.value.rejected).toEqual([]);
    expect(session.view.value.over).toBe(true);
    const score = game.scoring.score(session.view.value.state as State);
    expect(score.players.map((p) => [p.total, p.rank])).toEqual([
      [33, 1],
      [28, 3],
      [33, 2],
    ]);
  });
});
