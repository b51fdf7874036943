// The store benchmark, run in a real browser by scripts/browser-bench.ts: IndexedDB append latency
// per entry through the app's own GameStore, the time to list 1,000 saved games, and the time to load
// a long game back. Figures come from performance.now() and are left on `window.benchResult`.
import example from '../../docs/examples/supermarket.json';
import type { GameRecord } from '../../src/engine/record';
import { GameStore, type Summary } from '../../src/store/games';

/** What the page reports (times in ms). */
export interface StoreBenchResult {
  append: { count: number; warmUp: number; times: number[] };
  create: { count: number; ms: number };
  list: { games: number; times: number[] };
  load: { entries: number; times: number[] };
  userAgent: string;
}

declare global {
  interface Window {
    benchResult?: StoreBenchResult;
    benchError?: string;
  }
}

const APPENDS = 500;
const WARM_UP = 20;
const GAMES = 1000;
const LISTS = 7;

const record = example as unknown as GameRecord;
const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
const playing = (i: number): Summary => ({ status: 'playing', winners: [], updatedAt: at(i) });

async function fresh(name: string): Promise<GameStore> {
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
  return GameStore.open(name);
}

async function run(): Promise<StoreBenchResult> {
  // Appends: one game, entries appended one at a time and each awaited, as a session saves them.
  const store = await fresh('choba-bench-append');
  await store.create({ ...record, id: 'append', entries: [] }, playing(0));
  const times: number[] = [];
  let prev: GameRecord['entries'][number] | null = null;
  for (let seq = 0; seq < WARM_UP + APPENDS; seq++) {
    const entry = record.entries[seq % record.entries.length] as GameRecord['entries'][number];
    const start = performance.now();
    await store.append('append', seq, entry, playing(seq), prev);
    prev = entry;
    if (seq >= WARM_UP) times.push(performance.now() - start);
  }
  const loads: number[] = [];
  let loaded = 0;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    loaded = (await store.load('append'))?.entries.length ?? 0;
    loads.push(performance.now() - start);
  }
  (await store.db()).close();

  // The game list: 1,000 games created one by one (as a scorekeeper at a demo table would), then listed.
  const list = await fresh('choba-bench-list');
  const created = performance.now();
  for (let i = 0; i < GAMES; i++) await list.create({ ...record, id: `game-${i}`, entries: [] }, playing(i));
  const createMs = performance.now() - created;
  const lists: number[] = [];
  for (let i = 0; i < LISTS; i++) {
    const start = performance.now();
    const games = await list.list();
    lists.push(performance.now() - start);
    if (games.length !== GAMES) throw new Error(`listed ${games.length} games, expected ${GAMES}`);
  }
  (await list.db()).close();
  for (const name of ['choba-bench-append', 'choba-bench-list']) indexedDB.deleteDatabase(name);

  return {
    append: { count: APPENDS, warmUp: WARM_UP, times },
    create: { count: GAMES, ms: createMs },
    list: { games: GAMES, times: lists },
    load: { entries: loaded, times: loads },
    userAgent: navigator.userAgent,
  };
}

run().then(
  (result) => {
    window.benchResult = result;
    (document.getElementById('status') as HTMLElement).textContent = 'done';
  },
  (error: unknown) => {
    window.benchError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  },
);
