// 片目の商人 in a real browser: a game created through the UI, round 1 played from the price card to the
// settlement with a reload midway, then two short rounds ended by an empty purse, and the final scoreboard.
// Every auction that closes (a sale, or a card nobody bid on) and every settlement paid moves money or cards
// by the rules: play stops with the list of what to move (issue 31) until the table has done it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja as shell } from '../src/app/strings/all';
import { ja as board } from '../src/app/strings/board';
import { strings } from '../src/games/katame/i18n';
import { launch, open, phone, reloadWhenSaved, settled } from './browser';
import { sayer } from './strings';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A Japanese string of the app, its board lists or the game, with its placeholders filled. */
const ja = sayer(shell, board, strings.ja);

type Icon = 'choc' | 'gold' | 'silk' | 'junk';

/** Taps an icon tile (its name, then how many are left). */
async function icon(page: Page, which: Icon): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${ja(`katame.icon.${which}`)}`) }).click();
}

/** Waits for the named bidder's pad (showing the minimum and their money), types a price and bids. */
async function bid(page: Page, who: string, min: number, money: number, price: number): Promise<void> {
  await page.getByRole('group', { name: ja('katame.ui.priceFor', { p: who, min, money }) }).waitFor();
  for (const digit of String(price)) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: ja('katame.ui.bid'), exact: true }).click();
}

/** Waits for the named bidder's turn and passes. */
async function pass(page: Page, who: string, min: number, money: number): Promise<void> {
  await page.getByRole('group', { name: ja('katame.ui.priceFor', { p: who, min, money }) }).waitFor();
  await page.getByRole('button', { name: ja('katame.ui.pass'), exact: true }).click();
}

/** The strip's money and visible faces of one player, as text, once the table is drawn whole (`settled`). */
async function purse(page: Page, who: string): Promise<string> {
  await settled(page);
  const strip = page.getByRole('region', { name: ja('katame.ui.strip') });
  return (await strip.getByRole('listitem').filter({ hasText: who }).first().textContent()) ?? '';
}

/** The number of log entries, as the log's heading says it once the table is drawn whole (`settled`). */
async function logCount(page: Page): Promise<number> {
  await settled(page);
  const heading = (await page.locator('#log-heading').textContent()) ?? '';
  return Number(/\d+/.exec(heading)?.[0] ?? Number.NaN);
}

/** The refusal in the answer line, right above the control. */
async function alertText(page: Page): Promise<string> {
  const alert = page.locator('[data-answer] [role=alert]');
  await alert.waitFor();
  return (await alert.textContent()) ?? '';
}

/** What the pad shows as typed so far. */
async function typed(page: Page): Promise<string> {
  return (await page.locator('.pad-display').textContent()) ?? '';
}

/** What a stop lists in place of the control: what the rules said, and one line per thing to move. */
interface Stop {
  said: string[];
  moves: string[];
}

/**
 * Waits for play to stop (`ruled`: the rules moved something by themselves; `past`: a correction did), reads
 * what the list says, then taps "done on the board" and waits for the control to come back.
 */
async function acknowledge(page: Page, kind: 'ruled' | 'past' = 'ruled'): Promise<Stop> {
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
const gold = (n: number) => ja('katame.board.coins', { n });
/** Cards showing one face, as the board names them. */
const faceCards = (face: Icon, n = 1) => ja('katame.board.card', { icon: ja(`katame.icon.${face}`), n });
/** A player's won cards, as a place of the board. */
const wonBy = (p: string) => ja('katame.board.won', { p });
/** One line of the list: what to move, from where, to where. */
const move = (what: string, from: string, to: string) => ja('board.move', { what, from, to });
const MARKET = ja('katame.board.market');
const DECK = ja('katame.board.deck');
const FIELD = ja('katame.board.field');

/** What the rules move when `who` buys the card on the field for `price`: the money to the market, the card to them. */
const sale = (who: string, price: number, face: Icon) => [
  move(gold(price), who, MARKET),
  move(faceCards(face), FIELD, wonBy(who)),
];

/** The market's payout of a round, as the announcement says it (two players, Aya then Ken). */
const payout = (round: number, aya: number, ken: number) =>
  ja('katame.ann.paid', {
    round,
    list: ja('katame.ann.list', {
      a: ja('katame.ann.payee', { p: 'Aya', n: aya }),
      b: ja('katame.ann.payee', { p: 'Ken', n: ken }),
    }),
  });

/** The announcement of a round ended by Aya paying her last money for a card. */
const ayaBroke = (round: number, price: number, face: Icon, left: number) => [
  ja('katame.ann.won', { p: 'Aya', price, face: ja(`katame.icon.${face}`) }),
  ja('katame.ann.endBroke', { p: 'Aya', round }),
  ja('katame.ann.unsold', { n: left }),
];

/** A new two-player game, Aya (parent) and Ken, created through the screens on a fresh phone. */
async function newGame() {
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

describe('片目の商人', () => {
  it('plays a round from the price card to the settlement, survives a reload, and ends with the hand-worked money', async () => {
    const { context, page } = await newGame();

    // ROUND 1. Price card: chocolate showing. Aya is parent.
    await icon(page, 'choc');
    // 1 silk: Aya tries 31 (more than her 30: refused), opens 5; Ken tries 5 (not higher: refused), 6.
    await icon(page, 'silk');
    // A refusal names the rule in words and keeps the typed price on the pad, to be fixed.
    await bid(page, 'Aya', 0, 30, 31);
    expect(await alertText(page)).toContain(ja('katame.err.overMoney', { p: 'Aya', price: 31, money: 30 }));
    expect(await alertText(page)).toContain(
      ja('table.rule', { rule: ja('katame.rule.進行'), game: ja('game.katame.name') }),
    );
    expect(await typed(page)).toBe('31');
    await page.getByRole('button', { name: ja('katame.ui.clear') }).click();
    await bid(page, 'Aya', 0, 30, 5);
    await bid(page, 'Ken', 6, 30, 5);
    expect(await alertText(page)).toContain(ja('katame.err.notHigher', { holder: 'Aya', high: 5, price: 5 }));
    expect(await typed(page)).toBe('5');
    await page.getByRole('button', { name: ja('katame.ui.clear') }).click();
    await bid(page, 'Ken', 6, 30, 6); // Ken 24, parent
    // The sale stops play: the rules say nothing aloud, the list says Ken's 6 go to the market, the silk card to him.
    expect(await acknowledge(page)).toEqual({ said: [], moves: sale('Ken', 6, 'silk') });
    // Once done on the board, the next card's screen says how the auction ended.
    await page.getByText(ja('katame.ui.sold', { k: 1, p: 'Ken', price: 6 })).waitFor();
    // 2 junk: nobody bids, discarded; Ken stays parent.
    await icon(page, 'junk');
    await pass(page, 'Ken', 0, 24);
    await pass(page, 'Aya', 0, 30);
    // No money moves; the junk card goes from the field to the discard, which lies between the players.
    expect(await acknowledge(page)).toEqual({
      said: [],
      moves: [move(faceCards('junk'), FIELD, ja('katame.board.discard'))],
    });
    // 3 gold: Ken 3, Aya passes (Ken 21). 4 gold: Ken 4, Aya 5 (Aya 25, parent).
    await icon(page, 'gold');
    await bid(page, 'Ken', 0, 24, 3);
    await pass(page, 'Aya', 4, 30);
    expect(await acknowledge(page)).toEqual({ said: [], moves: sale('Ken', 3, 'gold') });
    await icon(page, 'gold');
    await bid(page, 'Ken', 0, 21, 4);
    await bid(page, 'Aya', 5, 30, 5);
    // Only the winner pays: Ken's 4 stay with him.
    expect(await acknowledge(page)).toEqual({ said: [], moves: sale('Aya', 5, 'gold') });
    await page.getByRole('group', { name: ja('katame.ui.pickCard', { k: 5, of: 12 }) }).waitFor();
    expect(await logCount(page)).toBe(13);

    // A reload midway: every entry, the money and the cards won are still there.
    await reloadWhenSaved(page);
    await page.getByRole('group', { name: ja('katame.ui.pickCard', { k: 5, of: 12 }) }).waitFor();
    expect(await logCount(page)).toBe(13);
    await page.getByRole('heading', { name: ja('log.title', { n: 13 }) }).waitFor();
    expect(await purse(page, 'Aya')).toContain(ja('katame.money', { n: 25 }));
    expect(await purse(page, 'Ken')).toContain(ja('katame.money', { n: 21 }));
    const deck = page.getByRole('region', { name: ja('katame.ui.strip') });
    expect(await deck.textContent()).toContain(ja('katame.ui.deckLeft', { n: 8, of: 12 }));
    const kenCards = deck.getByRole('list', { name: ja('katame.ui.wonOf', { p: 'Ken', n: 2 }) });
    expect(
      await kenCards.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    ).toEqual([ja('katame.icon.silk'), ja('katame.icon.gold')]);

    // 5 chocolate: Aya 2, Ken 3 (Ken 18, parent). 6 silk: Ken 1, Aya 25: Aya has 0, the round ends.
    await icon(page, 'choc');
    await bid(page, 'Aya', 0, 25, 2);
    await bid(page, 'Ken', 3, 21, 3);
    expect(await acknowledge(page)).toEqual({ said: [], moves: sale('Ken', 3, 'choc') });
    await icon(page, 'silk');
    await bid(page, 'Ken', 0, 18, 1);
    await bid(page, 'Aya', 2, 25, 25);
    // The round ends by itself: said in place of the control until the table has done it (6 cards left).
    // What moves is the last sale's: the cards stay where they lie until the settlement is paid.
    expect(await acknowledge(page)).toEqual({
      said: ayaBroke(1, 25, 'silk', 6),
      moves: sale('Aya', 25, 'silk'),
    });
    await page.getByText(ja('katame.hint.endBroke', { p: 'Aya' })).waitFor();

    // Settlement: price card hides gold (chocolate 4, gold 3, silk 2). Hidden faces from the parent Aya.
    await icon(page, 'gold');
    await page.getByText(ja('katame.ui.cardOf', { k: 1, count: 2 })).waitFor();
    await icon(page, 'junk'); // Aya: gold / junk
    await page.getByText(ja('katame.ui.cardOf', { k: 2, count: 2 })).waitFor();
    await icon(page, 'junk'); // Aya: silk / junk
    await page.getByText(ja('katame.ui.cardOf', { k: 1, count: 3 })).waitFor();
    await icon(page, 'choc'); // Ken: silk / chocolate
    await page.getByText(ja('katame.ui.cardOf', { k: 2, count: 3 })).waitFor();
    await icon(page, 'gold'); // Ken: gold / gold
    await page.getByText(ja('katame.ui.cardOf', { k: 3, count: 3 })).waitFor();
    await icon(page, 'gold'); // Ken: chocolate / gold
    // The market pays the settlements (hand-worked below); Aya, the last buyer, opens round 2. Every card of
    // the round goes back to the deck: each player's won cards (Aya: gold, silk; Ken: chocolate, gold, silk),
    // then from between the players the price card (chocolate showing) and the discarded junk.
    const settled = await acknowledge(page);
    expect(settled.said).toEqual([payout(1, 5, 29), ja('katame.ann.nextRound', { round: 2, p: 'Aya' })]);
    // Grouped per player in seat order, then what lies between them. Within one place the rules fix no order
    // (the list gives Ken's gold and silk before his chocolate, faces in the order first met on the board).
    expect(settled.moves).toHaveLength(9);
    expect(settled.moves.slice(0, 4)).toEqual([
      move(gold(5), MARKET, 'Aya'),
      move(faceCards('gold'), wonBy('Aya'), DECK),
      move(faceCards('silk'), wonBy('Aya'), DECK),
      move(gold(29), MARKET, 'Ken'),
    ]);
    expect(settled.moves.slice(4, 7).sort()).toEqual(
      [
        move(faceCards('choc'), wonBy('Ken'), DECK),
        move(faceCards('gold'), wonBy('Ken'), DECK),
        move(faceCards('silk'), wonBy('Ken'), DECK),
      ].sort(),
    );
    expect(settled.moves.slice(7)).toEqual([
      move(ja('katame.board.priceCard', { icon: ja('katame.icon.choc') }), ja('katame.board.aside'), DECK),
      move(faceCards('junk'), ja('katame.board.discard'), DECK),
    ]);

    // Aya: gold 1×3 + silk 1×2 = 5 (2 junk: no bonus) → 5.
    // Ken: chocolate 2×4 + gold 3×3 + silk 1×2 = 19, count bonus 5 (3 gold), set bonus 5 (1 set) = 29 → 47.
    const report = page.getByRole('region', { name: ja('katame.ui.report', { round: 1 }) });
    await report.waitFor();
    const rows = async (who: string) =>
      report
        .getByRole('table', { name: ja('katame.ui.settlementOf', { p: who }) })
        .getByRole('row')
        .allTextContents();
    expect(await rows('Aya')).toEqual([
      `${ja('katame.icon.choc')}0 × 40`,
      `${ja('katame.icon.gold')}1 × 33`,
      `${ja('katame.icon.silk')}1 × 22`,
      `${ja('katame.line.countBonus')}${ja('katame.detail.countBonus', { c: 0, g: 0, s: 0, per: 5 })}0`,
      `${ja('katame.line.setBonus')}0 × 50`,
      `${ja('katame.line.junkBonus')}${ja('katame.detail.junk', { n: 2 })}0`,
      `${ja('katame.quick.total')}5`,
    ]);
    expect(await rows('Ken')).toEqual([
      `${ja('katame.icon.choc')}2 × 48`,
      `${ja('katame.icon.gold')}3 × 39`,
      `${ja('katame.icon.silk')}1 × 22`,
      `${ja('katame.line.countBonus')}${ja('katame.detail.countBonus', { c: 0, g: 1, s: 0, per: 5 })}5`,
      `${ja('katame.line.setBonus')}1 × 55`,
      `${ja('katame.line.junkBonus')}${ja('katame.detail.junk', { n: 0 })}0`,
      `${ja('katame.quick.total')}29`,
    ]);
    expect(await purse(page, 'Aya')).toContain(ja('katame.money', { n: 5 }));
    expect(await purse(page, 'Ken')).toContain(ja('katame.money', { n: 47 }));
    expect(await logCount(page)).toBe(25);

    // ROUND 2, parent Aya (last winner). Junk showing; Aya spends her 5 on a silk card: round over.
    // Silk hidden on the price card (silk 3); Aya's card silk / silk: 2 × 3 = 6 → 6.
    await page.getByRole('group', { name: ja('katame.ui.pickPrice') }).waitFor();
    await icon(page, 'junk');
    await icon(page, 'silk');
    await bid(page, 'Aya', 0, 5, 5);
    await pass(page, 'Ken', 6, 47);
    expect(await acknowledge(page)).toEqual({
      said: ayaBroke(2, 5, 'silk', 11),
      moves: sale('Aya', 5, 'silk'),
    });
    await icon(page, 'silk');
    await icon(page, 'silk');
    // Ken is paid nothing, and has no card to give back: only Aya's money and card, then the price card.
    expect(await acknowledge(page)).toEqual({
      said: [payout(2, 6, 0), ja('katame.ann.nextRound', { round: 3, p: 'Aya' })],
      moves: [
        move(gold(6), MARKET, 'Aya'),
        move(faceCards('silk'), wonBy('Aya'), DECK),
        move(ja('katame.board.priceCard', { icon: ja('katame.icon.junk') }), ja('katame.board.aside'), DECK),
      ],
    });
    await page.getByRole('region', { name: ja('katame.ui.report', { round: 2 }) }).waitFor();
    expect(await purse(page, 'Aya')).toContain(ja('katame.money', { n: 6 }));

    // ROUND 3, parent Aya. Gold showing, chocolate hidden (gold 4): Aya's 6 for a gold / gold card = 8 → 8.
    await icon(page, 'gold');
    await icon(page, 'gold');
    await bid(page, 'Aya', 0, 6, 6);
    await pass(page, 'Ken', 7, 47);
    expect(await acknowledge(page)).toEqual({
      said: ayaBroke(3, 6, 'gold', 11),
      moves: sale('Aya', 6, 'gold'),
    });
    await icon(page, 'choc');
    await icon(page, 'gold');
    // The last payout is said before the scoreboard: Aya's gold card is worth 8, Ken won nothing. After
    // round 3 nobody gathers the cards: only the money moves.
    expect(await acknowledge(page)).toEqual({
      said: [payout(3, 8, 0), ja('katame.ann.over')],
      moves: [move(gold(8), MARKET, 'Aya')],
    });

    // The final scoreboard: Ken 47 first, Aya 8 second.
    await page.getByRole('heading', { name: ja('score.title') }).waitFor();
    const cards = page.locator('.scoreboard .score-card');
    expect(await cards.count()).toBe(2);
    expect(await cards.nth(0).locator('.chip-name').textContent()).toBe('Ken');
    expect(await cards.nth(0).locator('.total').textContent()).toBe('47');
    expect(await cards.nth(0).locator('.rank').textContent()).toBe(ja('score.rank', { rank: 1 }));
    expect(await cards.nth(1).locator('.chip-name').textContent()).toBe('Aya');
    expect(await cards.nth(1).locator('.total').textContent()).toBe('8');
    expect(await logCount(page)).toBe(37);
    await context.close();
  });

  it('a corrected price changes the money, and the table says what changed', async () => {
    const { context, page } = await newGame();
    await icon(page, 'choc');
    await icon(page, 'silk');
    await bid(page, 'Aya', 0, 30, 5);
    await pass(page, 'Ken', 6, 30);
    expect(await acknowledge(page)).toEqual({ said: [], moves: sale('Aya', 5, 'silk') });
    expect(await purse(page, 'Aya')).toContain(ja('katame.money', { n: 25 }));

    // Aya really said 8: correct entry 3 with the bid step as it stood then.
    await page.getByRole('button', { name: ja('log.correctN', { n: 3 }) }).click();
    // The correction starts from the old bid (issue 14): the pad shows 5; cleared, 8 is typed.
    const pad = page.getByRole('group', { name: ja('katame.ui.priceFor', { p: 'Aya', min: 0, money: 30 }) });
    await pad.waitFor();
    expect(await pad.locator('output').textContent()).toBe('5');
    await page.getByRole('button', { name: ja('katame.ui.clear'), exact: true }).click();
    await bid(page, 'Aya', 0, 30, 8);
    // Play stops on what the correction moves: Aya pays 3 more to the market (the card is hers either way).
    expect(await acknowledge(page, 'past')).toEqual({ said: [], moves: [move(gold(3), 'Aya', MARKET)] });
    const notice = page.getByRole('status').filter({ hasText: ja('board.changed') });
    expect(await notice.textContent()).toContain('Aya 25 → 22');
    expect(await purse(page, 'Aya')).toContain(ja('katame.money', { n: 22 }));
    expect(await logCount(page)).toBe(5);
    await context.close();
  });
});
