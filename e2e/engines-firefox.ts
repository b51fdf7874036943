// Firefox in the cross-engine smoke: Debian's Firefox ESR, headless, driven by puppeteer-core over WebDriver
// BiDi (puppeteer-core downloads nothing: it starts the browser it is given), a 360 x 640 page in English.
import puppeteer from 'puppeteer-core';
import type { Driver } from './engines-driver';

/** Where Debian installs Firefox ESR (scripts/ensure-engines.mjs installs it when missing). */
export const FIREFOX = '/usr/bin/firefox-esr';

/** A fresh Firefox (a new profile) with one phone-sized page. */
export async function launchFirefox(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      'intl.accept_languages': 'en-US',
      'intl.locale.requested': 'en-US',
      // No reach for hosts this closed network does not have.
      'app.update.enabled': false,
      'browser.safebrowsing.update.enabled': false,
      'network.captive-portal-service.enabled': false,
    },
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 360, height: 640 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror ${error instanceof Error ? error.stack : error}`));
  const one = async (selector: string) => {
    const element = await page.$(selector);
    if (!element) throw new Error(`firefox: nothing matches ${selector}`);
    return element;
  };
  return {
    engine: 'firefox',
    version: await browser.version(),
    errors,
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    run: (fn, arg) => page.evaluate(fn, arg),
    click: async (selector) => (await one(selector)).click(),
    type: async (selector, text) => {
      const element = await one(selector);
      await element.click({ count: 3 });
      await element.type(text);
    },
    upload: async (selector, file) =>
      (await (one(selector) as Promise<import('puppeteer-core').ElementHandle<HTMLInputElement>>)).uploadFile(
        file,
      ),
    screenshot: async (path) => void (await page.screenshot({ path })),
    close: () => browser.close(),
  };
}
