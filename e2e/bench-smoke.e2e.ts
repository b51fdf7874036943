// The tap bench cannot go stale: a few entries of every game are tapped through its screens by the bench's own
// drivers (scripts/bench/drivers/), at full CPU speed and without the floor page, and each game's saved
// entries must be exactly the example record's (benchGame checks them). No time is asserted: a driver that no
// longer finds its control, or taps the wrong one, fails here instead of in the next bench run (issue 34).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchGame } from '../scripts/bench/games';
import { GAMES } from '../scripts/bench/taps';
import { baseUrl, launch } from './browser';

/** Entries tapped per game: enough for each game's first kinds of entry, quick enough for every CI run. */
const ENTRIES = 12;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the tap bench, a few entries of every game', () => {
  for (const [driver, module, strings] of GAMES) {
    it(`${driver.id}: ${ENTRIES} entries tapped and saved as the example record has them`, async () => {
      const run = await benchGame(browser, baseUrl(), driver, module, strings, ENTRIES, false);
      expect(run.entries).toBe(ENTRIES);
      expect(run.taps.length).toBeGreaterThanOrEqual(ENTRIES);
    });
  }
});
