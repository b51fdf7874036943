import { describe, expect, it } from 'vitest';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { game } from './index';
import type { State } from './state';
import { attempt, C, play, ready3 } from './testing';
import { capacityOf } from './wagon';

const refused = (s: State, a: Action, code: string) => {
  const before = structuredClone(s);
  const r = attempt(s, a);
  expect(isViolation(r) && r.code).toBe(code);
  expect(s).toEqual(before);
  return r;
};

// ready3: A (seat 0) starts at エルカイブランド, B at ハイジフィールド, C at the centre; A moves first.
describe('actions per turn', () => {
  it('gives 3 actions to a turn starting at an own post and 2 otherwise', () => {
    let s = ready3();
    expect(game.rules.prompt(s)).toMatchObject({
      phase: 'turn',
      actors: [0],
      hint: { params: { left: 3, limit: 3 } },
    });
    s = play(s, [
      { type: 'move', p: 0, city: C.wheat },
      { type: 'load', p: 0, good: 'wheat', from: 'stock' },
    ]);
    expect(s.actionsLeft).toBe(1);
    s = play(s, [{ type: 'load', p: 0, good: 'wheat', from: 'stock' }]);
    // A ends at the wheat city (no post): B's turn, at B's post.
    expect(game.rules.prompt(s)).toMatchObject({ actors: [1], hint: { params: { left: 3, limit: 3 } } });
    s = play(s, [
      { type: 'move', p: 1, city: C.wine },
      { type: 'move', p: 1, city: C.south },
      { type: 'move', p: 1, city: C.cloth },
      { type: 'endTurn', p: 2 },
    ]);
    expect(game.rules.prompt(s)).toMatchObject({ actors: [0], round: 2, turn: 4 });
    expect(s.actionLimit).toBe(2);
    s = play(s, [
      { type: 'move', p: 0, city: C.elkai },
      { type: 'move', p: 0, city: C.arms },
    ]);
    expect(game.rules.prompt(s).actors).toEqual([1]);
    expect(s.actionLimit).toBe(2);
  });

  it('refuses a fourth action: the turn is over and the next player is on', () => {
    const s = play(ready3(), [
      { type: 'move', p: 0, city: C.wheat },
      { type: 'move', p: 0, city: C.heidi },
      { type: 'move', p: 0, city: C.wine },
    ]);
    expect(game.rules.prompt(s).actors).toEqual([1]);
    const r = refused(s, { type: 'move', p: 0, city: C.south }, 'gyosho.err.turnOver');
    expect(isViolation(r) && r.params).toEqual({ p: { p: 0 }, used: 3, limit: 3 });
    refused(s, { type: 'move', p: 2, city: C.east }, 'gyosho.err.notYourTurn');
  });

  it('lets a player stop with actions left', () => {
    const s = play(ready3(), [
      { type: 'move', p: 0, city: C.wheat },
      { type: 'endTurn', p: 0 },
    ]);
    expect(game.rules.prompt(s).actors).toEqual([1]);
    expect(s.lastTurn).toEqual({ p: 0, used: 1, limit: 3 });
  });
});

describe('moving', () => {
  it('moves one step to an adjacent card and refuses a card that is not adjacent', () => {
    const s = ready3();
    expect(play(s, [{ type: 'move', p: 0, city: C.centre }]).merchants[0]?.at).toBe(C.centre);
    const r = refused(s, { type: 'move', p: 0, city: C.cloth }, 'gyosho.err.notAdjacent');
    expect(isViolation(r) && r.params).toEqual({
      from: { key: 'gyosho.city.distribution.0' },
      to: { key: 'gyosho.city.cloth.0' },
    });
    refused(s, { type: 'move', p: 0, city: C.elkai }, 'gyosho.err.notAdjacent');
  });

  it('moves through the road card, where nothing but moving is allowed', () => {
    // Road layout: the road (card 9) in the centre, the centre city moved below the south city.
    let s = ready3(
      undefined,
      [
        { p: 2, city: C.south },
        { p: 1, city: C.heidi },
        { p: 0, city: C.elkai },
      ],
      { road: true },
    );
    refused(s, { type: 'move', p: 0, city: C.centre }, 'gyosho.err.notAdjacent');
    s = play(s, [{ type: 'move', p: 0, city: 9 }]);
    refused(s, { type: 'load', p: 0, good: 'wheat', from: 'stock' }, 'gyosho.err.roadOnlyMove');
    refused(s, { type: 'ship', p: 0, slot: 0 }, 'gyosho.err.wrongCity');
    s = play(s, [{ type: 'move', p: 0, city: C.east }]);
    expect(s.merchants[0]?.at).toBe(C.east);
    // Two steps from エルカイブランド to the east city: through the road.
    expect(s.actionsLeft).toBe(1);
  });
});

describe('loading', () => {
  it('loads from the stock only at the city producing that good', () => {
    let s = ready3();
    refused(s, { type: 'load', p: 0, good: 'wheat', from: 'stock' }, 'gyosho.err.notProducer');
    s = play(s, [{ type: 'move', p: 0, city: C.wheat }]);
    refused(s, { type: 'load', p: 0, good: 'arms', from: 'stock' }, 'gyosho.err.notProducer');
    s = play(s, [{ type: 'load', p: 0, good: 'wheat', from: 'stock' }]);
    expect(s.merchants[0]?.load).toEqual([1, 0, 0, 0]);
    expect(s.stock).toEqual([7, 8, 8, 8]);
    const empty: State = { ...s, stock: [0, 8, 8, 8] };
    refused(empty, { type: 'load', p: 0, good: 'wheat', from: 'stock' }, 'gyosho.err.stockEmpty');
  });

  it('loads from another player’s shipping area here, never from one’s own', () => {
    const base = play(ready3(), [{ type: 'move', p: 0, city: C.wheat }]);
    const areas = base.areas.map((row, c) =>
      c === C.wheat ? [[0, 0, 1, 0] as const, [0, 1, 0, 0] as const, row[2] ?? ([0, 0, 0, 0] as const)] : row,
    );
    const s: State = { ...base, areas };
    refused(s, { type: 'load', p: 0, good: 'wine', from: 0 }, 'gyosho.err.ownShipment');
    refused(s, { type: 'load', p: 0, good: 'wine', from: 1 }, 'gyosho.err.notShipped');
    refused(s, { type: 'load', p: 0, good: 'arms', from: 2 }, 'gyosho.err.notShipped');
    const after = play(s, [{ type: 'load', p: 0, good: 'arms', from: 1 }]);
    expect(after.areas[C.wheat]?.[1]).toEqual([0, 0, 0, 0]);
    expect(after.merchants[0]?.load).toEqual([0, 1, 0, 0]);
  });

  it('refuses loading past capacity unless a good is returned to the stock first', () => {
    let s = play(ready3(), [
      { type: 'move', p: 0, city: C.wheat },
      { type: 'load', p: 0, good: 'wheat', from: 'stock' },
      { type: 'load', p: 0, good: 'wheat', from: 'stock' },
    ]);
    s = play(s, [
      { type: 'move', p: 1, city: C.wine },
      { type: 'move', p: 1, city: C.heidi },
      { type: 'move', p: 1, city: C.wine },
      { type: 'endTurn', p: 2 },
      { type: 'load', p: 0, good: 'wheat', from: 'stock' },
    ]);
    expect(s.merchants[0]?.load).toEqual([3, 0, 0, 0]);
    expect(capacityOf(s, 0)).toBe(3);
    const r = refused(s, { type: 'load', p: 0, good: 'wheat', from: 'stock' }, 'gyosho.err.wagonFull');
    expect(isViolation(r) && r.params).toEqual({ p: { p: 0 }, capacity: 3 });
    refused(
      s,
      { type: 'load', p: 0, good: 'wheat', from: 'stock', drop: 'arms' },
      'gyosho.err.dropNotLoaded',
    );
    const swapped = play(s, [{ type: 'load', p: 0, good: 'wheat', from: 'stock', drop: 'wheat' }]);
    expect(swapped.merchants[0]?.load).toEqual([3, 0, 0, 0]);
    expect(swapped.stock).toEqual([5, 8, 8, 8]);
  });

  it('refuses returning a good when the wagon has room', () => {
    const s = play(ready3(), [{ type: 'move', p: 0, city: C.wheat }]);
    refused(
      s,
      { type: 'load', p: 0, good: 'wheat', from: 'stock', drop: 'wheat' },
      'gyosho.err.dropNotNeeded',
    );
  });
});
