// Home does not jump for a returning player: with a game in play and one finished today (so the booth's tally
// has a row), a fresh load of home on a phone-slow CPU shows no layout shift while the saved games, the tally
// and the storage notice arrive (issue 34: the quick check used to be pushed down, CLS 0.42-0.55).
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GameRecord } from '../src/engine/record';
import { launch, open, phone } from './browser';

const example = (id: string): GameRecord =>
  JSON.parse(readFileSync(`docs/examples/${id}.json`, 'utf8')) as GameRecord;

/** A record played just now: its entries a second apart, ending now (a game finished today is in the tally). */
function today(record: GameRecord): GameRecord {
  const start = Date.now() - (record.entries.length + 1) * 1000;
  const at = (i: number) => new Date(start + i * 1000).toISOString();
  return { ...record, createdAt: at(0), entries: record.entries.map((e, i) => ({ ...e, at: at(i + 1) })) };
}

/** A game in play (the first 30 entries of Mercator's example) and one finished today (スーパーマーケット's). */
function twoGames(): string {
  const mercator = example('mercator');
  const playing = { ...mercator, id: 'shift-playing', entries: mercator.entries.slice(0, 30) };
  const finished = today({ ...example('supermarket'), id: 'shift-finished' });
  return JSON.stringify({
    format: 'choba-export',
    version: 1,
    exportedAt: '2026-11-22T12:00:00.000Z',
    games: [playing, finished],
  });
}

/** A layout shift as the browser reports it (not in the DOM library's types yet). */
type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };

/**
 * The layout shifts of the page since it started loading (the browser keeps them: `buffered`), each with the
 * elements that moved. All of them count, `hadRecentInput` or not: the test makes no input after the reload,
 * yet headless Chromium marks some shifts so. The buffered entries come in the observer's first callback,
 * which a slowed CPU may delay; with no shift there is no callback, so an empty list is answered after 3 s.
 */
function shifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            (list.getEntries() as Shift[]).map((s) => {
              const moved = s.sources.map(({ node }) =>
                node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : '?',
              );
              return `${s.value.toFixed(4)}: ${moved.join(', ')}`;
            }),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 3000);
      }),
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('home with two saved games and a tally loads without a layout shift', async () => {
  const context = await phone(browser);
  const page = await context.newPage();
  await open(page, '#/settings');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'games.json', mimeType: 'application/json', buffer: Buffer.from(twoGames()) });
  await page.locator('.notice').waitFor();
  await open(page, '#/');
  // A phone's CPU (4× slower), so that the saved games arrive after home's first paint as they do on a phone.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.reload();
  // Everything home draws after its first paint: both games, the tally with the finished game's places.
  await page.locator('.game-row').nth(1).waitFor();
  await page.locator('.tally-places li').first().waitFor();
  await page.locator('section[aria-labelledby="check-heading"]').waitFor();
  // Shifts are reported to observers a little after the frame that had them.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(await shifts(page)).toEqual([]);
  await context.close();
});
