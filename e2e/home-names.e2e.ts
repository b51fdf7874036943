// Home's list of saved games at 360 px: the line of a game's players breaks between names, never inside one
// ("Chie / Sato" in English, "さとう / ちえ" in Japanese, where any two kana may be broken), no line starts with
// the 「・」 between two names, and its date is never cut in two.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GameRecord } from '../src/engine/record';
import { launch, open, phone } from './browser';
import { seed } from './seed';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const WALKS = [
  { locale: 'en-US', names: ['Daniel Kim', 'Chie Sato', 'Benjamin Ross', 'Akiko Tanaka'] },
  { locale: 'ja-JP', names: ['たなかあきこ', 'さとうちえ', 'すずきけんじ', 'やまだたろう'] },
] as const;

it.each(WALKS)(
  '$locale: breaks a game’s line of names between names and keeps its date whole',
  async (walk) => {
    const context = await phone(browser, walk.locale, 'light');
    const page = await context.newPage();
    await open(page);
    const edo = JSON.parse(readFileSync('docs/examples/edo.json', 'utf8')) as GameRecord;
    const players = edo.players.map((p, i) => ({ ...p, name: walk.names[i] ?? p.name }));
    await seed(page, { ...edo, id: 'names', players });
    await page.reload();
    await page.locator('.game-open time').waitFor();
    const row = await page.locator('.game-open').evaluate((button) => {
      /** The lines an element's text is drawn on. */
      const lines = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      };
      return {
        // Each name with the 「・」 after it, if any: one piece, so that no line starts with a 「・」.
        names: [...button.querySelectorAll('.who')].map((el) => [el.textContent, lines(el)]),
        all: lines(button.querySelector('.game-names') as Element),
        // Each 「・」 is drawn on the line of the character before it: it never starts a line.
        dots: (() => {
          const chars: Range[] = [];
          const walker = document.createTreeWalker(
            button.querySelector('.game-names') as Element,
            NodeFilter.SHOW_TEXT,
          );
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            for (let i = 0; i < (node.textContent ?? '').length; i++) {
              const r = document.createRange();
              r.setStart(node, i);
              r.setEnd(node, i + 1);
              chars.push(r);
            }
          const top = (r: Range | undefined) => Math.round(r?.getBoundingClientRect().top ?? -1);
          return chars.flatMap((r, i) => (r.toString() === '・' ? [top(r) === top(chars[i - 1])] : []));
        })(),
        time: lines(button.querySelector('time') as Element),
      };
    });
    // The four names do not fit one line at 360 px: the test is about where the line breaks.
    expect(row.all).toBeGreaterThan(1);
    expect(row.dots).toEqual([true, true, true]);
    expect(row.names).toEqual(
      walk.names.map((name, i) => [i < walk.names.length - 1 ? `${name}・` : name, 1]),
    );
    expect(row.time).toBe(1);
    await context.close();
  },
);
