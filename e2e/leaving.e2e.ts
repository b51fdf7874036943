// Entries waiting to be saved belong to their game's session, not to a screen (issue 36), with real pages:
// a tab that left its game with entries waiting keeps the game's one writer until they are saved, with Web
// Locks and on plain http (a BroadcastChannel); two tabs opening one game at the same moment on plain http
// give exactly one writer; an update accepted from home while entries wait keeps them in a file first.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as owedEn } from '../src/app/strings/owed';
import { baseUrl, failWrites, launch, phone, waitForServiceWorker } from './browser';
import { deployUpdate, undeploy } from './deploy';
import { cleanUp, phoneAt, profileDir } from './disk';
import { button, logCount, newGame, play, s, saved } from './market';

let browser: Awaited<ReturnType<typeof launch>>;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await undeploy();
  await browser?.close();
  cleanUp();
});

/** A page's browser on localhost (Web Locks), or on a LAN name over plain http (no Web Locks). */
async function table(where: 'localhost' | 'lan'): Promise<{ context: BrowserContext; origin?: string }> {
  if (where === 'localhost') return { context: await phone(browser, 'en-US') };
  // A name that is not localhost makes the page a non-secure context, as a LAN address is; it still reaches
  // the preview server on loopback, so no traffic leaves this machine.
  const context = await phoneAt(profileDir('lan'), ['--host-resolver-rules=MAP table.lan 127.0.0.1']);
  return { context, origin: `http://table.lan:${new URL(baseUrl()).port}` };
}

const readOnly = (page: Page) => page.getByText(s('app.err.otherTab')).count();
const grid = (page: Page) => page.getByRole('group', { name: s('supermarket.ui.grid') }).waitFor();

describe('one writer until the session owes nothing', () => {
  for (const where of ['localhost', 'lan'] as const) {
    it(`${where}: a tab gone home with entries waiting keeps the game; the other only shows it until they are saved`, async () => {
      const { context, origin } = await table(where);
      const first = await context.newPage();
      await newGame(first, origin);
      await play(first, 'u9');
      await saved(first);
      if (where === 'lan') expect(await first.evaluate(() => typeof navigator.locks)).toBe('undefined');
      const url = first.url();
      await failWrites(first, true);
      await play(first, 'u3 u2');
      await first.getByText(s('save.failed', { n: 2 })).waitFor();
      await first.locator('.top-bar .brand').click();
      await first.locator('[data-owed]').waitFor();

      // The second tab finds the game still held: it shows the saved entry and cannot enter.
      const second = await context.newPage();
      await second.goto(url);
      await second.getByText(s('app.err.otherTab')).first().waitFor();
      expect(await logCount(second)).toBe(1);

      // The first tab's entries are saved from home; its session ends and lets the game go.
      await failWrites(first, false);
      await first.getByRole('button', { name: owedEn['owed.retry'] as string }).click();
      await first.locator('[data-owed]').waitFor({ state: 'detached' });

      // Now the second tab takes the game over by itself (no reload), with all three entries, and goes on.
      await expect.poll(() => readOnly(second), { timeout: 10_000 }).toBe(0);
      await grid(second);
      expect(await logCount(second)).toBe(3);
      await play(second, 'm5');
      await saved(second);
      await second.reload();
      await grid(second);
      expect(await logCount(second)).toBe(4);
      await context.close();
    });
  }

  it('lan: two tabs opening one game at the same moment give exactly one writer, every time', async () => {
    const { context, origin } = await table('lan');
    const maker = await context.newPage();
    await newGame(maker, origin);
    const url = maker.url();
    await maker.close();
    const cards = ['u9', 'u3', 'u2', 'm5'];
    for (const card of cards) {
      // As a browser reopening its tabs at start-up: both claim the game within the same few milliseconds.
      const pages = [await context.newPage(), await context.newPage()];
      await Promise.all(pages.map((page) => page.goto(url)));
      await Promise.all(pages.map(grid));
      await expect
        .poll(async () => (await readOnly(pages[0] as Page)) + (await readOnly(pages[1] as Page)))
        .toBe(1);
      // The writer enters; the other stays a viewer (a second writer would fork the log).
      const writer = (await readOnly(pages[0] as Page)) ? (pages[1] as Page) : (pages[0] as Page);
      await play(writer, card);
      await saved(writer);
      for (const page of pages) await page.close();
    }
    const check = await context.newPage();
    await check.goto(url);
    await grid(check);
    expect(await logCount(check)).toBe(cards.length);
    await context.close();
  });
});

describe('an update accepted from home', () => {
  it('waits while entries are not saved, keeps them in a file first, then updates', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await newGame(page);
    await waitForServiceWorker(page);
    await page.locator('html[data-sw="listening"]').waitFor({ state: 'attached' });
    await play(page, 'u9');
    await saved(page);
    await failWrites(page, true);
    await play(page, 'u3 u2');
    await page.getByText(s('save.failed', { n: 2 })).waitFor();
    await page.locator('.top-bar .brand').click();
    await page.locator('[data-owed]').waitFor();

    // A new version is deployed and found while the two entries wait.
    await deployUpdate(page, 'next version');
    await page.getByText(s('update.ready')).waitFor();
    await page.evaluate(() => {
      (window as unknown as { mark: number }).mark = 1;
    });
    // Reload does not reload: the update waits, and says why.
    await button(page, s('update.reload')).click();
    await page.getByText(s('update.blocked')).waitFor();
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);

    // The way out: the games with waiting entries go to a file, then the new version loads.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForEvent('load'),
      button(page, s('update.rescue')).click(),
    ]);
    const file = JSON.parse(await readFile((await download.path()) as string, 'utf8')) as {
      games: { entries: unknown[] }[];
    };
    expect(file.games.map((g) => g.entries.length)).toEqual([3]);
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBeUndefined();
    await context.close();
  });

  it('offers the update again once the waiting entries are saved, and reloads with every entry', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await newGame(page);
    await waitForServiceWorker(page);
    await page.locator('html[data-sw="listening"]').waitFor({ state: 'attached' });
    await failWrites(page, true);
    await play(page, 'u9 u3');
    await page.getByText(s('save.failed', { n: 2 })).waitFor();
    await page.locator('.top-bar .brand').click();
    await deployUpdate(page, 'another version');
    await button(page, s('update.reload')).click();
    await page.getByText(s('update.blocked')).waitFor();
    await failWrites(page, false);
    await page.getByRole('button', { name: owedEn['owed.retry'] as string }).click();
    // Saved: the offer no longer says entries wait, and Reload updates at once.
    await page.getByText(s('update.ready')).waitFor();
    expect(await page.getByText(s('update.blocked')).count()).toBe(0);
    await Promise.all([page.waitForEvent('load'), button(page, s('update.reload')).click()]);
    await page.locator('.game-row').first().click();
    await grid(page);
    expect(await logCount(page)).toBe(2);
    await context.close();
  });
});
