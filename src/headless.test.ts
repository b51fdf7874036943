// The headless entry point: every game of the list replays and scores its example record, and a record of a
// game it does not know is refused with a reason, never thrown.
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from './engine/testing/examples';
import { GAME_IDS } from './engine/types';
import { finalScore, isViolation, MODULES, replay } from './headless';

describe('the headless entry point', () => {
  it('has the rules of every game of the list, and no other', () => {
    expect(Object.keys(MODULES).sort()).toEqual([...GAME_IDS].sort());
    for (const id of GAME_IDS) expect(MODULES[id].id).toBe(id);
  });

  it.each(GAME_IDS)('%s: replays the example record to its end and scores it', (id) => {
    const result = replay(EXAMPLES[id]);
    expect(result).toMatchObject({ ok: true, over: true, rejected: [] });
    expect('firstRejected' in result).toBe(false);
    const score = finalScore(EXAMPLES[id]);
    expect(isViolation(score)).toBe(false);
  });

  it('refuses a record of an unknown game and a game not over', () => {
    const chess = { ...EXAMPLES.edo, game: 'chess' } as unknown as typeof EXAMPLES.edo;
    expect(replay(chess)).toMatchObject({ ok: false, violation: { code: 'kernel.unknownGame' } });
    const started = { ...EXAMPLES.edo, entries: EXAMPLES.edo.entries.slice(0, 3) };
    expect(finalScore(started)).toMatchObject({ code: 'kernel.notOver' });
  });
});
