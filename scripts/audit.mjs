// `npm run audit`: Lighthouse (mobile preset) against the built app served locally with Debian's Chromium.
// Serves dist/ (or $E2E_DIST) with `vite preview` on a port of its own, audits the home screen and a
// game-less route, prints the scores, and exits non-zero when a target is missed:
// performance >= 98, accessibility 100, best practices 100 (SEO is printed for information).
// Lighthouse 12 has no PWA category: the installability checks live in e2e/shell.e2e.ts.
// Each route is audited $AUDIT_RUNS times (default 3) and the median run is reported, as Lighthouse
// advises for performance; $AUDIT_OUT names a folder to keep the JSON reports in.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const LH_VERSION = JSON.parse(await readFile('node_modules/lighthouse/package.json', 'utf8')).version;
const DIST = process.env.E2E_DIST ?? 'dist';
const PORT = Number(process.env.AUDIT_PORT ?? 4370);
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
const OUT = process.env.AUDIT_OUT;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ROUTES = [
  { name: 'home', hash: '' },
  { name: 'settings', hash: '#/settings' },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Minimum scores (0-100); SEO has none. */
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100 };
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

if (!existsSync(`${DIST}/index.html`)) {
  console.error(`${DIST}/ is missing: build first (npm run build, or vite build --outDir ${DIST})`);
  process.exit(2);
}
if (!existsSync(CHROME)) {
  console.error(`no Chromium at ${CHROME}: apt-get install chromium (no browser is ever downloaded)`);
  process.exit(2);
}

let server;
let chrome;
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  try {
    await chrome?.kill();
  } catch {
    // already gone
  }
  server?.kill();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stop().then(() => process.exit(130));
  });
}

async function startServer() {
  const args = ['preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1', '--outDir', DIST];
  server = spawn('node_modules/.bin/vite', args, { stdio: 'ignore' });
  const exited = new Promise((_, reject) =>
    server.once('exit', (code) => {
      if (!stopping) reject(new Error(`vite preview exited (${code}): is port ${PORT} taken?`));
    }),
  );
  // Up means serving this build's index.html: whatever else may hold the port does not count.
  const expected = await readFile(`${DIST}/index.html`, 'utf8');
  const up = (async () => {
    const until = Date.now() + 20_000;
    while (Date.now() < until) {
      try {
        const response = await fetch(`http://127.0.0.1:${PORT}/`);
        if (response.ok && (await response.text()) === expected) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error(`vite preview did not answer on port ${PORT}`);
  })();
  await Promise.race([up, exited]);
}

const pct = (score) => (score === null || score === undefined ? NaN : Math.round(score * 100));

/** The audits that cost points in a category, for a readable failure. */
function losses(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      const items = (audit.details?.items ?? [])
        .slice(0, 5)
        .map((item) => item.node?.snippet ?? item.url ?? item.source?.url ?? item.description ?? '')
        .filter(Boolean)
        .map((s) => `\n        ${String(s).slice(0, 160)}`)
        .join('');
      return `    ${audit.id}: ${pct(audit.score)}${value} — ${audit.title}${items}`;
    });
}

let failed = 0;
try {
  await startServer();
  chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  console.log(
    `Lighthouse ${LH_VERSION} · mobile preset · ${CHROME} · ${os.cpus().length} cores · ${RUNS} run(s) per route, median shown`,
  );
  if (OUT) await mkdir(OUT, { recursive: true });
  for (const route of ROUTES) {
    const url = `http://127.0.0.1:${PORT}/${route.hash}`;
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      runs.push(result.lhr);
    }
    const lhr = computeMedianRun(runs);
    if (OUT) await writeFile(`${OUT}/${route.name}.json`, JSON.stringify(lhr, null, 1));
    const perfs = runs.map((r) => pct(r.categories.performance.score)).join(', ');
    console.log(`\n${route.name} (${url})  performance of each run: ${perfs}`);
    for (const category of CATEGORIES) {
      const score = pct(lhr.categories[category].score);
      const target = TARGETS[category];
      const ok = target === undefined || score >= target;
      if (!ok) failed++;
      const mark = target === undefined ? 'info' : ok ? 'ok  ' : 'FAIL';
      const goal = target === undefined ? '' : `  (target ${target})`;
      console.log(
        `  ${mark} ${lhr.categories[category].title.padEnd(16)} ${String(score).padStart(3)}${goal}`,
      );
      for (const line of losses(lhr, category)) console.log(line);
    }
    const m = (id) => lhr.audits[id]?.displayValue ?? '-';
    console.log(
      `  metrics: FCP ${m('first-contentful-paint')} · LCP ${m('largest-contentful-paint')} · TBT ${m('total-blocking-time')} · CLS ${m('cumulative-layout-shift')} · SI ${m('speed-index')}`,
    );
  }
} catch (error) {
  console.error(`audit did not complete: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stop();
}
if (process.exitCode === 1) process.exit(1);
if (failed > 0) {
  console.error(`\n${failed} target(s) missed`);
  process.exit(1);
}
console.log('\nall targets met');
