// Mercator in a real browser: a 3-player game from setup to the final scoreboard, with a reload midway.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/app/strings/all';
import { en as boardEn } from '../src/app/strings/board';
import { strings } from '../src/games/mercator/i18n';
import { launch, open, phone, reloadWhenSaved, settled } from './browser';

const s = strings.en;
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const COLOURS: Record<string, string> = { r: 'red', y: 'yellow', g: 'green', b: 'blue', p: 'purple' };
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Taps cards on the colour x number grid: 'r10' is red 10. */
async function cards(page: Page, ...names: string[]): Promise<void> {
  for (const n of names) await button(page, `${COLOURS[n[0] as string]} ${n.slice(1)}`).click();
}

/** Picks a bidder, types the bid on the number pad and enters it. The pad is in view once picked (it stands above the list). */
async function bid(page: Page, name: string, amount: number): Promise<void> {
  await page.locator('.merc-bidder', { hasText: name }).click();
  const pad = await page.locator('.merc-step .number-pad').boundingBox();
  expect(pad && pad.y >= 0 && pad.y + pad.height <= 640).toBe(true);
  for (const digit of String(amount)) await button(page, digit).click();
  await button(page, s['mercator.ui.ok'] as string).click();
}

/** The answer line's text: the entry echoed back, then what the rules said of it when they moved nothing. */
/** The answer line's parts: the entry's echo, then what the rules said of it, if anything. */
const answer = (page: Page) => page.locator('[data-answer] [role="status"]').allTextContents();

/**
 * An entry whose rules said something but moved nothing on the board (a lot closed at its limit): the words
 * follow the entry's line on the answer line (lines of their own), and play goes on with the control in place.
 */
async function said(page: Page, line: string, ...words: string[]): Promise<void> {
  await expect
    .poll(() => answer(page))
    .toEqual(words.length > 0 ? [`✓ ${line}`, words.join(' ')] : [`✓ ${line}`]);
  expect(await page.locator('main[data-stop]').count()).toBe(0);
  expect(await page.locator('[data-ack]').count()).toBe(0);
}

/**
 * An entry whose rules moved something by themselves stops play: in place of the control, what they said,
 * then one line per thing to move on the board. `paid` is the player who pays the bank and how much: a
 * price is paid in the open (the rules' words say it), so its line has its count, with no press-and-hold,
 * though chips in hand are secret. The answer line only echoes the entry. Then "done on the board" gives
 * the control back.
 */
async function done(
  page: Page,
  line: string,
  words: string[],
  moves: string[],
  paid?: [name: string, amount: number],
): Promise<void> {
  await page.locator('main[data-stop="ruled"]').waitFor();
  expect(await page.locator('#checklist-title').textContent()).toBe('Move this on the board');
  expect(await page.locator('.checklist-said li').allTextContents()).toEqual(words);
  const price = (m: string) =>
    paid && m === `chips: from ${paid[0]} to the bank`
      ? `${paid[1]} in chips: from ${paid[0]} to the bank`
      : m;
  expect(await page.locator('[data-move] label').allTextContents()).toEqual(moves.map(price));
  expect(await answer(page)).toEqual([`✓ ${line}`]);
  expect(await page.locator('[data-move] .secret').count()).toBe(0);
  await button(page, boardEn['board.done'] as string).click();
  await page.locator('.announce').waitFor({ state: 'detached' });
  expect(await page.locator('main[data-stop]').count()).toBe(0);
}

/** The number shown in a ship's cargo column once the table is drawn whole (the ships come after the answer). */
async function cargo(page: Page, name: string): Promise<string | null> {
  await settled(page);
  return page.locator('.merc-ships tbody tr', { hasText: name }).locator('.merc-cargo').textContent();
}

/** Waits until the table is drawn whole for `n` entries, and its log's heading says so. */
async function logCount(page: Page, n: number): Promise<void> {
  await settled(page, n);
  await page.getByRole('heading', { name: (en['log.title'] as string).replace('{n}', String(n)) }).waitFor();
}

/**
 * A new game for Aki, Ben and Cho made through the screens, up to lot 1's first bid. Aki turns three cards,
 * which close the lot by themselves; they already lie in the lot, so nothing is to be moved: it is said on
 * the answer line and the bids follow at once. Ben bids 20.
 */
async function toFirstBid(page: Page): Promise<void> {
  await open(page);
  await button(page, en['home.new'] as string).click();
  await page.locator('button.pick', { hasText: /Mercator/ }).click();
  for (const [i, name] of ['Aki', 'Ben', 'Cho'].entries()) {
    await page.getByLabel((en['new.name'] as string).replace('{n}', String(i + 1))).fill(name);
  }
  await button(page, en['new.start'] as string).click();
  await cards(page, 'r10', 'y10', 'g10');
  await said(
    page,
    'Aki turns green 10; to auction',
    'A lot has at most 3 cards: red 10, yellow 10, green 10 go to auction',
  );
  await bid(page, 'Ben', 20);
}

describe('Mercator', () => {
  it('plays a short game through the UI, survives a reload, and scores the money worked out by hand', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await toFirstBid(page);
    // Then Cho 10 and Aki 5: Ben pays 20.
    await bid(page, 'Cho', 10);
    await bid(page, 'Aki', 5);
    // The sale moves chips, cards and a pawn: Ben's 20 in chips to the bank (his to read), the lot to his
    // ship, his pawn from 0 to 10 + 10 + 10 = 30.
    await done(
      page,
      'Aki bids 5; Ben wins for 20',
      ['Ben pays 20 to the bank, lays out red 10, yellow 10, green 10 and moves the pawn to 30'],
      [
        'chips: from Ben to the bank',
        "red 10: from the lot to Ben's ship",
        "yellow 10: from the lot to Ben's ship",
        "green 10: from the lot to Ben's ship",
        "Ben's pawn: from space 0 to space 30",
      ],
      ['Ben', 20],
    );
    expect(await cargo(page, 'Ben')).toBe('30');
    // Lot 2, Ben. Cho 15, Aki 15, Ben 0: the tie goes to Cho, first from Ben's left.
    await cards(page, 'b10', 'p10', 'r9');
    await said(
      page,
      'Ben turns red 9; to auction',
      'A lot has at most 3 cards: blue 10, purple 10, red 9 go to auction',
    );
    await bid(page, 'Cho', 15);
    await bid(page, 'Aki', 15);
    await bid(page, 'Ben', 0);
    await done(
      page,
      'Ben bids 0; Cho wins for 15',
      [
        "Equal top bids of 15: Cho wins as the first from Ben's left",
        'Cho pays 15 to the bank, lays out blue 10, purple 10, red 9 and moves the pawn to 29',
      ],
      [
        'chips: from Cho to the bank',
        "blue 10: from the lot to Cho's ship",
        "purple 10: from the lot to Cho's ship",
        "red 9: from the lot to Cho's ship",
        "Cho's pawn: from space 0 to space 29",
      ],
      ['Cho', 15],
    );
    await logCount(page, 12);

    await reloadWhenSaved(page);
    await page.locator('.top-bar').waitFor();
    await logCount(page, 12);
    expect(await cargo(page, 'Ben')).toBe('30');
    expect(await cargo(page, 'Cho')).toBe('29');
    expect(await cargo(page, 'Aki')).toBe('0');
    expect(await button(page, 'red 10').isDisabled()).toBe(true);
    expect(await page.locator('.merc-strip summary').textContent()).toBe('Ships and cargo · deck 18/24');
    // Money stays masked after the reload.
    expect(await page.locator('.merc-ships .secret').first().textContent()).toBe('●●●');

    // Lot 3, Cho. A bid above Aki's money is refused without saying her money, changes nothing, and stays
    // on the pad to be read; Undo beside the refusal says it would take back Cho's last card, not the bid.
    await cards(page, 'y9', 'g9', 'b9');
    await said(
      page,
      'Cho turns blue 9; to auction',
      'A lot has at most 3 cards: yellow 9, green 9, blue 9 go to auction',
    );
    await bid(page, 'Aki', 99);
    expect(await page.getByRole('alert').textContent()).toContain('Aki does not have 99');
    expect(await page.locator('[data-answer] .answer-undo').getAttribute('aria-label')).toBe(
      'Undo: Cho turns blue 9; to auction',
    );
    // Her money (50: she has won nothing yet) only while she presses and holds it beside the refusal.
    const held = page.locator('[data-answer]').getByRole('button', { name: /Aki/ });
    expect(await held.textContent()).toBe('●●●');
    await held.dispatchEvent('pointerdown');
    expect(await held.textContent()).toBe("Aki's money: 50");
    await held.dispatchEvent('pointerup');
    expect(await held.textContent()).toBe('●●●');
    expect(await page.locator('.pad-display').textContent()).toBe('99');
    await logCount(page, 15);
    // The next digit starts a new amount: 10, not 9910 (no clearing first).
    await bid(page, 'Aki', 10);
    await bid(page, 'Ben', 12);
    await bid(page, 'Cho', 11);
    // Ben: 30 + 9 + 9 + 9 = 57, six cards.
    await done(
      page,
      'Cho bids 11; Ben wins for 12',
      [
        'Ben pays 12 to the bank, lays out yellow 9, green 9, blue 9 and moves the pawn to 57',
        "Ben's ship is full: Ben turns and bids no more",
      ],
      [
        'chips: from Ben to the bank',
        "yellow 9: from the lot to Ben's ship",
        "green 9: from the lot to Ben's ship",
        "blue 9: from the lot to Ben's ship",
        "Ben's pawn: from space 30 to space 57",
      ],
      ['Ben', 12],
    );
    expect(await cargo(page, 'Ben')).toBe('57');
    // Lot 4, Aki (Ben is full): two cards, then close the lot. Both bid 0: the lot leaves the game.
    await cards(page, 'p9', 'r8');
    await button(page, (s['mercator.ui.close'] as string).replace('{count}', '2')).click();
    await said(page, 'Aki stops turning; purple 9, red 8 to auction');
    expect(await page.locator('.merc-out').textContent()).toContain('Ben (full)');
    await bid(page, 'Aki', 0);
    await bid(page, 'Cho', 0);
    // No chips and no pawn move: only the two cards, turned face down out of the game.
    await done(
      page,
      'Cho bids 0; all bids 0, the cards leave the game',
      [
        'Every bid was 0: turn purple 9, red 8 face down, out of the game',
        "Ben's ship is full: Ben is passed over, Cho turns the next lot",
      ],
      [
        'purple 9: from the lot to out of the game (face down)',
        'red 8: from the lot to out of the game (face down)',
      ],
    );
    // Lot 5, Cho (Ben skipped). Aki 5, Cho 5: Aki wins the tie, the active player comes last.
    await cards(page, 'g8', 'b8', 'p8');
    await said(
      page,
      'Cho turns purple 8; to auction',
      'A lot has at most 3 cards: green 8, blue 8, purple 8 go to auction',
    );
    await bid(page, 'Aki', 5);
    await bid(page, 'Cho', 5);
    await done(
      page,
      'Cho bids 5; Aki wins for 5',
      [
        "Equal top bids of 5: Aki wins as the first from Cho's left",
        'Aki pays 5 to the bank, lays out green 8, blue 8, purple 8 and moves the pawn to 24',
      ],
      [
        'chips: from Aki to the bank',
        "green 8: from the lot to Aki's ship",
        "blue 8: from the lot to Aki's ship",
        "purple 8: from the lot to Aki's ship",
        "Aki's pawn: from space 0 to space 24",
      ],
      ['Aki', 5],
    );
    expect(await cargo(page, 'Aki')).toBe('24');
    // Lot 6, Aki. Cho 1 against Aki 0: Cho's ship is full (29 + 21 = 50), Aki fills free.
    await cards(page, 'r7', 'y7', 'g7');
    await said(
      page,
      'Aki turns green 7; to auction',
      'A lot has at most 3 cards: red 7, yellow 7, green 7 go to auction',
    );
    await bid(page, 'Aki', 0);
    await bid(page, 'Cho', 1);
    await done(
      page,
      'Cho bids 1; Cho wins for 1',
      [
        'Cho pays 1 to the bank, lays out red 7, yellow 7, green 7 and moves the pawn to 50',
        "Cho's ship is full: Cho turns and bids no more",
        "All ships but Aki's are full: Aki draws 3 cards free from the deck",
      ],
      [
        'chips: from Cho to the bank',
        "red 7: from the lot to Cho's ship",
        "yellow 7: from the lot to Cho's ship",
        "green 7: from the lot to Cho's ship",
        "Cho's pawn: from space 29 to space 50",
      ],
      ['Cho', 1],
    );
    // Each free card is laid on Aki's ship as it is entered; the rules then move her pawn by its value
    // (24 + 7 = 31, + 7 = 38): that stops play until done.
    await page.getByRole('heading', { name: "Aki's ship (3 to go)" }).waitFor();
    await cards(page, 'b7');
    await done(page, 'Aki loads blue 7 free', [], ["Aki's pawn: from space 24 to space 31"]);
    await page.getByRole('heading', { name: "Aki's ship (2 to go)" }).waitFor();
    await cards(page, 'p7');
    await done(page, 'Aki loads purple 7 free', [], ["Aki's pawn: from space 31 to space 38"]);
    await page.getByRole('heading', { name: "Aki's ship (1 to go)" }).waitFor();
    await cards(page, 'r6');

    // Cargo Ben 57, Cho 50, Aki 44; 3 players are paid 30 / 15. Money left Aki 45, Ben 18, Cho 34.
    // Final: Cho 34 + 15 = 49, Ben 18 + 30 = 48, Aki 45 + 0 = 45.
    // The payouts are said first, to be made with the coins (open now: the game is over, each line has its
    // count), with Aki's pawn to 38 + 6 = 44; then the scoreboard.
    await done(
      page,
      'Aki loads red 6 free',
      [
        "Aki's ship is full: the auctions are over",
        'The bank pays Ben 30 (cargo 57, place 1)',
        'The bank pays Cho 15 (cargo 50, place 2)',
      ],
      [
        '30 in chips: from the bank to Ben',
        '15 in chips: from the bank to Cho',
        "Aki's pawn: from space 38 to space 44",
      ],
    );
    await page.getByRole('heading', { name: en['score.title'] }).waitFor();
    const rows = await page
      .locator('.scoreboard .score-card')
      .evaluateAll((cards) =>
        cards.map((c) => [
          c.querySelector('.chip-name')?.textContent,
          c.querySelector('.total')?.textContent,
        ]),
      );
    expect(rows).toEqual([
      ['Cho', '49'],
      ['Ben', '48'],
      ['Aki', '45'],
    ]);
    await context.close();
  });
});

describe('Mercator corrections (issue 14)', () => {
  it('a correction starts from the old entry: the bid on the pad, the card marked', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    await toFirstBid(page);
    await logCount(page, 4);
    const correct = (n: number) =>
      page.getByRole('button', { name: (en['log.correctN'] as string).replace('{n}', String(n)) }).click();
    // Ben's bid (entry 4), while Cho and Aki are still to bid: it is in his fist, so his pad starts empty and
    // the answer line says only that his bid is in (issue 36: a sealed bid is not read through Correct).
    await correct(4);
    await page.getByRole('group', { name: "Ben's bid" }).waitFor();
    expect(await page.locator('.pad-display.pad-empty').count()).toBe(1);
    expect(await page.locator('[data-answer]').textContent()).not.toContain('20');
    await button(page, en['table.cancel'] as string).click();
    // The second card (entry 2): yellow 10 stands outlined beside the lot of one card.
    await correct(2);
    const was = page.locator('.merc-was[aria-current="true"]');
    await was.waitFor();
    expect(await was.getByRole('img').getAttribute('aria-label')).toBe('yellow 10');
    await context.close();
  });
});
