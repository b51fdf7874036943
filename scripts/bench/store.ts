// The store benchmark in headless Chromium: IndexedDB append latency per entry through the app's GameStore,
// the time to list 1,000 saved games, to load a 520-entry game, to import a day's games and to open a very
// long game (the page in scripts/store-bench), on disk and in memory.
import { rmSync } from 'node:fs';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM } from '../../e2e/chromium';
import type { StoreBenchResult } from '../store-bench/main';
import { line, ms, stats } from './stats';

/** A Chromium profile on disk, inside the repository, removed after the run. */
const PROFILE = 'node_modules/.bench-profile';

async function storePage(context: BrowserContext, url: string): Promise<StoreBenchResult> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url);
  await page.waitForFunction(
    () => window.benchResult !== undefined || window.benchError !== undefined,
    null,
    {
      timeout: 300_000,
    },
  );
  const error = await page.evaluate(() => window.benchError);
  if (error) throw new Error(`store benchmark failed in the page: ${error}`);
  return (await page.evaluate(() => window.benchResult)) as StoreBenchResult;
}

function reportStore(label: string, r: StoreBenchResult): void {
  const append = stats(r.append.times);
  console.log(`${label}:`);
  console.log(
    `  append one entry (GameStore.append, ${r.append.count} appends after ${r.append.warmUp} warm-up): ${line(r.append.times)}  ${append.p95 < 8 ? 'ok' : 'MISSED'} (target p95 < 8 ms)`,
  );
  console.log(
    `  list ${r.list.games} saved games (GameStore.list, ${r.list.times.length} runs): ${line(r.list.times)}`,
  );
  console.log(
    `    first list ${ms(r.list.times[0] ?? Number.NaN)}; creating the ${r.create.count} games one by one took ${ms(r.create.ms)}`,
  );
  console.log(`  load a ${r.load.entries}-entry game (GameStore.load): ${line(r.load.times)}`);
  const other = stats(r.appendOther.times);
  console.log(
    `  append with ${r.appendOther.durability} durability instead of ${r.durability} (the comparison): ${line(r.appendOther.times)}`,
  );
  const strict = r.durability === 'strict' ? append : other;
  console.log(
    `    strict durability p95 ${ms(strict.p95)}: ${strict.p95 <= 16.7 ? 'within one frame (16.7 ms): strict is used' : 'MISSED one frame (16.7 ms)'}`,
  );
  const imp = r.importGames;
  console.log(
    `  import ${imp.games} games (${imp.entries} entries): checked and replayed ${ms(imp.parseMs)}, saved ${ms(imp.saveMs)}, total ${ms(imp.parseMs + imp.saveMs)}  ${imp.parseMs + imp.saveMs <= 3000 ? 'ok' : 'MISSED'} (target ≤ 3 s)`,
  );
  const open = r.open.loadMs.map((l, i) => l + (r.open.replayMs[i] ?? 0));
  console.log(
    `  open a ${r.open.entries}-entry game (load ${line(r.open.loadMs)}; checked replay ${line(r.open.replayMs)}): total median ${ms(stats(open).median)}  ${stats(open).median <= 1000 ? 'ok' : 'MISSED'} (target ≤ 1 s)`,
  );
}

/** Runs the store benchmark page at `url` on disk, then in memory, and prints its figures. */
export async function storeBench(url: string) {
  // On disk, as a phone keeps it: a persistent profile (an incognito context keeps IndexedDB in memory).
  rmSync(PROFILE, { recursive: true, force: true });
  let disk: StoreBenchResult;
  const context = await chromium.launchPersistentContext(PROFILE, { ...CHROMIUM, headless: true });
  try {
    disk = await storePage(context, url);
  } finally {
    await context.close();
    rmSync(PROFILE, { recursive: true, force: true });
  }
  reportStore('IndexedDB on disk (persistent profile)', disk);
  const browser = await chromium.launch(CHROMIUM);
  let memory: StoreBenchResult;
  try {
    memory = await storePage(await browser.newContext(), url);
  } finally {
    await browser.close();
  }
  reportStore('IndexedDB in memory (incognito context, for comparison)', memory);
  console.log(`  browser: ${disk.userAgent}`);
  return {
    disk: { append: stats(disk.append.times), list: stats(disk.list.times), load: stats(disk.load.times) },
    memory: {
      append: stats(memory.append.times),
      list: stats(memory.list.times),
      load: stats(memory.load.times),
    },
  };
}
