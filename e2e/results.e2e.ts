// Results in a real browser: an imported finished game (one player's name is hostile markup, shown as
// plain text), its scoreboard shared as a PNG made on the device, the players page, a sample game stepped
// forward from its first entry, "same players, new game" (once, and on a locked booth screen), "same game, new
// players" on a locked booth screen, and the scoreboard brought into view at the end of a game.
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as shell } from '../src/app/strings/all';
import { baseUrl, launch, open, phone } from './browser';
import { openGame, tap } from './fit';
import { seed } from './seed';
import { sayer } from './strings';

const s = sayer(shell);
const HOSTILE = '<img src=x onerror="window.pwned=1">';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The katame example game (3 players, finished), with its first player renamed to markup. */
function exportText(): string {
  const record = JSON.parse(readFileSync('docs/examples/katame.json', 'utf8'));
  record.players[0].name = HOSTILE;
  return JSON.stringify({
    format: 'choba-export',
    version: 1,
    exportedAt: '2026-11-22T12:00:00.000Z',
    games: [record],
  });
}

async function importExample(page: Page): Promise<void> {
  await open(page, '#/settings');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'games.json', mimeType: 'application/json', buffer: Buffer.from(exportText()) });
  await page.getByText(s('import.done', { added: 1, duplicates: 0 })).waitFor();
}

/** The imported katame example, finished, on a booth screen locked to it. */
async function lockedFinishedGame(page: Page): Promise<void> {
  await importExample(page);
  await page.goto(`${baseUrl()}/#/game/katame-example-1`);
  await page.locator('.scoreboard').waitFor();
  await page.getByRole('button', { name: s('lock.lock') }).click();
  await page.getByText(s('lock.on')).waitFor();
}

/** The ids of the saved games (not deleted), read straight from the app's database. */
function savedGames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('choba');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = await new Promise<{ id: string; deletedAt: string | null }[]>((resolve, reject) => {
      const request = db.transaction('games').objectStore('games').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return all.filter((g) => g.deletedAt === null).map((g) => g.id);
  });
}

/** The scoreboard's heading and its first card (the winner) are both on screen. */
function winnerInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const heading = document.querySelector('#score-heading')?.getBoundingClientRect();
    const card = document.querySelector('.score-card')?.getBoundingClientRect();
    if (!heading || !card) return false;
    // What stays pinned at the screen's top (the top bar, the table's answer line) covers what is under it.
    let pinned = 0;
    for (const el of document.querySelectorAll('.top-bar, [data-answer]')) {
      const box = el.getBoundingClientRect();
      const { position } = getComputedStyle(el);
      if ((position === 'sticky' || position === 'fixed') && box.top <= 1)
        pinned = Math.max(pinned, box.bottom);
    }
    // The heading whole below it; the winner's card whole, or begun just under the heading when taller than the rest.
    const whole = card.bottom <= window.innerHeight + 1 || heading.top <= pinned + 16;
    return heading.top >= pinned - 1 && card.top < window.innerHeight && whole;
  });
}

function pngSize(bytes: Buffer): [number, number] {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('results', () => {
  it('shows a hostile name as text, shares the scoreboard as a PNG, and counts the game on the players page', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await importExample(page);
    await page.getByRole('button', { name: s('nav.home') }).click();
    await page.locator('.game-open').first().click();
    await page.getByRole('heading', { name: s('score.title') }).waitFor();
    expect(await page.locator('.scoreboard .chip-name').allTextContents()).toContain(HOSTILE);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.locator('.scoreboard img').count()).toBe(0);
    // The chart of how the money moved ends at the final money worked out by hand (29, 57, 70).
    const caption = await page.locator('figure.chart figcaption').textContent();
    expect(caption).toContain('Money over the game');
    expect(caption).toContain('Ken 57');
    expect(caption).toContain('Mio 70');
    expect(await page.locator('figure.chart polyline:not(.chart-casing)').count()).toBe(3);

    const [download] = (await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: s('final.share') }).click(),
    ])) as [Download, unknown];
    expect(download.suggestedFilename()).toMatch(/^choba-katame-\d{4}-\d{2}-\d{2}\.png$/);
    const bytes = readFileSync((await download.path()) as string);
    const [width, height] = pngSize(bytes);
    expect(width).toBe(720);
    expect(height).toBeGreaterThan(300);
    expect(bytes.length).toBeGreaterThan(5000);

    await page.goto(`${baseUrl()}/#/players`);
    await page.getByRole('heading', { name: 'Ken' }).waitFor();
    expect(await page.locator('.player-stats > li').count()).toBe(3);
    await context.close();
  });

  it('prints the scoreboard headed by the game and the day it was played, without the controls', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await importExample(page);
    await page.goto(`${baseUrl()}/#/game/katame-example-1`);
    await page.locator('.scoreboard').waitFor();
    const head = page.locator('.print-head');
    expect(await head.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    // The example's last entry was made on 2026-11-22 (13:23 UTC), the day the sheet names.
    expect(await head.textContent()).toBe('One-Eyed Merchant — November 22, 2026');
    expect(await head.isVisible()).toBe(true);
    // The sheet starts with it: the turn's header above it is not printed.
    expect(await page.locator('.screen.table > .turn').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: s('final.share') }).isVisible()).toBe(false);
    await context.close();
  });

  it.each(['en-US', 'ja-JP'])(
    'the shared picture (%s) fits every text: titles shrink, long lines wrap',
    async (locale) => {
      const context = await phone(browser, locale);
      const page = await context.newPage();
      await open(page, '#/settings');
      const games = ['gyosho', 'mercator', 'edo', 'supermarket'].map((g) =>
        JSON.parse(readFileSync(`docs/examples/${g}.json`, 'utf8')),
      );
      const file = { format: 'choba-export', version: 1, exportedAt: '2026-11-22T12:00:00.000Z', games };
      await page.locator('input[type="file"]').setInputFiles({
        name: 'g.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(file)),
      });
      await page.locator('.notice').waitFor();
      mkdirSync('shots/shell', { recursive: true });
      for (const record of games) {
        await page.goto(`${baseUrl()}/#/game/${record.id}`);
        await page.locator('.final-actions').waitFor();
        // Every text the picture draws, with where it starts and how wide it is in its font.
        await page.evaluate(() => {
          const drawn: { text: string; x: number; width: number; align: string; squeezed: boolean }[] = [];
          (window as unknown as { drawn: typeof drawn }).drawn = drawn;
          const fill = CanvasRenderingContext2D.prototype.fillText;
          CanvasRenderingContext2D.prototype.fillText = function (text, x, y, maxWidth) {
            drawn.push({
              text,
              x,
              width: this.measureText(text).width,
              align: this.textAlign,
              squeezed: maxWidth !== undefined,
            });
            fill.call(this, text, x, y, maxWidth);
          };
        });
        const [download] = (await Promise.all([
          page.waitForEvent('download'),
          page
            .getByRole('button', { name: locale === 'en-US' ? s('final.share') : '得点表を画像で共有' })
            .click(),
        ])) as [Download, unknown];
        await download.saveAs(`shots/shell/png-${locale}-${record.game}.png`);
        const drawn = await page.evaluate(
          () =>
            (
              window as unknown as {
                drawn: { text: string; x: number; width: number; align: string; squeezed: boolean }[];
              }
            ).drawn,
        );
        expect(drawn.length).toBeGreaterThan(10);
        // What decided each place (with the tie-break's figures) and the end's notes, as the screen says them.
        const said = await page.locator('.scoreboard .decided, .scoreboard > p').allTextContents();
        const all = drawn
          .map((d) => d.text)
          .join('')
          .replace(/\s/g, '');
        for (const text of said) expect(all, text).toContain(text.replace(/\s/g, ''));
        for (const d of drawn) {
          expect(d.squeezed, d.text).toBe(false);
          const [left, right] = d.align === 'right' ? [d.x - d.width, d.x] : [d.x, d.x + d.width];
          expect(left, d.text).toBeGreaterThanOrEqual(27.5);
          expect(right, d.text).toBeLessThanOrEqual(720 - 27.5);
        }
      }
      await context.close();
    },
  );

  it('opens a sample game at its first entry and steps it forward', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await open(page, '#/sample/katame');
    const now = page.locator('.sample-now');
    await now.waitFor();
    expect(await now.textContent()).toBe(s('history.setup'));
    const slider = page.getByRole('slider', { name: s('history.slider') });
    expect(await slider.inputValue()).toBe('0');
    const total = Number(await slider.getAttribute('max'));
    expect(total).toBeGreaterThan(100);
    expect(await page.getByRole('button', { name: s('history.back') }).isDisabled()).toBe(true);
    const next = page.getByRole('button', { name: s('sample.next') });
    await next.click();
    await next.click();
    expect(await now.textContent()).toContain(s('history.after', { n: 2, total, line: '' }).trim());
    expect(await slider.inputValue()).toBe('2');
    await page.getByRole('button', { name: s('history.back') }).click();
    expect(await now.textContent()).toContain(s('history.after', { n: 1, total, line: '' }).trim());
    // The last entry, then the final scoreboard, brought into view below the pinned top bar.
    await slider.fill(String(total - 1));
    await next.click();
    await page.locator('.scoreboard').waitFor();
    expect(await next.isDisabled()).toBe(true);
    await expect.poll(() => winnerInView(page)).toBe(true);
    await context.close();
  });

  it('starts the next game with the same players once: a second tap opens the same unplayed game', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await importExample(page);
    await page.getByRole('button', { name: s('nav.home') }).click();
    await page.locator('.game-open').first().click();
    const finished = page.url();
    await page.getByRole('button', { name: s('final.samePlayers') }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/game/') && url.href !== finished);
    const next = page.url();
    await page.locator('.turn').waitFor();
    expect(await page.locator('.log-list > li').count()).toBe(0);
    const names = await page.locator('.chip-name').allTextContents();
    for (const name of [HOSTILE, 'Ken', 'Mio']) expect(names).toContain(name);
    // Back to the finished game (the phone's back button) and "same players" again: the same new game.
    await page.goBack();
    await page.getByRole('button', { name: s('final.samePlayers') }).click();
    await page.waitForURL(next);
    expect(await savedGames(page)).toHaveLength(2);
    await page.getByRole('button', { name: s('nav.home') }).click();
    await expect.poll(() => page.locator('.game-open').count()).toBe(2);
    expect(await page.locator('.game-open').first().textContent()).toContain(s('home.playing'));
    await context.close();
  });

  it('on a locked booth screen, Undo on the finished game is refused with why, the log offers no Correct, and the result stays', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await lockedFinishedGame(page);
    await page.getByRole('button', { name: s('table.undo'), exact: true }).click();
    expect(await page.locator('[data-answer] [role="alert"]').textContent()).toBe(s('lock.err.undo'));
    expect(await page.locator('.scoreboard').count()).toBe(1);
    // Nor can the log change it: opened, it offers no Correct while the screen is locked.
    await page.locator('details.log > summary').click();
    await page.locator('details.log li').first().waitFor();
    expect(await page.getByRole('button', { name: s('log.correctN', { n: 158 }) }).count()).toBe(0);
    await page.getByRole('button', { name: s('lock.unlock') }).waitFor();
    await context.close();
  });

  it('on a locked booth screen, "same players" opens the next game still locked and saves only that one', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await lockedFinishedGame(page);
    const same = page.getByRole('button', { name: s('final.samePlayers') });
    // Two quick taps make one game.
    await same.evaluate((b) => {
      (b as HTMLButtonElement).click();
      (b as HTMLButtonElement).click();
    });
    await page.waitForURL((url) => url.hash.startsWith('#/game/') && !url.hash.includes('katame-example-1'));
    await page.locator('.turn').waitFor();
    const next = page.url();
    expect(await page.locator('[data-phase="over"]').count()).toBe(0);
    expect(await page.getByText(s('lock.on')).count()).toBe(1);
    expect(await page.getByRole('button', { name: s('lock.unlock') }).count()).toBe(1);
    expect(await savedGames(page)).toHaveLength(2);
    // Still locked after a reload: the phone stays on the new game.
    await page.reload();
    await page.locator('.turn').waitFor();
    expect(page.url()).toBe(next);
    expect(await savedGames(page)).toHaveLength(2);
    await context.close();
  });

  it('on a locked booth screen, "same game, new players" opens only that form; its game starts locked', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await lockedFinishedGame(page);
    await page.getByRole('button', { name: s('final.newPlayers') }).click();
    await page.waitForURL((url) => url.hash === '#/new/katame');
    // Still locked: the bar offers no way home, and a typed address leads back to the locked game. (The form
    // is drawn a moment after the address changes; its "Back to the locked game" is not the bar's word.)
    await page.getByLabel(s('new.name', { n: 1 })).waitFor();
    expect(await page.getByText(s('lock.on'), { exact: true }).count()).toBe(1);
    for (const [i, name] of ['Yui', 'Sora'].entries())
      await page.getByLabel(s('new.name', { n: i + 1 })).fill(name);
    await page.getByRole('button', { name: s('new.start'), exact: true }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/game/') && !url.hash.includes('katame-example-1'));
    await page.locator('.turn').waitFor();
    const next = page.url();
    expect(await page.getByRole('button', { name: s('lock.unlock') }).count()).toBe(1);
    expect(await savedGames(page)).toHaveLength(2);
    // The form is not lent any more: its address now leads back to the new game, locked.
    await page.goto(`${baseUrl()}/#/new/katame`);
    await page.waitForURL(next);
    await page.locator('.turn').waitFor();
    expect(await page.getByText(s('lock.on')).count()).toBe(1);
    await context.close();
  });

  it('at the end of a game the scoreboard is brought into view, winner first, wherever the page was', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await open(page);
    const record = JSON.parse(readFileSync('docs/examples/katame.json', 'utf8'));
    await seed(page, { ...record, id: 'reveal' });
    await openGame(page, 'reveal');
    await page.locator('.scoreboard').waitFor();
    await tap(page, s('table.undo'));
    await page.locator('[data-phase]:not([data-phase="over"])').waitFor();
    // The payout the table made on it is listed to be taken back, and is.
    await page.locator('[data-stop="past"]').waitFor();
    await page.locator('[data-ack]').click();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await tap(page, s('table.redo'));
    // The last entry's payout is said first; once done on the board, the scoreboard comes, winner in view.
    await page.locator('[data-ack]').click();
    await page.locator('.scoreboard').waitFor();
    await expect.poll(() => winnerInView(page)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('score-heading');
    expect(await page.locator('.score-card').first().locator('.chip-name').textContent()).toBe('Mio');
    await page.screenshot({ path: 'shots/shell/end-revealed.png' });
    await context.close();
  });
});
