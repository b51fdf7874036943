// Property tests of Mercator: the properties every game shares (../testing/properties) on random legal
// games, with this game's invariants and ending; then what only Mercator keeps secret and when.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTranslate } from '../../app/i18n';
import { runs } from '../../engine/testing/runs';
import { gameProperties } from '../testing/properties';
import { type Play, wholeGames } from '../testing/properties/walk';
import type { Action } from './actions';
import { CARD_COUNT, GOODS, SHIP_CAPACITY } from './components';
import { strings } from './i18n';
import { game } from './index';
import { describeOpen } from './secrets';
import { type Options, type State, valueSum } from './state';
import { table } from './testing';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The invariant a state breaks, or null: every invariant the issue lists, plus the bookkeeping behind them. */
function brokenInvariant(s: State): string | null {
  // Money is conserved between players and bank, and never negative.
  if (sum(s.money) + s.bank !== sum(s.start))
    return `money ${sum(s.money)} + bank ${s.bank} != ${sum(s.start)}`;
  if (s.money.some((m) => m < 0)) return 'money below zero';
  // No ship over six; each pawn is the sum of its ship.
  for (const [p, ship] of s.ships.entries()) {
    if (ship.length > SHIP_CAPACITY) return `ship ${p} over ${SHIP_CAPACITY}`;
    if (s.cargo[p] !== valueSum(ship)) return `pawn ${p} is not its ship's sum`;
  }
  // Every card at most once, and every card out of the deck is in exactly one place.
  if (new Set(s.out).size !== s.out.length) return 'a card out twice';
  if (s.out.length > s.deckSize) return 'more cards out than the deck';
  if (s.out.some((id) => id < 0 || id >= CARD_COUNT)) return 'a card that does not exist';
  const placed = [...s.ships.flat(), ...s.lot, ...s.discarded].sort((a, b) => a - b);
  const out = [...s.out].sort((a, b) => a - b);
  if (placed.join() !== out.join()) return `cards placed ${placed} != out ${out}`;
  return null;
}

/**
 * Picks a legal action: first the kind of entry (so a lone 'close' or 'unsold' is as likely as a card),
 * then one of that kind. Picks past the end of the list come from a fixed scramble of the step number.
 */
function choose(legal: readonly Action[], picks: readonly number[], i: number): Action {
  const pick = picks[i] ?? (i * 7919) % 10007;
  const kinds = [...new Set(legal.map((a) => a.type))];
  const kind = kinds[pick % kinds.length];
  const ofKind = legal.filter((a) => a.type === kind);
  return ofKind[Math.floor(pick / kinds.length) % ofKind.length] as Action;
}

const play: Play<State, Action, Options> = {
  tables: fc
    .record({
      n: fc.integer({ min: 3, max: 7 }),
      first: fc.nat(6),
      colourBonus: fc.boolean(),
      openAuction: fc.boolean(),
    })
    .map(({ n, first, colourBonus, openAuction }) => ({
      options: { first: first % n, colourBonus, openAuction, series: false },
      players: table(n),
    })),
  picks: fc.array(fc.nat(), { maxLength: 300 }),
  choose,
  // A game has at most 50 lots of at most 1 + 3 + 7 entries, plus six free draws.
  limit: 600,
};

const junk = fc.record(
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

gameProperties({
  module: game,
  strings,
  play,
  junk,
  invariants: brokenInvariant,
  ended: ({ last }) => {
    expect(game.rules.legalActions(last)).toEqual([]);
  },
  secretRefusals: true,
  runs: { entries: 150 },
});

describe('secrets of random games', () => {
  const t = makeTranslate('en', table(7));
  it('are every player’s money during play and a sealed bid only until the lot is settled', () => {
    fc.assert(
      fc.property(wholeGames(game, play), ({ states }) => {
        // The sealed bids of the lot under way: the state each was entered in, and the entry.
        let lot: { before: State; action: Extract<Action, { type: 'bid' }> }[] = [];
        states.forEach((s, k) => {
          const prev = states[k - 1];
          if (!prev || game.rules.isOver(s)) return;
          const facts = game.secrecy?.secrets(s) ?? [];
          expect(facts.filter((f) => f.fact.key === 'mercator.secret.money').map((f) => f.owner)).toEqual(
            s.money.map((_, p) => p),
          );
          const sealed = facts.filter((f) => f.fact.key === 'mercator.secret.bid').map((f) => f.owner);
          // Which bid was just entered: the one seat whose bid appeared since the state before.
          if (s.phase === 'bid') {
            const p = s.bids.findIndex((b, i) => b != null && prev.bids[i] == null);
            if (p >= 0)
              lot = [...lot, { before: prev, action: { type: 'bid', player: p, amount: s.bids[p] ?? 0 } }];
          }
          if (s.phase !== 'bid') lot = [];
          expect(sealed).toEqual(lot.map((b) => b.action.player).sort((a, b) => a - b));
          // The log of each bid still in its fist names the bidder and no number.
          for (const { before, action } of lot) expect(t(describeOpen(before, action, s))).not.toMatch(/\d/);
        });
      }),
      { numRuns: runs(60) },
    );
  });
});
