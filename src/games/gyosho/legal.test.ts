import { describe, expect, it } from 'vitest';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { game } from './index';
import { cityParam, defaultMap } from './map';
import { attempt, C, fresh, pass, play, ready3, withLoad } from './testing';

const legal = (s: Parameters<NonNullable<typeof game.rules.legalActions>>[0]) => game.rules.legalActions(s);

describe('legal actions', () => {
  it('lists moves to every neighbour, loads here, payable shipments, stopping and the deck recount', () => {
    // A stands in エルカイブランド with a wheat: the エルカイブランド order (slot 1) is payable.
    const s = withLoad(ready3(), 0, [1, 0, 0, 0]);
    expect(legal(s)).toEqual([
      { type: 'move', p: 0, city: C.wheat },
      { type: 'move', p: 0, city: C.arms },
      { type: 'move', p: 0, city: C.centre },
      { type: 'ship', p: 0, slot: 0 },
      { type: 'endTurn', p: 0 },
      // Three players: 37 order cards less 5 removed, less the 5 of the row: 27 as the app counts them.
      { type: 'deck', size: 27 },
    ]);
  });

  it('offers loads from the stock at a production city, and with a return once the wagon is full', () => {
    let s = play(ready3(), [{ type: 'move', p: 0, city: C.wheat }]);
    expect(legal(s).filter((a) => a.type === 'load')).toEqual([
      { type: 'load', p: 0, good: 'wheat', from: 'stock' },
    ]);
    s = withLoad(s, 0, [1, 1, 1, 0]);
    expect(legal(s).filter((a) => a.type === 'load')).toEqual([
      { type: 'load', p: 0, good: 'wheat', from: 'stock', drop: 'wheat' },
      { type: 'load', p: 0, good: 'wheat', from: 'stock', drop: 'arms' },
      { type: 'load', p: 0, good: 'wheat', from: 'stock', drop: 'wine' },
    ]);
  });

  it('offers loads from other players’ shipping areas only', () => {
    let s = withLoad(ready3(), 0, [1, 0, 0, 0]);
    s = play(s, [
      { type: 'ship', p: 0, slot: 0 },
      { type: 'endTurn', p: 0 },
      { type: 'reveal', city: C.wine, goods: ['wine'], points: 1 },
    ]);
    // B walks to エルカイブランド where A shipped a wheat.
    s = play(s, [
      { type: 'move', p: 1, city: C.wheat },
      { type: 'move', p: 1, city: C.elkai },
    ]);
    expect(legal(s).filter((a) => a.type === 'load')).toEqual([
      { type: 'load', p: 1, good: 'wheat', from: 0 },
    ]);
    s = pass(s);
    expect(game.rules.prompt(s).actors).toEqual([2]);
  });

  it('gives entries every step accepts, each accepted by the table', () => {
    let s = fresh(2);
    for (let i = 0; i < 40 && s.phase !== 'turn'; i++) {
      const options = legal(s);
      expect(options.length).toBeGreaterThan(0);
      for (const a of options.slice(0, 12)) expect(isViolation(attempt(s, a)), JSON.stringify(a)).toBe(false);
      s = play(s, [options[0] as Action]);
    }
    expect(s.phase).toBe('turn');
  });
});

describe('log lines', () => {
  it('names the player, the cities and the goods', () => {
    const s = play(ready3(), [{ type: 'move', p: 0, city: C.wheat }]);
    expect(game.words.describe(s, { type: 'move', p: 0, city: C.elkai })).toEqual({
      key: 'gyosho.log.move',
      // The default map's names are said in the reader's language (小麦の都市 is "Grain city" in English).
      params: {
        p: { p: 0 },
        from: { key: 'gyosho.city.wheat.0' },
        to: { key: 'gyosho.city.distribution.0' },
      },
    });
    expect(
      game.words.describe(s, { type: 'load', p: 0, good: 'wheat', from: 'stock', drop: 'arms' }),
    ).toEqual({
      key: 'gyosho.log.loadDrop',
      params: {
        p: { p: 0 },
        good: { key: 'gyosho.good.wheat' },
        drop: { key: 'gyosho.good.arms' },
        source: { key: 'gyosho.log.fromStock' },
      },
    });
    expect(
      game.words.describe(s, { type: 'reveal', city: C.east, goods: ['cloth', 'wheat', 'cloth'], points: 4 }),
    ).toEqual({
      key: 'gyosho.log.reveal',
      params: {
        city: { key: 'gyosho.city.distribution.3' },
        points: { key: 'gyosho.points', params: { n: 4 } },
        goods: {
          key: 'gyosho.goods.list2',
          params: {
            g1: { key: 'gyosho.goods.count', params: { good: { key: 'gyosho.good.wheat' }, n: 1 } },
            g2: { key: 'gyosho.goods.count', params: { good: { key: 'gyosho.good.cloth' }, n: 2 } },
          },
        },
      },
    });
    expect(game.words.describe(s, { type: 'endTurn', p: 0 })).toEqual({
      key: 'gyosho.log.endTurn',
      params: { p: { p: 0 }, n: 2 },
    });
  });

  it('says a name the table typed as typed, in every language', () => {
    const map = defaultMap().map((c, i) => (i === C.centre ? { ...c, name: 'ベルンシュタット' } : c));
    const s = play(fresh(3), [{ type: 'map', cells: map }]);
    expect(cityParam(s, C.centre)).toBe('ベルンシュタット');
    expect(cityParam(s, C.east)).toEqual({ key: 'gyosho.city.distribution.3' });
  });
});
