// Property tests of 片目の商人: the properties every game shares (../testing/properties) on random legal
// games, with this game's invariants, its bound, its score and the two ways its rounds end.
import fc from 'fast-check';
import { expect } from 'vitest';
import { gameProperties } from '../testing/properties';
import type { Action } from './actions';
import { DECK_SIZE } from './components';
import { strings } from './i18n';
import { game } from './index';
import type { Options, State } from './state';
import { brokenInvariants, seats } from './testing';

// A game has at most 3 × (price + 12 × (card + n declarations) + price hidden + 12 hidden faces) entries.
const bound = (n: number): number => 3 * (1 + DECK_SIZE * (1 + n) + 1 + DECK_SIZE);

const ends = { deck: 0, broke: 0 };

const junk = fc.record(
  {
    type: fc.oneof(fc.constantFrom('price', 'card', 'bid', 'pass', 'priceHidden', 'cardHidden'), fc.string()),
    p: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.string()),
    price: fc.oneof(fc.integer({ min: -3, max: 200 }), fc.double()),
    icon: fc.oneof(fc.constantFrom('choc', 'gold', 'silk', 'junk'), fc.string()),
  },
  { requiredKeys: ['type'] },
);

gameProperties<State, Action, Options>({
  module: game,
  strings,
  play: {
    tables: fc
      .integer({ min: 2, max: 4 })
      .chain((n) => fc.nat({ max: n - 1 }).map((first) => ({ options: { first }, players: seats(n) }))),
    // Small indices favour passes and low prices, so that rounds also run to the 12th card.
    picks: fc.array(fc.oneof(fc.nat({ max: 3 }), fc.nat()), { minLength: 1, maxLength: 60 }),
    limit: bound(4),
  },
  junk,
  invariants: (s) => brokenInvariants(s).join('; ') || null,
  ended: ({ record, actions, last }) => {
    const n = record.players.length;
    expect(actions.length).toBeLessThanOrEqual(bound(n));
    // No round auctions more cards than the deck holds.
    let auctions = 0;
    for (const action of actions) {
      if (action.type === 'card') auctions++;
      if (action.type === 'price') auctions = 0;
      expect(auctions).toBeLessThanOrEqual(DECK_SIZE);
    }
    expect(last.history).toHaveLength(3);
    for (const r of last.history) ends[r.end.why]++;
    const fs = game.scoring.score(last);
    expect(fs.players.map((p) => p.total)).toEqual(last.money);
    for (const p of fs.players) expect(p.lines.reduce((a, l) => a + l.points, 0)).toBe(p.total);
  },
  covered: () => {
    // The walks covered both ways a round ends.
    expect(ends.deck).toBeGreaterThan(0);
    expect(ends.broke).toBeGreaterThan(0);
  },
  runs: { replay: 150 },
});
