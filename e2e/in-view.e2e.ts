// Every choice of a step within reach (issue 32 item 2), in a real browser at 360×640: when a step's choices
// run below the screen's foot, a line pinned there says how many and brings them into view; scrolled down to
// them, a refusal is still read where the eye is (the answer line stays at the top of the screen).
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as shell } from '../src/app/strings/all';
import type { GameRecord } from '../src/engine/record';
import { strings } from '../src/games/mercator/i18n';
import { launch, open, phone } from './browser';
import { openGame } from './fit';
import { seed } from './seed';
import { sayer } from './strings';

const s = sayer(shell, strings.en);
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Wholly inside the screen, as a thumb finds it without scrolling. */
const inView = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });

/** Mercator's example (Aki, Ben, Chie, Dai) at its first bid: the pad, and the four bidders below it. */
async function atFirstBid(page: Page): Promise<void> {
  const record = JSON.parse(readFileSync('docs/examples/mercator.json', 'utf8')) as GameRecord;
  await open(page);
  await seed(page, { ...record, id: 'in-view', entries: record.entries.slice(0, 3) });
  await openGame(page, 'in-view');
  await page.locator('main[data-phase="bid"]').waitFor();
}

describe('a step whose choices run below the screen', () => {
  it('says how many, brings them into view, and a refusal there is read at the top of the screen', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await atFirstBid(page);
    // The four bidders stand under the number pad, below the foot of a 640-px screen.
    const chie = page.locator('.merc-bidder', { hasText: 'Chie' });
    expect(await inView(chie)).toBe(false);
    const more = page.getByRole('button', { name: s('table.below', { n: 4 }) });
    await more.waitFor();
    expect(await inView(more)).toBe(true);

    await more.click();
    // Brought above the line, which goes once no choice is under it.
    await more.waitFor({ state: 'detached' });
    expect(await inView(chie)).toBe(true);
    // Chie bids more than any purse holds at the start: refused, and the refusal is in view, not scrolled away.
    await chie.click();
    for (const digit of '999') await page.getByRole('button', { name: digit, exact: true }).click();
    await page.getByRole('button', { name: s('mercator.ui.ok'), exact: true }).click();
    const refusal = page.locator('[data-answer] [role="alert"]');
    await refusal.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await inView(refusal)).toBe(true);
    await context.close();
  });
});
