// Every choice of a step within reach (issue 32 item 2), in a real browser at 360×640: when a step's choices
// run below the screen's foot, a line pinned there says how many and brings them into view; scrolled down to
// them, a refusal is still read where the eye is (the answer line stays at the top of the screen). And every
// word of the answer within reach: an echo longer than the answer line's reserved lines is read whole with
// one tap, over the screen below (the line had cut what the rules said, often what to do at the table).
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as shell } from '../src/app/strings/all';
import type { GameRecord } from '../src/engine/record';
import { strings } from '../src/games/mercator/i18n';
import { launch, open, phone, settled } from './browser';
import { openGame, tap } from './fit';
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

/** Mercator's example just after entry `k`, made at the table (so that the rules' words are said). */
async function justAfter(page: Page, k: number): Promise<void> {
  const record = JSON.parse(readFileSync('docs/examples/mercator.json', 'utf8')) as GameRecord;
  await open(page);
  await seed(page, { ...record, id: 'answer-whole', entries: record.entries.slice(0, k) });
  await openGame(page, 'answer-whole');
  await tap(page, s('table.undo'));
  await settled(page, k - 1);
  await tap(page, s('table.redo'));
  await settled(page, k);
}

/** The box of the pad's key 1 (the control), to see that nothing moves. */
const keyOne = (page: Page) =>
  page.getByRole('button', { name: '1', exact: true }).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return [r.top, r.left, r.width, r.height];
  });

describe('an answer longer than its lines', () => {
  it('is read whole with one tap, over the screen, and closed by the next', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await justAfter(page, 56);
    const last = s('mercator.ann.noRoom', { p: 'Ben', n: 2, lot: 3 });
    // The line shows the start of what the rules said, cut: Ben's part is not on the screen.
    const said = page.locator('.answer-said');
    expect(await said.textContent()).toContain(last);
    expect(await said.evaluate((p) => p.scrollHeight > p.clientHeight + 1)).toBe(true);
    const pad = await keyOne(page);

    await page.getByRole('button', { name: s('table.answerMore') }).click();
    const whole = page.locator('.answer-whole');
    await whole.waitFor();
    const box = await whole.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { bottom: r.bottom, text: el.textContent ?? '', cut: el.scrollHeight > el.clientHeight + 1 };
    });
    expect(box.text).toContain(last);
    expect(box.cut).toBe(false);
    expect(box.bottom).toBeLessThanOrEqual(640);
    expect(await keyOne(page), 'the pad stays where it was').toEqual(pad);

    // Tapped again, it closes; the next entry's answer starts closed.
    await page.getByRole('button', { name: s('table.answerLess') }).click();
    await whole.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: s('table.answerMore') }).click();
    await whole.waitFor();
    await page.getByRole('button', { name: '5', exact: true }).click();
    await page.getByRole('button', { name: s('mercator.ui.ok'), exact: true }).click();
    await settled(page, 57);
    expect(await whole.count()).toBe(0);
    await context.close();
  });

  it('is measured again when the phone is turned', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    // Lot 2 put up: one message of the rules, cut on a phone held upright.
    await justAfter(page, 10);
    const more = page.getByRole('button', { name: s('table.answerMore') });
    await more.waitFor();
    // Turned sideways, the message fits its lines: nothing to open.
    await page.setViewportSize({ width: 800, height: 360 });
    await more.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 360, height: 640 });
    await more.waitFor();
    await context.close();
  });
});
