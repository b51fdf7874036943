import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../engine/record';
import { replayWith, step } from '../../engine/replay';
import { runs } from '../../engine/testing/runs';
import type { Json } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { DECK_SIZE } from './components';
import { game } from './index';
import { legalActions } from './legal';
import type { State } from './state';
import { brokenInvariants, seats, start } from './testkit';

// A game has at most 3 × (price + 12 × (card + n declarations) + price hidden + 12 hidden faces) entries.
const bound = (n: number): number => 3 * (1 + DECK_SIZE * (1 + n) + 1 + DECK_SIZE);

/** Plays legal entries picked by the indices (cycled) until the game ends; checks invariants at every step. */
function walk(n: number, first: number, picks: readonly number[]): { state: State; actions: Action[] } {
  let s = start(n, first);
  const actions: Action[] = [];
  let auctionsThisRound = 0;
  for (let k = 0; !game.isOver(s); k++) {
    if (k > bound(n)) throw new Error('the game did not end within the bound');
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    const action = legal[(picks[k % picks.length] ?? 0) % legal.length] as Action;
    const next = game.apply(s, action);
    if (isViolation(next)) throw new Error(`legal action refused: ${next.code}`);
    if (action.type === 'card') auctionsThisRound++;
    if (action.type === 'price') auctionsThisRound = 0;
    expect(auctionsThisRound).toBeLessThanOrEqual(DECK_SIZE);
    expect(brokenInvariants(next)).toEqual([]);
    actions.push(action);
    s = next;
  }
  return { state: s, actions };
}

function recordOf(n: number, first: number, actions: readonly Action[]): GameRecord {
  return {
    format: 'choba-record',
    version: 1,
    id: 'p',
    game: 'katame',
    rulesVersion: 1,
    createdAt: '2026-11-22T10:00:00.000Z',
    options: { first },
    players: seats(n),
    entries: actions.map((a) => ({
      kind: 'act',
      action: a as unknown as Json,
      at: '2026-11-22T10:00:00.000Z',
    })),
  };
}

const table = fc.integer({ min: 2, max: 4 }).chain((n) => fc.tuple(fc.constant(n), fc.nat({ max: n - 1 })));
// Small indices favour passes and low prices, so that rounds also run to the 12th card.
const picks = fc.array(fc.oneof(fc.nat({ max: 3 }), fc.nat()), { minLength: 1, maxLength: 60 });

describe('random legal play', () => {
  it('never breaks an invariant, ends within the bound, scores every player, and replays to the same state', () => {
    const ends = { deck: 0, broke: 0 };
    fc.assert(
      fc.property(table, picks, ([n, first], ps) => {
        const { state, actions } = walk(n, first, ps);
        expect(state.history).toHaveLength(3);
        for (const r of state.history) ends[r.end.why]++;
        const fs = game.score(state);
        expect(fs.players.map((p) => p.total)).toEqual(state.money);
        for (const p of fs.players) expect(p.lines.reduce((a, l) => a + l.points, 0)).toBe(p.total);
        const replayed = replayWith(game, recordOf(n, first, actions));
        expect(replayed.ok && replayed.rejected).toEqual([]);
        expect(replayed.ok && replayed.state).toEqual(state);
      }),
      { numRuns: runs(150) },
    );
    // The walks covered both ways a round ends.
    expect(ends.deck).toBeGreaterThan(0);
    expect(ends.broke).toBeGreaterThan(0);
  });
});

const anyAction = fc.record(
  {
    type: fc.oneof(fc.constantFrom('price', 'card', 'bid', 'pass', 'priceHidden', 'cardHidden'), fc.string()),
    p: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.string()),
    price: fc.oneof(fc.integer({ min: -3, max: 200 }), fc.double()),
    icon: fc.oneof(fc.constantFrom('choc', 'gold', 'silk', 'junk'), fc.string()),
  },
  { requiredKeys: ['type'] },
);

describe('random entries', () => {
  it('are either accepted (invariants hold) or refused with the state unchanged', () => {
    fc.assert(
      fc.property(
        table,
        picks,
        fc.nat({ max: 200 }),
        fc.array(anyAction, { maxLength: 20 }),
        ([n, first], ps, cut, junk) => {
          // A reachable state: a prefix of a random legal game.
          const { actions } = walk(n, first, ps);
          let s = start(n, first);
          for (const a of actions.slice(0, cut)) s = game.apply(s, a) as State;
          for (const a of junk) {
            const before = structuredClone(s);
            const next = step(game, s, a);
            expect(s).toEqual(before);
            if (!isViolation(next)) {
              s = next as State;
              expect(brokenInvariants(s)).toEqual([]);
            }
          }
        },
      ),
      { numRuns: runs(100) },
    );
  });
});
