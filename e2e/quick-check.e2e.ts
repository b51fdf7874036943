// The quick check of a game played on paper, in a real browser: typing the counts at the foot of the page never
// moves the key under the finger, even when a refusal takes the (taller) scoreboard's place.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, phone } from './browser';
import { ja } from './katame';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('quick check', () => {
  it('片目の商人: each + at the foot of the page stays where it was tapped, refusal or scoreboard below', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page, '#/check/katame');
    const more = page.getByRole('button', { name: ja('katame.ui.more', { icon: ja('katame.icon.gold') }) });
    await more.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const top = () => more.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const before = await top();
    // An odd number of icons is refused (they come in pairs); the next tap makes it even and scores again.
    for (let tap = 1; tap <= 3; tap++) {
      await more.click();
      await page.waitForTimeout(100);
      expect(await top()).toBe(before);
    }
    await context.close();
  });
});
