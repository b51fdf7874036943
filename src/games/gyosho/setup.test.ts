import { describe, expect, it } from 'vitest';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { game } from './index';
import { adjacency, checkMap, defaultMap } from './map';
import type { State } from './state';
import { attempt, C, fresh, must, one, play, players, ready3, SPECIALS, setupActions } from './testing';

const refused = (s: State, a: Action, code: string) => {
  const before = structuredClone(s);
  const r = attempt(s, a);
  expect(isViolation(r) && r.code).toBe(code);
  expect(s).toEqual(before);
};

describe('setup of the table', () => {
  it('stocks 9 / 8 / 7 goods of each kind for 4 / 3 / 2 players and lays 8 red + 8 white jewels', () => {
    expect(fresh(4).stock).toEqual([9, 9, 9, 9]);
    expect(fresh(3).stock).toEqual([8, 8, 8, 8]);
    expect(fresh(2).stock).toEqual([7, 7, 7, 7]);
    const s = fresh(3);
    expect([s.red, s.white]).toEqual([8, 8]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'setup.map', actors: [], expects: ['map'] });
  });

  it('refuses a fifth player and a start seat that is not at the table', () => {
    expect(
      isViolation(game.rules.setup({ ...game.options.defaults(5), first: 0 }, players(4).concat(players(1)))),
    ).toBe(true);
    expect(isViolation(game.rules.setup({ ...game.options.defaults(2), first: 3 }, players(2)))).toBe(true);
  });

  it('walks map → wagon → orders → 特注 → starting posts, from the player right of the start player counter-clockwise', () => {
    let s = fresh(3, { first: 1 });
    s = play(s, [{ type: 'map', cells: defaultMap() }]);
    expect(game.rules.prompt(s).phase).toBe('setup.wagon');
    s = play(s, [{ type: 'wagon', capacity: 3 }]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'setup.orders', hint: { params: { k: 1, of: 5 } } });
    s = play(
      s,
      [C.elkai, C.heidi, C.centre, C.east, C.south].map((city) => ({
        type: 'reveal',
        ...one(city, 'wheat'),
      })),
    );
    expect(s.row).toHaveLength(5);
    expect(game.rules.prompt(s).phase).toBe('setup.special');
    s = play(
      s,
      SPECIALS.map((c) => ({ type: 'special', ...c })),
    );
    // Start player is seat 1: the player to their right is seat 0, then counter-clockwise seat 2, then seat 1.
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'setup.start', actors: [0] });
    refused(s, { type: 'start', p: 1, city: C.elkai }, 'gyosho.err.notYourTurn');
    refused(s, { type: 'start', p: 0, city: C.wheat }, 'gyosho.err.startCity');
    s = play(s, [{ type: 'start', p: 0, city: C.elkai }]);
    expect(game.rules.prompt(s).actors).toEqual([2]);
    s = play(s, [{ type: 'start', p: 2, city: C.elkai }]);
    expect(game.rules.prompt(s).actors).toEqual([1]);
    s = play(s, [{ type: 'start', p: 1, city: C.south }]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'turn', actors: [1], round: 1, turn: 1 });
    // Every wagon starts on its own post, so every first turn has three actions.
    expect(s.actionsLeft).toBe(3);
    expect(s.merchants.map((m) => [m.at, m.posts])).toEqual([
      [C.elkai, [C.elkai]],
      [C.south, [C.south]],
      [C.elkai, [C.elkai]],
    ]);
  });

  it('lays 6 / 5 / 4 face-up orders by player count', () => {
    for (const [n, size] of [
      [4, 6],
      [3, 5],
      [2, 4],
    ] as const) {
      let s = play(fresh(n), [
        { type: 'map', cells: defaultMap() },
        { type: 'wagon', capacity: 3 },
      ]);
      for (let k = 0; k < size; k++) {
        expect(game.rules.prompt(s).phase).toBe('setup.orders');
        s = play(s, [{ type: 'reveal', ...one(C.elkai, 'wine') }]);
      }
      expect(game.rules.prompt(s).phase).toBe('setup.special');
    }
  });

  it('calls for a reshuffle as soon as three orders of 4+ goods are out, and lays the row again', () => {
    const big = {
      type: 'reveal' as const,
      city: C.heidi,
      goods: ['wheat', 'wheat', 'arms', 'wine'] as const,
    };
    let s = play(fresh(4), [
      { type: 'map', cells: defaultMap() },
      { type: 'wagon', capacity: 3 },
      { ...big, goods: [...big.goods], points: 5 },
      { type: 'reveal', ...one(C.elkai, 'wine') },
      { ...big, goods: [...big.goods], points: 5 },
    ]);
    expect(game.rules.prompt(s).phase).toBe('setup.orders');
    s = play(s, [{ ...big, goods: [...big.goods], points: 5 }]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'setup.reshuffle', expects: ['reshuffle', 'deck'] });
    refused(s, { type: 'reveal', ...one(C.elkai, 'wine') }, 'gyosho.err.mustReshuffle');
    s = play(s, [{ type: 'reshuffle' }]);
    expect(s.row).toEqual([]);
    expect(s.revealed).toBe(0);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'setup.orders', hint: { params: { k: 1 } } });
    // Two big orders are fine.
    s = play(s, [
      { ...big, goods: [...big.goods], points: 5 },
      { ...big, goods: [...big.goods], points: 5 },
      ...[1, 2, 3, 4].map(() => ({ type: 'reveal' as const, ...one(C.east, 'cloth') })),
    ]);
    expect(game.rules.prompt(s).phase).toBe('setup.special');
  });

  it('refuses an order for the road card and an order card before the map', () => {
    const s = play(fresh(3, { road: true }), [
      { type: 'map', cells: defaultMap(true) },
      { type: 'wagon', capacity: 3 },
    ]);
    refused(s, { type: 'reveal', ...one(9, 'wheat') }, 'gyosho.err.cardCity');
    refused(fresh(3), { type: 'reveal', ...one(0, 'wheat') }, 'gyosho.err.notNow');
  });

  it('sets up a game ready for the first turn', () => {
    const s = ready3();
    expect(s.phase).toBe('turn');
    expect(s.current).toBe(0);
    expect(s.capacities).toEqual([3, 3, 3]);
    expect(s.specials).toHaveLength(5);
    expect(setupActions([], [], [])).toHaveLength(2);
    expect(must(s).areas).toHaveLength(9);
  });
});

describe('the map', () => {
  it('offers a default 3x3 layout that passes its own checks', () => {
    const cells = defaultMap();
    expect(cells).toHaveLength(9);
    expect(Array.isArray(checkMap(cells, false))).toBe(true);
    expect(Array.isArray(checkMap(defaultMap(true), true))).toBe(true);
  });

  it('makes cards adjacent only when they share an edge', () => {
    const map = checkMap(defaultMap(), false);
    if (!Array.isArray(map)) throw new Error('map');
    const adj = adjacency(map);
    expect(adj[C.wheat]).toEqual([C.elkai, C.heidi]);
    expect(adj[C.centre]).toEqual([C.elkai, C.heidi, C.east, C.south]);
    // Diagonal neighbours are not adjacent.
    expect(adj[C.wheat]).not.toContain(C.centre);
  });

  it('puts the road card in the centre of the default road layout, joining the four middle edges', () => {
    const map = checkMap(defaultMap(true), true);
    if (!Array.isArray(map)) throw new Error('map');
    const adj = adjacency(map);
    expect(map[9]?.kind).toBe('road');
    expect(adj[9]).toEqual([C.elkai, C.heidi, C.east, C.south]);
    // The fifth distribution city lies below the grid, under the south city.
    expect(adj[C.centre]).toEqual([C.south]);
  });

  it.each([
    ['too few cards', (m: ReturnType<typeof defaultMap>) => m.slice(1), 'gyosho.err.mapCount'],
    [
      'two wheat cities',
      (m: ReturnType<typeof defaultMap>) =>
        m.map((c, i) => (i === C.arms ? { ...c, kind: 'wheat' as const } : c)),
      'gyosho.err.mapProducer',
    ],
    [
      'two cards on a square',
      (m: ReturnType<typeof defaultMap>) => m.map((c, i) => (i === 1 ? { ...c, row: 0, col: 0 } : c)),
      'gyosho.err.mapSquare',
    ],
    [
      'a repeated name',
      (m: ReturnType<typeof defaultMap>) => m.map((c, i) => (i === 1 ? { ...c, name: ' 小麦の都市 ' } : c)),
      'gyosho.err.mapName',
    ],
    [
      'a card apart',
      (m: ReturnType<typeof defaultMap>) => m.map((c, i) => (i === C.cloth ? { ...c, row: 5, col: 5 } : c)),
      'gyosho.err.mapApart',
    ],
    [
      'a road without the option',
      (m: ReturnType<typeof defaultMap>) =>
        m.map((c, i) => (i === C.centre ? { ...c, kind: 'road' as const } : c)),
      'gyosho.err.mapRoad',
    ],
  ])('refuses a map with %s', (_name, change, code) => {
    refused(fresh(3), { type: 'map', cells: change(defaultMap()) }, code);
  });
});

describe('wagon sides per player (■初心者用馬車カード)', () => {
  it('takes each player’s wagon in seat order, and a record without seats gives every wagon one capacity', () => {
    const mapped = play(fresh(3), [{ type: 'map', cells: defaultMap() }]);
    let s = play(mapped, [
      { type: 'wagon', seat: 0, side: 'normal', capacity: 3 },
      { type: 'wagon', seat: 1, side: 'beginner', capacity: 5 },
    ]);
    expect(s.phase).toBe('setup.wagon');
    const twice = attempt(s, { type: 'wagon', seat: 1, side: 'normal', capacity: 3 });
    expect(isViolation(twice) && twice.code).toBe('gyosho.err.wagonTwice');
    // Three players sit in seats 0-2: a wagon for seat 3 names a seat the table does not have.
    refused(s, { type: 'wagon', seat: 3, side: 'normal', capacity: 3 }, 'gyosho.err.badSeat');
    s = play(s, [{ type: 'wagon', seat: 2, side: 'normal', capacity: 3 }]);
    expect(s.capacities).toEqual([3, 5, 3]);
    expect(s.phase).toBe('setup.orders');
    // Records made before: one entry for the whole table.
    expect(play(mapped, [{ type: 'wagon', capacity: 4 }]).capacities).toEqual([4, 4, 4]);
  });
});
