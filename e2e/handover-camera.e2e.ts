// The receiving screen against Chromium's fake camera playing frames of a phone on a table (made by
// scripts/handover-bench-scene.ts from the sending screen's own codes): a game is imported through a tilted,
// blurred, noisy view, and a code too small in the frame brings the advice to come closer, in either
// language. The decoder is the app's own choice: in this Chromium (no BarcodeDetector), ZXing in WebAssembly.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gyosho from '../docs/examples/gyosho.json';
import { type Level, renderFrame, roundFrames, type Screen, writeY4m } from '../scripts/handover-bench-scene';
import { cameraBrowser, senderScreens } from '../scripts/handover-bench-screens';
import { en, ja } from '../src/app/strings/handover';
import { baseUrl, launch } from './browser';
import { SHOTS, s, today } from './handover';

const VIDEOS = join(tmpdir(), `choba-camera-${process.pid}`);
let screens: Screen[];

beforeAll(async () => {
  mkdirSync(VIDEOS, { recursive: true });
  mkdirSync(SHOTS, { recursive: true });
  const browser = await launch();
  screens = await senderScreens(browser, today(gyosho, 'cam-gyosho'));
  await browser.close();
}, 120_000);
afterAll(() => rmSync(VIDEOS, { recursive: true, force: true }));

/** The receiving screen in a phone-sized page of a browser whose camera plays `video`. */
async function receiving(
  browser: Browser,
  locale: string,
  colorScheme: 'light' | 'dark',
): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    locale,
    colorScheme,
    isMobile: true,
    hasTouch: true,
    permissions: ['camera'],
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspSeen: string[] }).cspSeen = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(`${baseUrl()}/#/receive`);
  await page.locator('video.camera').waitFor();
  return {
    page,
    violations: () => page.evaluate(() => (window as unknown as { cspSeen: string[] }).cspSeen),
  };
}

const base = { width: 1920, height: 1080, codeFraction: 1 / 6, roll: 0, glare: false, moving: false };

describe('the receiving screen through a camera', () => {
  it('imports a 177-entry game seen at a slant of 12°, blurred and noisy, at 1080p', async () => {
    const level: Level = { ...base, name: 'mild', tilt: 12, yaw: 6, blur: 1, noise: 3 };
    const video = join(VIDEOS, 'mild.y4m');
    writeY4m(video, level, roundFrames(level, screens));
    const browser = await cameraBrowser(video);
    const { page, violations } = await receiving(browser, 'en-US', 'light');
    const start = Date.now();
    await page.locator('[data-received="1"]').waitFor({ timeout: 45_000 });
    console.log(
      `177-entry gyosho game (${screens.length} codes), mild pose at 1080p: ${(Date.now() - start) / 1000} s`,
    );
    expect(await page.locator('.received li').textContent()).toContain(s('game.gyosho.name'));
    // WebAssembly compiled under the page's policy ('wasm-unsafe-eval'), and nothing else refused.
    expect(await violations()).toEqual([]);
    await browser.close();
  }, 120_000);

  it('asks to come closer when the code is small in the frame, in Japanese and in English', async () => {
    // One code of five, far away at 720p: it reads (1 of 5), then nothing new comes in.
    const level: Level = {
      ...base,
      name: 'far',
      width: 1280,
      height: 720,
      codeFraction: 0.2,
      tilt: 0,
      yaw: 0,
      blur: 0.6,
      noise: 2,
    };
    const video = join(VIDEOS, 'far.y4m');
    const first = screens[0] as Screen;
    writeY4m(
      video,
      level,
      [0, 1, 2, 3, 4, 5].map((k) => renderFrame(level, first, k / 30)),
    );
    const browser = await cameraBrowser(video);
    for (const [locale, scheme, table] of [
      ['ja-JP', 'light', ja],
      ['en-US', 'dark', en],
    ] as const) {
      const { page } = await receiving(browser, locale, scheme);
      const advice = page.locator('.aim-advice[data-advice="closer"]');
      await advice.waitFor({ timeout: 30_000 });
      expect(await advice.textContent()).toBe(table['handover.aim.closer']);
      // The aiming frame stands over the camera's view.
      const [frame, view] = await Promise.all([
        page.locator('.aim-frame').boundingBox(),
        page.locator('video.camera').boundingBox(),
      ]);
      expect(frame && view && frame.x > view.x && frame.x + frame.width < view.x + view.width).toBe(true);
      await page.screenshot({ path: `${SHOTS}/receive-aim-${locale}-${scheme}.png` });
      await page.context().close();
    }
    await browser.close();
  }, 120_000);
});
