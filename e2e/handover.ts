// Helpers of the hand-over end-to-end test (e2e/handover.e2e.ts): games brought to a page through the
// file import, a camera stand-in for the receiving page, and ways of pointing it at the sending page.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { en } from '../src/app/strings/all';
import { en as handover } from '../src/app/strings/handover';
import type { GameRecord } from '../src/engine/record';
import { strings as market } from '../src/games/supermarket/i18n';
import { finalScore, isViolation } from '../src/headless';
import { open, phone } from './browser';
import { sayer } from './strings';

/** An English string of the app (shell, hand-over, supermarket), with its placeholders filled. */
export const s = sayer(en, handover, market.en);
/** Where the screenshots of the hand-over screens go (not committed). */
export const SHOTS = 'shots/handover';
const AXE = readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');

/** axe-core's violations on the page as it is now (id and the elements), as in e2e/a11y.e2e.ts. */
export async function axeViolations(page: Page): Promise<string[]> {
  // The page's CSP refuses an injected <script>; evaluating the source through the protocol is not subject to it.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (d: Document) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> };
      }
    ).axe;
    const { violations } = await axe.run(document);
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
  });
}

/** A copy of an example game whose entries end a minute ago (so that it counts in today's tally). */
export function today(example: unknown, id: string, entries?: number): GameRecord {
  const record = structuredClone(example) as GameRecord;
  const kept = record.entries.slice(0, entries ?? record.entries.length);
  const shift = Date.now() - 60_000 - Date.parse(kept.at(-1)?.at ?? record.createdAt);
  const moved = (at: string) => new Date(Date.parse(at) + shift).toISOString();
  return {
    ...record,
    id,
    createdAt: moved(record.createdAt),
    entries: kept.map((entry) => ({ ...entry, at: moved(entry.at) })),
  };
}

/**
 * Saves games on a page through the app's own file import (Settings), as a user would bring them; waits for
 * the English message, or for any notice on a page in another language (`anyLanguage`).
 */
export async function importFile(page: Page, games: GameRecord[], anyLanguage = false): Promise<void> {
  await open(page, '#/settings');
  const file = { format: 'choba-export', version: 1, exportedAt: new Date().toISOString(), games };
  await page.locator('input[type=file]').setInputFiles({
    name: 'games.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  const said = anyLanguage ? undefined : s('import.done', { added: games.length, duplicates: 0 });
  await page.locator('.notice', { hasText: said }).waitFor();
}

/** Installed before the app's scripts: getUserMedia answers with a canvas stream that the test paints. */
export function cameraStandIn(): void {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const grey = () => {
    context.fillStyle = '#6b6b6b';
    context.fillRect(0, 0, canvas.width, canvas.height);
  };
  grey();
  const page = window as unknown as Camera & { cameraAsked: unknown };
  page.cameraAsked = null;
  // An image (PNG or GIF bytes, base64) scaled by `scale` with smoothing, on a grey table. From bytes, not a
  // data: address, which the app's Content-Security-Policy refuses for images.
  const decode = (base64: string) =>
    createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))]));
  const draw = (image: ImageBitmap, scale: number) => {
    const [w, h] = [image.width * scale, image.height * scale];
    grey();
    context.imageSmoothingEnabled = true;
    context.drawImage(image, (canvas.width - w) / 2, (canvas.height - h) / 2, w, h);
  };
  page.showFrame = async (base64, scale) => draw(await decode(base64), scale);
  // One image held in view, as a camera sees a code lying still: painted again every frame, because a canvas
  // stream sends a frame only when the canvas is painted, and a scanner busy at that moment would miss it.
  let held: ReturnType<typeof setInterval> | undefined;
  page.holdFrame = async (base64, scale) => {
    const image = await decode(base64);
    clearInterval(held);
    draw(image, scale);
    held = setInterval(() => draw(image, scale), 1000 / 30);
  };
  // The sending screen's cycle replayed in the page at a camera's 30 frames a second, each code for
  // `msPerCode` as the sender shows it, starting at a code picked at random: no round trip per frame.
  page.playCodes = async (codes, msPerCode, scale) => {
    const images = await Promise.all(codes.map(decode));
    const first = Math.floor(Math.random() * images.length);
    const start = performance.now();
    const paint = () => {
      const k = (first + Math.floor((performance.now() - start) / msPerCode)) % images.length;
      draw(images[k] as ImageBitmap, scale);
    };
    paint();
    setInterval(paint, 1000 / 30);
    return start;
  };
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    page.cameraAsked = constraints ?? null;
    // Painted frames reach the stream only from a canvas in the document.
    canvas.style.cssText = 'position:fixed;left:-10000px;top:0';
    canvas.setAttribute('aria-hidden', 'true'); // the test's camera, not the app's: no part of what axe checks
    if (!canvas.isConnected) document.body.append(canvas);
    return canvas.captureStream(30);
  };
}

/** What the stand-in adds to the receiving page. */
export interface Camera {
  showFrame: (base64: string, scale: number) => Promise<void>;
  holdFrame: (base64: string, scale: number) => Promise<void>;
  playCodes: (codes: string[], msPerCode: number, scale: number) => Promise<number>;
}

/** Paints one frame (image bytes, base64) in the receiving page's camera. */
export const showFrame = (page: Page, base64: string, scale: number) =>
  page.evaluate(([b, k]) => (window as unknown as Camera).showFrame(b, k), [base64, scale] as const);

/** Holds one image (bytes, base64) in the receiving page's camera, painted every frame until the next. */
export const holdFrame = (page: Page, base64: string, scale: number) =>
  page.evaluate(([b, k]) => (window as unknown as Camera).holdFrame(b, k), [base64, scale] as const);

/** A phone whose camera is the stand-in (in English and the light theme unless told). */
export async function receivingPhone(
  browser: Browser,
  locale = 'en-US',
  theme: 'light' | 'dark' = 'light',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phone(browser, locale, theme);
  await context.addInitScript(cameraStandIn);
  return { context, page: await context.newPage() };
}

/**
 * Points the receiving page's camera at the sending page until `done` says so: each frame is a screenshot of
 * the code as the sending screen shows it at that moment (the codes cycle on their own), drawn at 90 %.
 * Slow (a few frames a second on this machine): for what the screen shows, not for timing.
 */
export async function relay(
  from: Page,
  to: Page,
  done: () => Promise<boolean>,
  limitMs = 45_000,
): Promise<number> {
  const until = Date.now() + limitMs;
  const code = from.locator('canvas.qr-code');
  let frames = 0;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`not received after ${frames} frames`);
    await showFrame(to, (await code.screenshot()).toString('base64'), 0.9);
    frames++;
  }
  return frames;
}

/** Opens the hand-over of a saved game from its row on the home screen. */
export async function handOverFromHome(page: Page, record: GameRecord): Promise<void> {
  await open(page, '#/');
  const names = record.players.map((p) => p.name).join('・');
  await page.getByRole('button', { name: s('handover.sendGame', { name: names }), exact: true }).click();
  await page.locator('canvas.qr-code').waitFor();
}

/** The winners of a finished game as the app lists them, from the engine's own final score. */
export function winners(record: GameRecord): string {
  const score = finalScore(record);
  if (isViolation(score)) throw new Error(`not a finished game: ${score.code}`);
  return score.players
    .filter((p) => p.rank === 1)
    .map((p) => record.players[p.player]?.name)
    .join('・');
}

/** Every code of the sending screen's cycle, as PNG bytes (base64) of its canvas, gathered as it cycles. */
export function everyCode(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const n = Number(document.querySelector('[data-codes]')?.getAttribute('data-codes'));
    const found = new Map<number, string>();
    while (found.size < n) {
      const part = Number(document.querySelector('[data-part]')?.getAttribute('data-part'));
      const canvas = document.querySelector('canvas.qr-code') as HTMLCanvasElement;
      found.set(part, canvas.toDataURL('image/png').split(',')[1] ?? '');
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    return [...found].sort(([a], [b]) => a - b).map(([, png]) => png);
  });
}

/** True once the receiving screen lists `n` games received. */
export const received = (page: Page, n: number) => async () =>
  (await page.locator(`[data-received="${n}"]`).count()) > 0;
