import { describe, expect, it } from 'vitest';
import { isViolation } from '../../engine/violation';
import type { IconCounts } from './components';
import { iconValues, junkBonus, quickCheck, type Settlement, settle } from './settle';

const counts = (choc: number, gold: number, silk: number, junk: number): IconCounts => ({
  choc,
  gold,
  silk,
  junk,
});

function ok(x: Settlement | ReturnType<typeof quickCheck>): Settlement {
  if (isViolation(x)) throw new Error(x.code);
  return x;
}

describe('icon values from the price card (【価格決定カード】)', () => {
  it('visible chocolate, hidden silk: chocolate 4, silk 3, gold 2 (the rulebook)', () => {
    expect(iconValues('choc', 'silk')).toEqual({ choc: 4, gold: 2, silk: 3 });
  });
  it('the same goods on both faces is worth 5 per icon, the others 2 (the rulebook)', () => {
    expect(iconValues('choc', 'choc')).toEqual({ choc: 5, gold: 2, silk: 2 });
    expect(settle('gold', 'gold', counts(0, 2, 0, 0)).icons).toBe(10);
  });
  it('junk on the visible face adds nothing: hidden silk 3, the others 2 (the rulebook)', () => {
    expect(iconValues('junk', 'silk')).toEqual({ choc: 2, gold: 2, silk: 3 });
  });
  it('junk on the hidden face adds nothing; junk on both leaves every goods at 2', () => {
    expect(iconValues('gold', 'junk')).toEqual({ choc: 2, gold: 4, silk: 2 });
    expect(iconValues('junk', 'junk')).toEqual({ choc: 2, gold: 2, silk: 2 });
  });
});

describe('the settlement (":決算")', () => {
  it('worked example 1: chocolate/silk price card, icons 3/2/2 + 1 junk = 37', () => {
    // chocolate 3×4 + gold 2×2 + silk 2×3 = 22; count bonus 5×1 (three chocolate); set bonus 5×2 = 10.
    const s = settle('choc', 'silk', counts(3, 2, 2, 1));
    expect(s).toMatchObject({ icons: 22, countBonus: 5, sets: 2, setBonus: 10, junkBonus: 0, total: 37 });
    expect(s.lines.map((l) => l.points)).toEqual([12, 4, 6, 5, 10, 0]);
  });

  it('worked example 2: icons 1/1/1 + 5 junk = 39', () => {
    // 4 + 2 + 3 = 9; one set 5; junk bonus 25. The rulebook's line "個数ボーナス 5×1" is this set bonus:
    // a single icon of each kind makes no count bonus (see docs/rulings/katame.md).
    const s = settle('choc', 'silk', counts(1, 1, 1, 5));
    expect(s).toMatchObject({ icons: 9, countBonus: 0, setBonus: 5, junkBonus: 25, total: 39 });
  });

  it('junk with the price card showing junk: junk icons still score nothing by themselves', () => {
    // Visible junk, hidden gold: chocolate 2, gold 3, silk 2. 2×2 + 1×3 + 0 = 7, no bonus, 3 junk = 0.
    expect(settle('junk', 'gold', counts(2, 1, 0, 3))).toMatchObject({ icons: 7, junkBonus: 0, total: 7 });
  });

  it('junk bonus: 3 = 0, 4 = 15, 5 = 25, not cumulative', () => {
    expect([0, 1, 2, 3, 4, 5].map(junkBonus)).toEqual([0, 0, 0, 0, 15, 25]);
    expect(settle('choc', 'silk', counts(0, 0, 0, 4)).total).toBe(15);
    expect(settle('choc', 'silk', counts(0, 0, 0, 5)).total).toBe(25);
  });

  it('count bonus is per kind, 5 for every full 3: 6 chocolate = 10, 7 = 10, 5 gold = 5', () => {
    // Price gold/gold: gold 5. chocolate 7×2 = 14, gold 5×5 = 25, silk 2×2 = 4 → 43.
    // Count: chocolate floor(7/3) = 2, gold 1, silk 0 → 15. Sets min(7,5,2) = 2 → 10. Junk 0. 43+15+10 = 68.
    const s = settle('gold', 'gold', counts(7, 5, 2, 0));
    expect(s.countSets).toEqual({ choc: 2, gold: 1, silk: 0 });
    expect(s).toMatchObject({ icons: 43, countBonus: 15, sets: 2, setBonus: 10, total: 68 });
    expect(settle('silk', 'choc', counts(6, 0, 0, 0)).countBonus).toBe(10);
  });

  it('set bonus counts every complete set: 5/4/6 makes 4 sets = 20', () => {
    // Price silk/gold: choc 2, gold 3, silk 4. 5×2 + 4×3 + 6×4 = 10+12+24 = 46.
    // Count: floor(5/3)+floor(4/3)+floor(6/3) = 1+1+2 = 4 → 20. Sets 4 → 20. Junk 1 → 0. Total 86.
    const s = settle('silk', 'gold', counts(5, 4, 6, 1));
    expect(s).toMatchObject({ icons: 46, countBonus: 20, sets: 4, setBonus: 20, total: 86 });
  });

  it('no icons, no money', () => {
    expect(settle('choc', 'gold', counts(0, 0, 0, 0)).total).toBe(0);
  });

  it('the breakdown lines add up to the total', () => {
    const s = settle('silk', 'silk', counts(4, 3, 6, 4));
    expect(s.lines.reduce((a, l) => a + l.points, 0)).toBe(s.total);
    expect(s.lines.map((l) => l.label.key)).toEqual([
      'katame.line.goods',
      'katame.line.goods',
      'katame.line.goods',
      'katame.line.countBonus',
      'katame.line.setBonus',
      'katame.line.junkBonus',
    ]);
    expect(s.lines[2]?.detail).toEqual({ key: 'katame.detail.times', params: { n: 6, v: 5 } });
  });
});

describe('the quick score check (決算速見表)', () => {
  it('gives the rulebook examples', () => {
    expect(ok(quickCheck('choc', 'silk', counts(3, 2, 2, 1))).total).toBe(37);
    expect(ok(quickCheck('choc', 'silk', counts(1, 1, 1, 5))).total).toBe(39);
  });

  it('refuses counts beyond the card set together with the price card', () => {
    // Price card chocolate/chocolate: only 5 chocolate icons remain for the players.
    expect(ok(quickCheck('choc', 'choc', counts(5, 1, 0, 0))).total).toBe(5 * 5 + 2 + 5);
    expect(quickCheck('choc', 'choc', counts(6, 0, 0, 0))).toMatchObject({
      code: 'katame.err.tooMany',
      params: { count: 8, limit: 7 },
    });
    // Junk on the price card leaves 4 junk icons at most.
    expect(quickCheck('junk', 'gold', counts(1, 0, 0, 5))).toMatchObject({ code: 'katame.err.tooMany' });
  });

  it('refuses an odd total (each card brings two icons) and negative or fractional counts', () => {
    expect(quickCheck('choc', 'silk', counts(1, 0, 0, 0))).toMatchObject({ code: 'katame.err.oddIcons' });
    expect(quickCheck('choc', 'silk', counts(-1, 1, 0, 0))).toMatchObject({ code: 'katame.err.badCount' });
    expect(quickCheck('choc', 'silk', counts(1.5, 0.5, 0, 0))).toMatchObject({ code: 'katame.err.badCount' });
  });
});
