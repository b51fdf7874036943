// Rules versions (issue 15): a version-1 record keeps replaying and scoring as it was played; a new game plays
// version 2, where 赤 must take a goods card from the discard pile and a discarded 特注 card is dead.
import { describe, expect, it } from 'vitest';
import record from '../../../docs/examples/edo.json';
import type { GameRecord } from '../../engine/record';
import { replayWith } from '../../engine/replay';
import { redChooser } from './end';
import { game } from './index';
import type { EdoState } from './state';
import { tryStep } from './testing';

const v1 = record as unknown as GameRecord;
const RED = v1.entries.findIndex((e) => e.kind === 'act' && (e.action as { type: string }).type === 'red');

/** The example record with its 赤 entry changed to `take`, under `rulesVersion`. */
function withRed(take: string | null, rulesVersion: number): GameRecord {
  const entries = v1.entries.map((e, i) =>
    i === RED && e.kind === 'act' ? { ...e, action: { type: 'red', player: 3, take } } : e,
  );
  return { ...v1, rulesVersion, entries };
}

function totals(rec: GameRecord): number[] {
  const r = replayWith(game, rec);
  if (!r.ok) throw new Error(r.violation.code);
  expect(r.rejected).toEqual([]);
  return game.scoring.score(r.state as EdoState).players.map((p) => p.total);
}

/** The state at the 赤 step of a record (every entry before it applied). */
function atRed(rulesVersion: number): EdoState {
  const r = replayWith(game, { ...v1, rulesVersion, entries: v1.entries.slice(0, RED) });
  if (!r.ok) throw new Error(r.violation.code);
  return r.state as EdoState;
}

describe('rules versions', () => {
  it('starts a new game under version 2 and replays records of versions 1 and 2', () => {
    expect(game.rulesVersion).toBe(2);
    expect(game.replays).toEqual([1, 2]);
    expect(atRed(1).rules).toBe(1);
    expect(atRed(2).rules).toBe(2);
  });

  it('keeps a version-1 record where 赤 took nothing at its old score', () => {
    // example.test.ts works this ending by hand: with nothing taken 黒 3 stays in the discard; R 17,
    // O's 特注 as 黒 22 + 1 + 黒 2x3 + 3 = 32, M 13, S 13.
    expect(v1.rulesVersion).toBe(1);
    expect(totals(withRed(null, 1))).toEqual([13, 32, 13, 17]);
  });

  it('refuses that same "take nothing" under version 2, listing it as not fitting', () => {
    const r = replayWith(game, withRed(null, 2));
    // The 赤 entry is the first that does not fit (the 特注 colours after it then wait for a 赤 pick).
    expect(r.ok && r.rejected[0]?.violation.code).toBe('edo.err.redMustTake');
    expect(r.ok && r.over).toBe(false);
  });

  it('scores the example (赤 took 黒, a goods card) the same under both versions', () => {
    expect(totals(v1)).toEqual([13, 30, 13, 17]);
    expect(totals({ ...v1, rulesVersion: 2 })).toEqual([13, 30, 13, 17]);
  });

  it('offers 赤 only the goods colours in the pile under version 2, and all three choices under version 1', () => {
    // Discard 黒3 白1 黒6 黒2: 白 and 黒 lie there.
    expect(game.rules.legalActions(atRed(2))).toEqual([
      { type: 'red', player: 3, take: 'white' },
      { type: 'red', player: 3, take: 'black' },
    ]);
    expect(game.rules.legalActions(atRed(1))).toHaveLength(3);
  });

  it('refuses a discarded 特注 under version 2 and takes it as a wild card under version 1', () => {
    const dead = (rules: number): EdoState => {
      const s = atRed(rules);
      return { ...s, discard: [...s.discard, { colour: 'special' }] };
    };
    expect(tryStep(dead(2), { type: 'red', player: 3, take: 'special' })).toMatchObject({
      code: 'edo.err.redDeadSpecial',
    });
    expect(tryStep(dead(2), { type: 'red', player: 3, take: null })).toMatchObject({
      code: 'edo.err.redMustTake',
    });
    const took = tryStep(dead(1), { type: 'red', player: 3, take: 'special' }) as EdoState;
    expect(took.redTake).toEqual({ player: 3, take: 'special' });
  });

  it('skips the 赤 step under version 2 when the pile holds only a dead 特注 card', () => {
    // Only a 特注 there: nobody picks under version 2 (the end goes straight to the 特注 colours);
    // version 1 lets 赤 take it.
    const onlyDead = (rules: number): EdoState => ({ ...atRed(rules), discard: [{ colour: 'special' }] });
    expect(redChooser(onlyDead(2))).toBeNull();
    expect(redChooser(onlyDead(1))).toBe(3);
  });
});
