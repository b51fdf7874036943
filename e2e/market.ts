// A スーパーマーケット game at the table in English, as the table e2e files play it: a new game of three, cards
// tapped on the grid, what the rules do by themselves acknowledged.
import type { Page } from 'playwright-core';
import { en as shell } from '../src/app/strings/all';
import { en as game } from '../src/games/supermarket/i18n.en';
import { drawnCount, open, settled } from './browser';
import { sayer } from './strings';

/** The app's sentences in English, the shell's and the game's. */
export const s = sayer(shell, game);
const SUIT: Record<string, string> = { u: 'unagi', m: 'umeboshi', s: 'suika', t: 'tempura' };

/** A button by its whole name. */
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** Starts a game of Aki, Ben and Chie from home (the test server's, or the one at `origin`). */
export async function newGame(page: Page, origin?: string): Promise<void> {
  if (origin) {
    await page.goto(`${origin}/#/`);
    await page.locator('.top-bar').waitFor();
  } else await open(page);
  await button(page, s('home.new')).click();
  // Home's own lists name the game too: the new-game screen's pick (drawn a frame or more after the tap).
  await page.locator('button.pick', { hasText: s('game.supermarket.name') }).click();
  for (const [i, name] of ['Aki', 'Ben', 'Chie'].entries())
    await page.getByLabel(s('new.name', { n: i + 1 })).fill(name);
  await button(page, s('new.start')).click();
  await page.getByRole('group', { name: s('supermarket.ui.grid') }).waitFor();
}
/** Taps cards on the grid; what the rules do by themselves at a trick's end is acknowledged, as the table would. */
export async function play(page: Page, cards: string): Promise<void> {
  for (const code of cards.split(' ')) {
    const name = `${s(`supermarket.suit.${SUIT[code[0] ?? '']}`)} ${code.slice(1)}`;
    const n = await drawnCount(page);
    await page
      .getByRole('group', { name: s('supermarket.ui.grid') })
      .getByRole('button', { name, exact: true })
      .click();
    await page
      .locator(`main.table[data-drawn="${n + 1}"], main.table[data-drawn="${n + 2}"]`)
      .first()
      .waitFor();
    if (await page.locator('[data-ack]').count()) await page.locator('[data-ack]').click();
  }
}
/** The うなぎ (eel) shelf's ◇ marker, as the table strip's summary line shows it once the table is drawn whole. */
export async function eelShelf(page: Page): Promise<string | null> {
  await settled(page);
  return page.locator('.sm-shelves .sm-shelf').first().locator('strong').textContent();
}
/** The number of log entries, as the log's heading says it once the table is drawn whole (see `settled`). */
export async function logCount(page: Page): Promise<number> {
  await settled(page);
  return Number(/\d+/.exec((await page.locator('#log-heading').textContent()) ?? '')?.[0]);
}
/** Waits until the turn line says every entry is saved. */
export const saved = (page: Page) => page.locator('.save-status[data-saved="yes"]').waitFor();

/**
 * A new game brought to a re-fit. Trick 1: Aki Eel 9, Ben Eel 3, Chie Eel 2 (Aki takes it); trick 2: Aki Ume 5,
 * Ben Ume 9, Chie Ume 8. Chie's Eel 2 (entry 3) corrected to Ume 5: then Aki's Ume 5 (entry 4) cannot have
 * been played, and opens at once with its reason.
 */
export async function toRefit(page: Page): Promise<void> {
  await newGame(page);
  await play(page, 'u9 u3 u2 m5 m9 m8');
  await page.getByRole('button', { name: s('log.correctN', { n: 3 }) }).click();
  await play(page, 'm5');
  await page.locator('[data-amend="refit"]').waitFor();
}
