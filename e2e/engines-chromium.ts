// Chromium in the cross-engine smoke: Debian's /usr/bin/chromium through playwright-core, as the other
// end-to-end tests drive it, as a phone (360 x 640, touch) in English.
import { chromium } from 'playwright-core';
import { CHROMIUM } from './chromium';
import type { Driver } from './engines-driver';

/** A fresh Chromium with one phone-sized page. */
export async function launchChromium(): Promise<Driver> {
  const browser = await chromium.launch(CHROMIUM);
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    locale: 'en-US',
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror ${error.stack ?? error.message}`));
  return {
    engine: 'chromium',
    version: `Chromium ${browser.version()}`,
    errors,
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    run: (fn, arg) => page.evaluate(fn, arg),
    click: (selector) => page.locator(selector).click(),
    type: (selector, text) => page.locator(selector).fill(text),
    upload: (selector, file) => page.locator(selector).setInputFiles(file),
    screenshot: async (path) => void (await page.screenshot({ path })),
    close: () => browser.close(),
  };
}
