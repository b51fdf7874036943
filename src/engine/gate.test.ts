// The kernel's own checks before a game's rules see an entry: the step, the player, the end. Told with a
// variant of the race game where a player may also pass, but only once the total has reached 3.
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { replayWith, step } from './replay';
import { type RaceOptions, type RaceState, raceGame, raceRecord } from './testing/race-game';
import type { GameModule } from './types';
import { isViolation, violation } from './violation';

type PassAction = { type: 'add'; n: number } | { type: 'pass'; p: number };

const apply = vi.fn((state: RaceState, action: PassAction) =>
  action.type === 'pass'
    ? { ...state, turn: (state.turn + 1) % state.players }
    : raceGame.rules.apply(state, action),
);

/** The race game with a pass that the prompt takes only from 3 on, made for the seat whose turn it is. */
const passRace: GameModule<RaceState, PassAction, RaceOptions> = {
  ...raceGame,
  rules: {
    ...raceGame.rules,
    actionSchema: v.variant('type', [
      v.object({ type: v.literal('add'), n: v.pipe(v.number(), v.integer()) }),
      v.object({ type: v.literal('pass'), p: v.pipe(v.number(), v.integer()) }),
    ]),
    apply,
    prompt: (state) => ({
      ...raceGame.rules.prompt(state),
      expects: state.winner !== null ? [] : state.total >= 3 ? ['add', 'pass'] : ['add'],
    }),
    actor: (action) => (action.type === 'pass' ? action.p : undefined),
  },
};

/** The same game with its own words for the kernel's refusals. */
const worded: typeof passRace = {
  ...passRace,
  rules: {
    ...passRace.rules,
    refuse: (state, _action, why) =>
      why === 'step'
        ? violation('race.noPassYet', 'race 3', { total: state.total })
        : violation('race.notYourPass', 'race 3', { p: { p: state.turn } }),
  },
};

const start = raceGame.rules.setup({ first: 0, target: 10 }, raceRecord(10).players) as RaceState;
const atThree = { ...start, total: 3, added: [3, 0], turn: 1 };

describe('the kernel checks every entry against the prompt before the rules see it', () => {
  it('refuses an entry the step does not take, naming the step, without asking the rules', () => {
    apply.mockClear();
    const refused = step(passRace, start, { type: 'pass', p: 0 });
    expect(refused).toEqual(violation('kernel.notNow', 'flow', { now: { key: 'race.add' } }));
    expect(apply).not.toHaveBeenCalled();
  });

  it('refuses an entry made for a seat whose move it is not, naming whose move it is', () => {
    apply.mockClear();
    const refused = step(passRace, atThree, { type: 'pass', p: 0 });
    expect(refused).toEqual(violation('kernel.notYours', 'flow', { now: { key: 'race.add' }, p: { p: 1 } }));
    expect(apply).not.toHaveBeenCalled();
  });

  it('lets the rules decide an entry the prompt expects from a seat it names', () => {
    const passed = step(passRace, atThree, { type: 'pass', p: 1 });
    expect(isViolation(passed)).toBe(false);
    expect((passed as RaceState).turn).toBe(0);
    // An entry that names no seat is not checked for one: the rules decide whose it is.
    expect((step(passRace, atThree, { type: 'add', n: 2 }) as RaceState).total).toBe(5);
  });

  it("says the refusal in the game's own words where the game has them", () => {
    expect(step(worded, start, { type: 'pass', p: 0 })).toEqual(
      violation('race.noPassYet', 'race 3', { total: 0 }),
    );
    expect(step(worded, atThree, { type: 'pass', p: 0 })).toEqual(
      violation('race.notYourPass', 'race 3', { p: { p: 1 } }),
    );
  });

  it('refuses anything after the end first, whatever the prompt', () => {
    const over = { ...atThree, total: 10, winner: 0 };
    expect(step(worded, over, { type: 'pass', p: 1 })).toEqual(violation('kernel.gameOver', 'end'));
  });

  it('keeps an entry refused in a replay in the log, with the reason, in trusted replays too', () => {
    const record = raceRecord(10);
    const actions: PassAction[] = [
      { type: 'pass', p: 0 },
      { type: 'add', n: 3 },
      { type: 'pass', p: 1 },
    ];
    const entries = actions.map((action) => ({ kind: 'act' as const, at: record.createdAt, action }));
    for (const trusted of [false, true]) {
      const result = replayWith(passRace, { ...record, entries }, undefined, { trusted });
      if (!result.ok) throw new Error('setup refused');
      expect(result.rejected.map((r) => [r.index, r.violation.code])).toEqual([[0, 'kernel.notNow']]);
      expect(result.applied.map((a) => a.index)).toEqual([1, 2]);
      expect((result.state as RaceState).turn).toBe(0);
    }
  });
});
