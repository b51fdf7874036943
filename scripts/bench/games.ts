// A game's tap bench: its example record's setup put in the database, the game opened at the table, then
// every further entry made by taps through the game's own screens (the game's driver), each tap measured.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { seed } from '../../e2e/seed';
import { sayer } from '../../e2e/strings';
import { ja as shell } from '../../src/app/strings/all';
import type { GameRecord } from '../../src/engine/record';
import { replayWith } from '../../src/engine/replay';
import type { AnyGameModule } from '../../src/engine/types';
import { savedActions } from './db';
import type { Driver } from './drivers/driver';
import { phone, slowDown, traced, waitForServiceWorker } from './phone';
import { type Measured, Tapper } from './tapper';

/** What a game's bench measured. */
export interface GameRun {
  id: string;
  /** Entries made by taps (after the seeded setup). */
  entries: number;
  taps: Measured[];
  /** Acknowledgements tapped, and controls scrolled to before their tap. */
  acks: number;
  scrolls: number;
  /** Controls scrolled to, by kind of tap and the step they were in. */
  scrolledAt: ReadonlyMap<string, number>;
}

/** The example record of a game (docs/examples), read from the repository. */
function example(id: string): GameRecord {
  return JSON.parse(readFileSync(`docs/examples/${id}.json`, 'utf8')) as GameRecord;
}

/** An action as canonical JSON (keys sorted), to compare what was saved with what was meant. */
function canonical(json: unknown): string {
  return JSON.stringify(json, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * Runs one game's bench; `limit` stops after that many entries made by taps (a quick run), and `slow: false`
 * leaves the CPU at full speed (CI's smoke, e2e/bench-smoke.e2e.ts: it checks the drivers, not the times).
 */
export async function benchGame(
  browser: Browser,
  appUrl: string,
  driver: Driver,
  module: AnyGameModule,
  strings: Record<string, string>,
  limit = Number.POSITIVE_INFINITY,
  slow = true,
): Promise<GameRun> {
  const say = sayer(shell, strings);
  const record = { ...example(driver.id), id: `bench-${driver.id}` };
  const states: unknown[] = [];
  const replay = replayWith(module, record, (slot, state) => {
    states[slot.index] = state;
  });
  if (!replay.ok || replay.rejected.length > 0) throw new Error(`${driver.id}: the example does not replay`);
  const last = Math.min(record.entries.length, driver.seeded + limit);

  const { context, page } = await phone(browser);
  try {
    await page.goto(`${appUrl}/#/`);
    await page.locator('.top-bar').waitFor();
    await waitForServiceWorker(page);
    await seed(page, { ...record, entries: record.entries.slice(0, driver.seeded) });
    await page.goto(`${appUrl}/#/game/${record.id}`);
    await page.locator(`[data-entries="${driver.seeded}"]`).waitFor();
    await page.waitForTimeout(500);
    if (slow) await slowDown(context, page);
    const tapper = new Tapper(page);
    await traced(browser, page, driver.id, async () => {
      for (let index = driver.seeded; index < last; index++) {
        const entry = record.entries[index];
        if (entry?.kind !== 'act') throw new Error(`${driver.id}: entry ${index} is not an action`);
        const heading = say('log.title', { n: index + 1 });
        await driver.enter({
          page,
          tapper,
          action: entry.action,
          state: states[index],
          entered: { entries: index + 1, heading },
          say,
          names: record.players.map((p) => p.name),
        });
        // What the rules did by themselves stands in place of the control until acknowledged (not measured).
        await tapper.acknowledge();
      }
    });
    // Beside the trace (or alone: BENCH_TAPS=<folder>), each measured tap's kind and time, in the order of
    // the trace's `bench-tap` marks: which taps are the slow ones, and whether they are the same run to run.
    const tapsFolder = process.env.BENCH_TRACE ?? process.env.BENCH_TAPS;
    if (tapsFolder) {
      mkdirSync(tapsFolder, { recursive: true });
      const taps = tapper.taps.map((m) => ({
        kind: m.kind,
        ms: (m.times.painted ?? 0) - (m.times.start ?? 0),
        table: m.times.tablePainted === null ? null : m.times.tablePainted - (m.times.start ?? 0),
      }));
      writeFileSync(`${tapsFolder}/${driver.id}.taps.json`, JSON.stringify(taps));
    }
    if (process.env.BENCH_MUTATIONS) {
      const rebuilt = await page.evaluate(() => window.__rebuilt);
      const top = Object.entries(rebuilt)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12);
      console.log(`${driver.id}: nodes added or removed per tap, by where (${tapper.taps.length} taps)`);
      for (const [at, n] of top) console.log(`  ${(n / tapper.taps.length).toFixed(1).padStart(7)}  ${at}`);
    }
    // The taps entered exactly the record's actions: the database holds them, in order.
    await page.locator('.save-status[data-saved="yes"]').waitFor();
    const saved = await savedActions(page, record.id);
    const meant = record.entries.slice(0, last).map((e) => canonical('action' in e ? e.action : null));
    const got = saved.map((s) => canonical(JSON.parse(s)));
    const wrong = meant.findIndex((m, i) => got[i] !== m);
    if (got.length !== meant.length || wrong >= 0) {
      throw new Error(`${driver.id}: entry ${wrong} was saved as ${got[wrong]}, not ${meant[wrong]}`);
    }
    return {
      id: driver.id,
      entries: last - driver.seeded,
      taps: tapper.taps,
      acks: tapper.acks,
      scrolls: tapper.scrolls,
      scrolledAt: tapper.scrolledAt,
    };
  } finally {
    await context.close();
  }
}
