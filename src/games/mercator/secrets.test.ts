// Secrets at a shared table (issue 13): what the Mercator rules hide in a state, the refusal of a bid above a
// player's money that names the bid but not the money, and the log line of a sealed bid not yet opened. Money
// is worked by hand: 50 each at the start (準備), less the price the winner pays the bank.
import { describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../app/i18n';
import { step } from '../../engine/replay';
import type { RuleViolation } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { strings } from './i18n';
import { game } from './index';
import { describeOpen } from './secrets';
import type { State } from './state';
import { bids, draws, play, start, table, turns } from './testing';

addStrings(strings);
const en = makeTranslate('en', table(3));
const ja = makeTranslate('ja', table(3));
const said = (s: State) => (game.secrecy?.secrets(s) ?? []).map((f) => [f.owner, en(f.fact)]);

// Lot 1, turned by A: red 10, yellow 10, green 10 (the lot closes itself at three cards).
const lot = () => play(start(3), turns('r10', 'y10', 'g10'));

describe('what the Mercator rules hide', () => {
  it("is each player's money, said to its owner: 50 each at the start", () => {
    expect(said(start(3))).toEqual([
      [0, "A's money: 50"],
      [1, "B's money: 50"],
      [2, "C's money: 50"],
    ]);
    expect(ja((game.secrecy?.secrets(start(3)) ?? [])[0]?.fact ?? { key: '' })).toBe('Aの所持金:50');
  });

  it('adds a sealed bid already entered while others are missing, and drops it when the lot is settled', () => {
    expect(said(play(lot(), bids([1, 20])))).toEqual([
      [0, "A's money: 50"],
      [1, "B's money: 50"],
      [2, "C's money: 50"],
      [1, "B's sealed bid: 20"],
    ]);
    // B 20, C 10, A 5: B pays 20 to the bank.
    expect(said(play(lot(), bids([1, 20], [2, 10], [0, 5])))).toEqual([
      [0, "A's money: 50"],
      [1, "B's money: 30"],
      [2, "C's money: 50"],
    ]);
  });

  it('is nothing once the game is over', () => {
    // 3 players, 24 cards: B and C fill their ships with two lots each, A draws the rest free.
    const s = play(lot(), [
      ...bids([1, 20], [2, 10], [0, 5]),
      ...turns('b10', 'p10', 'r9'),
      ...bids([2, 15], [0, 15], [1, 0]),
      ...turns('y9', 'g9', 'b9'),
      ...bids([0, 10], [1, 12], [2, 11]),
      ...turns('p9', 'r8', 'y8'),
      ...bids([0, 1], [2, 2]),
      ...draws('g8', 'b8', 'p8', 'r7', 'y7', 'g7'),
    ]);
    expect(game.rules.isOver(s)).toBe(true);
    expect(game.secrecy?.secrets(s)).toEqual([]);
  });
});

describe('a bid above the money held', () => {
  it('is refused naming the bid, with the money only in the secret for its owner', () => {
    const refused = step(game, lot(), { type: 'bid', player: 0, amount: 51 }) as RuleViolation;
    expect(isViolation(refused)).toBe(true);
    expect(refused.params).toEqual({ p: { p: 0 }, amount: 51 });
    expect(en({ key: refused.code, params: refused.params })).toBe('A does not have 51');
    expect(refused.secret?.owner).toBe(0);
    expect(en(refused.secret?.fact ?? { key: '' })).toBe("A's money: 50");
  });

  it('says the money left after a payment, in an open auction too', () => {
    // Open auction: B buys lot 1 for 20 (30 left), then calls 31 for lot 2.
    const open = play(start(3, { openAuction: true }), [
      ...turns('r10', 'y10', 'g10'),
      { type: 'sold', player: 1, price: 20 },
      ...turns('b10', 'p10', 'r9'),
    ]);
    const refused = step(game, open, { type: 'sold', player: 1, price: 31 }) as RuleViolation;
    expect(en({ key: refused.code, params: refused.params })).toBe('B does not have 31');
    expect(en({ key: refused.code, params: refused.params })).not.toContain('30');
    expect(en(refused.secret?.fact ?? { key: '' })).toBe("B's money: 30");
  });
});

describe('the log line of a sealed bid', () => {
  const before = lot();
  const bid: Action = { type: 'bid', player: 1, amount: 20 };

  it('says only that it is in while other bids are missing', () => {
    const now = play(lot(), bids([1, 20], [2, 10]));
    expect(en(describeOpen(before, bid, now))).toBe("B's bid is in (shown when every bid is in)");
    expect(ja(describeOpen(before, bid, now))).toBe('Bの競り値 入力済み(全員そろうまで伏せます)');
  });

  it('says the bid once the lot is settled, and during the next lot', () => {
    const settled = play(lot(), bids([1, 20], [2, 10], [0, 5]));
    expect(en(describeOpen(before, bid, settled))).toBe('B bids 20');
    const next = play(settled, [...turns('b10', 'p10', 'r9'), ...bids([2, 15])]);
    expect(en(describeOpen(before, bid, next))).toBe('B bids 20');
  });
});
