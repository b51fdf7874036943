// The board and the record in step (issue 31), at 360×640 in both languages: a missed card inserted in
// スーパーマーケット hands a face-down trick to another player, and the list says which trick goes from whom to
// whom; a 行商 load corrected to come from another player's shipping area says which good goes where; the
// board check shows where everything lies. Screenshots of the lists and board checks go to shots/board/.
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as shellEn, ja as shellJa } from '../src/app/strings/all';
import { en as boardEn, ja as boardJa } from '../src/app/strings/board';
import { movedByRules } from '../src/engine/board';
import type { GameRecord } from '../src/engine/record';
import { replayWith } from '../src/engine/replay';
import { GAME_IDS } from '../src/engine/types';
import { MODULES } from '../src/games/all';
import { strings as gyosho } from '../src/games/gyosho/i18n';
import { strings as supermarket } from '../src/games/supermarket/i18n';
import { axeViolations } from './axe';
import { launch, open, phone } from './browser';
import { openGame } from './fit';
import { seed } from './seed';
import { type Say, sayer } from './strings';

const SHOTS = process.env.FIT_SHOTS !== '0';
const LANGS = [
  { lang: 'ja', theme: 'light', locale: 'ja-JP' },
  { lang: 'en', theme: 'dark', locale: 'en-US' },
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

/** A phone at 360×640 in `lang`, with the game `record` saved on it and opened. */
async function phoneWith(walk: (typeof LANGS)[number], record: GameRecord): Promise<Page> {
  const context = await phone(browser, walk.locale, walk.theme);
  const page = await context.newPage();
  await open(page);
  await seed(page, record);
  await openGame(page, record.id);
  return page;
}

/** The lines of the list of what to move, as shown. */
const moveLines = (page: Page) =>
  page.locator('[data-move]').evaluateAll((els) => els.map((e) => e.textContent?.trim() ?? ''));

/** The done key stands in the first screen, where the control stood; axe finds nothing on the list. */
async function doneInView(page: Page): Promise<void> {
  const box = await page.locator('[data-ack]').boundingBox();
  expect(box && box.y + box.height <= 640).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync('shots/board', { recursive: true });
  await page.screenshot({ path: `shots/board/${name}.png` });
}

describe.each(LANGS)('the board and the record ($lang, $theme)', (walk) => {
  const shell = walk.lang === 'ja' ? { ...shellJa, ...boardJa } : { ...shellEn, ...boardEn };

  it('スーパーマーケット: a missed card inserted hands trick 5 from たろう to けんじ, and the list says so', async () => {
    const s: Say = sayer(shell, supermarket[walk.lang]);
    // Round 1's first five tricks (docs/examples/supermarket.json); trick 5 is あおい て3, けんじ て2, さくら す8,
    // たろう て6: たろう takes it with the highest てんぷら.
    const full = example('supermarket');
    const record = { ...full, id: `board-sm-${walk.lang}`, entries: full.entries.slice(0, 20) };
    const page = await phoneWith(walk, record);
    // あおい really led てんぷら1 before her て3: trick 5 is あおい て1, けんじ て3, さくら て2, たろう す8 and けんじ takes
    // it (て3 is the highest てんぷら); the て6 entered as its fourth card leads trick 6 for けんじ.
    await page.getByRole('button', { name: s('log.correctN', { n: 17 }) }).click();
    await page.getByRole('button', { name: s('amend.toInsert') }).click();
    // The grid names a card "suit number" in both languages.
    const card = `${s('supermarket.suit.tempura')} 1`;
    await page
      .getByRole('group', { name: s('supermarket.ui.grid') })
      .getByRole('button', { name: card, exact: true })
      .click();
    await page.locator('[data-stop="past"]').waitFor();
    await doneInView(page);
    const lines = await moveLines(page);
    const trick = s('board.move', {
      what: s('supermarket.board.trickDown', { trick: 5, n: 4 }),
      from: s('supermarket.board.front', { p: 'たろう' }),
      to: s('supermarket.board.front', { p: 'けんじ' }),
    });
    expect(lines).toContain(trick);
    // The cards of the face-down tricks are named nowhere in the list.
    for (const line of lines)
      expect(line).not.toContain(s('supermarket.card', { suit: s('supermarket.suit.tempura'), rank: 6 }));
    await shot(page, `supermarket-insert-${walk.lang}-${walk.theme}`);
    // A tab reloaded before the table did it: the correction's list stands again, from the table as it lay.
    await page.reload();
    await page.locator('[data-stop="past"]').waitFor();
    expect(await moveLines(page)).toEqual(lines);
    await page.locator('[data-ack]').click();
    await page.locator('[data-stop]').waitFor({ state: 'detached' });
    // The log shows every entry as in the game: the て6 placed again is no refused line.
    expect(await page.locator('.log-line.rejected').count()).toBe(0);
    await page.context().close();
  });

  it('行商: a load corrected to come from Aki’s shipping area says the wine goes back to Chie’s', async () => {
    const s: Say = sayer(shell, gyosho[walk.lang]);
    // Entry 76 of docs/examples/gyosho.json: Ben loads a wine from Chie's shipping area; Aki's area in that
    // city holds wine too. Corrected to Aki's, the wine Ben took must come out of Aki's area, not Chie's.
    const full = example('gyosho');
    const record = { ...full, id: `board-gy-${walk.lang}`, entries: full.entries.slice(0, 80) };
    const page = await phoneWith(walk, record);
    await page.getByRole('button', { name: s('log.correctN', { n: 76 }) }).click();
    await page.getByText(s('amend.fixWas', { n: 76, line: '' }).trim()).waitFor();
    const wine = s('gyosho.good.wine');
    await page
      .getByRole('button', { name: new RegExp(`${wine}.*Aki`) })
      .first()
      .click();
    await page.locator('[data-stop="past"]').waitFor();
    await doneInView(page);
    const lines = await moveLines(page);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(wine);
    // From Aki's shipping area to Chie's, in the city where Ben loaded.
    const [from, to] = (lines[0] ?? '').split(walk.lang === 'ja' ? ' → ' : ' to ');
    expect(from).toContain('Aki');
    expect(to).toContain('Chie');
    await shot(page, `gyosho-correct-${walk.lang}-${walk.theme}`);
    await page.context().close();
  });

  it.each(GAME_IDS)(
    '%s: the first entry whose rules move something stops play with its list',
    async (game) => {
      const full = example(game);
      const module = MODULES[game];
      if (!module?.board) throw new Error(`${game} has no board`);
      // The first entry of the example after which the rules moved something by themselves, found by the
      // kernel (which entries they are is each game's board.test.ts, worked by hand).
      const steps: [unknown, unknown][] = [];
      const result = replayWith(module, full, (slot, before) => steps.push([before, slot.action]));
      if (!result.ok) throw new Error(result.violation.code);
      const board = module.board;
      const k = steps.findIndex(([before, action], i) => {
        const after = i + 1 < steps.length ? steps[i + 1]?.[0] : result.state;
        return movedByRules(board, before, action, after).length > 0;
      });
      expect(k).toBeGreaterThanOrEqual(0);
      const record = {
        ...full,
        id: `board-stop-${game}-${walk.lang}`,
        entries: full.entries.slice(0, k + 1),
      };
      const page = await phoneWith(walk, record);
      // Taken back: what the rules moved on it, which the table did, is listed to be moved back.
      await page.getByRole('button', { name: shell['table.undo'] as string, exact: true }).click();
      await page.locator(`[data-entries="${k}"]`).waitFor();
      await page.locator('[data-stop="past"]').waitFor();
      expect(await page.locator('#checklist-title').textContent()).toBe(shell['board.undone']);
      expect(await page.locator('[data-move]').count()).toBeGreaterThan(0);
      await page.locator('[data-ack]').click();
      // Entered again (redo): the rules move it all once more.
      await page.getByRole('button', { name: shell['table.redo'] as string, exact: true }).click();
      await page.locator('[data-stop="ruled"]').waitFor();
      await doneInView(page);
      expect(await page.locator('[data-move]').count()).toBeGreaterThan(0);
      await shot(page, `ruled-${game}-${walk.lang}-${walk.theme}`);
      // The list outlives the screen: the tab reloaded, or home and back, it stands as it was until done.
      const listed = await moveLines(page);
      await page.reload();
      await page.locator('[data-stop="ruled"]').waitFor();
      expect(await moveLines(page)).toEqual(listed);
      await page.locator('.top-bar .brand').click();
      await page.locator('.game-list').waitFor();
      await openGame(page, record.id);
      await page.locator('[data-stop="ruled"]').waitFor();
      expect(await moveLines(page)).toEqual(listed);
      await page.locator('[data-ack]').click();
      await page.locator('[data-stop]').waitFor({ state: 'detached' });
      await page.locator('[data-control]').first().waitFor();
      await page.context().close();
    },
  );

  it.each(GAME_IDS)('%s: the board check lists every player and the shared areas', async (game) => {
    const full = example(game);
    const record = {
      ...full,
      id: `board-check-${game}-${walk.lang}`,
      entries: full.entries.slice(0, Math.floor(full.entries.length / 2)),
    };
    // A heading for each player with a place on the board, in seat order, then the shared areas if the game has any.
    const replayed = replayWith(MODULES[game], record);
    if (!replayed.ok) throw new Error(`${game}: the example's setup is refused`);
    const places = MODULES[game].board.of(replayed.state).places;
    const owned = record.players.filter((_, p) => places.some((place) => place.owner === p));
    const shared = places.some((place) => place.owner === undefined) ? [shell['board.shared']] : [];
    const page = await phoneWith(walk, record);
    await page.getByRole('button', { name: shell['board.open'] as string }).click();
    const check = page.locator('.board-check');
    await check.waitFor();
    const headings = await check.locator('h3').allTextContents();
    expect(headings).toEqual([...owned.map((p) => p.name), ...shared]);
    // A board of no places would pass on two empty lists.
    expect(headings.length).toBeGreaterThan(0);
    // The way back is the big control, in the first screen.
    const back = await page.getByRole('button', { name: shell['board.close'] as string }).boundingBox();
    expect(back && back.y + back.height <= 640).toBe(true);
    await shot(page, `check-${game}-${walk.lang}-${walk.theme}`);
    await page.getByRole('button', { name: shell['board.close'] as string }).click();
    await check.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
