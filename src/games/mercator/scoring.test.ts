import { describe, expect, it } from 'vitest';
import type { FinalScore, RuleViolation } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import { payouts, type QuickShip, quickScore } from './scoring';
import { c } from './testing';

/** The quick check's result, failing the test on a refusal. */
function quick(ships: QuickShip[], colourBonus = false): FinalScore {
  const r = quickScore(ships, colourBonus);
  if (isViolation(r)) throw new Error(r.code);
  return r;
}

describe('payout table (貨物の売却), every column', () => {
  // The rulebook's table, read column by column; seats are given out of cargo order on purpose.
  it('3 players: 30 / 15 / -', () => {
    expect(payouts([20, 40, 30]).payout).toEqual([0, 30, 15]);
  });
  it('4 players: 30 / 20 / 10 / -', () => {
    expect(payouts([30, 20, 40, 10]).payout).toEqual([20, 10, 30, 0]);
  });
  it('5 players: 40 / 30 / 20 / 10 / -', () => {
    expect(payouts([15, 50, 45, 5, 25]).payout).toEqual([10, 40, 30, 0, 20]);
  });
  it('6 players: 50 / 40 / 30 / 20 / 10 / -', () => {
    expect(payouts([1, 2, 3, 4, 5, 6]).payout).toEqual([0, 10, 20, 30, 40, 50]);
  });
  it('7 players: 60 / 50 / 40 / 30 / 20 / 10 / -', () => {
    expect(payouts([33, 44, 22, 55, 11, 59, 7]).payout).toEqual([30, 40, 20, 50, 10, 60, 0]);
  });
});

describe('ties at the sale', () => {
  it('tied for 1st: the payouts of 1st and 2nd are added and split', () => {
    // 4 players: 30 + 20 = 50, 25 each; the next ship is 3rd (10).
    const r = payouts([40, 40, 30, 10]);
    expect(r.payout).toEqual([25, 25, 10, 0]);
    expect(r.place).toEqual([1, 1, 3, 4]);
    expect(r.remainder).toBe(0);
  });

  it('tied for 2nd: 2nd and 3rd are added and split', () => {
    // 5 players: 30 + 20 = 50, 25 each.
    expect(payouts([50, 30, 30, 20, 10]).payout).toEqual([40, 25, 25, 10, 0]);
  });

  it('three tied for 1st: 1st to 3rd are added and split', () => {
    // 5 players: 40 + 30 + 20 = 90, 30 each; 4th 10.
    expect(payouts([35, 35, 35, 20, 10]).payout).toEqual([30, 30, 30, 10, 0]);
  });

  it('rounds down and leaves the remainder in the bank (3 players tied for 1st)', () => {
    // 30 + 15 = 45, 22 each, 1 stays in the bank.
    const r = payouts([40, 40, 20]);
    expect(r.payout).toEqual([22, 22, 0]);
    expect(r.remainder).toBe(1);
  });

  it('a tie running past the paid places shares the paid part only', () => {
    // 3 players, 2nd-3rd: 15 + 0 = 15, 7 each, 1 to the bank.
    expect(payouts([40, 20, 20])).toMatchObject({ payout: [30, 7, 7], remainder: 1 });
    // 4 players, 3rd-4th: 10 + 0 = 10, 5 each.
    expect(payouts([40, 30, 12, 12]).payout).toEqual([30, 20, 5, 5]);
    // 7 players, 6th-7th: 10 + 0 = 10, 5 each.
    expect(payouts([50, 40, 30, 20, 10, 3, 3]).payout).toEqual([60, 50, 40, 30, 20, 5, 5]);
  });

  it('an empty ship sells nothing; its share stays in the bank (ruling)', () => {
    // 4 players, two ships with no cargo tie for 3rd-4th: 10 + 0 stays in the bank.
    const r = payouts([40, 30, 0, 0]);
    expect(r.payout).toEqual([30, 20, 0, 0]);
    expect(r.remainder).toBe(10);
  });

  it('names the tie in the score and notes the remainder', () => {
    const s = quick([
      { cargo: 40, money: 10 },
      { cargo: 40, money: 5 },
      { cargo: 20, money: 30 },
    ]);
    expect(s.players[0]?.lines[1]).toEqual({
      label: { key: 'mercator.score.payout' },
      points: 22,
      detail: {
        key: 'mercator.detail.tie',
        params: {
          cargo: { key: 'mercator.detail.cargo', params: { value: 40 } },
          from: 1,
          to: 2,
          count: 2,
          parts: '30 + 15',
          sum: 45,
          each: 22,
        },
      },
    });
    expect(s.notes).toEqual([
      {
        key: 'mercator.note.remainder',
        params: { from: 1, to: 2, count: 2, sum: 45, each: 22, remainder: 1 },
      },
    ]);
  });
});

describe('quick score check', () => {
  it('ranks by money left + payout, richest first', () => {
    // 4 players. Cargo 45 / 38 / 38 / 20: 1st 30; 2nd-3rd (20 + 10) / 2 = 15 each; 4th 0.
    // Money 12 + 30 = 42; 20 + 15 = 35; 28 + 15 = 43; 40 + 0 = 40.
    const s = quick([
      { cargo: 45, money: 12 },
      { cargo: 38, money: 20 },
      { cargo: 38, money: 28 },
      { cargo: 20, money: 40 },
    ]);
    expect(s.chain).toEqual([{ key: 'mercator.chain.money' }]);
    expect(s.players.map((p) => p.total)).toEqual([42, 35, 43, 40]);
    expect(s.players.map((p) => p.rank)).toEqual([2, 4, 1, 3]);
    expect(s.players[0]?.lines).toEqual([
      { label: { key: 'mercator.score.money' }, points: 12 },
      {
        label: { key: 'mercator.score.payout' },
        points: 30,
        detail: {
          key: 'mercator.detail.place',
          params: { cargo: { key: 'mercator.detail.cargo', params: { value: 45 } }, place: 1 },
        },
      },
    ]);
  });

  it('shares first place on equal money', () => {
    // 3 players: 30 + 15 and 20 + 25 are both 45.
    const s = quick([
      { cargo: 50, money: 15 },
      { cargo: 30, money: 30 },
      { cargo: 10, money: 45 },
    ]);
    expect(s.players.map((p) => [p.total, p.rank, p.shared])).toEqual([
      [45, 1, true],
      [45, 1, true],
      [45, 1, true],
    ]);
  });

  it('takes cards instead of a cargo value, with the colour bonus', () => {
    const rainbow = ['r1', 'y2', 'g3', 'b4', 'p5', 'r6'].map(c); // 21, all colours -> 31
    const plain = ['r10', 'r9', 'y10', 'y9'].map(c); // 38
    const s = quick(
      [
        { cards: rainbow, money: 0 },
        { cards: plain, money: 0 },
        { cargo: 25, bonus: true, money: 0 }, // 35
      ],
      true,
    );
    // Values 31 / 38 / 35: B 1st (30), C 2nd (15), A 3rd (0); money left is 0 for all.
    expect(s.players.map((p) => p.total)).toEqual([0, 30, 15]);
    expect(s.players[0]?.lines[1]?.detail).toMatchObject({
      params: { cargo: { key: 'mercator.detail.cargoBonus', params: { base: 21, bonus: 10, value: 31 } } },
    });
    // Without the option the same entries earn no bonus: 21 / 38 / 25.
    const off = quick(
      [
        { cards: rainbow, money: 0 },
        { cards: plain, money: 0 },
        { cargo: 25, bonus: true, money: 0 },
      ],
      false,
    );
    expect(off.players.map((p) => p.total)).toEqual([0, 30, 15]);
    expect(off.players[0]?.lines[1]?.detail).toMatchObject({ params: { cargo: { params: { value: 21 } } } });
  });

  it('refuses entries that cannot be', () => {
    const code = (r: FinalScore | RuleViolation): string | null => (isViolation(r) ? r.code : null);
    const ok: QuickShip = { cargo: 10, money: 10 };
    expect(code(quickScore([ok, ok], false))).toBe('mercator.err.playerCount');
    expect(code(quickScore([ok, ok, { cargo: 60, money: 0 }], false))).toBe('mercator.err.quickCargo');
    // The colour bonus needs six cards of all five colours: at least the five 1s and a 2, 5 + 2 = 7.
    expect(code(quickScore([ok, ok, { cargo: 6, bonus: true, money: 0 }], true))).toBe(
      'mercator.err.quickBonus',
    );
    expect(code(quickScore([ok, ok, { cargo: 0, bonus: true, money: 0 }], true))).toBe(
      'mercator.err.quickBonus',
    );
    // 7 is reachable (r1 y1 g1 b1 p1 r2): 17 with the bonus, accepted; without the option nothing is refused.
    const lowest = quickScore([ok, ok, { cargo: 7, bonus: true, money: 0 }], true);
    expect(isViolation(lowest)).toBe(false);
    expect(code(quickScore([ok, ok, { cargo: 6, bonus: true, money: 0 }], false))).toBeNull();
    expect(code(quickScore([ok, ok, { cargo: 10, money: -1 }], false))).toBe('mercator.err.quickMoney');
    // Every merchant starts with 50 and only pays the bank: 51 left is a typo, unless a series carried it over.
    expect(code(quickScore([ok, ok, { cargo: 10, money: 51 }], false))).toBe('mercator.err.quickMoneyStart');
    expect(code(quickScore([ok, ok, { cargo: 10, money: 50 }], false))).toBeNull();
    expect(code(quickScore([ok, ok, { cargo: 10, money: 51 }], false, true))).toBeNull();
    const seven = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'].map(c);
    expect(code(quickScore([ok, ok, { cards: seven, money: 0 }], false))).toBe('mercator.err.quickCards');
    const twice = [{ cards: [c('r1')], money: 0 }, { cards: [c('r1')], money: 0 }, ok];
    expect(code(quickScore(twice, false))).toBe('mercator.err.quickDuplicate');
    const fake = [{ cards: [{ colour: 'red' as const, value: 11 }], money: 0 }, ok, ok];
    expect(code(quickScore(fake, false))).toBe('mercator.err.quickBadCard');
  });

  it('refuses cargos typed as sums that the deck cannot make together', () => {
    // 用具: each colour has one card of each value 1-10. Six cards make 59 only as the five 10s and a 9: two
    // ships at 59 would need ten 10s.
    const two59 = quickScore(
      [
        { money: 10, cargo: 59 },
        { money: 10, cargo: 59 },
        { money: 10, cargo: 30 },
      ],
      false,
    );
    expect(two59).toMatchObject({ code: 'mercator.err.quickCargoTogether', params: { p: { p: 1 } } });
    // Beside a 59, the most six other cards make is 9+9+9+9+8+8 = 52: 52 fits, 53 does not.
    const fits = quickScore(
      [
        { money: 10, cargo: 59 },
        { money: 10, cargo: 52 },
        { money: 10, cargo: 30 },
      ],
      false,
    );
    expect(isViolation(fits)).toBe(false);
    const over = quickScore(
      [
        { money: 10, cargo: 59 },
        { money: 10, cargo: 53 },
        { money: 10, cargo: 30 },
      ],
      false,
    );
    expect(over).toMatchObject({ code: 'mercator.err.quickCargoTogether' });
  });
});
