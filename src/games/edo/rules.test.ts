// The kernel gates every entry on Edo's prompt (the step's entry types, the merchants who may make one) and
// refuses the rest in Edo's own words, naming the rule; the prompt tells exactly what the rules then take.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import record from '../../../docs/examples/edo.json';
import type { GameRecord } from '../../engine/record';
import { replayWith } from '../../engine/replay';
import { violation } from '../../engine/violation';
import { expectRefused } from '../testing';
import type { EdoAction } from './actions';
import { game } from './index';
import { RULE } from './sections';
import type { EdoState } from './state';
import { card as g, merchants, play, purchase, RULEBOOK, rulebookTable, table } from './testing';

// Seats: 0 門左衛門 白, 1 お市 黄, 2 佐吉 赤, 3 六助 青.

/** Enters `action` through the kernel: it must be refused exactly so, leaving the state as it was. */
function refusedAs(state: EdoState, action: EdoAction, expected: ReturnType<typeof violation>): void {
  expect(expectRefused(game, state, action, expected.code)).toEqual(expected);
}

/** The rulebook table's first turn (first player `first`) at the markers: quiet dice, 黒5 East, 黄1 West. */
function atMarkers(first = 0): EdoState {
  const s = play(rulebookTable({ first }), [
    { type: 'roll', dice: [6, 6, 6] },
    { type: 'keep', dice: [] },
  ]);
  const quiet = s.phase === 'dice.object' ? play(s, [{ type: 'object', players: [] }]) : s;
  return play(quiet, [{ type: 'draw', east: g('black', 5), west: g('yellow', 1) }]);
}

/** The same turn at the bids: 門左衛門 and お市 on East, 佐吉 小銭稼ぎ, 六助 West. */
function atBids(first = 0): EdoState {
  const s = atMarkers(first);
  return play(s, purchase(s, ['east', 'east', 'koban', 'west'], []));
}

const example = record as unknown as GameRecord;

/** The example game's state at the first entry for which `found` holds. */
function exampleWhere(found: (s: EdoState) => boolean): EdoState {
  for (let n = 0; n <= example.entries.length; n++) {
    const r = replayWith(game, { ...example, entries: example.entries.slice(0, n) });
    if (r.ok && found(r.state as EdoState)) return r.state as EdoState;
  }
  throw new Error('no such state in the example');
}

describe('an entry the step does not take', () => {
  it('is refused naming the entry, the step and the game’s flow', () => {
    refusedAs(
      table(RULEBOOK),
      { type: 'roll', dice: [1, 2, 3] },
      violation('edo.err.phase', RULE.flow, {
        entry: { key: 'edo.action.roll' },
        now: { key: 'edo.phase.setup.start' },
      }),
    );
    refusedAs(
      atBids(),
      { type: 'declare', player: 0, choice: 'east' },
      violation('edo.err.phase', RULE.flow, {
        entry: { key: 'edo.action.declare' },
        now: { key: 'edo.phase.buy.bid' },
      }),
    );
  });

  it('is a card drawn from the empty deck when the draw comes after the last card, whatever the step', () => {
    // The example ends with the deck empty: 赤 picks from the discard, then 特注 colours are entered.
    const red = exampleWhere((s) => s.phase === 'end.red');
    const special = exampleWhere((s) => s.phase === 'end.special');
    for (const s of [red, special]) {
      expect(s.deck).toBe(0);
      refusedAs(
        s,
        { type: 'draw', east: g('red', 1), west: null },
        violation('edo.err.deckEmpty', RULE.deckEnd),
      );
    }
  });
});

describe('an entry made for a merchant whose move it is not', () => {
  it('names the merchant whose starting cards come next, in seat order from seat 0', () => {
    const s = table(RULEBOOK);
    refusedAs(
      s,
      { type: 'start', player: 2, keep: 4, pass: 6 },
      violation('edo.err.notYourTurn', RULE.setup, { p: { p: 2 }, expected: { p: 0 } }),
    );
    const next = play(s, [{ type: 'start', player: 0, keep: 5, pass: 2 }]);
    refusedAs(
      next,
      { type: 'start', player: 0, keep: 5, pass: 2 },
      violation('edo.err.notYourTurn', RULE.setup, { p: { p: 0 }, expected: { p: 1 } }),
    );
    refusedAs(
      s,
      { type: 'start', player: 4, keep: 1, pass: 2 },
      violation('edo.err.badPlayer', RULE.setup, { index: 4 }),
    );
  });

  it('names the merchant whose marker comes next, in turn order from the active one', () => {
    // 佐吉 starts: his marker first, then 六助's.
    const s = atMarkers(2);
    refusedAs(
      s,
      { type: 'declare', player: 3, choice: 'east' },
      violation('edo.err.notYourTurn', RULE.buy, { p: { p: 3 }, expected: { p: 2 } }),
    );
  });

  it('is a second bid, or a seat nobody sits in', () => {
    const once = play(atBids(), [{ type: 'bid', player: 1, east: 1, west: 0 }]);
    refusedAs(
      once,
      { type: 'bid', player: 1, east: 2, west: 0 },
      violation('edo.err.bidTwice', RULE.buy, { p: { p: 1 } }),
    );
    refusedAs(
      once,
      { type: 'bid', player: 7, east: 1, west: 0 },
      violation('edo.err.badPlayer', RULE.buy, { index: 7 }),
    );
  });

  it('is a 青 lowering, a 赤 pick or 特注 colours by a merchant who has none to make', () => {
    // The example's turn 4: 六助 holds 青 (won in turn 3) and bid 2, so the table asks him alone.
    const blue = exampleWhere((s) => s.phase === 'buy.blue');
    expect([blue.turn, game.rules.prompt(blue).actors]).toEqual([4, [3]]);
    refusedAs(
      blue,
      { type: 'blue', player: 0, lower: true },
      violation('edo.err.notBlue', RULE.privileges, { p: { p: 0 } }),
    );
    // At the end 六助 holds 赤; お市 and 六助 hold a 特注 card each, 佐吉 none.
    const red = exampleWhere((s) => s.phase === 'end.red');
    refusedAs(
      red,
      { type: 'red', player: 0, take: 'black' },
      violation('edo.err.notRed', RULE.privileges, { p: { p: 0 } }),
    );
    const special = exampleWhere((s) => s.phase === 'end.special');
    refusedAs(
      special,
      { type: 'special', player: 2, colours: [] },
      violation('edo.err.noSpecial', RULE.special, { p: { p: 2 } }),
    );
    refusedAs(
      special,
      { type: 'special', player: 5, colours: [] },
      violation('edo.err.badPlayer', RULE.end, { index: 5 }),
    );
  });
});

describe('the prompt', () => {
  it('names every merchant still to bid, in turn order from the active one; any of them may bid', () => {
    const s = atBids(2);
    expect(game.rules.prompt(s).actors).toEqual([2, 3, 0, 1]);
    // 門左衛門, third in turn order, is read first: the others stay named.
    const read = play(s, [{ type: 'bid', player: 0, east: 1, west: 0 }]);
    expect(game.rules.prompt(read).actors).toEqual([2, 3, 1]);
  });

  it('expects exactly the entry types, and names exactly the merchants, of the legal entries of random games', () => {
    // The dice, the objections' vote and the cards drawn are entered for the table: their legal entries name no
    // mover to compare with, so only the objectors (any participant but the roller) are checked there.
    const named = (a: EdoAction): number[] =>
      'player' in a ? [a.player] : a.type === 'object' ? a.players : [];
    const open = new Set(['dice.roll', 'dice.keep', 'buy.draw']);
    const byNumber = (a: number, b: number) => a - b;
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 5 }),
        fc.boolean(),
        fc.array(fc.nat(), { minLength: 400, maxLength: 400 }),
        (n, privileges, picks) => {
          let s = game.rules.setup(
            { first: 0, privileges },
            merchants(['a', 'b', 'c', 'd', 'e'].slice(0, n)),
          ) as EdoState;
          for (const pick of picks) {
            const prompt = game.rules.prompt(s);
            const legal = game.rules.legalActions(s);
            expect([s.phase, [...new Set(legal.map((a) => a.type))]]).toEqual([s.phase, prompt.expects]);
            if (game.rules.isOver(s)) break;
            const seats = [...new Set(legal.flatMap(named))].sort(byNumber);
            if (!open.has(s.phase))
              expect([s.phase, seats]).toEqual([s.phase, [...prompt.actors].sort(byNumber)]);
            s = play(s, [legal[pick % legal.length] as EdoAction]);
          }
        },
      ),
      { numRuns: 20 },
    );
  }, 60_000);
});
