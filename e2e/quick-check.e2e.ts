// The quick check of a game played on paper, in a real browser: typing the counts at the foot of the page never
// moves the key under the finger, even when a refusal takes the (taller) scoreboard's place; a refusal said
// under the whole form is seen from the field typed at its top; what was typed is still there after a reload,
// gone after "clear all counts", and back after its Undo.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja as shell } from '../src/app/strings/all';
import { strings as gyosho } from '../src/games/gyosho/i18n';
import { launch, open, phone } from './browser';
import { ja } from './katame';
import { sayer } from './strings';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('quick check', () => {
  it('片目の商人: each + at the foot of the page stays where it was tapped, refusal or scoreboard below', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page, '#/check/katame');
    const more = page.getByRole('button', { name: ja('katame.ui.more', { icon: ja('katame.icon.gold') }) });
    await more.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const top = () => more.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const before = await top();
    // An odd number of icons is refused (they come in pairs); the next tap makes it even and scores again.
    for (let tap = 1; tap <= 3; tap++) {
      await more.click();
      await page.waitForTimeout(100);
      expect(await top()).toBe(before);
    }
    await context.close();
  });

  it('行商の時代: a refusal of a field at the top of the form is on screen, pinned at its foot', async () => {
    const say = sayer(shell, gyosho.ja);
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page, '#/check/gyosho');
    // Two red jewels and no order card: a jewel is taken with the order card shipped under it.
    await page
      .getByRole('group', { name: say('new.defaultName', { n: 1 }), exact: true })
      .getByLabel(say('gyosho.ui.qc.red'))
      .fill('2');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      say('gyosho.err.quickJewels', { p: say('new.defaultName', { n: 1 }) }),
    );
    const box = await alert.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, scrolled: window.scrollY };
    });
    expect(box.scrolled).toBe(0);
    expect(box.top).toBeGreaterThan(0);
    expect(box.bottom).toBeLessThanOrEqual(640);
    await context.close();
  });

  /** Every field's value, switch and choice on the screen, hidden ones too (the other scope's form). */
  const formOf = (page: Page) =>
    page.evaluate(() => [
      ...[...document.querySelectorAll('main input, main select')].map((el) =>
        el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type)
          ? String(el.checked)
          : (el as HTMLInputElement).value,
      ),
      ...[...document.querySelectorAll('main [aria-pressed]')].map((el) => el.getAttribute('aria-pressed')),
    ]);

  for (const game of ['edo', 'katame', 'gyosho', 'mercator', 'supermarket']) {
    it(`${game}: the counts typed survive a reload; cleared, they come back with Undo`, async () => {
      const say = sayer(shell);
      const context = await phone(browser);
      const page = await context.newPage();
      await open(page, `#/check/${game}`);
      const clear = page.getByRole('button', { name: say('quick.clear') });
      await clear.waitFor();
      const fresh = await formOf(page);
      // A switch (player count or scope) and the first field in view: what a player does first.
      await page
        .locator('main [aria-pressed="false"]:visible, main input[type=checkbox]:visible')
        .first()
        .click();
      await page.locator('main input[type=text]:visible').first().fill('2');
      const typed = await formOf(page);
      expect(typed).not.toEqual(fresh);
      await page.reload();
      await clear.waitFor();
      expect(await formOf(page)).toEqual(typed);
      await clear.click();
      expect(await formOf(page)).toEqual(fresh);
      await page.getByRole('button', { name: say('quick.undoClear') }).click();
      expect(await formOf(page)).toEqual(typed);
      await clear.click();
      await page.reload();
      await clear.waitFor();
      expect(await formOf(page)).toEqual(fresh);
      await context.close();
    });
  }
});
