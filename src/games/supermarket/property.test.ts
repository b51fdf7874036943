import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../app/i18n';
import type { GameRecord } from '../../engine/record';
import { replayWith, step } from '../../engine/replay';
import { runs } from '../../engine/testing/runs';
import { isViolation } from '../../engine/violation';
import type { PlayAction } from './actions';
import { type Card, DECK, SUITS } from './components';
import { strings } from './i18n';
import { game } from './index';
import { cardMsg } from './msgs';
import { faceDownRound } from './secrets';
import type { RoundState, State } from './state';
import { players, start } from './testkit';

addStrings(strings);

const popcount = (m: number) => {
  let c = 0;
  for (let x = m; x; x >>= 1) c += x & 1;
  return c;
};

/** Fails with a message (plain throw: much faster than expect inside thousands of steps). */
function assert(ok: boolean, what: string) {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

/** Every invariant a state must hold, whatever was entered. */
function checkInvariants(s: State) {
  assert(s.rounds.length <= s.totalRounds, 'rounds <= players');
  s.rounds.forEach((r: RoundState, i) => {
    assert(
      r.index === i && r.firstLeader === (s.first + i) % s.players,
      'first leader moves one seat a round',
    );
    const cards = [...r.tricks.flatMap((t) => t.cards), ...r.current];
    const ids = cards.map((c) => `${c.suit}${c.rank}`);
    assert(new Set(ids).size === ids.length, 'each card at most once a round');
    assert(r.played.reduce((a, m) => a + popcount(m), 0) === ids.length, 'played marks = cards played');
    assert(r.tricks.length <= s.tricksPerRound, 'tricks <= hand size');
    assert(r.current.length < s.players, 'a trick closes at one card per player');
    assert(r.tricksWon.reduce((a, b) => a + b, 0) === r.tricks.length, 'tricks won = tricks');
    assert(
      r.tricks.every((t) => t.cards.length === s.players),
      'every trick has one card per player',
    );
    assert(
      r.cards.flat().reduce((a, b) => a + b, 0) === r.tricks.length * s.players,
      'cards taken = cards in tricks',
    );
    if (r.result) {
      assert(r.tricks.length === s.tricksPerRound && ids.length === 36, 'a scored round has all 36 cards');
      for (const [suit] of SUITS.entries()) {
        assert(r.goods.reduce((a, row) => a + (row[suit] ?? 0), 0) === 15, '15 goods per suit');
      }
      assert(
        r.result.points.every((p) => p >= 0 && p <= 4),
        'at most 4 points a round',
      );
    } else {
      assert(i === s.rounds.length - 1, 'only the last round is unscored');
    }
  });
}

function recordOf(n: number, first: number, actions: PlayAction[]): GameRecord {
  return {
    format: 'choba-record',
    version: 1,
    id: 'prop',
    game: 'supermarket',
    rulesVersion: 1,
    createdAt: '2026-11-22T10:00:00.000Z',
    options: { first },
    players: players(n),
    entries: actions.map((action) => ({
      kind: 'act',
      action: { ...action },
      at: '2026-11-22T10:00:00.000Z',
    })),
  };
}

const setupArb = fc
  .integer({ min: 3, max: 4 })
  .chain((n) => fc.tuple(fc.constant(n), fc.nat({ max: n - 1 })));

describe('property: random legal entries', () => {
  it('never break an invariant, reach the end in 36 × players entries, and replay to the same state', () => {
    fc.assert(
      fc.property(setupArb, fc.array(fc.nat(), { minLength: 144, maxLength: 144 }), ([n, first], picks) => {
        let s = start(n, first);
        const taken: PlayAction[] = [];
        for (let i = 0; !game.isOver(s); i++) {
          expect(i).toBeLessThan(36 * n);
          const legal = game.legalActions?.(s) ?? [];
          expect(legal.length).toBe(36 - (i % 36));
          const action = legal[(picks[i] ?? 0) % legal.length] as PlayAction;
          const next = game.apply(s, action);
          if (isViolation(next)) throw new Error(next.code);
          s = next;
          taken.push(action);
          checkInvariants(s);
        }
        expect(taken).toHaveLength(36 * n);
        expect(game.legalActions?.(s)).toEqual([]);
        const score = game.score(s);
        expect(score.players.map((p) => p.total)).toEqual(
          [...Array(n).keys()].map((p) => s.rounds.reduce((a, r) => a + (r.result?.points[p] ?? 0), 0)),
        );
        const replayed = replayWith(game, recordOf(n, first, taken));
        expect(replayed.ok && replayed.state).toEqual(s);
        // Undo: replaying a prefix gives exactly the state reached after that prefix.
        const cut = (picks[0] ?? 0) % taken.length;
        const prefix = replayWith(game, recordOf(n, first, taken.slice(0, cut)));
        let again = start(n, first);
        for (const a of taken.slice(0, cut)) again = game.apply(again, a) as State;
        expect(prefix.ok && prefix.state).toEqual(again);
      }),
      { numRuns: runs(40) },
    );
  });

  it('honest play (hands dealt, suit always followed) never raises a revoke flag', () => {
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
              const p = game.prompt(s).actors[0] as number;
              const hand = hands[p] as Card[];
              const led = round.current[0]?.suit;
              const follow = hand.filter((c) => c.suit === led);
              const pool = follow.length > 0 ? follow : hand;
              const c = pool[(picks[k + r * 36] ?? 0) % pool.length] as Card;
              hand.splice(hand.indexOf(c), 1);
              const next = game.apply(s, { type: 'play', suit: c.suit, rank: c.rank });
              if (isViolation(next)) throw new Error(next.code);
              s = next;
            }
          }
          expect(game.isOver(s)).toBe(true);
          for (const r of s.rounds) expect(r.revokes).toEqual([]);
          checkInvariants(s);
        },
      ),
      { numRuns: runs(40) },
    );
  });
});

describe('property: arbitrary entries', () => {
  const states = [start(4, 0), start(3, 2)];
  const shaped = fc.record({
    type: fc.oneof(fc.constant('play'), fc.string()),
    trick: fc.oneof(fc.integer({ min: -2, max: 14 }), fc.constant(undefined), fc.string()),
    suit: fc.oneof(fc.constantFrom(...SUITS), fc.string()),
    rank: fc.oneof(fc.integer({ min: -1, max: 11 }), fc.double(), fc.constant('9')),
  });

  it('are accepted, or refused with the state unchanged', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1 }),
        fc.array(fc.nat(), { maxLength: 50 }),
        fc.oneof(shaped, fc.anything()),
        (which, picks, action) => {
          let s = states[which] as State;
          for (const pick of picks) {
            const legal = game.legalActions?.(s) ?? [];
            if (legal.length === 0) break;
            s = game.apply(s, legal[pick % legal.length] as PlayAction) as State;
          }
          const before = structuredClone(s);
          const result = step(game, s, action);
          expect(s).toEqual(before);
          if (!isViolation(result)) checkInvariants(result as State);
          else expect(typeof result.code).toBe('string');
        },
      ),
      { numRuns: runs(300) },
    );
  });
});

describe('property: secrets of generated matches', () => {
  const t = makeTranslate('en', players(4));

  it('no log line names a card of a face-down trick; nothing is secret once the match is over', () => {
    fc.assert(
      fc.property(
        setupArb,
        fc.array(fc.nat(), { minLength: 144, maxLength: 144 }),
        fc.nat(),
        ([n, first], picks, at) => {
          let s = start(n, first);
          const steps: { before: State; action: PlayAction }[] = [];
          for (let i = 0; !game.isOver(s); i++) {
            const legal = game.legalActions?.(s) ?? [];
            const action = legal[(picks[i] ?? 0) % legal.length] as PlayAction;
            steps.push({ before: s, action });
            s = game.apply(s, action) as State;
          }
          expect(game.secrets?.(s)).toEqual([]);
          // A point of the match: every line of its round so far, read then.
          const cut = at % steps.length;
          const now = steps[cut]?.before as State;
          const round = faceDownRound(now);
          if (!round) return;
          const hidden = round.tricks.flatMap((trick) => trick.cards.map((c) => t(cardMsg(c))));
          const own = steps.slice(cut - round.tricks.length * n - round.current.length, cut);
          for (const { before, action } of own) {
            const line = t(game.describeOpen?.(before, action, now) ?? game.describe(before, action));
            for (const card of hidden) assert(!line.includes(card), `${line} names ${card}`);
            // The same line in full names its card (the check looks where the card would be).
            const card = t(cardMsg(action));
            assert(t(game.describe(before, action)).includes(card), 'describe names the card');
            assert(line.includes(card) === !hidden.includes(card), `${line}: on the table or face down`);
          }
          // Each face-down trick is a fact of the player who took it, and nothing else names its cards.
          const facts = game.secrets?.(now) ?? [];
          round.tricks.forEach((trick, i) => {
            const fact = facts[i];
            assert(fact?.owner === trick.winner, 'the trick is a fact of its taker');
            for (const c of trick.cards)
              assert(t(fact?.fact ?? '').includes(t(cardMsg(c))), 'the fact names its cards');
          });
        },
      ),
      { numRuns: runs(20) },
    );
  });
});
