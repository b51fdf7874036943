// Size budgets, read from the built files (gzip sizes, never timings): the first load, each game's
// lazy chunk, and the service worker's precache. Exits non-zero when a budget is exceeded.
import { readdir, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

const DIST = new URL(`../${process.env.E2E_DIST ?? 'dist'}/`, import.meta.url);
const KB = 1024;
export const BUDGETS = {
  initial: 30 * KB,
  // 15 KB until 2026-11-25; raised for 行商 (15.9 KB) after the secrets (face-down order cards), the
  // per-player wagon side, the deck-count entry and the correction forms (docs/performance.md); 16 KB
  // until the replay speed work of issue 15 (行商 16.2 KB: loops in place of spreads and closures).
  // 17 KB until issue 31: 行商's board (where every component lies, 0.9 KB) and the kernel's board diff,
  // which 行商's board calls (1.0 KB: the table loads it for every game, but 行商 is the only game that
  // imports it, so this script counts it as 行商's own) took 行商 from 16.6 to 18.7 KB. Since issue 34 the
  // board diff lies in the kit, the chunk the games share (vite.config.ts), and is counted on that line.
  game: 19 * KB,
  shared: 15 * KB,
  check: 8 * KB,
  // 300 KB until issue 35: the receiving screen's QR decoder (ZXing-C++ in WebAssembly, zxing-wasm 3.1.4's
  // reader, 953,527 bytes) is precached so that a phone offline can still receive a game, and its .wasm is
  // 402.5 KB gzip on its own; everything else the worker precaches was 264.9 KB at that change.
  precache: 700 * KB,
};
// The games: the one list of them (IDS in src/engine/types.ts), read from its source line.
const types = await readFile(new URL('../src/engine/types.ts', import.meta.url), 'utf8');
const list = types.match(/const IDS = \[([^\]]*)\] as const;/)?.[1];
if (!list) throw new Error('budget: no game list (const IDS = [...] as const) in src/engine/types.ts');
const GAMES = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
if (GAMES.length === 0) throw new Error('budget: the game list in src/engine/types.ts names no game');
/** The chunks the build did not make: each is a failure, never a size of 0 that passes its budget. */
const missing = [];

const gz = async (file) => gzipSync(await readFile(new URL(file, DIST)), { level: 9 }).length;
const manifest = JSON.parse(await readFile(new URL('.vite/manifest.json', DIST), 'utf8'));

/** Every file a manifest entry loads statically (itself, its static imports, their CSS). */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const sum = async (files) => (await Promise.all([...files].map(gz))).reduce((a, b) => a + b, 0);
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initialFiles = closure(entryKey);
const initial = (await sum(initialFiles)) + (await gz('index.html'));

const rows = [['first load (HTML + JS + CSS)', initial, BUDGETS.initial]];

// A game's own chunk: what only that game loads. Chunks two or more games load (valibot, the shared
// widgets, the scoreboard) are the games' shared runtime, reported on a line of their own.
const gameFiles = new Map();
for (const id of GAMES) {
  const key = Object.keys(manifest).find((k) => k.startsWith(`src/games/${id}/ui/index.`));
  if (key)
    gameFiles.set(
      id,
      [...closure(key)].filter((f) => !initialFiles.has(f)),
    );
}
const users = new Map();
for (const files of gameFiles.values()) for (const f of files) users.set(f, (users.get(f) ?? 0) + 1);
const shared = [...users].filter(([, n]) => n > 1).map(([f]) => f);
for (const id of GAMES) {
  const files = gameFiles.get(id);
  if (!files) missing.push(`game ${id}: no chunk for src/games/${id}/ui/index.tsx`);
  else
    rows.push([
      `game ${id} (own lazy chunk)`,
      await sum(files.filter((f) => users.get(f) === 1)),
      BUDGETS.game,
    ]);
}
rows.push([`shared by the games (${shared.length} chunks)`, await sum(shared), BUDGETS.shared]);

// Each game's quick score check: a chunk of its own, loaded only by the quick-check screen.
for (const id of GAMES) {
  const key = Object.keys(manifest).find((k) => k.startsWith(`src/games/${id}/ui/QuickCheck.`));
  if (!key) {
    missing.push(`quick check ${id}: no chunk for src/games/${id}/ui/QuickCheck.tsx`);
    continue;
  }
  const own = [...closure(key)].filter((f) => !initialFiles.has(f) && !gameFiles.get(id)?.includes(f));
  rows.push([`quick check ${id} (own lazy chunk)`, await sum(own), BUDGETS.check]);
}

const sw = await readFile(new URL('sw.js', DIST), 'utf8');
const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
const existing = new Set(await readdir(DIST, { recursive: true }));
const precacheFiles = precached.filter((f) => existing.has(f));
rows.push([`precache (${precacheFiles.length} files)`, await sum(precacheFiles), BUDGETS.precache]);

let over = 0;
for (const [name, size, budget] of rows) {
  const ok = size <= budget;
  if (!ok) over++;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${name.padEnd(34)} ${(size / KB).toFixed(2).padStart(7)} KB gzip  (budget ${budget / KB} KB)`,
  );
}
for (const line of missing) console.error(`MISSING ${line}`);
if (missing.length > 0) {
  console.error(
    `${missing.length} chunk(s) missing from the build (${DIST.pathname}): a budget cannot pass unmeasured`,
  );
  process.exit(1);
}
if (over > 0) {
  console.error(`${over} size budget(s) exceeded`);
  process.exit(1);
}
