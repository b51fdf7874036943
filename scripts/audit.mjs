// `npm run audit`: Lighthouse (mobile preset) against the built app served locally with Debian's Chromium.
// Serves dist/ (or $E2E_DIST) with `vite preview` on a port of its own, audits a new player's home and
// Settings, then imports a returning player's games through Settings (scripts/audit/seed.mjs) and audits the
// screens players spend their time on with those games kept: home with its list, a table partway through a
// game, and a finished game's scoreboard. Prints the scores and exits non-zero when a target is missed:
// performance >= 98, accessibility 100, best practices 100 (SEO is printed for information), and no layout
// shift at all on home with saved games (where the arriving list used to push home down: issue 34).
// Lighthouse 12 has no PWA category: the installability checks live in e2e/shell.e2e.ts.
// Each route is audited $AUDIT_RUNS times (default 3) and the median run is reported, as Lighthouse
// advises for performance; $AUDIT_OUT names a folder to keep the JSON reports in. The seeded pages load the
// app over the network as the empty ones do; $AUDIT_WARM=1 audits them served by the service worker instead.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { FINISHED, PLAYING, SAVED, seed } from './audit/seed.mjs';

const LH_VERSION = JSON.parse(await readFile('node_modules/lighthouse/package.json', 'utf8')).version;
const DIST = process.env.E2E_DIST ?? 'dist';
const PORT = Number(process.env.AUDIT_PORT ?? 4370);
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
const OUT = process.env.AUDIT_OUT;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Seeded pages served by the service worker the import installed (an installed app), not from the network. */
const WARM = process.env.AUDIT_WARM === '1';
/**
 * The pages audited, in order: the game-less ones first, on an empty profile. The `seeded` ones come after
 * the import, with Lighthouse's storage reset off so the games stay; `shows` must match on the page as the
 * run left it (else the run audited an empty home or an error, not the screen meant); `cls` is the most
 * layout shift any single run may have.
 */
const ROUTES = [
  { name: 'home', hash: '' },
  { name: 'settings', hash: '#/settings' },
  {
    name: 'home, saved games',
    hash: '#/',
    seeded: true,
    shows: `main.screen .game-list > .game-row:nth-child(${SAVED})`,
    cls: 0,
  },
  {
    // In play, and this tab the game's writer (no "open in another tab" notice).
    name: 'table, mid-game',
    hash: `#/game/${PLAYING}`,
    seeded: true,
    shows: 'main.table:not([data-phase="over"]):not(:has(> .notice))',
  },
  {
    name: 'scoreboard',
    hash: `#/game/${FINISHED}`,
    seeded: true,
    shows: 'main.table[data-phase="over"] .score-card.winner',
  },
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
/** Puppeteer's hold on the same browser, for the seeded pages: Lighthouse is given each page it audits. */
let driving;
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  try {
    await driving?.disconnect();
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

/**
 * One Lighthouse run of a seeded page, on a page of our own (Lighthouse leaves it open). Lighthouse resets no
 * storage; unless $AUDIT_WARM, the app's code is cleared as Lighthouse's reset clears it for the empty pages
 * (service worker, Cache Storage, HTTP cache) and the games are kept (IndexedDB, localStorage): the app is
 * loaded over the throttled network, as for the empty pages, and draws a returning player's games. What the
 * page shows once the run is over is checked before it is closed (which frees the game's lock).
 */
async function seededRun(url, route, flags) {
  const page = await driving.newPage();
  try {
    if (!WARM) {
      const cdp = await page.createCDPSession();
      const origin = new URL(url).origin;
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(url, { ...flags, disableStorageReset: true }, undefined, page);
    if (result && !(await page.$(route.shows)))
      throw new Error(`${url} did not show ${route.shows} at the end of its run: not the screen meant`);
    return result;
  } finally {
    await page.close();
  }
}

/** A run's figures in a line: performance, then the metrics the seeded pages are watched for. */
function runFigures(lhr) {
  const ms = (id) => `${Math.round(lhr.audits[id]?.numericValue ?? NaN)} ms`;
  const cls = Number(lhr.audits['cumulative-layout-shift']?.numericValue.toFixed(4));
  return `${pct(lhr.categories.performance.score)} (LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, CLS ${cls})`;
}

/** The elements that moved in runs with a layout shift (Lighthouse's layout-shifts audit), for a failure. */
function shifted(runs) {
  return runs.flatMap((run, i) =>
    (run.audits['layout-shifts']?.details?.items ?? []).slice(0, 5).map((item) => {
      const value = typeof item.score === 'number' ? item.score.toFixed(4) : '?';
      return `    run ${i + 1}: ${value} ${String(item.node?.snippet ?? item.node?.selector ?? '?').slice(0, 160)}`;
    }),
  );
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
    if (route.seeded && !driving) {
      const browserURL = `http://127.0.0.1:${chrome.port}`;
      driving = await puppeteer.connect({ browserURL, defaultViewport: null });
      const games = await seed(driving, `http://127.0.0.1:${PORT}`);
      const code = WARM ? 'served by its service worker' : 'loaded from the network';
      console.log(`\n${games} games imported through Settings (one in play), kept below; the app ${code}`);
    }
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = route.seeded ? await seededRun(url, route, flags) : await lighthouse(url, flags);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      runs.push(result.lhr);
    }
    const lhr = computeMedianRun(runs);
    if (OUT) await writeFile(`${OUT}/${route.name.replace(/\W+/g, '-')}.json`, JSON.stringify(lhr, null, 1));
    console.log(`\n${route.name} (${url})`);
    for (const [i, run] of runs.entries()) console.log(`  run ${i + 1}: performance ${runFigures(run)}`);
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
    // Which element the LCP is, and how many requests came before it: what a slow LCP is looked into by.
    const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    const requests = lhr.audits.diagnostics?.details?.items?.[0]?.numRequests ?? '?';
    if (lcp)
      console.log(
        `  LCP element: ${lcp.selector} "${String(lcp.nodeLabel).replace(/\s+/g, ' ').slice(0, 60)}" · ${requests} requests`,
      );
    if (route.cls !== undefined) {
      // Every run, not the median's: a shift in one load of three is a shift a player sees.
      const worst = Math.max(...runs.map((r) => r.audits['cumulative-layout-shift'].numericValue));
      const ok = worst <= route.cls;
      if (!ok) failed++;
      const shown = Number(worst.toFixed(4));
      console.log(`  ${ok ? 'ok  ' : 'FAIL'} Layout shift     ${shown}  (target ${route.cls}, in every run)`);
      if (!ok) for (const line of shifted(runs)) console.log(line);
    }
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
