import { describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../app/i18n';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { strings } from './i18n';
import { game } from './index';
import { jewelAt } from './jewels';
import type { State } from './state';
import {
  attempt,
  C,
  type CardIn,
  one,
  pass,
  play,
  players,
  ready3,
  withCards,
  withLoad,
  withWagonAt,
} from './testing';
import { capacityOf } from './wagon';

addStrings(strings);

const refused = (s: State, a: Action, code: string) => {
  const before = structuredClone(s);
  const r = attempt(s, a);
  expect(isViolation(r) && r.code).toBe(code);
  expect(s).toEqual(before);
  return r;
};

// ready3 row: [エルカイブランド 小麦 2, ハイジフィールド 武具 2, centre 酒 2, east 織物 2, south 小麦 2].
describe('shipping an order', () => {
  it('pays the goods into the shipper’s shipping area, flips the card into a trailer and takes the front jewel', () => {
    let s = play(ready3(), [
      { type: 'move', p: 0, city: C.wheat },
      { type: 'load', p: 0, good: 'wheat', from: 'stock' },
      { type: 'move', p: 0, city: C.elkai },
    ]);
    s = pass(pass(s));
    expect(s.actionsLeft).toBe(3);
    s = play(s, [{ type: 'ship', p: 0, slot: 0 }]);
    const a = s.merchants[0];
    expect(a?.load).toEqual([0, 0, 0, 0]);
    expect(a?.cards.map((c) => [c.city, c.points, c.special, c.used])).toEqual([[C.elkai, 2, false, false]]);
    expect(s.areas[C.elkai]?.[0]).toEqual([1, 0, 0, 0]);
    expect([a?.red, a?.white, s.red, s.white]).toEqual([1, 0, 7, 8]);
    expect(capacityOf(s, 0)).toBe(4);
    // The slot stays empty until the end of the turn.
    expect(s.row[0]).toBeNull();
    expect(s.actionsLeft).toBe(2);
    expect(game.words.describe(s, { type: 'move', p: 0, city: C.wheat })).toMatchObject({
      key: 'gyosho.log.move',
    });
  });

  it('refuses shipping in the wrong city and shipping without the goods', () => {
    const s = withLoad(ready3(), 0, [0, 1, 0, 0]);
    const r = refused(s, { type: 'ship', p: 0, slot: 1 }, 'gyosho.err.wrongCity');
    expect(isViolation(r) && r.params).toEqual({
      city: { key: 'gyosho.city.distribution.1' },
      here: { key: 'gyosho.city.distribution.0' },
    });
    const m = refused(s, { type: 'ship', p: 0, slot: 0 }, 'gyosho.err.missingGoods');
    expect(isViolation(m) && m.params).toMatchObject({
      need: 1,
      have: 0,
      good: { key: 'gyosho.good.wheat' },
    });
    const shipped = play(withLoad(s, 0, [1, 0, 0, 0]), [{ type: 'ship', p: 0, slot: 0 }]);
    refused(shipped, { type: 'ship', p: 0, slot: 0 }, 'gyosho.err.noCard');
  });

  it('refuses an order of more goods than the wagon holds by saying so, until a trailer makes room', () => {
    // The front order needs 小麦 武具 酒 (3 goods); A's wagon card has 2 slots and A carries 小麦 and 武具.
    const big: CardIn = { city: C.elkai, goods: ['wheat', 'arms', 'wine'], points: 3 };
    const row = [
      big,
      one(C.heidi, 'arms', 2),
      one(C.centre, 'wine', 2),
      one(C.east, 'cloth', 2),
      one(C.south, 'wheat', 2),
    ];
    const s = withLoad(ready3(row, undefined, {}, 2), 0, [1, 1, 0, 0]);
    const r = refused(s, { type: 'ship', p: 0, slot: 0 }, 'gyosho.err.tooManyGoods');
    expect(isViolation(r) && r.params).toEqual({ p: { p: 0 }, need: 3, n: 2 });
    expect(isViolation(r) && r.section).toBe('002 積荷アクション');
    const en = makeTranslate('en', players(3));
    expect(en('gyosho.err.tooManyGoods', { p: { p: 0 }, need: 3, n: 2 })).toBe(
      'A’s wagon holds 2 goods: this order needs 3',
    );
    expect(en('gyosho.err.tooManyGoods', { p: { p: 0 }, need: 2, n: 1 })).toBe(
      'A’s wagon holds 1 good: this order needs 2',
    );
    // One order card taken is one trailer: the wagon holds 3, and what is missing is the 酒.
    const m = refused(withCards(s, 0, [C.heidi]), { type: 'ship', p: 0, slot: 0 }, 'gyosho.err.missingGoods');
    expect(isViolation(m) && m.params).toMatchObject({ need: 1, have: 0, good: { key: 'gyosho.good.wine' } });
  });

  it('slides the row forward and asks the table for the revealed cards at the end of the turn', () => {
    let s = withLoad(ready3(), 0, [1, 0, 0, 0]);
    s = play(s, [
      { type: 'ship', p: 0, slot: 0 },
      { type: 'move', p: 0, city: C.centre },
      { type: 'move', p: 0, city: C.east },
    ]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'refill', actors: [], expects: ['reveal', 'deck'] });
    expect(s.row.map((c) => c?.city)).toEqual([C.heidi, C.centre, C.east, C.south]);
    refused(s, { type: 'move', p: 1, city: C.wheat }, 'gyosho.err.notNow');
    refused(s, { type: 'move', p: 0, city: C.cloth }, 'gyosho.err.turnOver');
    refused(s, { type: 'endCard' }, 'gyosho.err.endTooEarly');
    s = play(s, [{ type: 'reveal', city: C.wine, goods: ['cloth', 'cloth'], points: 3 }]);
    expect(s.row.map((c) => c?.city)).toEqual([C.heidi, C.centre, C.east, C.south, C.wine]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'turn', actors: [1] });
    // The jewels now lie over the new front card (ハイジフィールド) and the one behind it.
    expect(jewelAt(s, 0)).toBe('red');
    expect(jewelAt(s, 1)).toBe('white');
  });

  it('ships a 特注 card: one of each kind stays in the shipping area, the rest returns to the stock; no trailer', () => {
    // 特注 #2: ハイジフィールド, 小麦 小麦 武具 酒, 7 points.
    let s = withWagonAt(withLoad(ready3(undefined, undefined, {}, 4), 0, [2, 1, 1, 0]), 0, C.heidi);
    const stock = s.stock;
    s = play(s, [{ type: 'shipSpecial', p: 0, index: 1 }]);
    expect(s.areas[C.heidi]?.[0]).toEqual([1, 1, 1, 0]);
    expect(s.stock).toEqual([(stock[0] ?? 0) + 1, stock[1], stock[2], stock[3]]);
    expect(s.merchants[0]?.cards).toEqual([
      { id: expect.any(Number), city: C.heidi, goods: [2, 1, 1, 0], points: 7, special: true, used: false },
    ]);
    expect(s.specials[1]).toBeNull();
    // Still the wagon card's 4 slots: a 特注 card makes no trailer.
    expect(capacityOf(s, 0)).toBe(4);
    // A 特注 card carries no jewel.
    expect([s.red, s.white]).toEqual([8, 8]);
    refused(s, { type: 'shipSpecial', p: 0, index: 1 }, 'gyosho.err.noSpecial');
  });

  it('lets another player load goods from a shipping area', () => {
    let s = withLoad(ready3(), 0, [1, 0, 0, 0]);
    s = play(s, [
      { type: 'ship', p: 0, slot: 0 },
      { type: 'endTurn', p: 0 },
      { type: 'reveal', city: C.wine, goods: ['wine'], points: 1 },
    ]);
    s = play(s, [
      { type: 'move', p: 1, city: C.wheat },
      { type: 'move', p: 1, city: C.elkai },
      { type: 'load', p: 1, good: 'wheat', from: 0 },
    ]);
    expect(s.areas[C.elkai]?.[0]).toEqual([0, 0, 0, 0]);
    expect(s.merchants[1]?.load).toEqual([1, 0, 0, 0]);
  });
});

describe('jewels', () => {
  it('sits red over the front slot and white over the second; white moves forward when red runs out', () => {
    expect([
      jewelAt({ red: 8, white: 8 }, 0),
      jewelAt({ red: 8, white: 8 }, 1),
      jewelAt({ red: 8, white: 8 }, 2),
    ]).toEqual(['red', 'white', null]);
    expect([jewelAt({ red: 0, white: 3 }, 0), jewelAt({ red: 0, white: 3 }, 1)]).toEqual(['white', null]);
    expect([jewelAt({ red: 2, white: 0 }, 0), jewelAt({ red: 2, white: 0 }, 1)]).toEqual(['red', null]);
    expect([jewelAt({ red: 0, white: 0 }, 0), jewelAt({ red: 0, white: 0 }, 1)]).toEqual([null, null]);
  });

  it('takes the last red, then the whites lie over the (empty) front slot until the row slides', () => {
    let s: State = { ...withLoad(ready3(), 0, [1, 0, 0, 0]), red: 1 };
    s = withLoad(s, 1, [0, 1, 0, 0]);
    s = play(s, [{ type: 'ship', p: 0, slot: 0 }]);
    expect([s.merchants[0]?.red, s.red, s.white]).toEqual([1, 0, 8]);
    expect(jewelAt(s, 0)).toBe('white');
    expect(jewelAt(s, 1)).toBeNull();
    s = play(s, [
      { type: 'endTurn', p: 0 },
      { type: 'reveal', city: C.wine, goods: ['wine'], points: 1 },
    ]);
    // B ships the ハイジフィールド card, now in the front slot: it carries a white jewel.
    s = play(s, [{ type: 'ship', p: 1, slot: 0 }]);
    expect([s.merchants[1]?.white, s.white]).toEqual([1, 7]);
  });

  it('gives nothing once both colours have run out, and keeps all 16 jewels accounted for', () => {
    let s: State = { ...withLoad(ready3(), 0, [1, 0, 0, 0]), red: 0, white: 1 };
    s = { ...s, merchants: s.merchants.map((m, p) => (p === 2 ? { ...m, red: 8, white: 7 } : m)) };
    s = withLoad(s, 1, [0, 1, 0, 0]);
    s = play(s, [{ type: 'ship', p: 0, slot: 0 }]);
    expect([s.merchants[0]?.white, s.red, s.white]).toEqual([1, 0, 0]);
    s = play(s, [
      { type: 'endTurn', p: 0 },
      { type: 'reveal', city: C.wine, goods: ['wine'], points: 1 },
    ]);
    s = play(s, [{ type: 'ship', p: 1, slot: 0 }]);
    expect([s.merchants[1]?.red, s.merchants[1]?.white]).toEqual([0, 0]);
    const jewels = s.red + s.white + s.merchants.reduce((n, m) => n + m.red + m.white, 0);
    expect(jewels).toBe(16);
  });
});
