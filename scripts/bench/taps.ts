// The tap bench: every game's main entries tapped through its own screens in the built app, and the floor
// page between them, in one browser with the CPU slowed down.
//   BENCH_GAMES=edo,katame   only these games
//   BENCH_ENTRIES=30         at most this many entries per game (a quick run; the figures are not the bench's)
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../../e2e/chromium';
import type { AnyGameModule, GameId } from '../../src/engine/types';
import { MODULES } from '../../src/games/all';
import { strings as edoStrings } from '../../src/games/edo/i18n';
import { strings as gyoshoStrings } from '../../src/games/gyosho/i18n';
import { strings as katameStrings } from '../../src/games/katame/i18n';
import { strings as mercatorStrings } from '../../src/games/mercator/i18n';
import { strings as supermarketStrings } from '../../src/games/supermarket/i18n';
import type { Driver } from './drivers/driver';
import { edo } from './drivers/edo';
import { gyosho } from './drivers/gyosho';
import { katame } from './drivers/katame';
import { mercator } from './drivers/mercator';
import { supermarket } from './drivers/supermarket';
import { benchFloor } from './floor';
import { benchGame, type GameRun } from './games';
import { CPU_SLOWDOWN } from './phone';
import { report } from './report';
import type { Measured } from './tapper';

/** Each game's driver and Japanese strings: one per id of the list (GAME_IDS), in the order the bench runs them. */
const BENCHED = {
  supermarket: [supermarket, supermarketStrings.ja],
  mercator: [mercator, mercatorStrings.ja],
  katame: [katame, katameStrings.ja],
  edo: [edo, edoStrings.ja],
  gyosho: [gyosho, gyoshoStrings.ja],
} satisfies Record<GameId, [{ id: GameId }, Record<string, string>]>;

/** Each game: its driver, its rules (for the states the driver reads) and its Japanese strings. */
export const GAMES = Object.values(BENCHED).map(([driver, strings]) => [
  driver,
  MODULES[driver.id],
  strings,
]) as unknown as [Driver, AnyGameModule, Record<string, string>][];

/** Runs the tap bench against the app at `appUrl` and the floor page at `floorUrl`. */
export async function tapBench(appUrl: string, floorUrl: string) {
  const only = process.env.BENCH_GAMES?.split(',');
  const games = GAMES.filter(([d]) => !only || only.includes(d.id));
  const limit = Number(process.env.BENCH_ENTRIES ?? Number.POSITIVE_INFINITY);
  const browser = await chromium.launch(CHROMIUM);
  try {
    console.log(`Chromium ${browser.version()}, 360x640 ja, CPU ${CPU_SLOWDOWN}x slower`);
    // The floor is measured between the games, so that a change of load on the machine touches both.
    const floor: Measured[] = [];
    const runs: GameRun[] = [];
    const share = Math.ceil(100 / games.length);
    for (const [driver, module, strings] of games) {
      floor.push(...(await benchFloor(browser, floorUrl, share)));
      const run = await benchGame(browser, appUrl, driver, module, strings, limit);
      console.log(`  ${driver.id}: ${run.entries} entries, ${run.taps.length} taps`);
      runs.push(run);
    }
    return { chromium: browser.version(), ...report(floor, runs, CPU_SLOWDOWN) };
  } finally {
    await browser.close();
  }
}
