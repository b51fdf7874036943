// スーパーマーケット in a real browser: a 4-player match created through the screens, its first round played
// card by card on the suit x number grid (a legal deal built by hand), reloaded in the middle of a trick,
// finished and checked shelf by shelf; then three quiet rounds to the final scoreboard, totals by hand.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja as shell } from '../src/app/strings/ja';
import { strings } from '../src/games/supermarket/i18n';
import { launch, open, phone, reloadWhenSaved } from './browser';
import { sayer } from './strings';

/** A Japanese string of the app, with its placeholders filled. */
const s = sayer(shell, strings.ja);

const [A, B, C, D] = ['あおい', 'けんじ', 'さくら', 'たろう'];
const SUIT: Record<string, string> = { u: 'unagi', m: 'umeboshi', s: 'suika', t: 'tempura' };

/**
 * Round 1, led by あおい; everyone follows suit, the last trick excepted (nobody has うなぎ left).
 *  1 A u9 B u3 C u2 D u1 → A, ◇うなぎ3     6 C m1 D m2 A m3 B m4 → B
 *  2 A m5 B m9 C m8 D m7 → B, ◇梅干8       7 B s9 C s8 D s7 A s3 → B
 *  3 B s4 C s6 D s5 A s1 → C, ◇すいか5     8 B t4 C t5 D t6 A t7 → A
 *  4 C t2 D t9 A t3 B t1 → D, ◇てんぷら3   9 A u8 B m6 C s2 D t8 → A
 *  5 D u4 A u5 B u6 C u7 → C
 * Goods (1:4 2:3 3:3 4-6:1 7-8:0 9:2): A うなぎ12 梅干1 すいか3 てんぷら3; B 梅干14 すいか5; C うなぎ3 すいか7;
 * D てんぷら12. Shelves: うなぎ◇3 C (A over); 梅干◇8 A (B over); すいか◇5 B (C over); てんぷら◇3 A (D over).
 * Points: A 2, B 1, C 1, D 0.
 */
const ROUND_1 =
  'u9 u3 u2 u1 m5 m9 m8 m7 s4 s6 s5 s1 t2 t9 t3 t1 u4 u5 u6 u7 m1 m2 m3 m4 s9 s8 s7 s3 t4 t5 t6 t7 u8 m6 s2 t8';
/** A quiet round: the leader holds every うなぎ and takes every trick; no shelf is ever set, nobody scores. */
const QUIET = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => `u${k} m${k} s${k} t${k}`).join(' ');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const tap = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();
const grid = (page: Page) => page.getByRole('group', { name: s('supermarket.ui.grid') });
async function play(page: Page, cards: string) {
  for (const code of cards.split(' ')) {
    const name = `${s(`supermarket.suit.${SUIT[code[0] ?? '']}`)} ${code.slice(1)}`;
    await grid(page).getByRole('button', { name, exact: true }).click();
  }
}
const texts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((e) => e.textContent?.trim() ?? ''));

describe('supermarket referee', () => {
  it('plays a round on the grid with a reload, shows the round result, and ends with the match scores', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page);
    await tap(page, s('home.new'));
    await page.getByRole('button', { name: s('game.supermarket.name') }).click();
    await tap(page, s('new.add'));
    for (const [i, name] of [A, B, C, D].entries())
      await page.getByLabel(s('new.name', { n: i + 1 })).fill(name);
    await tap(page, s('new.start'));
    await grid(page).waitFor();

    // Five tricks and two cards of the sixth, then a reload: every entry is still there.
    const cards = ROUND_1.split(' ');
    await play(page, cards.slice(0, 22).join(' '));
    await page.getByRole('heading', { name: s('log.title', { n: 22 }) }).waitFor();
    await reloadWhenSaved(page);
    await grid(page).waitFor();
    await page.getByRole('heading', { name: s('log.title', { n: 22 }) }).waitFor();
    expect(await grid(page).locator('button:disabled').count()).toBe(22);
    expect(
      await grid(page)
        .getByRole('button', { name: `${s('supermarket.suit.unagi')} 9` })
        .isDisabled(),
    ).toBe(true);
    expect(
      await grid(page)
        .getByRole('button', { name: `${s('supermarket.suit.umeboshi')} 3` })
        .isEnabled(),
    ).toBe(true);
    expect(await texts(page, '.sm-shelf')).toEqual([
      `${s('supermarket.suitLetter.unagi')}${s('supermarket.suit.unagi')} ${s('supermarket.label.capacity')} ◇3${s('supermarket.ui.setAt', { trick: 1 })}`,
      `${s('supermarket.suitLetter.umeboshi')}${s('supermarket.suit.umeboshi')} ${s('supermarket.label.capacity')} ◇8${s('supermarket.ui.setAt', { trick: 2 })}`,
      `${s('supermarket.suitLetter.suika')}${s('supermarket.suit.suika')} ${s('supermarket.label.capacity')} ◇5${s('supermarket.ui.setAt', { trick: 3 })}`,
      `${s('supermarket.suitLetter.tempura')}${s('supermarket.suit.tempura')} ${s('supermarket.label.capacity')} ◇3${s('supermarket.ui.setAt', { trick: 4 })}`,
    ]);
    // Trick 6, led by さくら (who took trick 5): さくら 梅干1, たろう 梅干2, あおい next.
    const slots = await page
      .locator('.sm-slots li')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(slots).toEqual([
      `${C}：${s('supermarket.suit.umeboshi')}1`,
      `${D}：${s('supermarket.suit.umeboshi')}2`,
      `${A}：${s('supermarket.ui.next')}`,
      `${B}：`,
    ]);
    expect(await page.locator('.turn .actors').textContent()).toBe(A);
    // Goods stay face down: masked until pressed and held.
    const goods = page.getByRole('button', { name: s('supermarket.ui.goodsOf', { player: A }) });
    expect(await goods.textContent()).toBe('●●●');
    await goods.dispatchEvent('pointerdown');
    expect(await goods.textContent()).toBe('う12梅-す-て-');
    await goods.dispatchEvent('pointerup');
    expect(await goods.textContent()).toBe('●●●');

    // The rest of the round: its result, shelf by shelf, comes first.
    await play(page, cards.slice(22).join(' '));
    const result = page.getByRole('region', { name: s('supermarket.label.roundResult', { round: 1 }) });
    await result.waitFor();
    const rows = await result
      .getByRole('row')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (c) => c.textContent ?? '')));
    const none = `—${s('supermarket.ui.noCard')}`;
    const over = (n: number) => `${n} ${s('supermarket.label.over')}`;
    const scored = (n: number) => `${n} ${s('supermarket.label.scored')}`;
    expect(rows).toEqual([
      [s('supermarket.label.capacity'), A, B, C, D],
      ['ううなぎ ◇3', over(12), none, scored(3), none],
      ['梅梅干 ◇8', scored(1), over(14), none, none],
      ['すすいか ◇5', '3', scored(5), over(7), none],
      ['ててんぷら ◇3', scored(3), none, none, over(12)],
      [s('supermarket.chain.points'), '2', '1', '1', '0'],
    ]);
    expect(await page.locator('.turn .step strong').textContent()).toBe(s('supermarket.phase.lead'));
    const step = await page.locator('.turn .step').textContent();
    expect(step).toContain(s('table.round', { n: 2 }));
    expect(step).toContain(s('supermarket.turn', { n: 1 }));

    // Three quiet rounds (led by けんじ, さくら, たろう): nobody scores; then the final scoreboard.
    await play(page, [QUIET, QUIET, QUIET].join(' '));
    await page.getByRole('heading', { name: s('score.title') }).waitFor();
    const heads = await texts(page, '.scoreboard .score-card .score-head');
    expect(heads).toEqual([
      `${s('score.rank', { rank: 1 })}${A}2`,
      `${s('score.rankShared', { rank: 2 })}${B}1`,
      `${s('score.rankShared', { rank: 2 })}${C}1`,
      `${s('score.rank', { rank: 4 })}${D}0`,
    ]);
    await context.close();
  }, 180_000);
});
