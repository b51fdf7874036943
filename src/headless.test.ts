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
    // A name every object has is no game either (it was looked up as Object's own, and replay threw).
    for (const game of ['constructor', 'toString', '__proto__']) {
      const odd = { ...EXAMPLES.edo, game } as unknown as typeof EXAMPLES.edo;
      expect(replay(odd), game).toMatchObject({ ok: false, violation: { code: 'kernel.unknownGame' } });
      expect(finalScore(odd), game).toMatchObject({ code: 'kernel.unknownGame' });
    }
    const started = { ...EXAMPLES.edo, entries: EXAMPLES.edo.entries.slice(0, 3) };
    expect(finalScore(started)).toMatchObject({ code: 'kernel.notOver' });
  });

  it('refuses an entry of the wrong shape for its shape, never placing it again nor throwing', () => {
    // The supermarket's first entry is {type:'play', trick:1, suit:'tempura', rank:9}; its rules place a card
    // whose trick number a change moved (reposition). A stamp that is no number, or no action at all, is
    // refused for its shape: it was stamped afresh and applied, or made the replay throw.
    for (const action of [{ type: 'play', trick: 'one', suit: 'tempura', rank: 9 }, null]) {
      const record = structuredClone(EXAMPLES.supermarket);
      (record.entries[0] as { action: unknown }).action = action;
      const result = replay(record);
      expect(result.ok && result.rejected[0], JSON.stringify(action)).toMatchObject({
        index: 0,
        violation: { code: 'kernel.badAction' },
      });
    }
  });
});
