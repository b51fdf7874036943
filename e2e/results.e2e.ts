// Results in a real browser: an imported finished game (one player's name is hostile markup, shown as
// plain text), its scoreboard shared as a PNG made on the device, the players page, a sample game stepped
// through, and "same players, new game".
import { readFileSync } from 'node:fs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as shell } from '../src/app/strings/en';
import { baseUrl, launch, open, phone } from './browser';
import { sayer } from './strings';

const s = sayer(shell);
const HOSTILE = '<img src=x onerror="window.pwned=1">';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The katame example game (3 players, finished), with its first player renamed to markup. */
function exportText(): string {
  const record = JSON.parse(readFileSync('docs/examples/katame.json', 'utf8'));
  record.players[0].name = HOSTILE;
  return JSON.stringify({
    format: 'choba-export',
    version: 1,
    exportedAt: '2026-11-22T12:00:00.000Z',
    games: [record],
  });
}

async function importExample(page: Page): Promise<void> {
  await open(page, '#/settings');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'games.json', mimeType: 'application/json', buffer: Buffer.from(exportText()) });
  await page.getByText(s('import.done', { added: 1, duplicates: 0 })).waitFor();
}

function pngSize(bytes: Buffer): [number, number] {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('results', () => {
  it('shows a hostile name as text, shares the scoreboard as a PNG, and counts the game on the players page', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await importExample(page);
    await page.getByRole('button', { name: s('nav.home') }).click();
    await page.locator('.game-open').first().click();
    await page.getByRole('heading', { name: s('score.title') }).waitFor();
    expect(await page.locator('.scoreboard .chip-name').allTextContents()).toContain(HOSTILE);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.locator('.scoreboard img').count()).toBe(0);
    // The chart of how the money moved ends at the final money worked out by hand (29, 57, 70).
    const caption = await page.locator('figure.chart figcaption').textContent();
    expect(caption).toContain('Money over the game');
    expect(caption).toContain('Ken 57');
    expect(caption).toContain('Mio 70');
    expect(await page.locator('figure.chart polyline').count()).toBe(3);

    const [download] = (await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: s('final.share') }).click(),
    ])) as [Download, unknown];
    expect(download.suggestedFilename()).toMatch(/^choba-katame-\d{4}-\d{2}-\d{2}\.png$/);
    const bytes = readFileSync((await download.path()) as string);
    const [width, height] = pngSize(bytes);
    expect(width).toBe(720);
    expect(height).toBeGreaterThan(300);
    expect(bytes.length).toBeGreaterThan(5000);

    await page.goto(`${baseUrl()}/#/players`);
    await page.getByRole('heading', { name: 'Ken' }).waitFor();
    expect(await page.locator('.player-stats li').count()).toBe(3);
    await context.close();
  });

  it('steps through a sample game and starts the next game with the same players', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await open(page, '#/sample/katame');
    await page.getByRole('heading', { name: s('history.title') }).waitFor();
    const total = Number(await page.getByRole('slider', { name: s('history.slider') }).getAttribute('max'));
    expect(total).toBeGreaterThan(100);
    await page.getByRole('button', { name: s('history.back') }).click();
    await page
      .getByText(s('history.after', { n: total - 1, total, line: '' }).trim(), { exact: false })
      .waitFor();

    await importExample(page);
    await page.getByRole('button', { name: s('nav.home') }).click();
    await page.locator('.game-open').first().click();
    const finished = page.url();
    await page.getByRole('button', { name: s('final.samePlayers') }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/game/') && url.href !== finished);
    await page.locator('.turn').waitFor();
    expect(await page.locator('.log-list > li').count()).toBe(0);
    const names = await page.locator('.chip-name').allTextContents();
    for (const name of [HOSTILE, 'Ken', 'Mio']) expect(names).toContain(name);
    await page.getByRole('button', { name: s('nav.home') }).click();
    await expect.poll(() => page.locator('.game-open').count()).toBe(2);
    expect(await page.locator('.game-open').first().textContent()).toContain(s('home.playing'));
    await context.close();
  });
});
