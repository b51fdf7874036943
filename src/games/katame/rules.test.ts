// The kernel's refusals in this game's words (rules.ts `refuse`), and the prompt as the kernel reads it: each
// step takes exactly the entries its prompt names, and a declaration only from the seat whose turn it is.
import { describe, expect, it } from 'vitest';
import example from '../../../docs/examples/katame.json';
import { decodeRecord } from '../../engine/index';
import { effectiveActions, step } from '../../engine/replay';
import { isViolation } from '../../engine/violation';
import { expectRefused } from '../testing';
import type { Action } from './actions';
import { game } from './index';
import { fittingIcons } from './legal';
import { prompt } from './prompt';
import { currentBidder, minBid, type State } from './state';
import { brokenInvariants, play, playAuction, start } from './testing';

const refused = (s: State, a: Action, code: string) => expectRefused(game, s, a, code);

const TYPES: readonly Action['type'][] = ['price', 'card', 'bid', 'pass', 'priceHidden', 'cardHidden'];

/** One entry of each type, as the table would make it now: the bidder's lowest price, a face that fits. */
function entryOf(s: State, type: Action['type']): Action {
  const p = currentBidder(s);
  if (type === 'bid') return { type, p, price: minBid(s) };
  if (type === 'pass') return { type, p };
  return { type, icon: fittingIcons(s)[0] ?? 'junk' };
}

// Three players, A the first parent; the price card shows chocolate.
const opened = (): State => play(start(3, 0), [{ type: 'price', icon: 'choc' }]);
const bidding = (): State => play(opened(), [{ type: 'card', icon: 'silk' }]);
// A names all 30 of their money for a junk card: the round ends on A's empty purse (":進行").
const ended = (): State => playAuction(opened(), 'junk', [30, null, null]);
const revealing = (): State => play(ended(), [{ type: 'priceHidden', icon: 'gold' }]);

describe('an entry the step does not take', () => {
  // Each step, the rule it is in (the price card is set aside in ":準備", the auctions are ":進行", the
  // hidden faces ":決算"), and the entries it takes; every other entry names the step the table is at.
  const steps: [string, () => State, string, Action['type'][]][] = [
    ['price', () => start(3, 0), '001 準備', ['price']],
    ['card', opened, '001 進行', ['card']],
    ['bid', bidding, '001 進行', ['bid', 'pass']],
    ['settlePrice', ended, '001 決算', ['priceHidden']],
    ['settleCard', revealing, '001 決算', ['cardHidden']],
  ];

  it.each(steps)(
    'at %s is refused naming the step and its rule, the state unchanged',
    (phase, make, section, takes) => {
      const s = make();
      expect([s.phase, prompt(s).expects]).toEqual([phase, takes]);
      for (const type of TYPES.filter((t) => !takes.includes(t))) {
        const r = refused(s, entryOf(s, type), 'katame.err.notNow');
        expect([type, r.section, r.params]).toEqual([
          type,
          section,
          { step: { key: `katame.phase.${phase}` } },
        ]);
      }
    },
  );
});

describe('a declaration out of turn', () => {
  it('names who has already declared, whose turn it is, and a seat nobody sits in', () => {
    // A (the parent) has opened at 5: B declares next.
    const s = play(bidding(), [{ type: 'bid', p: 0, price: 5 }]);
    for (const a of [
      { type: 'bid', p: 0, price: 9 },
      { type: 'pass', p: 0 },
    ] as const) {
      const r = refused(s, a, 'katame.err.alreadyDeclared');
      expect([r.section, r.params]).toEqual(['001 進行', { p: { p: 0 } }]);
    }
    for (const a of [
      { type: 'bid', p: 2, price: 9 },
      { type: 'pass', p: 2 },
    ] as const) {
      const r = refused(s, a, 'katame.err.notYourTurn');
      expect([r.section, r.params]).toEqual(['001 進行', { p: { p: 1 }, who: { p: 2 } }]);
    }
    const r = refused(s, { type: 'bid', p: 3, price: 9 }, 'katame.err.noSuchPlayer');
    expect([r.section, r.params]).toEqual(['001 進行', { seat: 4 }]);
    // The refusals moved nothing: B still declares next.
    expect(play(s, [{ type: 'bid', p: 1, price: 6 }]).high).toEqual({ p: 1, price: 6 });
  });

  it('counts the turn from the parent, around the table', () => {
    // Four players, C (seat 2) the parent: C, D, A, B declare in that order. C and D have spoken.
    const s = play(start(4, 2), [
      { type: 'price', icon: 'gold' },
      { type: 'card', icon: 'choc' },
      { type: 'bid', p: 2, price: 1 },
      { type: 'pass', p: 3 },
    ]);
    expect(prompt(s).actors).toEqual([0]);
    expect(refused(s, { type: 'pass', p: 1 }, 'katame.err.notYourTurn').params).toEqual({
      p: { p: 0 },
      who: { p: 1 },
    });
    expect(refused(s, { type: 'pass', p: 3 }, 'katame.err.alreadyDeclared').params).toEqual({ p: { p: 3 } });
    expect(refused(s, { type: 'bid', p: 2, price: 2 }, 'katame.err.alreadyDeclared').params).toEqual({
      p: { p: 2 },
    });
  });
});

describe('the prompt, as the kernel reads it', () => {
  it('takes only a pass from a bidder whose money cannot top the price, and says why a bid cannot stand', () => {
    // Two players, A the first parent. B buys a gold card for 26 (4 left) and opens the next auction;
    // B passes and A takes the silk card for 0, so A opens the third at 5: B, with 4, cannot name 6.
    let s = play(start(2, 0), [{ type: 'price', icon: 'choc' }]);
    s = playAuction(s, 'gold', [null, 26]);
    s = playAuction(s, 'silk', [null, 0]);
    s = play(s, [
      { type: 'card', icon: 'gold' },
      { type: 'bid', p: 0, price: 5 },
    ]);
    expect(s.money).toEqual([30, 4]);
    expect(prompt(s)).toMatchObject({
      actors: [1],
      expects: ['pass'],
      hint: { key: 'katame.hint.mustPass' },
    });
    const low = refused(s, { type: 'bid', p: 1, price: 4 }, 'katame.err.notHigher');
    expect([low.section, low.params]).toEqual(['001 進行', { price: 4, high: 5, holder: { p: 0 } }]);
    const over = refused(s, { type: 'bid', p: 1, price: 6 }, 'katame.err.overMoney');
    expect([over.section, over.params]).toEqual(['001 進行', { p: { p: 1 }, price: 6, money: 4 }]);
    // Out of turn is still out of turn, whatever the price.
    refused(s, { type: 'bid', p: 0, price: 6 }, 'katame.err.alreadyDeclared');
    expect(play(s, [{ type: 'pass', p: 1 }]).won[0]).toHaveLength(2);
  });

  it('at every state of the example game, each entry type the prompt names is taken, and no other', () => {
    const decoded = decodeRecord(example);
    if (!decoded.ok) throw new Error(decoded.problem.code);
    const { record } = decoded;
    let s = game.rules.setup(record.options as { first: number }, record.players) as State;
    const phases = new Set<string>();
    for (const slot of effectiveActions(record.entries)) {
      const expects = prompt(s).expects;
      phases.add(s.phase);
      for (const type of TYPES) {
        const r = step(game, s, entryOf(s, type));
        const code = isViolation(r) && r.code;
        if (expects.includes(type)) {
          expect([s.phase, type, code]).toEqual([s.phase, type, false]);
          expect(brokenInvariants(r as State)).toEqual([]);
        } else if (s.phase === 'bid' && type === 'bid') {
          // Not even the lowest price that tops the last is within the bidder's money: no bid can stand.
          expect([s.phase, type, code]).toEqual([s.phase, type, 'katame.err.overMoney']);
        } else {
          expect([s.phase, type, code]).toEqual([s.phase, type, 'katame.err.notNow']);
        }
      }
      const next = step(game, s, slot.action);
      if (isViolation(next)) throw new Error(`${slot.index}: ${next.code}`);
      s = next as State;
    }
    expect([...phases].sort()).toEqual(['bid', 'card', 'price', 'settleCard', 'settlePrice']);
    expect(prompt(s)).toMatchObject({ phase: 'over', actors: [], expects: [] });
  });
});
