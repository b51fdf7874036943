// Changing the past in a real browser at 360×640: a refusal while an entry is corrected (or re-fitted) takes
// the words' place under the bar's keys, and neither those keys nor the step's control below move, in either
// language: a key the player is about to tap stays under the finger.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as shellEn, ja as shellJa } from '../src/app/strings/all';
import { strings as mercator } from '../src/games/mercator/i18n';
import { launch, open, phone, settled } from './browser';
import { s, toRefit } from './market';
import { sayer } from './strings';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Where the bar's keys and the step's control stand (their tops, in px), once the table is drawn whole. */
async function places(page: Page): Promise<{ keys: [string, number][]; control: number }> {
  await settled(page);
  return page.evaluate(() => {
    const top = (e: Element | null) => Math.round((e?.getBoundingClientRect().top ?? Number.NaN) * 10) / 10;
    const keys = [...document.querySelectorAll('[data-answer] [data-amend] button')];
    return {
      keys: keys.map((k): [string, number] => [k.textContent ?? '', top(k)]),
      control: top(document.querySelector('main.table [data-control]')),
    };
  });
}

/** Waits for the refusal on the answer line, and reads its words. */
async function refusal(page: Page): Promise<string> {
  const alert = page.locator('[data-answer] [role="alert"]');
  await alert.waitFor();
  return (await alert.textContent()) ?? '';
}

describe('a refusal while the past is changed', () => {
  for (const lang of ['ja', 'en'] as const) {
    it(`moves neither the bar's keys nor the control (Mercator, ${lang})`, async () => {
      const say = sayer(lang === 'ja' ? shellJa : shellEn, mercator[lang]);
      const context = await phone(browser, lang === 'ja' ? 'ja-JP' : 'en-US');
      const page = await context.newPage();
      const button = (name: string) => page.getByRole('button', { name, exact: true });
      await open(page);
      await button(say('home.new')).click();
      await page.locator('button.pick', { hasText: say('game.mercator.name') }).click();
      for (const [i, name] of ['Aki', 'Ben', 'Cho'].entries())
        await page.getByLabel(say('new.name', { n: i + 1 })).fill(name);
      await button(say('new.start')).click();
      // Aki turns three cards (the lot closes by itself), Ben bids 20. A card's key: its row's name, its number.
      for (const colour of ['red', 'yellow', 'green'])
        await button(`${say(`mercator.goods.${colour}`)} 10`).click();
      await page.locator('.merc-bidder', { hasText: 'Ben' }).click();
      for (const digit of '20') await button(digit).click();
      await button(say('mercator.ui.ok')).click();
      await settled(page, 4);

      // Ben's bid corrected to more than his money: refused, with his money held beside the words.
      await button(say('log.correctN', { n: 4 })).click();
      await page.locator('[data-amend="fix"]').waitFor();
      const before = await places(page);
      expect(before.keys.map(([name]) => name)).toEqual([
        say('amend.toInsert'),
        say('amend.remove'),
        say('table.cancel'),
      ]);
      for (const digit of '99') await button(digit).click();
      await button(say('mercator.ui.ok')).click();
      expect(await refusal(page)).toContain(say('mercator.err.overMoney', { p: 'Ben', amount: 99 }));
      expect(await places(page)).toEqual(before);
      // Switched to an insert with the refusal still said (its keys: Correct it, Cancel): nothing moves either.
      await button(say('amend.toInsert')).click();
      await page.locator('[data-amend="insert"]').waitFor();
      const insert = await places(page);
      expect(insert.control).toBe(before.control);
      expect(insert.keys.map(([, y]) => y)).toEqual([before.keys[0]?.[1], before.keys[0]?.[1]]);
      // Left: the refusal of the change was no answer to the present step, and goes with it.
      await button(say('table.cancel')).click();
      await page.locator('[data-amend]').waitFor({ state: 'detached' });
      await settled(page);
      expect(await page.locator('[data-answer] [role="alert"]').count()).toBe(0);
      await context.close();
    });
  }

  it('moves neither when it follows the reason a re-fit gives (the supermarket, en)', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    // Chie's Eel 2 corrected to Ume 5: Aki's Ume 5 (entry 4) no longer fits and opens, with its reason.
    await toRefit(page);
    const before = await places(page);
    // Eel 9 again: refused, it was played in trick 1.
    await page
      .getByRole('group', { name: s('supermarket.ui.grid') })
      .getByRole('button', { name: `${s('supermarket.suit.unagi')} 9`, exact: true })
      .click();
    expect(await refusal(page)).toContain(s('supermarket.suit.unagi'));
    expect(await places(page)).toEqual(before);
    await context.close();
  });
});
