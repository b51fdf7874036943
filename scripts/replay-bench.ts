// Replay speed of the rules: every example record in docs/examples replayed for about a second each,
// checked (each action through the game's schema, as for an import) and trusted (as the app replays
// its own saved games), reported as entries per second and as the time a 500-entry game takes.
// Bundled for Node by scripts/bench.mjs (vite build --ssr).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { GameRecord } from '../src/engine/record';
import { type ReplayOptions, replayWith } from '../src/engine/replay';
import { raceGame } from '../src/engine/testing/race-game';
import type { AnyGameModule } from '../src/engine/types';
import { MODULES } from '../src/games/all';

/** Entries per second every game must reach: trusted (the app's own replays) and checked (an import). */
const TARGET = 2_000_000;
const CHECKED_TARGET = 1_000_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
/** CPU time each measurement replays before it counts (BENCH_WARM_MS). */
const WARM_MS = Number(process.env.BENCH_WARM_MS ?? 1500);

/** CPU time of this process so far, in ms (user + system): what the replays cost, whatever else runs. */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Entries per second of `run`, after a warm-up, counted in this process's CPU time (the machine is
 * shared: wall time would count whatever else runs): the 90th percentile of batches of about 20 ms of
 * CPU, over about SECONDS of CPU in all. Not the median: this machine's own speed swings by a third from
 * one second to the next (a fixed loop takes 27 to 40 ms), and that only ever slows a batch, so a
 * fast batch is the code's speed and a slow one the machine's (the reasoning of Python's timeit). The
 * clock is read between batches only (reading it costs ~10 µs).
 */
function rate(run: () => number): number {
  let runs = 0;
  const warm = cpu();
  // V8 keeps optimising a game's rules for most of a second of replays: measured after 100 ms, a run gave
  // half to a third of the steady rate, and a different figure on each run of the same build.
  while (runs < 20 || cpu() - warm < WARM_MS) {
    run(); // warms up the JIT, and says how many replays take about 20 ms
    runs++;
  }
  const perBatch = Math.max(1, Math.round((runs * 20) / (cpu() - warm)));
  const rates: number[] = [];
  const end = cpu() + SECONDS * 1000;
  while (cpu() < end) {
    let entries = 0;
    const start = cpu();
    for (let i = 0; i < perBatch; i++) entries += run();
    rates.push(entries / ((cpu() - start) / 1000));
  }
  rates.sort((a, b) => a - b);
  return rates[Math.floor(rates.length * 0.9)] as number;
}

/** Wall time of one replay, in ms: the median and the 95th percentile of many single replays. */
function single(run: () => number, count = 200): { median: number; p95: number } {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] as number;
  return { median: at(0.5), p95: at(0.95) };
}

const replayer = (module: AnyGameModule, record: GameRecord, file: string, options: ReplayOptions) => () => {
  const result = replayWith(module, record, undefined, options);
  if (!result.ok || result.rejected.length > 0) throw new Error(`${file} does not replay cleanly`);
  return result.applied.length;
};

const fmt = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number) => `${n.toFixed(n < 1 ? 3 : 2)} ms`;

// Run from the repository root (npm run bench), wherever the bundle lands.
const dir = new URL('docs/examples/', `file://${process.cwd()}/`);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const records = files
  .map((file) => ({ file, record: JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as GameRecord }))
  .filter(({ record }) => MODULES[record.game])
  // BENCH_GAMES=edo,gyosho limits the run (for profiling one game's rules with node --cpu-prof).
  .filter(
    ({ record }) => !process.env.BENCH_GAMES || process.env.BENCH_GAMES.split(',').includes(record.game),
  );

// The first replay of each game in a fresh process: what opening a saved game costs before the JIT warms up.
const cold = new Map<string, number>();
for (const { file, record } of records) {
  const run = replayer(MODULES[record.game] as AnyGameModule, record, file, { trusted: true });
  const start = performance.now();
  run();
  cold.set(file, performance.now() - start);
}

console.log(
  `${'game (example record)'.padEnd(26)} ${'checked/s'.padStart(11)} ${'trusted/s'.padStart(11)}  ${'500 entries checked'.padStart(19)} ${'500 trusted'.padStart(11)}  target ${fmt(CHECKED_TARGET)}/s checked, ${fmt(TARGET)}/s trusted`,
);
let missed = 0;
const rows: { game: string; entries: number; checked: number; trusted: number }[] = [];
/** One game's rates, measured in this process. */
function measure({ file, record }: (typeof records)[number]) {
  const module = MODULES[record.game] as AnyGameModule;
  // BENCH_MODE=trusted (or checked) measures one mode only (for profiling).
  const mode = process.env.BENCH_MODE;
  const checked = mode === 'trusted' ? Number.NaN : rate(replayer(module, record, file, {}));
  const trusted = mode === 'checked' ? Number.NaN : rate(replayer(module, record, file, { trusted: true }));
  return { game: record.game, entries: record.entries.length, checked, trusted };
}
/**
 * One game's rates, each game in a process of its own as a page opening one game is: measured one after
 * another in one process, a game replayed up to half as fast as alone (V8 had optimised the shared kernel
 * for the games before it).
 */
function measureAlone(entry: (typeof records)[number]) {
  if (records.length === 1) return measure(entry);
  const child = spawnSync(process.execPath, [process.argv[1] as string], {
    env: { ...process.env, BENCH_GAMES: entry.record.game, BENCH_ROW: '1' },
    encoding: 'utf8',
  });
  const line = child.stdout.split('\n').find((l) => l.startsWith('BENCH_ROW '));
  if (child.status !== 0 || !line) throw new Error(`${entry.file}: ${child.stderr}`);
  return JSON.parse(line.slice('BENCH_ROW '.length)) as ReturnType<typeof measure>;
}
if (process.env.BENCH_ROW) {
  console.log(`BENCH_ROW ${JSON.stringify(measure(records[0] as (typeof records)[number]))}`);
  process.exit(0);
}
for (const entry of records) {
  const row = measureAlone(entry);
  const { checked, trusted } = row;
  const ok = trusted >= TARGET && checked >= CHECKED_TARGET;
  if (!ok) missed++;
  rows.push(row);
  console.log(
    `${`${row.game} (${row.entries} entries)`.padEnd(26)} ${fmt(checked).padStart(11)} ${fmt(trusted).padStart(11)}  ${ms((500 / checked) * 1000).padStart(19)} ${ms((500 / trusted) * 1000).padStart(11)}  ${ok ? 'ok' : 'MISSED'}`,
  );
}

// The longest example record, replayed whole, one replay at a time (warm), and its first replay (cold).
const longest = records.reduce((a, b) => (b.record.entries.length > a.record.entries.length ? b : a));
const longModule = MODULES[longest.record.game] as AnyGameModule;
const warmChecked = single(replayer(longModule, longest.record, longest.file, {}));
const warmTrusted = single(replayer(longModule, longest.record, longest.file, { trusted: true }));
console.log(
  `\nlongest example: ${longest.record.game} (${longest.record.entries.length} entries), one whole replay:` +
    ` trusted median ${ms(warmTrusted.median)} (p95 ${ms(warmTrusted.p95)}),` +
    ` checked median ${ms(warmChecked.median)} (p95 ${ms(warmChecked.p95)}),` +
    ` first replay in a fresh process (cold JIT) ${ms(cold.get(longest.file) ?? Number.NaN)}`,
);
console.log(
  `first replay of each example in a fresh process (cold JIT, trusted): ${records
    .map(({ file, record }) => `${record.game} ${ms(cold.get(file) ?? Number.NaN)}`)
    .join(', ')}`,
);

// The kernel alone: a 500-entry game of the test-only race game (+1 each turn, target 500).
const race: GameRecord = {
  format: 'choba-record',
  version: 1,
  id: 'bench',
  game: 'supermarket',
  rulesVersion: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  options: { first: 0, target: 500 },
  players: [
    { name: 'A', colour: 'a' },
    { name: 'B', colour: 'b' },
  ],
  entries: Array.from({ length: 500 }, () => ({
    kind: 'act' as const,
    action: { type: 'add', n: 1 },
    at: '2026-01-01T00:00:00.000Z',
  })),
};
const kernel = !process.env.BENCH_GAMES && !process.env.BENCH_MODE;
const raceChecked = kernel ? rate(replayer(raceGame, race, 'race', {})) : Number.NaN;
const raceTrusted = kernel ? rate(replayer(raceGame, race, 'race', { trusted: true })) : Number.NaN;
if (kernel) {
  console.log(
    `kernel only (500-entry test game): checked ${fmt(raceChecked)}/s, trusted ${fmt(raceTrusted)}/s`,
  );
}
// One machine-readable line for scripts/bench.mjs.
console.log(`BENCH_REPLAY ${JSON.stringify({ rows, missed, race: { raceChecked, raceTrusted } })}`);
