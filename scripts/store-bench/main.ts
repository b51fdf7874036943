// The store benchmark, run in a real browser by scripts/browser-bench.ts: IndexedDB append latency
// per entry through the app's own GameStore, the time to list 1,000 saved games, and the time to load
// a long game back. Figures come from performance.now() and are left on `window.benchResult`.
import example from '../../docs/examples/supermarket.json';
import { GameSession } from '../../src/app/session';
import type { GameRecord, LogEntry } from '../../src/engine/record';
import { game as supermarket } from '../../src/games/supermarket/index';
import { importRecords } from '../../src/store/bulk';
import { exportFile } from '../../src/store/export-file';
import { GameStore, type Summary } from '../../src/store/games';
import { parseImport } from '../../src/store/transfer';

/** What the page reports (times in ms). */
export interface StoreBenchResult {
  append: { count: number; warmUp: number; times: number[] };
  /** The same appends with the other durability than the store's default, for the comparison. */
  appendOther: { durability: string; times: number[] };
  durability: string;
  /** An export file of many games imported: checked and replayed, then saved in one transaction. */
  importGames: { games: number; entries: number; parseMs: number; saveMs: number };
  /** A game of many log entries opened as the game screen opens it: loaded, then replayed checked. */
  open: { entries: number; loadMs: number[]; replayMs: number[] };
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

async function fresh(name: string, durability?: IDBTransactionDurability): Promise<GameStore> {
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
  return GameStore.open(name, durability);
}

/** Entries appended one at a time and each awaited, as a session saves them; the time of each. */
async function appends(store: GameStore): Promise<number[]> {
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
  return times;
}

const IMPORT_GAMES = 440;
const IMPORT_ENTRIES = 100;
const LONG_GAME = 20_000;

async function run(): Promise<StoreBenchResult> {
  const store = await fresh('choba-bench-append');
  const times = await appends(store);
  const other = store.durability === 'strict' ? 'relaxed' : 'strict';
  const otherStore = await fresh('choba-bench-append-other', other);
  const otherTimes = await appends(otherStore);
  (await otherStore.db()).close();
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

  // An export of 440 finished games imported at once (a booth's whole day from another phone).
  // 100 entries each keeps the file under the import's 5 MB limit, as the 440-game file of issue 18 was.
  const games = Array.from({ length: IMPORT_GAMES }, (_, i) => ({
    ...record,
    id: `import-${i}`,
    entries: record.entries.slice(0, IMPORT_ENTRIES),
  }));
  const text = JSON.stringify(exportFile(games, at(0)));
  const target = await fresh('choba-bench-import');
  const parseStart = performance.now();
  const parsed = parseImport(text, { supermarket });
  const parseMs = performance.now() - parseStart;
  if (!parsed.ok) throw new Error(`import refused: ${parsed.problem.code}`);
  const saveStart = performance.now();
  const saved = await importRecords(target, parsed.items);
  const saveMs = performance.now() - saveStart;
  if (saved.added.length !== IMPORT_GAMES) throw new Error(`imported ${saved.added.length} games`);
  (await target.db()).close();

  // A game of 20,000 log entries (the example game, then corrections of its first entry), opened.
  const first = record.entries[0] as Extract<LogEntry, { kind: 'act' }>;
  const fixes: LogEntry[] = Array.from({ length: LONG_GAME - record.entries.length }, (_, i) => ({
    kind: 'fix',
    target: 0,
    action: first.action,
    at: at(i),
  }));
  const long = await fresh('choba-bench-open');
  await long.create({ ...record, id: 'long', entries: [...record.entries, ...fixes] }, playing(0));
  const loadMs: number[] = [];
  const replayMs: number[] = [];
  let opened = 0;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const loadedRecord = (await long.load('long')) as GameRecord;
    const mid = performance.now();
    const session = new GameSession(supermarket, loadedRecord, long, () => at(0));
    replayMs.push(performance.now() - mid);
    loadMs.push(mid - start);
    opened = session.record.value.entries.length;
  }
  (await long.db()).close();
  for (const name of [
    'choba-bench-append',
    'choba-bench-append-other',
    'choba-bench-list',
    'choba-bench-import',
    'choba-bench-open',
  ])
    indexedDB.deleteDatabase(name);

  return {
    append: { count: APPENDS, warmUp: WARM_UP, times },
    appendOther: { durability: other, times: otherTimes },
    durability: store.durability,
    importGames: {
      games: IMPORT_GAMES,
      entries: IMPORT_GAMES * IMPORT_ENTRIES,
      parseMs,
      saveMs,
    },
    open: { entries: opened, loadMs, replayMs },
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
