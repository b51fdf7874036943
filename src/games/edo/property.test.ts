// Property tests of Edo: the properties every game shares (../testing/properties) on random legal games
// with Edo's invariants and bound, then what only Edo keeps secret and when.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTranslate } from '../../app/i18n';
import { step } from '../../engine/replay';
import { runs } from '../../engine/testing/runs';
import type { RuleViolation } from '../../engine/types';
import { gameProperties } from '../testing/properties';
import { type Play, wholeGames } from '../testing/properties/walk';
import type { EdoAction, EdoOptions } from './actions';
import { cardsInPlay, cardTotal } from './cards';
import { COLOURS, maxDeck } from './components';
import { strings } from './i18n';
import { game } from './index';
import { coinsFact, describeOpen } from './secrets';
import type { EdoState } from './state';
import { coinTotal, merchants } from './testing';

/** Setup + every turn's entries: at most (3 + 3 + 1 + 2n + 1) per turn, at most 22 turns, + the end. */
const BOUND = 500;
const NAMES = ['あ', 'い', 'う', 'え', 'お'];

/** The invariant a state breaks, or null (plain checks: they run on every state of 120 whole games). */
function brokenInvariant(s: EdoState): string | null {
  if (coinTotal(s) !== 50) return `${coinTotal(s)} coins, not 50`;
  if (cardTotal(s) !== 32) return `${cardTotal(s)} cards, not 32`;
  if (s.coins.some((c) => c < 0) || s.stock < 0 || s.pot < 0 || s.deck < 0) return 'a count below zero';
  const open = cardsInPlay(s);
  for (const colour of COLOURS)
    if (open.filter((c) => c.colour === colour).length > 6) return `more than 6 ${colour} cards`;
  if (open.filter((c) => c.colour === 'special').length > 2) return 'more than 2 特注 cards';
  // Never every tile on 不義理 at once, and the active player never shows 不義理 while rolling.
  if (s.dishonour.every(Boolean)) return 'every tile on 不義理';
  if (s.phase === 'dice.roll' && s.dishonour[s.active]) return 'the roller shows 不義理';
  if (!s.variant && Object.values(s.privileges).some((h) => h !== null))
    return 'a privilege without the variant';
  return null;
}

const play: Play<EdoState, EdoAction, EdoOptions> = {
  tables: fc
    .record({
      players: fc.integer({ min: 3, max: 5 }),
      privileges: fc.boolean(),
      first: fc.nat(4),
      deck: fc.option(fc.integer({ min: 1, max: 22 }), { nil: undefined }),
    })
    .map((g) => ({
      options: {
        first: g.first % g.players,
        privileges: g.privileges,
        ...(g.deck === undefined ? {} : { deck: Math.min(g.deck, maxDeck(g.players)) }),
      },
      players: merchants(NAMES.slice(0, g.players)),
    })),
  picks: fc.array(fc.nat(), { minLength: BOUND, maxLength: BOUND }),
  limit: BOUND,
};

const int = fc.integer({ min: -2, max: 8 });
const colour = fc.constantFrom(...COLOURS, 'special', 'green');
const card = fc.oneof(fc.record({ colour, pips: int }), fc.record({ colour }));
const junk = fc.oneof(
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

// 120 whole games: a few seconds alone, many more while other suites load the machine.
gameProperties({
  module: game,
  strings,
  play,
  junk,
  invariants: brokenInvariant,
  secretRefusals: true,
  runs: { replay: 120, secrets: 30, entries: 200 },
});

describe('secrets of random games', () => {
  const t = makeTranslate('en', merchants(NAMES));
  it('are every merchant’s coins during play and a bid only until the last is in', () => {
    fc.assert(
      fc.property(wholeGames(game, play), ({ actions, states }) => {
        // The bids of the purchase under way: the state each was entered in, and the entry.
        let purchase: { before: EdoState; action: Extract<EdoAction, { type: 'bid' }> }[] = [];
        actions.forEach((action, i) => {
          const s = states[i] as EdoState;
          const facts = game.secrecy?.secrets(s) ?? [];
          expect(facts.filter((f) => f.fact.key === 'edo.secret.coins').map((f) => f.owner)).toEqual(
            s.coins.map((_, p) => p),
          );
          const sealed = facts.filter((f) => f.fact.key === 'edo.secret.bid').map((f) => f.owner);
          expect(sealed).toEqual(s.phase === 'buy.bid' ? purchase.map((b) => b.action.player).sort() : []);
          // The log of each bid still behind its screen names the bidder and no number; a bid revealed is said.
          for (const bid of purchase) {
            const line = t(describeOpen(bid.before, bid.action, s));
            if (s.phase === 'buy.bid') expect(line).not.toMatch(/\d/);
            else expect(line).toBe(t(game.words.describe(bid.before, bid.action)));
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
          if (action.type === 'draw') purchase = [];
          if (action.type === 'bid')
            purchase = [...purchase, { before: s, action }].sort((a, b) => a.action.player - b.action.player);
        });
      }),
      { numRuns: runs(60) },
    );
  }, 60_000);
});
