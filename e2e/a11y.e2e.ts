// Accessibility of every screen, checked by axe-core in the light and the dark theme on a 360 x 640 phone:
// the shell's screens, the end of each example game (also on a locked screen), and for each game registered
// in src/games/index.ts its new-game form, the table of a game created through the screens (and its
// history view), its quick check and its sample game. Also:
// every control has a name a screen reader reads (Chromium's own accessibility tree), and whose turn it is
// is announced (the table's turn strip is a live region naming the players by name and shape).
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '../src/app/strings/all';
import { ja as board } from '../src/app/strings/board';
import { GAME_IDS, type GameId } from '../src/engine/types';
import { axeViolations } from './axe';
import { launch, open, phone } from './browser';
import { sayer } from './strings';

/** The games the app registers: every game of the list (src/games/index.ts has a loader for each id). */
const REGISTERED: readonly GameId[] = GAME_IDS;

/** A Japanese string of the shell (the contexts are ja-JP). */
const s = sayer(ja, board);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const CONTROL_ROLES = new Set([
  'button',
  'checkbox',
  'combobox',
  'link',
  'listbox',
  'menuitem',
  'radio',
  'searchbox',
  'slider',
  'spinbutton',
  'switch',
  'tab',
  'textbox',
]);

type AXNode = {
  ignored: boolean;
  role?: { value?: string };
  name?: { value?: string };
  backendDOMNodeId?: number;
};

/** Controls without an accessible name, as Chromium's accessibility tree (what a screen reader gets) has them. */
async function unnamedControls(context: BrowserContext, page: Page): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as unknown as { nodes: AXNode[] };
    const controls = nodes.filter((n) => !n.ignored && CONTROL_ROLES.has(String(n.role?.value)));
    if (controls.length === 0) return ['no control found in the accessibility tree'];
    const unnamed: string[] = [];
    for (const node of controls) {
      if (String(node.name?.value ?? '').trim() !== '') continue;
      const html =
        node.backendDOMNodeId === undefined
          ? '?'
          : (await cdp.send('DOM.getOuterHTML', { backendNodeId: node.backendDOMNodeId })).outerHTML;
      unnamed.push(`unnamed ${node.role?.value}: ${html.slice(0, 160)}`);
    }
    return unnamed;
  } finally {
    await cdp.detach();
  }
}

/** The page background of each theme (生成り paper in the light one, ink in the dark one). */
const PAPER = { light: 'rgb(246, 241, 231)', dark: 'rgb(20, 22, 27)' };

/** Problems found, each listed once with every screen and theme it was found on. */
class Problems {
  private readonly found = new Map<string, string[]>();

  add(where: string, problem: string): void {
    this.found.set(problem, [...(this.found.get(problem) ?? []), where]);
  }

  /** Readable: the problem, then where. */
  list(): string[] {
    return [...this.found].map(([problem, where]) => `${problem}\n    on: ${where.join('; ')}`);
  }
}

/** Checks the screen as it is now in both themes and records what is wrong, labelled with the screen. */
async function check(context: BrowserContext, page: Page, screen: string, problems: Problems): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    // The theme follows the phone's setting (the default): the page's own background proves it switched.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(PAPER[scheme]);
    for (const v of await axeViolations(page)) problems.add(`${screen} (${scheme})`, v);
  }
  for (const u of await unnamedControls(context, page)) problems.add(screen, u);
}

/** Goes to a hash route and waits for what shows the screen has rendered. */
async function go(page: Page, hash: string, ready: string | ((page: Page) => ReturnType<Page['locator']>)) {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
  await (typeof ready === 'string' ? page.locator(ready) : ready(page)).first().waitFor();
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name, exact: true });

describe('accessibility (axe-core, light and dark, 360 x 640)', () => {
  it('the built new-game picker offers exactly the games src/games/index.ts registers', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page, '#/new');
    const picks = page.locator('.pick');
    await picks.first().waitFor();
    const enabled = await picks.evaluateAll((els) => els.map((e) => !(e as HTMLButtonElement).disabled));
    expect(GAME_IDS.filter((_, i) => enabled[i])).toEqual(REGISTERED);
    await context.close();
  });

  it('the shell screens: home, new-game picker, settings, players', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page);
    await page.getByText(s('home.none')).waitFor();
    const problems = new Problems();
    await check(context, page, 'home (no games)', problems);
    await go(page, '#/new', heading(s('new.pick')));
    await check(context, page, 'new-game picker', problems);
    await go(page, '#/settings', heading(s('settings.title')));
    await check(context, page, 'settings', problems);
    await go(page, '#/players', heading(s('players.title')));
    await page.getByText(s('players.none')).waitFor();
    await check(context, page, 'players (none)', problems);
    expect(problems.list()).toEqual([]);
    await context.close();
  });

  it('the end of every registered game (scoreboard, chart, next-game buttons), also locked, and the players page', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page, '#/settings');
    const games = REGISTERED.map((id) =>
      JSON.parse(readFileSync(new URL(`../docs/examples/${id}.json`, import.meta.url), 'utf8')),
    );
    const file = { format: 'choba-export', version: 1, exportedAt: '2026-11-22T12:00:00.000Z', games };
    await page.locator('input[type="file"]').setInputFiles({
      name: 'games.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await page.locator('.notice').waitFor();
    const problems = new Problems();
    for (const record of games) {
      await go(page, `#/game/${encodeURIComponent(record.id)}`, '.final-actions');
      await check(context, page, `${record.game} end`, problems);
    }
    await go(page, '#/players', '.player-stats > li');
    await check(context, page, 'players after every game', problems);
    const last = games.at(-1);
    await go(page, `#/game/${encodeURIComponent(last.id)}`, '.final-actions');
    await page.getByRole('button', { name: s('lock.lock'), exact: true }).click();
    await page.getByText(s('lock.on')).waitFor();
    await check(context, page, `${last.game} end, locked`, problems);
    expect(problems.list()).toEqual([]);
    await context.close();
  });

  it.each(REGISTERED.map((id) => [id]))(
    '%s: new-game form, table, history, home and players with the game, quick check, sample',
    async (id) => {
      const name = s(`game.${id}.name`);
      const context = await phone(browser);
      const page = await context.newPage();
      await open(page, `#/new/${id}`);
      const start = page.getByRole('button', { name: s('new.start'), exact: true });
      await start.waitFor();
      const problems = new Problems();
      await check(context, page, `${id} new-game form`, problems);

      await start.click();
      await page.waitForFunction(() => location.hash.startsWith('#/game/'));
      const turn = page.locator('.turn');
      await turn.waitFor();
      await page.locator('.save-status[data-saved="yes"]').waitFor();
      await check(context, page, `${id} table`, problems);

      // Whose turn it is: announced by a live region holding the step and the players due, each by name and shape.
      expect(await turn.getAttribute('aria-live')).toMatch(/^(polite|assertive)$/);
      expect(((await turn.locator('.step strong').textContent()) ?? '').trim()).not.toBe('');
      const names = Array.from({ length: 8 }, (_, i) => s('new.defaultName').replace('{n}', String(i + 1)));
      // The "+N" chip counts the players beyond those named (TurnHeader.tsx): it has no name of its own.
      for (const chip of await turn.locator('.chip:not(.chip-more)').all()) {
        expect(names).toContain(((await chip.locator('.chip-name').textContent()) ?? '').trim());
        expect(await chip.locator('svg.shape path').count()).toBe(1);
      }

      await page.getByRole('button', { name: s('history.open'), exact: true }).click();
      await page.locator('.history').waitFor();
      await check(context, page, `${id} table history`, problems);
      await page.getByRole('button', { name: s('board.open'), exact: true }).click();
      await page.locator('.board-check').waitFor();
      await check(context, page, `${id} board check`, problems);

      await go(page, '#/', '.game-list');
      await check(context, page, `home with a ${id} game`, problems);
      await go(page, '#/players', '.player-stats li');
      await check(context, page, `players after a ${id} game`, problems);
      await go(page, `#/check/${id}`, heading(`${name} — ${s('home.check')}`));
      await check(context, page, `${id} quick check`, problems);
      await go(page, `#/sample/${id}`, heading(`${name} — ${s('sample.title')}`));
      await page.locator('.history').waitFor();
      await check(context, page, `${id} sample game`, problems);
      expect(problems.list()).toEqual([]);
      await context.close();
    },
  );
});
