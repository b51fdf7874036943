// Property tests of スーパーマーケット: the properties every game shares (../testing/properties) on random
// legal matches, with this game's invariants and its length; then honest play, and what a round keeps face down.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTranslate } from '../../app/i18n';
import { step } from '../../engine/replay';
import { runs } from '../../engine/testing/runs';
import { isViolation } from '../../engine/violation';
import { gameProperties } from '../testing/properties';
import { type Play, wholeGames } from '../testing/properties/walk';
import type { Action, KeepAction, PlayAction } from './actions';
import { type Card, DECK, SUITS } from './components';
import { strings } from './i18n';
import { game } from './index';
import { cardMsg } from './msgs';
import { faceDownRound } from './secrets';
import type { Options, RoundState, State } from './state';
import { players, start } from './testing';

const popcount = (m: number) => {
  let c = 0;
  for (let x = m; x; x >>= 1) c += x & 1;
  return c;
};
const total = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The invariant round `i` of a state breaks, or null. */
function roundBroken(s: State, r: RoundState, i: number): string | null {
  if (r.index !== i || r.firstLeader !== (s.first + i) % s.players)
    return 'first leader moves one seat a round';
  const ids = [...r.tricks.flatMap((t) => t.cards), ...r.current].map((c) => `${c.suit}${c.rank}`);
  if (new Set(ids).size !== ids.length) return 'each card at most once a round';
  if (total(r.played.map(popcount)) !== ids.length) return 'played marks = cards played';
  if (r.tricks.length > s.tricksPerRound) return 'tricks <= hand size';
  if (r.current.length >= s.players) return 'a trick closes at one card per player';
  if (total(r.tricksWon) !== r.tricks.length) return 'tricks won = tricks';
  if (r.tricks.some((t) => t.cards.length !== s.players)) return 'every trick has one card per player';
  if (total(r.cards.flat()) !== r.tricks.length * s.players) return 'cards taken = cards in tricks';
  if (!r.result) return i === s.rounds.length - 1 ? null : 'only the last round is unscored';
  if (r.tricks.length !== s.tricksPerRound || ids.length !== 36) return 'a scored round has all 36 cards';
  for (const [suit] of SUITS.entries())
    if (total(r.goods.map((row) => row[suit] ?? 0)) !== 15) return '15 goods per suit';
  if (r.result.points.some((p) => p < 0 || p > 4)) return 'at most 4 points a round';
  return null;
}

/** The invariant a state breaks, whatever was entered, or null (plain checks: they run on thousands of states). */
function brokenInvariant(s: State): string | null {
  if (s.rounds.length > s.totalRounds) return 'rounds <= players';
  for (const [i, r] of s.rounds.entries()) {
    const broken = roundBroken(s, r, i);
    if (broken) return `round ${i + 1}: ${broken}`;
  }
  return null;
}

/**
 * A keep is taken while play goes on exactly when a flag is open (the random games never keep one, so every
 * flag raised is open): the keep of each flag goes through the kernel, and with none raised a keep is refused.
 */
function expectKeepsTaken(s: State): void {
  const keeps = s.rounds.flatMap((r) =>
    r.revokes.map(
      (x): KeepAction => ({
        type: 'keep',
        round: r.index + 1,
        trick: x.trick,
        player: x.player,
        suit: x.suit,
      }),
    ),
  );
  for (const keep of keeps) {
    const kept = step(game, s, keep);
    if (isViolation(kept)) throw new Error(`keep refused: ${kept.code}`);
  }
  if (keeps.length > 0) return;
  const refused = step(game, s, { type: 'keep', round: 1, trick: 1, player: 0, suit: 'unagi' });
  expect(isViolation(refused) && refused.code).toBe('supermarket.err.noRevoke');
}

const play: Play<State, Action, Options> = {
  tables: fc
    .integer({ min: 3, max: 4 })
    .chain((n) => fc.nat({ max: n - 1 }).map((first) => ({ options: { first }, players: players(n) }))),
  picks: fc.array(fc.nat(), { minLength: 144, maxLength: 144 }),
  limit: 36 * 4,
};

gameProperties({
  module: game,
  strings,
  play,
  junk: fc.record({
    type: fc.oneof(fc.constant('play'), fc.string()),
    trick: fc.oneof(fc.integer({ min: -2, max: 14 }), fc.constant(undefined), fc.string()),
    suit: fc.oneof(fc.constantFrom(...SUITS), fc.string()),
    rank: fc.oneof(fc.integer({ min: -1, max: 11 }), fc.double(), fc.constant('9')),
  }),
  invariants: brokenInvariant,
  ended: ({ record, actions, states, last }) => {
    const n = record.players.length;
    // A match is 36 cards a round, a round per player; a card once played is never legal again that round.
    expect(actions).toHaveLength(36 * n);
    for (const [i, s] of states.entries())
      expect(game.rules.legalActions(s)).toHaveLength(i < 36 * n ? 36 - (i % 36) : 0);
    expect(game.scoring.score(last).players.map((p) => p.total)).toEqual(
      [...Array(n).keys()].map((p) => last.rounds.reduce((a, r) => a + (r.result?.points[p] ?? 0), 0)),
    );
    for (const s of states) if (!s.over) expectKeepsTaken(s);
  },
  runs: { replay: 40, entries: 200 },
});

describe('property: honest play', () => {
  const setupArb = fc
    .integer({ min: 3, max: 4 })
    .chain((n) => fc.tuple(fc.constant(n), fc.nat({ max: n - 1 })));

  it('(hands dealt, suit always followed) never raises a revoke flag', () => {
    fc.assert(
      fc.property(
        setupArb,
        fc.array(fc.nat(), { minLength: 36, maxLength: 36 }),
        fc.array(fc.nat(), { minLength: 144, maxLength: 144 }),
        ([n, first], shuffle, picks) => {
          let s = start(n, first);
          const perRound = 36;
          for (let r = 0; r < n; r++) {
            const deck = [...DECK];
            for (let i = deck.length - 1; i > 0; i--) {
              const j = (shuffle[(i + r) % 36] ?? 0) % (i + 1);
              [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
            }
            const size = perRound / n;
            const hands = [...Array(n).keys()].map((p) => deck.slice(p * size, p * size + size));
            for (let k = 0; k < perRound; k++) {
              const round = s.rounds[s.rounds.length - 1] as RoundState;
              const p = game.rules.prompt(s).actors[0] as number;
              const hand = hands[p] as Card[];
              const led = round.current[0]?.suit;
              const follow = hand.filter((c) => c.suit === led);
              const pool = follow.length > 0 ? follow : hand;
              const c = pool[(picks[k + r * 36] ?? 0) % pool.length] as Card;
              hand.splice(hand.indexOf(c), 1);
              const next = game.rules.apply(s, { type: 'play', suit: c.suit, rank: c.rank });
              if (isViolation(next)) throw new Error(next.code);
              s = next;
            }
          }
          expect(game.rules.isOver(s)).toBe(true);
          for (const r of s.rounds) expect(r.revokes).toEqual([]);
          expect(brokenInvariant(s)).toBeNull();
        },
      ),
      { numRuns: runs(40) },
    );
  });
});

describe('property: secrets of generated matches', () => {
  const t = makeTranslate('en', players(4));

  it('no log line names a card of a face-down trick, and each taken trick is its taker’s fact', () => {
    fc.assert(
      fc.property(wholeGames(game, play), fc.nat(), ({ record, actions, states }, at) => {
        const n = record.players.length;
        // A point of the match: every line of its round so far, read then.
        const cut = at % actions.length;
        const now = states[cut] as State;
        const round = faceDownRound(now);
        if (!round) return;
        const hidden = round.tricks.flatMap((trick) => trick.cards.map((c) => t(cardMsg(c))));
        const from = cut - round.tricks.length * n - round.current.length;
        for (let i = from; i < cut; i++) {
          const before = states[i] as State;
          const action = actions[i] as PlayAction;
          const line = t(
            game.secrecy?.describeOpen?.(before, action, now) ?? game.words.describe(before, action),
          );
          for (const card of hidden) expect(line, `names ${card}`).not.toContain(card);
          // The same line in full names its card (the check looks where the card would be).
          const card = t(cardMsg(action));
          expect(t(game.words.describe(before, action))).toContain(card);
          expect(line.includes(card), `${line}: on the table or face down`).toBe(!hidden.includes(card));
        }
        // Each face-down trick is a fact of the player who took it, and the fact names its cards.
        const facts = game.secrecy?.secrets(now) ?? [];
        round.tricks.forEach((trick, i) => {
          const fact = facts[i];
          expect(fact?.owner).toBe(trick.winner);
          for (const c of trick.cards) expect(t(fact?.fact ?? '')).toContain(t(cardMsg(c)));
        });
      }),
      { numRuns: runs(20) },
    );
  });
});
