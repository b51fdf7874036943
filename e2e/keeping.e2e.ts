// Games kept on every engine, and the user's own time: an iPhone in Safari (Safari's engine has no
// navigator.storage in WebKitGTK, and deletes a site's data after seven days) is told how to add Chōba to the
// Home Screen; a browser that never answers the request to keep the games is told to save them to a file;
// finished games never saved elsewhere bring a backup offer; none of it moves home; and the saved games' times
// are the phone's (Tokyo here), in the UI language's format. Screenshots go to shots/keeping/ for review.
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, ja } from '../src/app/strings/all';
import { en as enKeeping, ja as jaKeeping } from '../src/app/strings/keeping';
import { GAME_IDS } from '../src/engine/types';
import { launch, open } from './browser';
import { today } from './handover';
import { sayer } from './strings';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const SHOTS = 'shots/keeping';
mkdirSync(SHOTS, { recursive: true });

const example = (id: string) => JSON.parse(readFileSync(`docs/examples/${id}.json`, 'utf8'));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A 360×640 phone in Tokyo, in `lang` and `theme`, with an iPhone's user agent if asked. */
function tokyoPhone(
  lang: 'ja' | 'en',
  theme: 'light' | 'dark' = 'light',
  iphone = false,
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 360, height: 640 },
    locale: lang === 'ja' ? 'ja-JP' : 'en-US',
    colorScheme: theme,
    timezoneId: 'Asia/Tokyo',
    hasTouch: true,
    isMobile: true,
    ...(iphone && { userAgent: IPHONE }),
  });
}

/** The example games `ids`, finished a minute ago (so that no backup is due for their age), or as recorded. */
const examples = (ids: readonly string[], recent = true) =>
  ids.map((id) => (recent ? today(example(id), `example-${id}`) : example(id)));

/** Imports `games` from the settings screen and goes home. */
async function importExamples(page: Page, games: unknown[]): Promise<void> {
  await open(page, '#/settings');
  const file = { format: 'choba-export', version: 1, exportedAt: '2026-11-22T12:00:00.000Z', games };
  await page.locator('input[type="file"]').setInputFiles({
    name: 'games.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await page.locator('.notice').waitFor();
  await open(page, '#/');
  await page.locator('.game-list').waitFor();
}

/**
 * After a reload, that home says nothing of `kind` (any kind by default) once the notice's code has come and
 * `wait` ms more have passed (the browser's answer to the request to keep the games may take 5 s).
 */
async function saysNothingAfterReload(page: Page, kind = '', wait = 300): Promise<void> {
  await page.reload();
  await page.locator('.game-list').waitFor();
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((r) => /\/Keeping-[^/]*\.js$/.test(r.name)),
  );
  await page.waitForTimeout(wait);
  expect(await page.locator(kind ? `[data-keeping="${kind}"]` : '[data-keeping]').count()).toBe(0);
}

/** Saves every game from the notice with its button `label`: a file named after the day comes down. */
async function saveFromNotice(page: Page, notice: Locator, label: string): Promise<void> {
  const download = page.waitForEvent('download');
  await notice.getByRole('button', { name: label }).click();
  expect((await download).suggestedFilename()).toMatch(/^choba-\d{4}-\d\d-\d\d\.json$/);
  await notice.waitFor({ state: 'detached' });
}

/**
 * Whether the notice moves anything on home: where every other part of home is with the notice, and where
 * it is without it (the notice taken out of the layout), compared.
 */
const movesHome = (page: Page) =>
  page.evaluate(() => {
    const notice = document.querySelector('[data-keeping]') as HTMLElement;
    const parts = [...document.querySelectorAll('main *')].filter((el) => !notice.contains(el));
    const where = () => parts.map((el) => JSON.stringify(el.getBoundingClientRect()));
    const withIt = where();
    notice.style.display = 'none';
    const without = where();
    notice.style.display = '';
    return parts.filter((_, i) => withIt[i] !== without[i]).map((el) => el.outerHTML.slice(0, 60));
  });

describe('the saved games’ times', () => {
  it('are the phone’s time (Tokyo, nine hours ahead of UTC), in Japanese and in English', async () => {
    // The example's last entry: 13:26 UTC on 22 November, 22:26 in Tokyo.
    for (const [lang, expected] of [
      ['ja', '2026/11/22 22:26'],
      ['en', 'Nov 22, 2026, 10:26 PM'],
    ] as const) {
      const context = await tokyoPhone(lang);
      const page = await context.newPage();
      await importExamples(page, examples(['supermarket'], false));
      const shown = await page.locator('.game-row time').first().textContent();
      expect(shown?.replace(/\s/g, ' ')).toBe(expected);
      await context.close();
    }
  });
});

describe('keeping the games', () => {
  for (const [lang, theme] of [
    ['ja', 'light'],
    ['en', 'dark'],
  ] as const) {
    it(`an iPhone in Safari without navigator.storage is told about the Home Screen, moving nothing on home (${lang})`, async () => {
      const say = sayer(lang === 'ja' ? ja : en, lang === 'ja' ? jaKeeping : enKeeping);
      const context = await tokyoPhone(lang, theme, true);
      // Safari's engine as WebKitGTK ships it: no StorageManager at all.
      await context.addInitScript(() => {
        delete (Navigator.prototype as { storage?: unknown }).storage;
      });
      const page = await context.newPage();
      await open(page);
      const notice = page.locator('[data-keeping="homeScreen"]');
      await notice.waitFor();
      expect(await notice.textContent()).toContain(say('keeping.homeScreen'));
      expect(await page.evaluate(() => 'storage' in navigator)).toBe(false);
      expect(await movesHome(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/home-iphone-${lang}-${theme}.png` });
      const how = notice.getByRole('button', { name: say('keeping.how') });
      await how.click();
      const [before, after] = say('keeping.homeScreenHow').split('{share}');
      expect(await notice.textContent()).toContain(`${before}${after}`);
      await page.screenshot({ path: `${SHOTS}/home-iphone-how-${lang}-${theme}.png` });
      // With games saved, it also says that they do not move to the icon, and offers to save them first.
      await importExamples(page, examples(['supermarket']));
      await notice.waitFor();
      await how.click();
      expect(await notice.textContent()).toContain(say('keeping.homeScreenMove'));
      await page.screenshot({ path: `${SHOTS}/home-iphone-games-${lang}-${theme}.png` });
      await notice.locator('button', { hasText: say('keeping.ok') }).click();
      await notice.waitFor({ state: 'detached' });
      await saysNothingAfterReload(page, 'homeScreen');
      await context.close();
    });
  }

  it('says nothing of the Home Screen on an iPhone running Chōba from it', async () => {
    const context = await tokyoPhone('en', 'light', true);
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true });
      delete (Navigator.prototype as { storage?: unknown }).storage;
    });
    const page = await context.newPage();
    await importExamples(page, examples(['supermarket']));
    await saysNothingAfterReload(page);
    await context.close();
  });

  it('a browser that never answers is told to save to a file; saving puts the note away', async () => {
    const say = sayer(en, enKeeping);
    const context = await tokyoPhone('en');
    await context.addInitScript(() => {
      StorageManager.prototype.persist = () => new Promise<boolean>(() => undefined);
    });
    const page = await context.newPage();
    await importExamples(page, examples(['supermarket']));
    const notice = page.locator('[data-keeping="unanswered"]');
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.textContent()).toContain(say('keeping.where', { label: say('settings.exportAll') }));
    await page.screenshot({ path: `${SHOTS}/home-unanswered-en-light.png` });
    await saveFromNotice(page, notice, say('keeping.save'));
    await saysNothingAfterReload(page, '', 5500);
    await context.close();
  });

  it('offers a backup of finished games never saved elsewhere, and stops once they are saved', async () => {
    const say = sayer(ja, jaKeeping);
    const context = await tokyoPhone('ja');
    const page = await context.newPage();
    await importExamples(page, examples(GAME_IDS));
    const notice = page.locator('[data-keeping="backup"]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(say('keeping.backup', { n: GAME_IDS.length }));
    expect(await movesHome(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/home-backup-ja-light.png` });
    await saveFromNotice(page, notice, say('keeping.save'));
    await saysNothingAfterReload(page, 'backup');
    await context.close();
  });
});
