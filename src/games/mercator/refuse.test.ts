// What the kernel refuses before Mercator's rules are asked (an entry the step does not take, a sealed bid
// from a seat not asked for one), said in Mercator's own words and naming the rule, through `step` as the
// table enters it. Sentences are read from the i18n tables: phase and entry names as the tables give them.
import { describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../app/i18n';
import type { RuleViolation } from '../../engine/types';
import { expectRefused } from '../testing';
import type { Action } from './actions';
import { strings } from './i18n';
import { game } from './index';
import type { State } from './state';
import { bids, play, start, table, turns, twoFull } from './testing';

addStrings(strings);
const en = makeTranslate('en', table(3));
const ja = makeTranslate('ja', table(3));

/** Enters the entry through the kernel: refused with `code`, the state untouched; the refusal. */
const refused = (s: State, a: Action, code: string) => expectRefused(game, s, a, code);
/** The refusal's sentence in both languages. */
const said = (r: RuleViolation) => [
  en({ key: r.code, params: r.params }),
  ja({ key: r.code, params: r.params }),
];
/** The rule a refusal cites, in words: the heading after the rulebook's number, from the game's tables. */
const rule = (r: RuleViolation) => {
  const heading = r.section.replace(/^003 /, '');
  return [strings.en[`mercator.rule.${heading}`], strings.ja[`mercator.rule.${heading}`]];
};

describe('an entry the step does not take', () => {
  it('names the step and the entry: a bid while A is still turning the lot', () => {
    const s = play(start(3), turns('r1'));
    const r = refused(s, { type: 'bid', player: 1, amount: 5 }, 'mercator.err.notNow');
    expect(said(r)).toEqual([
      'Now is "turning cards": "a bid" cannot be entered',
      '今は「カードをめくる」です。「競り値」は入力できません',
    ]);
    expect(r.section).toBe('003 ゲームの流れ');
    expect(rule(r)).toEqual(['Turning cards', 'カードをめくる']);
  });

  it('names the step and the entry in the sealed bids, the open sale and the free fill', () => {
    const sealed = play(start(3), turns('r1', 'r2', 'r3'));
    const r1 = refused(sealed, { type: 'sold', player: 1, price: 4 }, 'mercator.err.notNow');
    expect(said(r1)[0]).toBe('Now is "sealed bids": "sold" cannot be entered');
    const sale = play(start(3, { openAuction: true }), turns('r1', 'r2', 'r3'));
    const r2 = refused(sale, { type: 'bid', player: 1, amount: 4 }, 'mercator.err.notNow');
    expect(said(r2)[0]).toBe('Now is "open auction": "a bid" cannot be entered');
    // A and B fill their ships at 1 each; C is left to fill hers free.
    const fill = play(start(3), twoFull);
    const r3 = refused(fill, { type: 'close' }, 'mercator.err.notNow');
    expect(said(r3)).toEqual([
      'Now is "free fill": "start the auction" cannot be entered',
      '今は「無料の積み込み」です。「競りを始める」は入力できません',
    ]);
    for (const r of [r1, r2, r3]) expect(r.section).toBe('003 ゲームの流れ');
  });

  it('says why where the table will ask: no card yet, the auction started, the lot full', () => {
    const empty = refused(start(3), { type: 'close' }, 'mercator.err.emptyLot');
    expect(said(empty)).toEqual(['Turn at least one card first', 'まず1枚めくってください']);
    const closed = play(start(3), [...turns('r1'), { type: 'close' }]);
    const late = refused(closed, { type: 'turn', colour: 'red', value: 2 }, 'mercator.err.lotClosed');
    expect(said(late)).toEqual([
      'The auction has started: no more cards',
      '競りが始まっています。もうめくれません',
    ]);
    const three = play(start(3), turns('r1', 'r2', 'r3'));
    const full = refused(three, { type: 'turn', colour: 'red', value: 4 }, 'mercator.err.lotMax');
    expect(said(full)[0]).toBe('A lot has at most 3 cards');
    for (const r of [empty, late, full]) expect(rule(r)).toEqual(['Turning cards', 'カードをめくる']);
  });

  it('once a bid is in, a card (or a close, or a free card) names the lot and who is still to bid', () => {
    // A correction can leave a lot's bids short: the next lot's first card no longer fits. The lot at its
    // three cards is not the reason then (the card is for the next lot): the bids not all in are, and whose.
    // Before any bid is in, a card is one too many for the lot: the limit is named (above).
    const three = play(start(3), [...turns('r1', 'r2', 'r3'), ...bids([1, 4])]);
    const card = refused(three, { type: 'turn', colour: 'red', value: 4 }, 'mercator.err.bidsOpen');
    expect(said(card)).toEqual([
      "The auction of red 1, red 2, red 3 still waits for C's bid (2 to go)",
      '赤1・赤2・赤3の競りはCの競り値がまだです(未入力2人)',
    ]);
    expect(said(card).join()).not.toContain('4');
    expect(rule(card)).toEqual(['Sealed bids', 'カードの競り']);
    // A lot closed short of its limit: the same reason, the last bidder named.
    const one = play(start(3), [...turns('r1'), { type: 'close' }, ...bids([1, 0], [2, 0])]);
    for (const a of [{ type: 'turn', colour: 'red', value: 2 }, { type: 'close' }] as Action[]) {
      const r = refused(one, a, 'mercator.err.bidsOpen');
      expect(said(r)[0]).toBe("The auction of red 1 still waits for A's bid (1 to go)");
    }
    const draw = refused(one, { type: 'draw', colour: 'red', value: 2 }, 'mercator.err.bidsOpen');
    expect(said(draw)[1]).toBe('赤1の競りはAの競り値がまだです(未入力1人)');
  });
});

describe('a sealed bid from a seat not asked for one', () => {
  it('names the bidder whose bid is already in, and neither that bid nor any money', () => {
    // B bid 23; C and A are still asked.
    const s = play(start(3), [...turns('r1'), { type: 'close' }, ...bids([1, 23])]);
    expect(game.rules.prompt(s).actors).toEqual([2, 0]);
    const r = refused(s, { type: 'bid', player: 1, amount: 7 }, 'mercator.err.alreadyBid');
    expect(said(r)).toEqual(["B's bid is already entered", 'Bの競り値はもう入力済みです']);
    expect(said(r).join()).not.toMatch(/\d/);
    expect(r.secret).toBeUndefined();
    expect(r.section).toBe('003 カードの競り');
    expect(rule(r)).toEqual(['Sealed bids', 'カードの競り']);
  });

  it('names a seat that is not at the table', () => {
    const s = play(start(3), [...turns('r1'), { type: 'close' }]);
    const r = refused(s, { type: 'bid', player: 3, amount: 1 }, 'mercator.err.seat');
    expect(said(r)).toEqual(['There is no player in seat 3', '席3のプレイヤーはいません']);
    expect(r.section).toBe('003 カードの競り');
  });

  it('says whose ship is full, or has too little room for the lot', () => {
    // Lot 1 (A turns r1-r3): A wins at 1. Lot 2 (B turns r4 r5): A wins at 1, 5 cards, one place left.
    let s = play(start(3), [...turns('r1', 'r2', 'r3'), ...bids([1, 0], [2, 0], [0, 1])]);
    s = play(s, [...turns('r4', 'r5'), { type: 'close' }, ...bids([2, 0], [0, 1], [1, 0])]);
    // Lot 3 (C turns r6 r7): two cards, A has room for one.
    const two = play(s, [...turns('r6', 'r7'), { type: 'close' }]);
    expect(game.rules.prompt(two).actors).toEqual([1, 2]);
    const room = refused(two, { type: 'bid', player: 0, amount: 0 }, 'mercator.err.noRoom');
    expect(said(room)).toEqual([
      "A's ship has room for 1, not a lot of 2",
      'Aの船の空きは1枚で、2枚の組を積めません',
    ]);
    // Lot 3 sells to B; lot 4 (A turns r8): A wins it, a full ship. Lot 5 (B turns r9).
    s = play(two, [...bids([1, 1], [2, 0])]);
    s = play(s, [...turns('r8'), { type: 'close' }, ...bids([1, 0], [2, 0], [0, 1])]);
    const full = play(s, [...turns('r9'), { type: 'close' }]);
    const r = refused(full, { type: 'bid', player: 0, amount: 0 }, 'mercator.err.shipFull');
    expect(said(r)).toEqual(["A's ship is full: no more bidding", 'Aの船は満杯です。競りに参加できません']);
    for (const x of [room, r]) expect(rule(x)).toEqual(['Ship capacity', '船の積載量']);
  });
});
