// Nothing entered is lost, in a real browser: a really full disk (Chromium's database folder on a small tmpfs that
// the test fills and frees) is recovered from without a reload; a game reopened while its entries still
// wait to be saved keeps one writer and its order; plain http on a LAN name works for play; hostile
// records open with their refused entries listed and never counted.

import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { en } from '../src/app/strings/all';
import { en as owedEn } from '../src/app/strings/owed';
import type { GameRecord } from '../src/engine/record';
import { baseUrl, failWrites, open, reloadAsksFirst, settled, waitForServiceWorker } from './browser';
import { deployUpdate, undeploy } from './deploy';
import { cleanUp, phoneAt, profileDir, smallDisk } from './disk';
import { openGame, tap } from './fit';
import { seed } from './seed';
import { sayer } from './strings';

const s = sayer(en);
const example = (game: string): GameRecord =>
  JSON.parse(readFileSync(new URL(`../docs/examples/${game}.json`, import.meta.url), 'utf8'));
const saved = (page: Page) => page.locator('.save-status[data-saved="yes"]').waitFor();
afterAll(async () => {
  cleanUp();
  await undeploy();
});
describe('storage that heals', () => {
  it('a really full disk: entries wait on screen and at home, an update waits for them, and they are saved once space is freed, with no reload', async () => {
    const disk = smallDisk(16);
    if (typeof disk === 'string') throw new Error(disk);
    const context = await phoneAt(disk.dir);
    const page = context.pages()[0] ?? (await context.newPage());
    await open(page);
    await waitForServiceWorker(page);
    await page.locator('html[data-sw="listening"]').waitFor({ state: 'attached' });
    const record = { ...example('supermarket'), id: 'disk' };
    await seed(page, record);
    await openGame(page, record.id);
    const n = record.entries.length;
    const back = 40;
    for (let k = 1; k <= back; k++) {
      await tap(page, s('table.undo'));
      await settled(page, n - k);
    }
    await saved(page);

    // A new version arrives (and installs) before the disk fills; mid-game it is only marked on the menu (the
    // table does not move), and it is accepted later, from home.
    await deployUpdate(page, 'version found before the disk filled');
    await page.getByRole('button', { name: s('nav.settingsUpdate') }).waitFor();
    expect(await page.locator('.update-offer').count()).toBe(0);

    // A small entry may still fit in the last page of the database's log file: enter until one does not.
    disk.fill();
    let k = n - back;
    const problem = page.locator('.save-problem');
    while (k < n && (await problem.count()) === 0) {
      await tap(page, s('table.redo'));
      await settled(page, ++k);
      await page.waitForTimeout(250);
      if (await page.locator('[data-ack]').count()) await page.locator('[data-ack]').click();
    }
    await problem.waitFor({ timeout: 15_000 });
    expect(k, 'a write failed before the game was entered again').toBeLessThan(n);
    // What the database made since the disk filled is held too, and what it freed meanwhile taken.
    disk.fill();
    // One more entry while the disk is full: it waits too, and the screen counts both.
    await tap(page, s('table.redo'));
    await settled(page, ++k);
    await page.getByText(s('save.failed', { n: 2 })).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: s('save.export') }).count()).toBe(1);

    // Home, with the disk still full (issue 36): the two entries follow the game out of its screen; home says
    // so, and leaving the page asks first.
    await page.locator('.top-bar .brand').click();
    const owed = page.locator('[data-owed]');
    await owed.waitFor();
    expect(await owed.textContent()).toContain(
      sayer(owedEn)('owed.line', {
        game: s('game.supermarket.name'),
        players: 'あおい・けんじ・さくら・たろう',
        n: 2,
      }),
    );
    // The database may free some of its own space meanwhile (a compaction): take that too, so that the
    // entries really wait. Accepting the update from home does not reload over them: it waits, and says why.
    disk.fill();
    await tap(page, s('update.reload'));
    await page.getByText(s('update.blocked')).waitFor();
    expect(await owed.count()).toBe(1);
    await reloadAsksFirst(page);

    disk.free();
    // The app retries by itself, from home too: a new connection, then both entries in order; then the update
    // is offered again, and taken.
    await owed.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByText(s('update.ready')).waitFor();
    await Promise.all([page.waitForEvent('load'), tap(page, s('update.reload'))]);
    await openGame(page, record.id);
    await settled(page, k);
    await context.close();
  });

  it('a game reopened while its entries still wait keeps one writer: the log stays in order', async () => {
    const dir = profileDir('profile');
    const context = await phoneAt(dir);
    const page = context.pages()[0] ?? (await context.newPage());
    await open(page);
    const record = { ...example('mercator'), id: 'reopen' };
    await seed(page, record);
    await openGame(page, record.id);
    const n = record.entries.length;
    await tap(page, s('table.undo'));
    await tap(page, s('table.undo'));
    await settled(page, n - 2);
    await saved(page);
    // Writes fail: the first redo waits in memory.
    await failWrites(page, true);
    await tap(page, s('table.redo'));
    await page.getByText(s('save.failed', { n: 1 })).waitFor();
    // Home, then the same game again: the same session, with its waiting entry; then the next entry.
    await page.evaluate(() => {
      window.location.hash = '#/';
    });
    await page.locator('#saved-heading').waitFor();
    await page.evaluate((id) => {
      window.location.hash = `#/game/${id}`;
    }, record.id);
    await settled(page, n - 1);
    await tap(page, s('table.redo'));
    await settled(page, n);
    await failWrites(page, false);
    await saved(page);
    await page.reload();
    await settled(page, n);
    const stored = await page.evaluate(async (id) => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const req = indexedDB.open('choba');
        req.onsuccess = () => resolve(req.result);
      });
      const rows = await new Promise<{ entry: unknown }[]>((resolve) => {
        const req = db
          .transaction('entries')
          .objectStore('entries')
          .getAll(IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]));
        req.onsuccess = () => resolve(req.result);
      });
      return rows.map((r) => r.entry);
    }, record.id);
    expect(stored.map((e) => (e as { action: unknown }).action)).toEqual(
      record.entries.map((e) => (e.kind === 'act' ? e.action : null)),
    );
    await context.close();
  });
});

describe('plain http on a LAN address', () => {
  it('creates and plays a game where crypto.randomUUID and Web Locks are missing', async () => {
    // A name that is not localhost makes the page a non-secure context, as a LAN address is; it still
    // reaches the preview server on loopback, so no traffic leaves this machine.
    const dir = profileDir('lan');
    const port = new URL(baseUrl()).port;
    const context = await phoneAt(dir, ['--host-resolver-rules=MAP table.lan 127.0.0.1']);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`http://table.lan:${port}/#/`);
    await page.locator('.top-bar').waitFor();
    const env = await page.evaluate(() => ({
      secure: window.isSecureContext,
      uuid: typeof crypto.randomUUID,
      locks: typeof navigator.locks,
    }));
    expect(env).toEqual({ secure: false, uuid: 'undefined', locks: 'undefined' });
    await page.getByRole('button', { name: s('home.new'), exact: true }).click();
    await page.locator('button.pick', { hasText: /Supermarket/ }).click();
    for (const [i, name] of ['Aki', 'Ben', 'Chie'].entries()) {
      await page.getByLabel(s('new.name', { n: i + 1 })).fill(name);
    }
    await page.getByRole('button', { name: s('new.start'), exact: true }).click();
    await page.locator('[data-entries="0"]').waitFor();
    await page.locator('[data-tile]:not([disabled])').first().click();
    await settled(page, 1);
    await saved(page);
    await page.reload();
    await settled(page, 1);
    // A second tab on the same game only shows it: the claim goes over a BroadcastChannel here.
    const second = await context.newPage();
    await second.goto(page.url());
    await second.getByText(s('app.err.otherTab')).waitFor();
    await context.close();
  });
});

describe('records are never trusted unchecked', () => {
  it('opens hostile records with their refused entries listed, never counted, and home agrees', async () => {
    const dir = profileDir('hostile');
    const context = await phoneAt(dir);
    const page = context.pages()[0] ?? (await context.newPage());
    const edo = example('edo');
    const badRoll = { ...edo, id: 'bad-roll', entries: edo.entries.slice(0, 12) };
    badRoll.entries[5] = { kind: 'act', action: { type: 'roll', dice: null }, at: edo.createdAt } as never;
    const market = example('supermarket');
    const badCard = { ...market, id: 'bad-card', entries: [...market.entries] };
    const last = badCard.entries.at(-1) as { kind: 'act'; action: Record<string, unknown>; at: string };
    badCard.entries[badCard.entries.length - 1] = { ...last, action: { ...last.action, rank: 10 } };
    const file = { format: 'choba-export', version: 1, exportedAt: edo.createdAt, games: [badRoll, badCard] };
    await open(page, '#/settings');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'hostile.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await page.getByText(s('import.done', { added: 2, duplicates: 0 })).waitFor();
    await open(page, '#/');
    // The card of rank 10 is not played: the last trick is not complete, so the game is not over.
    const row = page.locator('.game-row', { hasText: 'Supermarket' });
    expect(await row.textContent()).toContain(s('home.playing'));
    await openGame(page, 'bad-card');
    expect(await page.locator('main').getAttribute('data-phase')).not.toBe('over');
    expect(await page.locator('.rejected-list li').count()).toBe(1);
    await openGame(page, 'bad-roll');
    expect(await page.locator('.rejected-list li').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the small ones', () => {
  it('a malformed address, a lock on a deleted game and a long unbroken name each leave a usable page', async () => {
    const dir = profileDir('small');
    const context = await phoneAt(dir);
    const page = context.pages()[0] ?? (await context.newPage());
    // `#/game/%` cannot be decoded: the page says so and offers the way home.
    await page.goto(`${baseUrl()}/#/game/%`);
    await page.getByText(s('route.notFound')).waitFor();
    await page.getByRole('button', { name: s('nav.home'), exact: true }).click();
    await page.locator('#saved-heading').waitFor();
    // A booth lock on a game that was deleted ends instead of leading back to it for ever.
    await page.evaluate(() => localStorage.setItem('choba.lock', 'deleted-game'));
    await page.reload();
    await page.getByText(s('app.err.noGame')).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('choba.lock'))).toBeNull();
    await page.getByRole('button', { name: s('nav.home'), exact: true }).click();
    await page.locator('#saved-heading').waitFor();
    // Forty letters without a space wrap inside the phone's width.
    const record = example('mercator');
    const long = 'W'.repeat(40);
    const players = record.players.map((p, i) => (i === 0 ? { ...p, name: long } : p));
    await seed(page, { ...record, id: 'long-name', players });
    await openGame(page, 'long-name');
    await page.locator('.log').evaluate((el) => el.scrollIntoView());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
