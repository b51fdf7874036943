// Every step of every game fits the phone: each example game (docs/examples) is opened, taken back to its
// first entry with Undo and stepped forward with Redo, at 360×640 in both languages and themes and at
// 390×844 and 412×915; at each step the question, the control and the answer line are in view without
// scrolling, nothing overflows sideways, tap targets are big enough, and each step's control stands at the
// same place every time the step comes. Screenshots of every step go to shots/fit/ (not committed) for review;
// FIT_GAMES=edo,katame walks only those games.
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, ja } from '../src/app/strings/all';
import type { GameRecord } from '../src/engine/record';
import { GAME_IDS } from '../src/engine/types';
import { launch, open, settled } from './browser';
import { type Measure, measure, openGame, tap } from './fit';
import { seed } from './seed';

const ONLY = process.env.FIT_GAMES?.split(',');
const GAMES = GAME_IDS.filter((g) => !ONLY || ONLY.includes(g));
const SHOTS = process.env.FIT_SHOTS !== '0';

/** The screens each walk uses: the small phone in both languages and themes, and two larger phones. */
const WALKS = [
  { width: 360, height: 640, lang: 'ja', theme: 'light' },
  { width: 360, height: 640, lang: 'en', theme: 'dark' },
  { width: 390, height: 844, lang: 'en', theme: 'light' },
  { width: 412, height: 915, lang: 'ja', theme: 'dark' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const example = (game: string): GameRecord =>
  JSON.parse(readFileSync(new URL(`../docs/examples/${game}.json`, import.meta.url), 'utf8'));

describe.each(GAMES)('%s fits the phone', (game) => {
  it.each(WALKS)(
    'at $width×$height ($lang, $theme), every step',
    async (walk) => {
      const context = await browser.newContext({
        viewport: { width: walk.width, height: walk.height },
        locale: walk.lang === 'ja' ? 'ja-JP' : 'en-US',
        colorScheme: walk.theme,
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      const say = walk.lang === 'ja' ? ja : en;
      await open(page);
      const record = { ...example(game), id: `fit-${game}` };
      await seed(page, record);
      await openGame(page, record.id);
      const n = record.entries.length;
      for (let k = n; k > 0; k--) {
        await tap(page, say['table.undo'] as string);
        await settled(page, k - 1);
      }
      const dir = `shots/fit/${game}/${walk.width}x${walk.height}-${walk.lang}-${walk.theme}`;
      if (SHOTS) mkdirSync(dir, { recursive: true });
      const failures: string[] = [];
      const cut: string[] = [];
      // Where each step's control stood when the step first came: it stands there every time the step comes
      // again, whatever was entered before (a player's eyes and thumb go back to the same place).
      // Its size may follow what it holds from one turn to the next (the dice left, the bidders), but not
      // between consecutive entries of one step.
      const places = new Map<string, { k: number; control: Measure['control'] }>();
      let last: Measure | null = null;
      const differ = (a: Measure['control'], b: Measure['control'], edges: number[]) =>
        edges.some((i) => Math.abs((a?.[i] ?? 0) - (b?.[i] ?? 0)) > 1);
      const stays = (k: number, m: Measure) => {
        const previous = last;
        last = m;
        if (!m.control || m.announced || m.phase === 'over') return;
        const first = places.get(m.phase);
        if (!first) places.set(m.phase, { k, control: m.control });
        else if (differ(first.control, m.control, [0, 1]))
          m.problems.push(`the control stands at ${m.control}, at ${first.control} in step ${first.k}`);
        if (previous?.phase === m.phase && !previous.announced && differ(previous.control, m.control, [2, 3]))
          m.problems.push(`the control changed size from ${previous.control} to ${m.control}`);
      };
      for (let k = 0; k <= n; k++) {
        if (k > 0) {
          await tap(page, say['table.redo'] as string);
          await settled(page, k);
        }
        const m = await measure(page);
        stays(k, m);
        for (const p of m.problems) failures.push(`step ${k} (${m.phase}): ${p}`);
        if (m.cut) cut.push(`step ${k}: ${m.cut}`);
        if (SHOTS) await page.screenshot({ path: `${dir}/${String(k).padStart(3, '0')}.png` });
        // What the app did by itself is said in place of the control until acknowledged: do so, and look again.
        if (await page.locator('[data-ack]').count()) {
          await page.locator('[data-ack]').evaluate((b) => (b as HTMLButtonElement).click());
          const after = await measure(page);
          stays(k, after);
          for (const p of after.problems) failures.push(`step ${k} (${after.phase}, acknowledged): ${p}`);
          if (SHOTS) await page.screenshot({ path: `${dir}/${String(k).padStart(3, '0')}b.png` });
        }
      }
      await context.close();
      if (cut.length > 0)
        console.log(`${game} ${walk.width}×${walk.height} ${walk.lang}: echoes cut\n${cut.join('\n')}`);
      expect(failures.slice(0, 40)).toEqual([]);
    },
    // 行商's walk (177 entries undone, then redone one by one, each measured and photographed) takes 15 – 25 s
    // on a quiet machine; a CI run on a busy shared one once needed more than 240 s.
    600_000,
  );
});
