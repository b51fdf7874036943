// Driving 片目の商人 in a real browser (katame.e2e.ts): its controls by what they say in Japanese, what the
// table shows back, and the lines the board's lists say, worked from the game's own words.
import type { Browser, Page } from 'playwright-core';
import { ja as shell } from '../src/app/strings/all';
import { ja as board } from '../src/app/strings/board';
import { strings } from '../src/games/katame/i18n';
import { open, phone, settled } from './browser';
import { sayer } from './strings';

/** A Japanese string of the app, its board lists or the game, with its placeholders filled. */
export const ja = sayer(shell, board, strings.ja);

export type Icon = 'choc' | 'gold' | 'silk' | 'junk';

/** Taps an icon tile (its name, then how many are left). */
export async function icon(page: Page, which: Icon): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${ja(`katame.icon.${which}`)}`) }).click();
}

/** Waits for the named bidder's pad (showing the minimum and their money), types a price and bids. */
export async function bid(page: Page, who: string, min: number, money: number, price: number): Promise<void> {
  await page.getByRole('group', { name: ja('katame.ui.priceFor', { p: who, min, money }) }).waitFor();
  for (const digit of String(price)) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: ja('katame.ui.bid'), exact: true }).click();
}

/** Waits for the named bidder's turn and passes. */
export async function pass(page: Page, who: string, min: number, money: number): Promise<void> {
  await page.getByRole('group', { name: ja('katame.ui.priceFor', { p: who, min, money }) }).waitFor();
  await page.getByRole('button', { name: ja('katame.ui.pass'), exact: true }).click();
}

/** The strip's money and visible faces of one player, as text, once the table is drawn whole (`settled`). */
export async function purse(page: Page, who: string): Promise<string> {
  await settled(page);
  const strip = page.getByRole('region', { name: ja('katame.ui.strip') });
  return (await strip.getByRole('listitem').filter({ hasText: who }).first().textContent()) ?? '';
}

/** The number of log entries, as the log's heading says it once the table is drawn whole (`settled`). */
export async function logCount(page: Page): Promise<number> {
  await settled(page);
  const heading = (await page.locator('#log-heading').textContent()) ?? '';
  return Number(/\d+/.exec(heading)?.[0] ?? Number.NaN);
}

/** The refusal in the answer line, right above the control. */
export async function alertText(page: Page): Promise<string> {
  const alert = page.locator('[data-answer] [role=alert]');
  await alert.waitFor();
  return (await alert.textContent()) ?? '';
}

/** What the pad shows as typed so far. */
export async function typed(page: Page): Promise<string> {
  return (await page.locator('.pad-display').textContent()) ?? '';
}

/** What a stop lists in place of the control: what the rules said, and one line per thing to move. */
export interface Stop {
  said: string[];
  moves: string[];
}

/**
 * Waits for play to stop (`ruled`: the rules moved something by themselves; `past`: a correction did), reads
 * what the list says, then taps "done on the board" and waits for the control to come back.
 */
export async function acknowledge(page: Page, kind: 'ruled' | 'past' = 'ruled'): Promise<Stop> {
  await page.locator(`main[data-stop="${kind}"]`).waitFor();
  const done = page.getByRole('button', { name: ja('board.done') });
  await done.waitFor();
  const said = await page.locator('.checklist-said li').allTextContents();
  const moves = await page
    .locator('[data-move]')
    .evaluateAll((els) => els.map((e) => e.textContent?.trim() ?? ''));
  await done.click();
  await page.locator('main[data-stop]').waitFor({ state: 'detached' });
  return { said, moves };
}

/** A player's money (public, in 金) on the board. */
export const gold = (n: number) => ja('katame.board.coins', { n });
/** Cards showing one face, as the board names them. */
export const faceCards = (face: Icon, n = 1) =>
  ja('katame.board.card', { icon: ja(`katame.icon.${face}`), n });
/** A player's won cards, as a place of the board. */
export const wonBy = (p: string) => ja('katame.board.won', { p });
/** One line of the list: what to move, from where, to where. */
export const move = (what: string, from: string, to: string) => ja('board.move', { what, from, to });
export const MARKET = ja('katame.board.market');
export const DECK = ja('katame.board.deck');
export const FIELD = ja('katame.board.field');

/** What the rules move when `who` buys the card on the field for `price`: the money to the market, the card to them. */
export const sale = (who: string, price: number, face: Icon) => [
  move(gold(price), who, MARKET),
  move(faceCards(face), FIELD, wonBy(who)),
];

/** The market's payout of a round, as the announcement says it (two players, Aya then Ken). */
export const payout = (round: number, aya: number, ken: number) =>
  ja('katame.ann.paid', {
    round,
    list: ja('katame.ann.list', {
      a: ja('katame.ann.payee', { p: 'Aya', n: aya }),
      b: ja('katame.ann.payee', { p: 'Ken', n: ken }),
    }),
  });

/** The announcement of a round ended by Aya paying her last money for a card. */
export const ayaBroke = (round: number, price: number, face: Icon, left: number) => [
  ja('katame.ann.won', { p: 'Aya', price, face: ja(`katame.icon.${face}`) }),
  ja('katame.ann.endBroke', { p: 'Aya', round }),
  ja('katame.ann.unsold', { n: left }),
];

/** A new two-player game, Aya (parent) and Ken, created through the screens on a fresh phone of `browser`. */
export async function newGame(browser: Browser) {
  const context = await phone(browser);
  const page = await context.newPage();
  await open(page);
  await page.getByRole('button', { name: ja('home.new') }).click();
  await page.locator('button.pick', { hasText: new RegExp(ja('game.katame.name')) }).click();
  await page.getByLabel(ja('new.name', { n: 1 })).fill('Aya');
  await page.getByLabel(ja('new.name', { n: 2 })).fill('Ken');
  await page.getByRole('button', { name: ja('new.start') }).click();
  return { context, page };
}
