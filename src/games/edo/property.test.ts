// Property tests: random legal games keep every invariant, end within a bound and replay to the same
// state; random action-shaped entries are accepted or refused with the state unchanged.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../app/i18n';
import type { GameRecord } from '../../engine/record';
import { replayWith, step } from '../../engine/replay';
import { runs } from '../../engine/testing/runs';
import type { Json, RuleViolation } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { EdoAction } from './actions';
import { cardsInPlay, cardTotal } from './cards';
import { COLOURS, maxDeck } from './components';
import { strings } from './i18n';
import { game } from './index';
import { coinsFact, describeOpen } from './secrets';
import type { EdoState } from './state';
import { coinTotal, merchants } from './testing';

addStrings(strings);

/** Setup + every turn's entries: at most (3 + 3 + 1 + 2n + 1) per turn, at most 22 turns, + the end. */
const BOUND = 500;

function checkInvariants(s: EdoState): void {
  expect(coinTotal(s)).toBe(50);
  expect(cardTotal(s)).toBe(32);
  for (const c of s.coins) expect(c).toBeGreaterThanOrEqual(0);
  expect(s.stock).toBeGreaterThanOrEqual(0);
  expect(s.pot).toBeGreaterThanOrEqual(0);
  expect(s.deck).toBeGreaterThanOrEqual(0);
  const open = cardsInPlay(s);
  for (const colour of COLOURS) expect(open.filter((c) => c.colour === colour).length).toBeLessThanOrEqual(6);
  expect(open.filter((c) => c.colour === 'special').length).toBeLessThanOrEqual(2);
  // Never every tile on 不義理 at once, and the active player never shows 不義理 while rolling.
  expect(s.dishonour.every(Boolean)).toBe(false);
  if (s.phase === 'dice.roll') expect(s.dishonour[s.active]).toBe(false);
  if (!s.variant) expect(Object.values(s.privileges).every((h) => h === null)).toBe(true);
}

const gameSetup = fc.record({
  players: fc.integer({ min: 3, max: 5 }),
  privileges: fc.boolean(),
  first: fc.nat(4),
  deck: fc.option(fc.integer({ min: 1, max: 22 }), { nil: undefined }),
});

function start(g: { players: number; privileges: boolean; first: number; deck: number | undefined }) {
  const options = {
    first: g.first % g.players,
    privileges: g.privileges,
    ...(g.deck === undefined ? {} : { deck: Math.min(g.deck, maxDeck(g.players)) }),
  };
  const players = merchants(['あ', 'い', 'う', 'え', 'お'].slice(0, g.players));
  const state = game.setup({ ...options }, players);
  if (isViolation(state)) throw new Error(state.code);
  return { state, options, players };
}

/** Plays legal entries chosen by the indexes until the game ends (or the indexes run out). */
function walk(state: EdoState, picks: readonly number[], check: boolean) {
  let s = state;
  const taken: EdoAction[] = [];
  for (const pick of picks) {
    if (game.isOver(s)) break;
    const legal = game.legalActions?.(s) ?? [];
    expect(legal.length).toBeGreaterThan(0);
    const action = legal[pick % legal.length] as EdoAction;
    const next = step(game, s, action);
    if (isViolation(next)) throw new Error(`legal entry refused: ${next.code} ${JSON.stringify(action)}`);
    s = next as EdoState;
    taken.push(action);
    if (check) checkInvariants(s);
  }
  return { state: s, taken };
}

describe('random legal games', () => {
  it('keep the invariants, end within the bound and replay to the same state', () => {
    fc.assert(
      fc.property(gameSetup, fc.array(fc.nat(), { minLength: BOUND, maxLength: BOUND }), (g, picks) => {
        const { state, options, players } = start(g);
        const { state: end, taken } = walk(state, picks, true);
        expect(game.isOver(end)).toBe(true);
        expect(taken.length).toBeLessThanOrEqual(BOUND);
        const score = game.score(end);
        expect(score.players).toHaveLength(g.players);
        const record: GameRecord = {
          format: 'choba-record',
          version: 1,
          id: 'p',
          game: 'edo',
          // The walk played the current rules (a table set up without a version): version 2.
          rulesVersion: game.rulesVersion,
          createdAt: '2026-11-22T10:00:00.000Z',
          options,
          players,
          entries: taken.map((action) => ({
            kind: 'act',
            action: action as unknown as Json,
            at: '2026-11-22T10:00:00.000Z',
          })),
        };
        const replayed = replayWith(game, record);
        expect(replayed.ok && replayed.rejected).toEqual([]);
        expect(replayed.ok && replayed.state).toEqual(end);
      }),
      { numRuns: runs(120) },
    );
    // 120 whole games: a few seconds alone, many more while other suites load the machine.
  }, 60_000);
});

const int = fc.integer({ min: -2, max: 8 });
const colour = fc.constantFrom(...COLOURS, 'special', 'green');
const card = fc.oneof(fc.record({ colour, pips: int }), fc.record({ colour }));
const anyAction = fc.oneof(
  fc.record({ type: fc.constant('start'), player: int, keep: int, pass: int }),
  fc.record({ type: fc.constant('discards'), cards: fc.array(card, { maxLength: 3 }) }),
  fc.record({ type: fc.constant('roll'), dice: fc.array(int, { maxLength: 4 }) }),
  fc.record({ type: fc.constant('keep'), dice: fc.array(int, { maxLength: 4 }) }),
  fc.record({ type: fc.constant('object'), players: fc.array(int, { maxLength: 5 }) }),
  fc.record({ type: fc.constant('draw'), east: card, west: fc.option(card, { nil: null }) }),
  fc.record({
    type: fc.constant('declare'),
    player: int,
    choice: fc.constantFrom('east', 'west', 'koban', 'both'),
  }),
  fc.record({ type: fc.constant('bid'), player: int, east: int, west: int }),
  fc.record({ type: fc.constant('blue'), player: int, lower: fc.boolean() }),
  fc.record({
    type: fc.constant('red'),
    player: int,
    take: fc.constantFrom(...COLOURS, 'special', null, 'x'),
  }),
  fc.record({ type: fc.constant('special'), player: int, colours: fc.array(colour, { maxLength: 3 }) }),
  fc.record({ type: fc.constantFrom('pass', 'undo', ''), n: int }),
);

describe('random entries', () => {
  it('are accepted (keeping the invariants) or refused with the state unchanged', () => {
    fc.assert(
      fc.property(
        gameSetup,
        fc.array(fc.nat(), { minLength: 0, maxLength: 150 }),
        fc.array(anyAction, { minLength: 1, maxLength: 8 }),
        (g, picks, junk) => {
          let s = walk(start(g).state, picks, false).state;
          for (const action of junk) {
            const before = structuredClone(s);
            const next = step(game, s, action);
            expect(s).toEqual(before);
            if (!isViolation(next)) {
              s = next as EdoState;
              checkInvariants(s);
            } else {
              expect(next.code).toMatch(/^(edo\.err\.|kernel\.)/);
            }
          }
        },
      ),
      { numRuns: runs(300) },
    );
  });
});

describe('secrets of random games', () => {
  const t = makeTranslate('en', merchants(['あ', 'い', 'う', 'え', 'お']));
  it('are every merchant’s coins during play, a bid only until the last is in, and nothing once over', () => {
    fc.assert(
      fc.property(gameSetup, fc.array(fc.nat(), { minLength: BOUND, maxLength: BOUND }), (g, picks) => {
        let s = start(g).state;
        // The bids of the purchase under way: the state each was entered in, and the entry.
        let purchase: { before: EdoState; action: Extract<EdoAction, { type: 'bid' }> }[] = [];
        for (const pick of picks) {
          if (game.isOver(s)) break;
          const facts = game.secrets?.(s) ?? [];
          expect(facts.filter((f) => f.fact.key === 'edo.secret.coins').map((f) => f.owner)).toEqual(
            s.coins.map((_, p) => p),
          );
          const sealed = facts.filter((f) => f.fact.key === 'edo.secret.bid').map((f) => f.owner);
          expect(sealed).toEqual(s.phase === 'buy.bid' ? purchase.map((b) => b.action.player).sort() : []);
          // The log of each bid still behind its screen names the bidder and no number; a bid revealed is said.
          for (const { before, action } of purchase) {
            const line = t(describeOpen(before, action, s));
            if (s.phase === 'buy.bid') expect(line).not.toMatch(/\d/);
            else expect(line).toBe(t(game.describe(before, action)));
          }
          if (s.phase === 'buy.bid') {
            // A bid one above a pending bidder's coins: refused with the amount, the coins only in its secret.
            const p = s.bids.indexOf(null);
            const coins = s.coins[p] ?? 0;
            const site = s.east.length ? { east: coins + 1, west: 0 } : { east: 0, west: coins + 1 };
            const refused = step(game, s, { type: 'bid', player: p, ...site }) as RuleViolation;
            expect(refused.params).toEqual({ p: { p }, n: coins + 1 });
            expect(refused.secret).toEqual(coinsFact(p, coins));
          }
          const legal = game.legalActions?.(s) ?? [];
          const action = legal[pick % legal.length] as EdoAction;
          const next = step(game, s, action) as EdoState;
          if (action.type === 'draw') purchase = [];
          if (action.type === 'bid')
            purchase = [...purchase, { before: s, action }].sort((a, b) => a.action.player - b.action.player);
          s = next;
        }
        expect(game.isOver(s)).toBe(true);
        expect(game.secrets?.(s)).toEqual([]);
      }),
      { numRuns: runs(60) },
    );
  }, 60_000);
});
