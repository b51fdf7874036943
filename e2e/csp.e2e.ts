// The Content-Security-Policy of the built app: no inline script, no eval, no inline style, and no screen
// of the shell or of a registered game trips it (a violation is recorded both as an event and on the console).
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '../src/app/strings/all';
import { GAME_IDS, type GameId } from '../src/engine/types';
import { baseUrl, launch, open, phone, waitForServiceWorker } from './browser';
import { sayer } from './strings';

/** A Japanese string of the shell (the contexts are ja-JP). */
const s = sayer(ja);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Violation = { directive: string; blocked: string; source: string; line: number; sample: string };
declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

/** A page that records every CSP violation, as a DOM event and as a console error. */
async function watched(context: BrowserContext): Promise<{ page: Page; logged: string[] }> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        source: e.sourceFile,
        line: e.lineNumber,
        sample: e.sample,
      }),
    );
  });
  const logged: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content.Security.Policy/i.test(msg.text())) logged.push(msg.text());
  });
  return { page, logged };
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

/** The policy of the meta element, as directive -> sources. */
async function policy(page: Page): Promise<Map<string, string[]>> {
  const content = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(content).toBeTruthy();
  return new Map(
    (content as string)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** Goes to a hash route inside the running app (no reload: the recorded events stay on the page). */
async function go(page: Page, hash: string, ready: (page: Page) => Locator): Promise<void> {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
  await ready(page).first().waitFor();
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name, exact: true });

describe('Content-Security-Policy', () => {
  it('forbids inline script, eval and inline style, and the built page has none', async () => {
    const context = await phone(browser);
    const { page } = await watched(context);
    await open(page);
    const csp = await policy(page);
    const all = [...csp.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    // WebAssembly only (the receiving screen's QR decoder, compiled from the app's own .wasm): never eval().
    const script = csp.get('script-src') ?? csp.get('default-src');
    expect(script).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('style-src') ?? csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);

    const html = await (await fetch(`${baseUrl()}/`)).text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc="\/[^"]+"/);
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    await context.close();
  });

  it('is enforced: an inline script or a style attribute is refused and reported', async () => {
    const context = await phone(browser);
    const { page, logged } = await watched(context);
    await open(page);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
      const div = document.createElement('div');
      div.setAttribute('style', 'color: red');
      document.body.append(div);
      await new Promise((r) => setTimeout(r, 100));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    const seen = (await violations(page)).map((v) => v.directive).sort();
    expect(seen).toEqual(['script-src-elem', 'style-src-attr']);
    await expect.poll(() => logged.length).toBe(2);
    await context.close();
  });

  it('is never violated on any screen of the shell or of a registered game', async () => {
    const context = await phone(browser);
    const { page, logged } = await watched(context);
    await open(page);
    await go(page, '#/new', heading(s('new.pick')));
    const picks = await page
      .locator('.pick')
      .evaluateAll((els) => els.map((e) => !(e as HTMLButtonElement).disabled));
    const games: GameId[] = GAME_IDS.filter((_, i) => picks[i]);
    for (const id of games) {
      const name = s(`game.${id}.name`);
      await go(page, `#/new/${id}`, (p) => p.getByRole('button', { name: s('new.start'), exact: true }));
      await page.getByRole('button', { name: s('new.start'), exact: true }).click();
      await page.waitForFunction(() => location.hash.startsWith('#/game/'));
      await page.locator('.turn').waitFor();
      await page.getByRole('button', { name: s('history.open'), exact: true }).click();
      await page.locator('.history').waitFor();
      await go(page, `#/check/${id}`, heading(`${name} — ${s('home.check')}`));
      await go(page, `#/sample/${id}`, heading(`${name} — ${s('sample.title')}`));
    }
    await go(page, '#/', (p) => (games.length > 0 ? p.locator('.game-list') : p.locator('#saved-heading')));
    await go(page, '#/settings', heading(s('settings.title')));
    await go(page, '#/players', heading(s('players.title')));
    expect(await violations(page)).toEqual([]);
    // A reload with the service worker in control serves the page from its cache: the same policy holds.
    await waitForServiceWorker(page);
    await page.reload();
    await page.locator('.top-bar').waitFor();
    await go(page, '#/new', heading(s('new.pick')));
    expect(await violations(page)).toEqual([]);
    expect(logged).toEqual([]);
    await context.close();
  });
});
