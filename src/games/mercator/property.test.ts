import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../app/i18n';
import type { GameRecord } from '../../engine/record';
import { replayWith, step } from '../../engine/replay';
import { runs } from '../../engine/testing/runs';
import { isViolation } from '../../engine/violation';
import type { Action, Options } from './actions';
import { CARD_COUNT, GOODS, SHIP_CAPACITY } from './components';
import { strings } from './i18n';
import { game } from './index';
import { describeOpen } from './secrets';
import { setup } from './setup';
import { type State, valueSum } from './state';
import { table } from './testing';

addStrings(strings);

/** Every invariant the issue lists, plus the bookkeeping behind them. */
function checkInvariants(s: State): void {
  // Money is conserved between players and bank, and never negative.
  const held = s.money.reduce((a, b) => a + b, 0);
  expect(held + s.bank).toBe(s.start.reduce((a, b) => a + b, 0));
  for (const m of s.money) expect(m).toBeGreaterThanOrEqual(0);
  // No ship over six; each pawn is the sum of its ship.
  s.ships.forEach((ship, p) => {
    expect(ship.length).toBeLessThanOrEqual(SHIP_CAPACITY);
    expect(s.cargo[p]).toBe(valueSum(ship));
  });
  // Every card at most once, and every card out of the deck is in exactly one place.
  expect(new Set(s.out).size).toBe(s.out.length);
  expect(s.out.length).toBeLessThanOrEqual(s.deckSize);
  for (const id of s.out) expect(id >= 0 && id < CARD_COUNT).toBe(true);
  const placed = [...s.ships.flat(), ...s.lot, ...s.discarded].sort((a, b) => a - b);
  expect(placed).toEqual([...s.out].sort((a, b) => a - b));
}

const optionsArb = fc.record({
  n: fc.integer({ min: 3, max: 7 }),
  first: fc.nat(6),
  colourBonus: fc.boolean(),
  openAuction: fc.boolean(),
});

/**
 * Picks a legal action: first the kind of entry (so a lone 'close' or 'unsold' is as likely as a card),
 * then one of that kind. Picks past the end of the list come from a fixed scramble of the step number.
 */
function choose(legal: readonly Action[], pick: number): Action {
  const kinds = [...new Set(legal.map((a) => a.type))];
  const kind = kinds[pick % kinds.length];
  const ofKind = legal.filter((a) => a.type === kind);
  return ofKind[Math.floor(pick / kinds.length) % ofKind.length] as Action;
}

/** Plays a game from random picks among the legal actions. */
function playRandom(
  o: { n: number; first: number; colourBonus: boolean; openAuction: boolean },
  picks: number[],
  each?: (s: State) => void,
): { options: Options; actions: Action[]; state: State } {
  const options: Options = {
    first: o.first % o.n,
    colourBonus: o.colourBonus,
    openAuction: o.openAuction,
    series: false,
  };
  const start = setup(options, table(o.n));
  if (isViolation(start)) throw new Error(start.code);
  let s = start;
  const actions: Action[] = [];
  // A game has at most 50 lots of at most 1 + 3 + 7 entries, plus six free draws.
  for (let i = 0; i < 600 && !game.isOver(s); i++) {
    const legal = game.legalActions?.(s) ?? [];
    expect(legal.length).toBeGreaterThan(0);
    const a = choose(legal, picks[i] ?? (i * 7919) % 10007);
    const before = structuredClone(s);
    const next = step(game, s, a);
    if (isViolation(next)) throw new Error(`legal action refused: ${JSON.stringify(a)} ${next.code}`);
    // Accepted entries return a new state and never touch the old one.
    expect(s).toEqual(before);
    s = next as State;
    actions.push(a);
    each?.(s);
  }
  return { options, actions, state: s };
}

describe('random legal play', () => {
  it('never breaks an invariant, always ends, and replays to the same state', () => {
    fc.assert(
      fc.property(optionsArb, fc.array(fc.nat(), { maxLength: 300 }), (o, picks) => {
        const { options, actions, state } = playRandom(o, picks, checkInvariants);
        expect(game.isOver(state)).toBe(true);
        expect(game.legalActions?.(state)).toEqual([]);
        const score = game.score(state);
        expect(score.players).toHaveLength(o.n);
        const record: GameRecord = {
          format: 'choba-record',
          version: 1,
          id: 'p',
          game: 'mercator',
          rulesVersion: 1,
          createdAt: '2026-11-22T10:00:00.000Z',
          options,
          players: table(o.n),
          entries: actions.map((action) => ({ kind: 'act', action, at: '2026-11-22T10:00:00.000Z' })),
        };
        const replayed = replayWith(game, record);
        expect(replayed.ok && replayed.rejected).toEqual([]);
        expect(replayed.ok && replayed.state).toEqual(state);
      }),
      { numRuns: runs(60) },
    );
  });
});

const junkArb = fc.record(
  {
    type: fc.constantFrom('turn', 'close', 'bid', 'sold', 'unsold', 'draw', 'pass', ''),
    colour: fc.constantFrom(...GOODS, 'pink', 3),
    value: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.constant(2.5), fc.constant('7')),
    player: fc.integer({ min: -2, max: 8 }),
    amount: fc.integer({ min: -3, max: 80 }),
    price: fc.integer({ min: -3, max: 80 }),
  },
  { requiredKeys: [] },
);

describe('random entries', () => {
  it('are accepted, or refused with the state unchanged', () => {
    fc.assert(
      fc.property(
        optionsArb,
        fc.array(fc.nat(), { maxLength: 120 }),
        fc.array(junkArb, { maxLength: 20 }),
        (o, picks, junk) => {
          // A state somewhere in a game (the picks run out part way), then junk entries on top.
          let s = playRandom(o, picks.slice(0, picks.length % 80)).state;
          for (const a of junk) {
            const before = structuredClone(s);
            const next = step(game, s, a);
            expect(s).toEqual(before);
            if (!isViolation(next)) {
              s = next as State;
              checkInvariants(s);
            }
          }
        },
      ),
      { numRuns: runs(150) },
    );
  });
});

describe('secrets of random games', () => {
  const t = makeTranslate('en', table(7));
  it('are every player’s money during play, a sealed bid only until the lot is settled, and nothing once over', () => {
    fc.assert(
      fc.property(optionsArb, fc.array(fc.nat(), { maxLength: 300 }), (o, picks) => {
        // The sealed bids of the lot under way: the state each was entered in, and the entry.
        let lot: { before: State; action: Extract<Action, { type: 'bid' }> }[] = [];
        let last: State | null = null;
        const { state } = playRandom(o, picks, (s) => {
          const facts = game.secrets?.(s) ?? [];
          if (game.isOver(s)) {
            expect(facts).toEqual([]);
            return;
          }
          expect(facts.filter((f) => f.fact.key === 'mercator.secret.money').map((f) => f.owner)).toEqual(
            s.money.map((_, p) => p),
          );
          const sealed = facts.filter((f) => f.fact.key === 'mercator.secret.bid').map((f) => f.owner);
          // Which bid was just entered: the one seat whose bid appeared since the state before.
          if (s.phase === 'bid' && last) {
            const prev = last;
            const p = s.bids.findIndex((b, i) => b != null && prev.bids[i] == null);
            if (p >= 0)
              lot = [...lot, { before: prev, action: { type: 'bid', player: p, amount: s.bids[p] ?? 0 } }];
          }
          if (s.phase !== 'bid') lot = [];
          expect(sealed).toEqual(lot.map((b) => b.action.player).sort((a, b) => a - b));
          // The log of each bid still in its fist names the bidder and no number.
          for (const { before, action } of lot) expect(t(describeOpen(before, action, s))).not.toMatch(/\d/);
          last = s;
        });
        expect(game.isOver(state)).toBe(true);
        expect(game.secrets?.(state)).toEqual([]);
      }),
      { numRuns: runs(60) },
    );
  });
});
