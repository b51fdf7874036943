// Launching Debian's Chromium with the flags this closed network needs, and small page helpers.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM } from './chromium';

/** The app's address, provided by the global setup. */
export const baseUrl = (): string => inject('baseUrl');

/** A fresh browser; each context playwright opens has its own empty profile. */
export async function launch(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/** A phone-sized context (360 x 640) in a given language and theme. */
export async function phone(
  browser: Browser,
  locale = 'ja-JP',
  colorScheme: 'light' | 'dark' = 'light',
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 360, height: 640 },
    locale,
    colorScheme,
    hasTouch: true,
    isMobile: true,
  });
}

/** Pages whose actions wait for the table to draw the last entry (see `open`). */
const waiting = new WeakSet<Page>();

/**
 * Opens the app at a hash route and waits until the shell has rendered. From then on every action of
 * the page waits while the game's screen is behind the last entry (for the frame after the
 * answer's: screens/Table.tsx), as a player's next tap comes after the screen has changed; without it a
 * test would find a control on the screen as it stood before the entry.
 */
export async function open(page: Page, hash = '#/'): Promise<void> {
  if (!waiting.has(page)) {
    waiting.add(page);
    await page.addLocatorHandler(
      page.locator('main.table > .table-entry > .table-shield'),
      async () => undefined,
    );
  }
  await page.goto(`${baseUrl()}/${hash}`);
  await page.locator('.top-bar').waitFor();
  // Home is drawn whole once the saved games are read (until then it is an empty, busy screen).
  if (hash === '#/') await page.locator('main.screen:not([aria-busy])').waitFor();
}

/**
 * Waits until the table is drawn whole: every part drawn after the tap's frame (the game's screen, its strip,
 * the secrets' panel, the log) shows the same entries, `n` of them when given, the table's drawn mark says
 * (screens/Table.tsx). Without `n`: the entries the game's screen shows, once no shield is up (a tap's first
 * frame puts it up before it returns), so after a tap the table shows that tap's entry.
 */
export async function settled(page: Page, n?: number): Promise<void> {
  if (n !== undefined) {
    await page.locator(`main.table[data-drawn="${n}"]`).waitFor();
    return;
  }
  await page.waitForFunction(() => {
    const table = document.querySelector<HTMLElement>('main.table');
    const { drawn, entries } = table?.dataset ?? {};
    return drawn !== undefined && drawn === entries && table?.querySelector('.table-shield') === null;
  });
}

/** How many entries the table was last drawn whole for (its drawn mark; see `settled`). */
export async function drawnCount(page: Page): Promise<number> {
  return Number(await page.locator('main.table[data-drawn]').getAttribute('data-drawn'));
}

/** Waits until the service worker controls the page (after the first visit). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve()),
      );
    }
  });
}

/** Reloads a game's page once the screen says every entry is saved (what the user can rely on). */
export async function reloadWhenSaved(page: Page): Promise<void> {
  await page.locator('.save-status[data-saved="yes"]').waitFor();
  await page.reload();
  await page.locator('.top-bar').waitFor();
}

/**
 * Makes every new IndexedDB write of the page fail as a full disk does (true), or succeed again (false):
 * the entries then wait on screen, as they would on a phone whose storage is full.
 */
export async function failWrites(page: Page, failing: boolean): Promise<void> {
  await page.evaluate((on) => {
    const flags = window as unknown as { failWrites?: boolean; failPatched?: boolean };
    flags.failWrites = on;
    if (flags.failPatched) return;
    flags.failPatched = true;
    const add = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.add = function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['add']>
    ) {
      if (flags.failWrites) throw new DOMException('The disk is full', 'QuotaExceededError');
      return add.apply(this, args);
    };
  }, failing);
}

/** A reload asks first (entries would be lost): the browser's leave-page dialog, dismissed, and the page stays. */
export async function reloadAsksFirst(page: Page): Promise<void> {
  const asked = page.waitForEvent('dialog');
  const reload = page.reload({ timeout: 3000 }).catch(() => 'stayed');
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await reload;
}
