// The phone every tap bench runs in: 360 × 640, Japanese, touch, the timing script installed, and the
// CPU slowed down once the page is ready.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collector } from './collector';

/** The CPU slowdown of the tap benches (a mid-range phone); BENCH_CPU_SLOWDOWN=1 measures without it. */
export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

/** A fresh phone context with the timing script, and its page. */
export async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    locale: 'ja-JP',
    hasTouch: true,
    isMobile: true,
  });
  // BENCH_MUTATIONS also tallies what each tap rebuilds (costly itself: not for the figures).
  await context.addInitScript(collector, Boolean(process.env.BENCH_MUTATIONS));
  return { context, page: await context.newPage() };
}

/** Slows the page's CPU down as a phone's is (Chromium's own throttling, through the DevTools protocol). */
export async function slowDown(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Waits until the service worker controls the page (it installs and precaches on the first visit). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ready = (async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
      }
    })();
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  });
}

/** BENCH_TRACE=<folder> records a Chromium trace of each bench's taps into <folder>/<name>.json. */
export async function traced<T>(
  browser: Browser,
  page: Page,
  name: string,
  run: () => Promise<T>,
): Promise<T> {
  const folder = process.env.BENCH_TRACE;
  if (!folder) return run();
  mkdirSync(folder, { recursive: true });
  await browser.startTracing(page, { path: `${folder}/${name}.json` });
  try {
    return await run();
  } finally {
    await browser.stopTracing();
  }
}
