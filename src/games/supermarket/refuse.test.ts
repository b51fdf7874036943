// What the kernel refuses before the rules see an entry (the step, the end), said in the game's own words, as
// the table meets it: every entry here goes through the kernel's `step`.
import { describe, expect, it } from 'vitest';
import { step } from '../../engine/replay';
import { isViolation } from '../../engine/violation';
import type { Action, KeepAction } from './actions';
import { game } from './index';
import type { State } from './state';
import { card, DULL_ROUND, playAll, start } from './testing';

/** The entry through the kernel, checking that the state it was refused in is left as it was. */
function refused(state: State, action: Action) {
  const before = structuredClone(state);
  const result = step(game, state, action);
  expect(state).toEqual(before);
  return result;
}

const keep = (round: number, trick: number, player: number, suit: KeepAction['suit']): KeepAction => ({
  type: 'keep',
  round,
  trick,
  player,
  suit,
});

// Trick 1: 0:u5 1:m2 (not following) 2:u7 3:u1 -> seat 2. Trick 2: 2:s3 3:s4 0:s5 1:u9 -> seat 0 (the only
// すいか above 4): seat 1 plays うなぎ after not following it, so trick 1 is flagged; seat 0 leads trick 3.
const REVOKE = 'u5 m2 u7 u1 s3 s4 s5 u9';

// Round 1 of the dull round with seat 0's うなぎ2 and seat 1's 梅干2 swapped. Trick 1: 0:u1 1:m1 2:s1 3:t1,
// seat 1 does not follow うなぎ. Trick 2: 0:m2 1:u2 2:s2 3:t2: seat 1 plays うなぎ (trick 1 flagged) and does
// not follow 梅干. Trick 3: 0:u3 1:m3: seat 1 plays 梅干 (trick 2 flagged). Seat 0 takes every trick: the led
// card is the only one of its suit each time. All 36 cards are played once: the round ends, round 2 begins.
const TWO_FLAGS = `u1 m1 s1 t1 m2 u2 s2 t2 ${DULL_ROUND.split(' ').slice(8).join(' ')}`;

/** The refusal of a keep of round 1, trick 1, seat 1's unagi flag when no such flag is open, its rule in words. */
const NO_FLAG = {
  violation: true,
  code: 'supermarket.err.noRevoke',
  section: '004 トリック',
  params: { round: 1, trick: 1, player: { p: 1 }, suit: { key: 'supermarket.suit.unagi' } },
};

describe('a keep the step does not take: no flag is open', () => {
  it('before any flag, a keep is refused naming the flag it asked for, the rule in words', () => {
    const s = playAll(start(), 'u9 u3 u2 u1 m1');
    expect(game.rules.prompt(s).expects).toEqual(['play']);
    expect(refused(s, keep(1, 1, 1, 'unagi'))).toEqual(NO_FLAG);
  });

  it('a flag kept once cannot be kept again: the second keep is refused the same way', () => {
    const flagged = playAll(start(), REVOKE);
    const once = step(game, flagged, keep(1, 1, 1, 'unagi'));
    if (isViolation(once)) throw new Error(once.code);
    const kept = once as State;
    expect(game.rules.prompt(kept).expects).toEqual(['play']);
    expect(refused(kept, keep(1, 1, 1, 'unagi'))).toEqual(NO_FLAG);
  });
});

describe('a keep the step takes: a flag is open', () => {
  it('is taken whoever is to play: it names the player who did not follow, not a mover', () => {
    const flagged = playAll(start(), REVOKE);
    // Seat 0 took trick 2 and leads trick 3; the flag is seat 1's.
    expect(game.rules.prompt(flagged)).toMatchObject({ actors: [0], expects: ['play', 'keep'] });
    const kept = step(game, flagged, keep(1, 1, 1, 'unagi'));
    expect(isViolation(kept)).toBe(false);
    expect((kept as State).rounds[0]?.revokes[0]?.keptAt).toBe(8);
  });

  it('a flag of a round already scored can still be kept in the next round, one flag at a time', () => {
    const s = playAll(start(), TWO_FLAGS);
    expect(s.rounds).toHaveLength(2);
    expect(s.rounds[0]?.revokes).toEqual([
      { trick: 1, player: 1, suit: 'unagi', seenAt: 2 },
      { trick: 2, player: 1, suit: 'umeboshi', seenAt: 3 },
    ]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'lead', round: 2, expects: ['play', 'keep'] });
    // A keep for an open round that names no flag of it is the rules' refusal, in the same words.
    expect(refused(s, keep(1, 3, 1, 'unagi'))).toMatchObject({ code: 'supermarket.err.noRevoke' });
    const first = step(game, s, keep(1, 1, 1, 'unagi')) as State;
    expect(game.rules.prompt(first).expects).toEqual(['play', 'keep']);
    const both = step(game, first, keep(1, 2, 1, 'umeboshi')) as State;
    expect(both.rounds[0]?.revokes.map((x) => x.keptAt)).toEqual([36, 36]);
    expect(game.rules.prompt(both).expects).toEqual(['play']);
    // Play goes on: round 2 is led by seat 1.
    expect(isViolation(step(game, both, { type: 'play', trick: 1, ...card('u9') }))).toBe(false);
  });
});

describe('after the match', () => {
  it('the kernel refuses any entry first; a card is said as all the rounds played', () => {
    const over = playAll(start(), Array(4).fill(DULL_ROUND).join(' '));
    expect(game.rules.prompt(over).expects).toEqual([]);
    const card1 = { type: 'play', trick: 1, ...card('u1') } as const;
    expect(refused(over, card1)).toMatchObject({ code: 'kernel.gameOver' });
    expect(refused(over, keep(1, 1, 1, 'unagi'))).toMatchObject({ code: 'kernel.gameOver' });
    // The game's words, where the kernel asks for them (a card is taken at every step short of the end).
    expect(game.rules.refuse?.(over, card1, 'step')).toEqual({
      violation: true,
      code: 'supermarket.err.matchOver',
      section: '004 ラウンド数',
      params: { rounds: 4 },
    });
  });
});
