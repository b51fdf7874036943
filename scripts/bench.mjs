// `npm run bench`: bundle sizes against their budgets, replay speed in Node, then in Debian's headless
// Chromium the store (IndexedDB append latency, listing 1,000 games) and tap to screen in the built app.
// The figures recorded in docs/performance.md come from this script.
//
//   E2E_DIST=dist-bench node scripts/bench.mjs     the app built into another folder (default dist/)
//   BENCH_PORT=4480 node scripts/bench.mjs          other ports (default 4380 and 4381)
//   node scripts/bench.mjs replay store            only some parts (sizes, replay, stops, store, tap)
//   BENCH_GAMES=edo BENCH_ENTRIES=20 node scripts/bench.mjs tap   a quick tap run (see scripts/bench/taps.ts)
//   BENCH_TRACE=<folder>                           a Chromium trace of each tap bench (scripts/bench/trace-summary.mjs:
//                                                  by kind of work; trace-frames.mjs: each entry's frames)
//   BENCH_TAPS=<folder>                            each tap's kind and times, per game (<game>.taps.json)
//   BENCH_MUTATIONS=1                              per game, the DOM nodes each tap adds or removes, by where
//
// Everything it builds or writes stays inside the repository (node_modules/.bench, .bench-web,
// .bench-profile); the preview servers and browsers it starts are stopped before it exits.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';

const DIST = process.env.E2E_DIST ?? 'dist';
/** BENCH_PORT=n serves the pages on ports n and n + 1, beside another bench or e2e run (default 4380). */
const STORE_PORT = Number(process.env.BENCH_PORT ?? 4380);
const APP_PORT = STORE_PORT + 1;
const PARTS = ['sizes', 'replay', 'stops', 'store', 'tap'];
const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : PARTS;
for (const part of wanted)
  if (!PARTS.includes(part)) throw new Error(`unknown part ${part}: ${PARTS.join(', ')}`);

const run = (cmd, args, env = {}) =>
  execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
const vite = 'node_modules/.bin/vite';

/** Child processes still running (the preview servers), stopped on the way out whatever happens. */
const servers = new Set();
function stopServers() {
  for (const server of servers) if (server.exitCode === null) server.kill();
  servers.clear();
}
process.on('exit', stopServers);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServers();
    process.exit(130);
  });
}

/** True when something already answers at `url` (another bench's or test's server on that port). */
async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** Starts `vite preview` on a port of its own and waits until `probe` (a page it serves) answers. */
async function preview(args, port, probe = '/') {
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url)) throw new Error(`port ${port} is taken: set BENCH_PORT to a free pair of ports`);
  const server = spawn(
    vite,
    ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1', ...args],
    {
      stdio: 'ignore',
    },
  );
  servers.add(server);
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (server.exitCode !== null)
      throw new Error(`vite preview exited (${server.exitCode}): is port ${port} taken?`);
    try {
      if ((await fetch(`${url}${probe}`)).ok) return url;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`vite preview did not answer at ${url}${probe}`);
}

const cpus = os.cpus();
console.log(
  `Machine: ${cpus.length} cores (${cpus[0]?.model ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
    `Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);

if (wanted.includes('sizes')) {
  console.log(`\n# Bundle sizes (gzip) — from ${DIST}/`);
  try {
    run('node', ['scripts/budget.mjs'], { E2E_DIST: DIST });
  } catch {
    process.exitCode = 1; // reported by budget.mjs; the timings are still worth measuring
  }
}

// The Node bundles: the replay benchmark and the browser driver.
run(vite, ['build', '--config', 'scripts/bench.vite.config.mjs']);

if (wanted.includes('replay')) {
  console.log('\n# Replay speed (Node', process.version, ')');
  run('node', ['node_modules/.bench/replay-bench.js']);
}

if (wanted.includes('stops')) {
  console.log('\n# Stops of play for "Done on the board", over the example records');
  run('node', ['node_modules/.bench/stops-bench.js']);
}

const browserParts = wanted.filter((part) => part === 'store' || part === 'tap');
if (browserParts.length > 0 && !existsSync('/usr/bin/chromium')) {
  throw new Error("the store and tap benchmarks need Debian's Chromium: apt-get install chromium");
}
if (browserParts.length > 0) {
  const env = {};
  try {
    // The benchmark pages: the store's, and the tap bench's floor.
    run(vite, ['build', '--config', 'scripts/bench-web.vite.config.mjs']);
    const pages = await preview(
      ['--config', 'scripts/bench-web.vite.config.mjs'],
      STORE_PORT,
      '/bench/floor/index.html',
    );
    env.BENCH_STORE_URL = `${pages}/store-bench/index.html`;
    env.BENCH_FLOOR_URL = `${pages}/bench/floor/index.html`;
    if (browserParts.includes('tap')) {
      if (!existsSync(`${DIST}/index.html`)) throw new Error(`${DIST}/ is missing: build the app first`);
      env.BENCH_APP_URL = await preview(['--outDir', DIST], APP_PORT);
    }
    run('node', ['node_modules/.bench/browser-bench.js', ...browserParts], env);
  } finally {
    stopServers();
  }
}
