// A new version of the app is announced, and the page reloads only when the user taps "reload".
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, phone, waitForServiceWorker } from './browser';
import { deployUpdate, undeploy } from './deploy';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await undeploy();
  await browser?.close();
});

describe('service worker update', () => {
  it('offers the update without reloading, and reloads into the new version on tap', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await open(page);
    await waitForServiceWorker(page);
    await page.locator('html[data-sw="listening"]').waitFor({ state: 'attached' });
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    // Mark this page: a reload would lose the mark.
    await page.evaluate(() => {
      (window as unknown as { mark: number }).mark = 1;
    });
    await deployUpdate(page, 'next version');
    await page.getByText('A new version is available.').waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBeUndefined();
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting,
    );
    expect(waiting).toBeNull();
    expect(firstWorker).toMatch(/sw\.js$/);
    await context.close();
  });
});
