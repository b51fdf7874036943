// The floor: the same browser and slowdown as the games, on a page that changes one line of text per tap.
import type { Browser } from 'playwright-core';
import { phone, slowDown, traced } from './phone';
import { type Measured, Tapper } from './tapper';

/** Runs `taps` taps on the floor page (at `url`, the built page of scripts/bench/floor). */
export async function benchFloor(browser: Browser, url: string, taps: number): Promise<Measured[]> {
  const { context, page } = await phone(browser);
  try {
    await page.goto(url);
    await page.locator('#floor-tap').waitFor();
    await page.waitForTimeout(500);
    await slowDown(context, page);
    const tapper = new Tapper(page);
    await traced(browser, page, 'floor', async () => {
      for (let n = 1; n <= taps; n++) {
        await tapper.tap(page.locator('#floor-tap'), 'floor', { text: `taps: ${n}`, at: '#floor-line' });
      }
    });
    return tapper.taps;
  } finally {
    await context.close();
  }
}
