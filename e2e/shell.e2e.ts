// The app shell in a real browser: installable, offline after the first visit, bilingual, safe imports.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, open, phone, waitForServiceWorker } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('installable PWA', () => {
  it('links a manifest with names, theme colour and regular and maskable icons that load', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await fetch(new URL(href as string, `${baseUrl()}/`))).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', theme_color: '#1f3a5f' });
    expect(manifest.name).toContain('帳場');
    expect(manifest.name).toContain('Chōba');
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const size = Number(icon.sizes.split('x')[0]);
      const dims = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      }, `/${icon.src}`);
      expect(dims).toEqual([size, size]);
    }
    await waitForServiceWorker(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    await context.close();
  });
});

describe('offline', () => {
  it('starts and works with no network after the first visit', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: '新しいゲーム' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'ゲームを選ぶ' }).count()).toBe(1);
    await context.close();
  });
});

describe('language', () => {
  it('follows the browser language and can be switched, and the choice survives a reload', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await open(page);
    expect(await page.getByRole('button', { name: 'New game' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('日本語').check();
    await page.getByRole('button', { name: 'ホーム' }).click();
    await page.getByRole('button', { name: '新しいゲーム' }).waitFor();
    expect(await page.getByRole('button', { name: '新しいゲーム' }).count()).toBe(1);
    await page.reload();
    await page.getByRole('button', { name: '新しいゲーム' }).waitFor();
    expect(await page.getByRole('button', { name: '新しいゲーム' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    await context.close();
  });
});

describe('import', () => {
  it('refuses a bad file with a clear message and changes nothing', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await open(page, '#/settings');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        '{"format":"choba-export","version":1,"exportedAt":"x","games":[{"format":"choba-record"}]}',
      ),
    });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Nothing was changed');
    await page.getByRole('button', { name: 'Home' }).click();
    await expect.poll(() => page.getByText('No games yet.').count()).toBe(1);
    await context.close();
  });

  it('takes a single game record (docs/examples) as it takes an export file, and only once', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await open(page, '#/settings');
    const file = {
      name: 'edo.json',
      mimeType: 'application/json',
      buffer: readFileSync(new URL('../docs/examples/edo.json', import.meta.url)),
    };
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByText('Games imported: 1.', { exact: true }).waitFor();
    // The same file again changes nothing: the game is already here.
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByText('The game in this file is already on this phone (left as it was).').waitFor();
    await page.getByRole('button', { name: 'Home' }).click();
    await expect.poll(() => page.locator('.game-row').count()).toBe(1);
    await context.close();
  });
});
