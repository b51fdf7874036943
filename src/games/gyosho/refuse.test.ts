// The kernel's refusals in 行商's own words (rules.ts `refuse`): an entry the step does not take, and an entry
// for a player whose move it is not, entered through the kernel's step as the table enters them.
import { describe, expect, it } from 'vitest';
import type { RuleViolation } from '../../engine/types';
import type { Action } from './actions';
import { GOODS } from './components';
import type { State } from './state';
import { attempt, C, fresh, one, pass, play, ready3, refillAfterA, SPECIALS, setupActions } from './testing';

const FLOW = '002 ゲームの流れ';
const ORDERS = '002 注文カードの準備';

/** The entry is refused with exactly this violation, and the state it was tried on is as it was. */
function refusedAs(s: State, a: Action, expected: Omit<RuleViolation, 'violation'>): void {
  const before = structuredClone(s);
  expect(attempt(s, a)).toEqual({ violation: true, ...expected });
  expect(s).toEqual(before);
}

describe('an entry the step does not take', () => {
  it('names the step the table is at, and the rule of the order of play', () => {
    const s = refillAfterA();
    expect(s.phase).toBe('refill');
    refusedAs(
      s,
      { type: 'move', p: 1, city: C.wheat },
      {
        code: 'gyosho.err.notNow',
        section: 'RULINGS 002 進行の順序',
        params: { phase: { key: 'gyosho.phase.refill' } },
      },
    );
  });

  it('names the player whose turn is over, with the actions used, for a further action in the refill', () => {
    refusedAs(
      refillAfterA(),
      { type: 'move', p: 0, city: C.wheat },
      {
        code: 'gyosho.err.turnOver',
        section: FLOW,
        params: { p: { p: 0 }, used: 1, limit: 3 },
      },
    );
  });

  it('asks for the reshuffle when three orders of 4+ goods are out', () => {
    // One of each good: three orders of four goods each, the third of them calling for the reshuffle.
    const row = [C.east, C.south, C.heidi].map((city) => ({
      type: 'reveal' as const,
      city,
      goods: [...GOODS],
      points: 6,
    }));
    const s = play(fresh(3), [...setupActions([], [], []), ...row]);
    expect(s.phase).toBe('setup.reshuffle');
    refusedAs(
      s,
      { type: 'reveal', ...one(C.elkai, 'wine') },
      { code: 'gyosho.err.mustReshuffle', section: ORDERS, params: {} },
    );
  });

  it('says how many orders lie over the end card when it comes up too early', () => {
    // Three players: 37 order cards less 5 removed = 32; the row and the refill's slot leave 27 in the deck,
    // more than the 8 that setup [3] shuffles together with the end card.
    refusedAs(
      refillAfterA(),
      { type: 'endCard' },
      {
        code: 'gyosho.err.endTooEarly',
        section: ORDERS,
        params: { n: 27, under: 8 },
      },
    );
  });

  it('says the end card is already out when it is entered a second time', () => {
    // 24 of 32 drawn: 8 left, the end card may come up in the refill; then it has.
    const s = play(refillAfterA(24), [{ type: 'endCard' }]);
    expect(s.phase).toBe('refill');
    refusedAs(s, { type: 'endCard' }, { code: 'gyosho.err.endCardTwice', section: ORDERS, params: {} });
  });

  it('names the empty deck for an order card the deck no longer holds', () => {
    // The table counted no order card left while laying the starting row: only a recount is taken.
    const s = play(fresh(3), [...setupActions([], [], []), { type: 'deck', size: 0 }]);
    refusedAs(
      s,
      { type: 'reveal', ...one(C.elkai, 'wine') },
      {
        code: 'gyosho.err.deckEmpty',
        section: '002 注文カードの補充',
        params: {},
      },
    );
  });
});

describe('an entry for a player whose move it is not', () => {
  it('names whose move it is during a turn', () => {
    refusedAs(
      ready3(),
      { type: 'move', p: 1, city: C.wheat },
      {
        code: 'gyosho.err.notYourTurn',
        section: FLOW,
        params: { p: { p: 1 }, current: { p: 0 } },
      },
    );
  });

  it('names the player whose turn is over once the next player is on', () => {
    // A stops without acting: the row is full, so B is on at once.
    const s = pass(ready3());
    expect(s.current).toBe(1);
    refusedAs(
      s,
      { type: 'load', p: 0, good: 'wheat', from: 'stock' },
      {
        code: 'gyosho.err.turnOver',
        section: FLOW,
        params: { p: { p: 0 }, used: 0, limit: 3 },
      },
    );
  });

  it('names who places next in the starting placement', () => {
    // The player right of the start player (A) places first: C, seat 2.
    const s = play(
      fresh(3),
      setupActions(
        [C.elkai, C.heidi, C.centre, C.east, C.south].map((city) => one(city, 'wheat')),
        SPECIALS,
        [],
      ),
    );
    expect(s.phase).toBe('setup.start');
    refusedAs(
      s,
      { type: 'start', p: 0, city: C.elkai },
      {
        code: 'gyosho.err.notYourTurn',
        section: FLOW,
        params: { p: { p: 0 }, current: { p: 2 } },
      },
    );
  });

  it('names a seat the table does not have', () => {
    const row = [C.elkai, C.heidi, C.east, C.south].map((city) => one(city, 'wheat'));
    const s = play(
      fresh(2),
      setupActions(row, SPECIALS, [
        { p: 1, city: C.centre },
        { p: 0, city: C.elkai },
      ]),
    );
    expect(s.phase).toBe('turn');
    refusedAs(
      s,
      { type: 'move', p: 3, city: C.wheat },
      {
        code: 'gyosho.err.badSeat',
        section: FLOW,
        params: { seat: 3 },
      },
    );
  });
});
