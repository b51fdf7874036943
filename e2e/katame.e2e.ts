// 片目の商人 in a real browser: a game created through the UI, round 1 played from the price card to the
// settlement with a reload midway, then two short rounds ended by an empty purse, and the final scoreboard.
// Every auction that closes (a sale, or a card nobody bid on) and every settlement paid moves money or cards
// by the rules: play stops with the list of what to move (issue 31) until the table has done it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, reloadWhenSaved } from './browser';
import {
  acknowledge,
  alertText,
  ayaBroke,
  bid,
  DECK,
  FIELD,
  faceCards,
  gold,
  icon,
  ja,
  logCount,
  MARKET,
  move,
  newGame,
  pass,
  payout,
  purse,
  sale,
  typed,
  wonBy,
} from './katame';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('片目の商人', () => {
  it('plays a round from the price card to the settlement, survives a reload, and ends with the hand-worked money', async () => {
    const { context, page } = await newGame(browser);

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
    const { context, page } = await newGame(browser);
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
