// The map: city cards on a grid (adjacent = sharing an edge), its checks, and the default 3x3 layout.
import type { Msg, RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { CellInput } from './actions';
import { DISTRIBUTION_CITIES, GOOD_INDEX, GOODS, type Good, PRODUCTION_CITIES } from './components';
import type { Cell, State } from './state';

const SECTION = '002 都市カードの準備';
/** RULINGS 002 decides what a map as entered must be: one card per square, every card reachable. */
const MAP_ENTRY = 'RULINGS 002 マップの入力';

/** Names the default map offers until the table types its own (only three city names are public). */
export const DEFAULT_NAMES: Readonly<Record<Good | 'distribution' | 'road', readonly string[]>> = {
  wheat: ['小麦の都市'],
  arms: ['アームスブルグ'],
  wine: ['酒の都市'],
  cloth: ['織物の都市'],
  distribution: ['エルカイブランド', 'ハイジフィールド', '流通都市C', '流通都市D', '流通都市E'],
  road: ['道'],
};

/** The string key of each default name, so that each language shows its own ('小麦の都市' is "Wheat city"). */
const DEFAULT_KEYS: ReadonlyMap<string, string> = new Map(
  Object.entries(DEFAULT_NAMES).flatMap(([kind, names]) =>
    names.map((name, k) => [name, `gyosho.city.${kind}.${k}`] as const),
  ),
);

/** A city name as a message parameter: a default name in the reader's language, a name the table typed as typed. */
export function nameParam(name: string): string | Msg {
  const key = DEFAULT_KEYS.get(name);
  return key === undefined ? name : { key };
}

/** The name of map card `city` as a message parameter (see nameParam). */
export function cityParam(s: Pick<State, 'map'>, city: number): string | Msg {
  const cell = s.map[city];
  return cell === undefined ? String(city) : nameParam(cell.name);
}

/**
 * The default layout offered on the setup screen: 3x3, production cities in the corners and the five
 * distribution cities on the cross. With the road card, the road takes the centre and the fifth
 * distribution city moves below the grid, so the road joins the four middle edges.
 */
export function defaultMap(road = false): CellInput[] {
  const d = DEFAULT_NAMES.distribution;
  const dist = (i: number, row: number, col: number): CellInput => ({
    name: d[i] ?? `D${i}`,
    row,
    col,
    kind: 'distribution',
  });
  const prod = (g: Good, row: number, col: number): CellInput => ({
    name: DEFAULT_NAMES[g][0] ?? g,
    row,
    col,
    kind: g,
  });
  const cells: CellInput[] = [
    prod('wheat', 0, 0),
    dist(0, 0, 1),
    prod('arms', 0, 2),
    dist(1, 1, 0),
    dist(2, 1, 1),
    dist(3, 1, 2),
    prod('wine', 2, 0),
    dist(4, 2, 1),
    prod('cloth', 2, 2),
  ];
  if (!road) return cells;
  return [
    ...cells.map((c) => (c.row === 1 && c.col === 1 ? { ...c, row: 3, col: 1 } : c)),
    { name: DEFAULT_NAMES.road[0] ?? 'road', row: 1, col: 1, kind: 'road' },
  ];
}

/** Neighbours of every card: cards whose grid squares share an edge. */
export function adjacency(cells: readonly Cell[]): number[][] {
  // Plain loops: a replay lays the map once per replay, and flatMap's one-element arrays were an eighth of it.
  const out: number[][] = [];
  for (let i = 0; i < cells.length; i++) {
    const a = cells[i] as Cell;
    const near: number[] = [];
    for (let j = 0; j < cells.length; j++) {
      const b = cells[j] as Cell;
      if (i !== j && Math.abs(a.row - b.row) + Math.abs(a.col - b.col) === 1) near.push(j);
    }
    out.push(near);
  }
  return out;
}

function connected(adj: readonly (readonly number[])[]): boolean {
  if (adj.length === 0) return false;
  const seen = new Set<number>([0]);
  const queue = [0];
  for (let k = 0; k < queue.length; k++) {
    for (const j of adj[queue[k] ?? 0] ?? []) {
      if (!seen.has(j)) {
        seen.add(j);
        queue.push(j);
      }
    }
  }
  return seen.size === adj.length;
}

/** A map as entered, checked, with its neighbours (computed once: the connection check needs them too). */
export interface CheckedMap {
  cells: Cell[];
  adj: number[][];
}

/** checkMap, also giving the neighbours of each card. */
export function checkMapWithAdjacency(
  cells: readonly CellInput[],
  road: boolean,
): CheckedMap | RuleViolation {
  const expected = PRODUCTION_CITIES + DISTRIBUTION_CITIES + (road ? 1 : 0);
  if (cells.length !== expected) {
    return violation('gyosho.err.mapCount', SECTION, { count: cells.length, expected });
  }
  // One pass counts every kind (the map is checked on every replay); the verdicts keep their order.
  let roads = 0;
  const producers = [0, 0, 0, 0];
  for (const c of cells) {
    if (c.kind === 'road') roads++;
    else if (c.kind !== 'distribution') (producers[GOOD_INDEX[c.kind]] as number)++;
  }
  for (const g of GOODS) {
    const n = producers[GOOD_INDEX[g]] as number;
    if (n !== 1)
      return violation('gyosho.err.mapProducer', SECTION, { good: { key: `gyosho.good.${g}` }, n });
  }
  if (roads !== (road ? 1 : 0)) return violation('gyosho.err.mapRoad', 'RULINGS 002 道カード', { n: roads });
  const out: Cell[] = [];
  for (const c of cells) {
    // Ten cards at most: comparing with those before costs less than sets of strings.
    for (const o of out) {
      if (o.row === c.row && o.col === c.col)
        return violation('gyosho.err.mapSquare', MAP_ENTRY, { row: c.row, col: c.col });
    }
    const name = c.name.trim();
    if (name === '' || out.some((o) => o.name === name))
      return violation('gyosho.err.mapName', SECTION, { name: nameParam(name) });
    out.push({ name, row: c.row, col: c.col, kind: c.kind });
  }
  const adj = adjacency(out);
  if (!connected(adj)) return violation('gyosho.err.mapApart', MAP_ENTRY);
  return { cells: out, adj };
}

/** Checks a map as entered: 4 production cities (one per good), 5 distribution cities, the road if chosen, one card per square, distinct names, all connected. */
export function checkMap(cells: readonly CellInput[], road: boolean): Cell[] | RuleViolation {
  const checked = checkMapWithAdjacency(cells, road);
  return 'violation' in checked ? checked : checked.cells;
}

/** True for a city card (production or distribution), false for the road card. */
export function isCity(cell: Cell | undefined): boolean {
  return cell !== undefined && cell.kind !== 'road';
}

/** The good a map card produces, or null. */
export function produces(cell: Cell | undefined): Good | null {
  return cell === undefined || cell.kind === 'distribution' || cell.kind === 'road' ? null : cell.kind;
}
