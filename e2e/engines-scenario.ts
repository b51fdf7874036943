// The steps of the cross-engine smoke, written once against the Driver interface and run alike in Chromium,
// Firefox and WebKit: first visit and offline reload, a new game whose entries survive a reload and whose
// refusal is in view, an import, the example games' final scores, the hand-over screens (also without
// CompressionStream), and what the engine offers of the platform APIs the app uses.
import { mkdirSync, writeFileSync } from 'node:fs';
import { en as shell } from '../src/app/strings/all';
import { en as handover } from '../src/app/strings/handover';
import type { GameRecord } from '../src/engine/record';
import { EXAMPLES as BY_GAME } from '../src/engine/testing/examples';
import { GAME_IDS } from '../src/engine/types';
import { strings as edo } from '../src/games/edo/i18n';
import { strings as market } from '../src/games/supermarket/i18n';
import { type Driver, fill, tap, waitFor, waitForElement } from './engines-driver';
import type { EngineProxy } from './engines-proxy';
import { sayer } from './strings';

/** An English string of the app, with its placeholders filled. */
export const s = sayer(shell, handover, market.en, edo.en);
/** The example records, one a game (docs/examples), imported through the Settings screen. */
export const EXAMPLES: GameRecord[] = GAME_IDS.map((id) => BY_GAME[id]);
/** Where the smoke's screenshots go (not committed). */
export const SHOTS = 'shots/engines';

/**
 * Waits until a service worker controls the page: true once one does, false if the engine has none, the app
 * marked its registration failed (data-sw="failed", src/app/updates.ts) or none took over within `ms`.
 */
export function serviceWorkerControls(driver: Driver, ms = 15_000): Promise<boolean> {
  return driver.run(async (limit: number) => {
    if (!('serviceWorker' in navigator)) return false;
    const until = Date.now() + limit;
    while (Date.now() < until) {
      if (navigator.serviceWorker.controller) return true;
      if (document.documentElement.dataset.sw === 'failed') return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }, ms);
}

/** The first visit: the app starts, a service worker takes over, and with the network cut the app reloads. */
export async function firstVisitThenOffline(driver: Driver, proxy: EngineProxy): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await driver.goto(`${proxy.url}/#/`);
  await waitForElement(driver, '.top-bar');
  // The saved games are read (none yet) before the picture of the home screen is taken.
  await waitForElement(driver, 'main', s('home.none'));
  await driver.screenshot(`${SHOTS}/home-${driver.engine}.png`);
  if (!(await serviceWorkerControls(driver)))
    throw new Error(`${driver.engine}: no service worker controls the page after the first visit`);
  proxy.offline = true;
  try {
    await driver.reload();
    await waitForElement(driver, '.top-bar');
    await tap(driver, 'button', s('home.new'));
    await waitForElement(driver, 'h1', s('new.pick'));
  } finally {
    proxy.offline = false;
  }
}

/** The grid's tile of a card of スーパーマーケット: "u9" is the eel 9. */
const tile = (code: string) => {
  const suit = { u: 'unagi', m: 'umeboshi', s: 'suika', t: 'tempura' }[code[0] as 'u'];
  return `${s(`supermarket.suit.${suit}`)} ${code.slice(1)}`;
};

/** The number of entries the game screen has drawn. */
const entries = (driver: Driver) =>
  driver.run(() => Number(document.querySelector('[data-entries]')?.getAttribute('data-entries') ?? -1));

/**
 * A new 4-player スーパーマーケット made through the screens; six cards entered (a trick taken, announced and
 * acknowledged), saved, still there after a reload; then a card already played is refused, beside the grid.
 */
export async function newGameSavedAcrossReload(driver: Driver, proxy: EngineProxy): Promise<void> {
  await driver.goto(`${proxy.url}/#/`);
  await tap(driver, 'button', s('home.new'));
  await tap(driver, 'button.pick strong', s('game.supermarket.name'));
  await tap(driver, 'button', s('new.add'));
  for (const [i, name] of ['Aoi', 'Ken', 'Sakura', 'Taro'].entries())
    await fill(driver, s('new.name', { n: i + 1 }), name);
  await tap(driver, 'button', s('new.start'));
  for (const [i, code] of ['u9', 'u3', 'u2', 'u1', 'm5', 'm9'].entries()) {
    await tap(driver, 'button[data-tile]', tile(code));
    await waitFor(
      driver,
      `entry ${i + 1}`,
      (n: number) => document.querySelector(`[data-entries="${n}"]`) !== null,
      i + 1,
    );
    // The fourth card takes the trick: what to do on the table is said until acknowledged.
    if (i === 3) {
      await waitForElement(driver, '[data-ack]');
      await driver.click('[data-ack]');
    }
  }
  await waitForElement(driver, '.save-status[data-saved="yes"]');
  await driver.reload();
  await waitForElement(driver, '[data-entries="6"]');
  await tap(driver, 'button[data-tile]', tile('u9'));
  const said = s('supermarket.err.cardPlayed', { card: s('supermarket.card', { suit: 'Eel', rank: 9 }) });
  await waitFor(
    driver,
    'the refusal in view',
    (text: string) => {
      const alert = [...document.querySelectorAll('[data-answer] [role=alert]')].find((el) =>
        (el.textContent ?? '').includes(text),
      );
      const box = alert?.getBoundingClientRect();
      return !!box && box.top >= 0 && box.bottom <= window.innerHeight;
    },
    said,
  );
  if ((await entries(driver)) !== 6) throw new Error(`${driver.engine}: the refused card was entered`);
}

/**
 * 江戸's quick check as a Japanese phone keyboard types into it: a coin count in full-width digits (「３」) is
 * read as 3 (a number field of Firefox or Safari handed the app a blank for it).
 */
export async function quickCheckReadsFullWidth(driver: Driver, proxy: EngineProxy): Promise<void> {
  const second = s('new.defaultName', { n: 2 });
  await driver.goto(`${proxy.url}/#/check/edo`);
  await fill(driver, `${second} ${s('edo.term.coins')}`, '３');
  await waitFor(
    driver,
    `${second} first, with 3 points`,
    (name: string) => {
      const first = document.querySelector('.score-card');
      return (
        first?.querySelector('.chip-name')?.textContent === name &&
        first.querySelector('.total')?.textContent === '3'
      );
    },
    second,
  );
}

/** The five example games imported from one export file, chosen in the Settings screen's file input. */
export async function importExamples(driver: Driver, proxy: EngineProxy, dir: string): Promise<void> {
  const file = `${dir}/examples.json`;
  const games = EXAMPLES;
  writeFileSync(
    file,
    JSON.stringify({ format: 'choba-export', version: 1, exportedAt: '2026-11-27T00:00:00Z', games }),
  );
  await driver.goto(`${proxy.url}/#/settings`);
  await waitForElement(driver, 'input[type=file]');
  await driver.upload('input[type=file]', file);
  await waitForElement(driver, '.notice', s('import.done', { added: games.length, duplicates: 0 }));
}

/** A scoreboard as shown: each score card's total, and its whole text with whitespace folded. */
export interface Board {
  totals: number[];
  cards: string[];
}

/** Each example game's scoreboard, by game id. */
export async function finalScores(driver: Driver, proxy: EngineProxy): Promise<Record<string, Board>> {
  const boards: Record<string, Board> = {};
  for (const record of EXAMPLES) {
    await driver.goto(`${proxy.url}/#/game/${encodeURIComponent(record.id)}`);
    await waitForElement(driver, '.scoreboard .score-card');
    boards[record.game] = await driver.run(() => {
      const cards = [...document.querySelectorAll('.scoreboard .score-card')];
      return {
        totals: cards.map((el) => Number(el.querySelector('.total')?.textContent)),
        cards: cards.map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()),
      };
    });
  }
  return boards;
}

/** How many codes the hand-over of the example スーパーマーケット shows (from its row on the home screen). */
async function codesOfHandOver(driver: Driver): Promise<number> {
  const names = BY_GAME.supermarket.players.map((p) => p.name).join('・');
  await tap(driver, 'button', s('handover.sendGame', { name: names }));
  const problem = await waitFor(driver, 'the codes or a problem', () =>
    document.querySelector('canvas.qr-code')
      ? 'none'
      : document.querySelector('.handover [role=alert]')?.textContent,
  );
  if (problem !== 'none') throw new Error(`${driver.engine}: the hand-over says "${problem}"`);
  const count = await waitFor(driver, 'the codes', () =>
    Number(document.querySelector('[data-codes]')?.getAttribute('data-codes') ?? 0),
  );
  await tap(driver, 'button', s('handover.send.back'));
  await waitForElement(driver, '.top-bar');
  return count;
}

/**
 * The hand-over screens: the codes of a game, then the same without CompressionStream (as on an older
 * iPhone: more codes, nothing said about it), and the receiving screen, which says what this engine's camera
 * allows. Answers the two counts and what the receiving screen said.
 */
export async function handOverScreens(
  driver: Driver,
  proxy: EngineProxy,
): Promise<{ compressed: number; plain: number; receive: string }> {
  await driver.goto(`${proxy.url}/#/`);
  await waitForElement(driver, '.game-row');
  const compressed = await codesOfHandOver(driver);
  // Taken away in this document; the app goes on in it by its own routes (a hash change, no reload).
  await driver.run(() => {
    const g = globalThis as Record<string, unknown>;
    delete g.CompressionStream;
    delete g.DecompressionStream;
  });
  const plain = await codesOfHandOver(driver);
  await tap(driver, 'button', s('handover.receive'));
  const receive = await waitFor(
    driver,
    'the receiving screen to settle',
    (texts: string[]) => {
      const shown = document.querySelector('.handover [role=alert], .receive-progress')?.textContent?.trim();
      return shown && texts.includes(shown) ? shown : '';
    },
    [s('handover.receive.looking'), s('handover.receive.noCamera'), s('handover.receive.refused')],
  );
  await driver.screenshot(`${SHOTS}/receive-${driver.engine}.png`);
  return { compressed, plain, receive };
}
