// Property tests of 行商の時代: the properties every game shares (../testing/properties) on random legal
// games, with this game's invariants and its words for every entry; then what only this game keeps secret.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../engine/testing/runs';
import { gameProperties } from '../testing/properties';
import { type Play, wholeGames } from '../testing/properties/walk';
import type { Action } from './actions';
import { strings } from './i18n';
import { game } from './index';
import type { Options, State } from './state';
import { brokenInvariant, players } from './testing';

const MAX_ENTRIES = 3000;

/**
 * Picks among legal entries: a shipment when one is legal (random walks rarely ship, and games must end),
 * else a move, a load or (rarely) stopping. The pick is scrambled with the step number.
 */
function choose(legal: readonly Action[], picks: readonly number[], i: number): Action {
  const h = (Math.imul((picks[i % picks.length] ?? 0) + 1, 2654435761) ^ Math.imul(i + 1, 40503)) >>> 0;
  const ships = legal.filter((a) => a.type === 'ship' || a.type === 'shipSpecial');
  if (ships.length > 0) return ships[h % ships.length] as Action;
  const loads = legal.filter((a) => a.type === 'load');
  const moves = legal.filter((a) => a.type === 'move');
  const roll = h % 20;
  const pool = roll < 9 && loads.length > 0 ? loads : roll < 19 && moves.length > 0 ? moves : legal;
  return pool[(h >>> 5) % pool.length] as Action;
}

const play: Play<State, Action, Options> = {
  tables: fc
    .record({
      n: fc.integer({ min: 2, max: 4 }),
      first: fc.nat({ max: 3 }),
      road: fc.boolean(),
      titles: fc.boolean(),
    })
    .map(({ n, first, road, titles }) => ({
      options: { first: first % n, road, titles },
      players: players(n),
    })),
  picks: fc.array(fc.nat({ max: 1000 }), { minLength: 5, maxLength: 60 }),
  choose,
  limit: MAX_ENTRIES,
};

const seat = fc.integer({ min: -1, max: 4 });
const good = fc.constantFrom('wheat', 'arms', 'wine', 'cloth', 'gold');
const junk = fc.oneof(
  fc.record({ type: fc.constant('move'), p: seat, city: fc.integer({ min: -1, max: 11 }) }),
  fc.record({ type: fc.constant('load'), p: seat, good, from: fc.oneof(fc.constant('stock'), seat) }),
  fc.record({ type: fc.constant('load'), p: seat, good, from: fc.constant('stock'), drop: good }),
  fc.record({ type: fc.constant('ship'), p: seat, slot: fc.integer({ min: -1, max: 7 }) }),
  fc.record({ type: fc.constant('shipSpecial'), p: seat, index: fc.integer({ min: -1, max: 6 }) }),
  fc.record({
    type: fc.constant('post'),
    p: seat,
    city: fc.nat({ max: 10 }),
    use: fc.array(fc.nat({ max: 10 }), { maxLength: 4 }),
  }),
  fc.record({ type: fc.constant('endTurn'), p: seat }),
  fc.record({
    type: fc.constant('reveal'),
    city: fc.nat({ max: 10 }),
    goods: fc.array(good, { maxLength: 5 }),
    points: fc.integer({ min: -1, max: 9 }),
  }),
  fc.record({
    type: fc.constant('special'),
    city: fc.nat({ max: 10 }),
    goods: fc.array(good, { maxLength: 5 }),
    points: fc.nat({ max: 9 }),
  }),
  fc.record({ type: fc.constantFrom('endCard', 'reshuffle') }),
  fc.record({ type: fc.constant('start'), p: seat, city: fc.nat({ max: 10 }) }),
  fc.record({ type: fc.constant('wagon'), capacity: fc.integer({ min: -1, max: 14 }) }),
  fc.record({ type: fc.constant('title'), points: fc.array(fc.nat({ max: 9 }), { maxLength: 5 }) }),
  fc.record({ type: fc.constant('bogus'), x: fc.nat() }),
);

gameProperties({
  module: game,
  strings,
  play,
  junk,
  invariants: brokenInvariant,
});

describe('secrets of random games', () => {
  it('no log line read mid-game names the goods or points of an order card face down by then', () => {
    fc.assert(
      fc.property(wholeGames(game, play), fc.nat(), ({ actions, states }, at) => {
        fc.pre(actions.length > 0);
        const cut = at % actions.length;
        const now = states[cut] as State;
        const faceDown = new Set(
          now.phase === 'titles'
            ? []
            : now.merchants.flatMap((m) => m.cards.filter((c) => !c.special).map((c) => c.id)),
        );
        actions.slice(0, cut).forEach((a, i) => {
          const before = states[i] as State;
          const open = game.words.describe(before, a);
          const read = game.secrecy?.describeOpen?.(before, a, now) ?? open;
          const card =
            a.type === 'ship' ? before.row[a.slot] : a.type === 'reveal' ? { id: before.nextId } : null;
          if (card && faceDown.has(card.id)) {
            // The face (goods, points) is gone from the line; the full line had it (the check looks in the right place).
            expect(JSON.stringify(open)).toContain('gyosho.points');
            expect(JSON.stringify(read)).not.toContain('gyosho.points');
            expect(JSON.stringify(read)).not.toContain('gyosho.goods.');
          } else {
            expect(read).toEqual(open);
          }
        });
        // Each face-down card is told to its holder, with its points.
        const facts = game.secrecy?.secrets(now) ?? [];
        for (const [p, m] of now.merchants.entries()) {
          const mine = facts.filter((f) => f.owner === p && f.fact.key === 'gyosho.secret.order');
          expect(mine).toHaveLength(now.phase === 'titles' ? 0 : m.cards.filter((c) => !c.special).length);
        }
      }),
      { numRuns: runs(30) },
    );
  });
});
