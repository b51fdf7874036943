// 江戸の商家 in a real browser: a 3-player game with 御用商人 and a 4-card deck, set up and played for two
// full turns through the screens (a re-roll, a failed objection, 青 lowering a bid, a tie, 不義理), reloaded in
// the middle of the first turn, then ended with 赤's pick and a 特注 colour; coins, cards and totals by hand.
// A bid above a merchant's coins is refused beside the pad without telling his coins (he presses and holds to
// read them), and stays on the pad until the next digit starts a new amount;
// what the rules do by themselves (income paid, the bids resolved) is said until the table acknowledges it.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja as shell } from '../src/app/strings/all';
import { ja as board } from '../src/app/strings/board';
import { strings } from '../src/games/edo/i18n';
import { launch, open, phone, reloadWhenSaved } from './browser';
import { sayer } from './strings';

/** A Japanese string of the app, with its placeholders filled. */
const s = sayer(shell, board, strings.ja);

const [A, B, C] = ['門左衛門', 'お市', '佐吉'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const tap = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();
const title = (page: Page) => page.locator('.turn .step strong').textContent();
const pad = async (page: Page, digits: string) => {
  for (const d of digits) await tap(page, d);
  await tap(page, s('edo.ui.ok'));
};

/** What the rules did by themselves, as the table is told to do it; then "done on the board". */
async function acknowledge(page: Page): Promise<string[]> {
  const said = await page.locator('.checklist-said li').allTextContents();
  await tap(page, s('board.done'));
  return said;
}

/** A player's coins: masked until pressed and held. */
async function coins(page: Page, who: string): Promise<string> {
  const secret = page.getByRole('button', { name: s('edo.ui.coinsOf', { p: who }) });
  expect(await secret.textContent()).toBe('●●●');
  await secret.dispatchEvent('pointerdown');
  const shown = (await secret.textContent()) ?? '';
  await secret.dispatchEvent('pointerup');
  return shown;
}

/** The cards a player holds, as tile names (e.g. 白5), in colour order. */
const hand = (page: Page, who: string) =>
  page
    .getByRole('list', { name: s('edo.ui.handOf', { p: who }) })
    .getByRole('img')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

describe('edo referee', () => {
  it('sets up, plays two turns with a reload, ends with the proposed choices and scores them', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page);
    await tap(page, s('home.new'));
    await page.locator('button.pick', { hasText: s('game.edo.name') }).click();
    for (const [i, name] of [A, B, C].entries())
      await page.getByLabel(s('new.name', { n: i + 1 })).fill(name);
    await page.getByLabel(s('edo.opt.privileges')).check();
    await page.getByLabel(s('edo.opt.deck')).fill('4');
    await tap(page, s('new.start'));

    // Setup: 門左衛門 keeps 白5 and passes 白2; お市 黄3 / 黄4; 佐吉 赤4 / 赤6. First discards 黒3 白1.
    await page.getByText(s('edo.phase.setup.start')).waitFor();
    for (const [who, left, keep, pass] of [
      [A, B, 5, 2],
      [B, C, 3, 4],
      [C, A, 4, 6],
    ] as const) {
      await tap(page, `${s('edo.ui.keep', { p: who })}: ${keep}`);
      await tap(page, `${s('edo.ui.pass', { p: left })}: ${pass}`);
    }
    await tap(page, '黒 3');
    await tap(page, '白 1');
    expect(await hand(page, A)).toEqual(['白5', '赤6']);
    expect(await hand(page, B)).toEqual(['白2', '黄3']);
    expect(await hand(page, C)).toEqual(['黄4', '赤4']);

    // Turn 1, 門左衛門: 1-4-5, keeps 1 and 5 (him +2, 佐吉 +2 from the 4); お市 and 佐吉 object: re-roll.
    for (const [i, d] of [1, 4, 5].entries()) await tap(page, `${s('edo.ui.die', { n: i + 1 })}: ${d}`);
    await tap(page, s('edo.ui.dieValue', { n: 1, v: 1 }));
    await tap(page, s('edo.ui.dieValue', { n: 3, v: 5 }));
    expect(await page.locator('.edo-income li').allTextContents()).toEqual([`${A}+2`, `${B}+0`, `${C}+2`]);
    await tap(page, s('edo.ui.keepOk', { dice: '1-5' }));
    await tap(page, B);
    await tap(page, C);
    await tap(page, s('edo.ui.object.reroll'));
    for (const [i, d] of [2, 3, 6].entries()) await tap(page, `${s('edo.ui.die', { n: i + 1 })}: ${d}`);

    // Reload in the middle of the turn: all 8 entries are still there, and the step is the same.
    await page.getByRole('heading', { name: s('log.title', { n: 8 }) }).waitFor();
    await page.getByText(s('save.saved')).waitFor();
    await reloadWhenSaved(page);
    await page.getByRole('heading', { name: s('log.title', { n: 8 }) }).waitFor();
    expect(await title(page)).toBe(s('edo.phase.dice.keep'));
    // The log draws a new line in the frame after the tap's.
    await expect
      .poll(() => page.locator('.log-text').first().textContent())
      .toBe(s('edo.log.reroll', { p: A, dice: '2-3-6' }));

    // 門左衛門 keeps the 6 (+1 for 赤6); お市 gets 2-3 (+2); nobody objects.
    await tap(page, s('edo.ui.dieValue', { n: 3, v: 6 }));
    await tap(page, s('edo.ui.keepOk', { dice: '6' }));
    await tap(page, s('edo.ui.object.none'));
    // The income is paid from the stock: 門左衛門 1, お市 2 (佐吉 earns nothing, so he is not named).
    expect(await acknowledge(page)).toEqual([
      s('edo.ann.income', {
        who: `${s('edo.ann.amount', { p: A, n: 1 })}・${s('edo.ann.amount', { p: B, n: 2 })}`,
      }),
    ]);
    // 仕入れ: East 赤2, West 青5; markers 東 西 小銭稼ぎ; bids 門左衛門 East 3, お市 West 2, 佐吉 nothing.
    await tap(page, '赤 2');
    await tap(page, '青 5');
    for (const choice of ['east', 'west', 'koban']) await tap(page, s(`edo.choice.${choice}`));
    // 門左衛門 holds 6 coins: 9 is refused beside the pad, naming the amount and the rule (「門左衛門はコインを9枚
    // 持っていません」), never his 6; the 9 stays typed, to be cleared and corrected.
    await pad(page, '9');
    const refusal = page.locator('[data-answer] [role=alert]');
    expect(await refusal.textContent()).toBe(
      `${s('edo.err.overCoins', { p: A, n: 9 })} ${s('table.section', {
        section: s('table.rule', { rule: s('edo.rule.ビット'), game: s('game.edo.name') }),
      })}`,
    );
    expect(await refusal.textContent()).not.toContain('6');
    // His 6 is for him alone: masked beside Undo, shown only while he presses and holds it.
    const held = page.locator('[data-answer]').getByRole('button', { name: s('secrets.holdFor', { p: A }) });
    expect(await held.textContent()).toBe('●●●');
    await held.dispatchEvent('pointerdown');
    expect(await held.textContent()).toBe(s('edo.secret.coins', { p: A, n: 6 }));
    await held.dispatchEvent('pointerup');
    expect(await held.textContent()).toBe('●●●');
    expect(await page.locator('.number-pad output').textContent()).toBe('9');
    // The next digit starts a new amount, as after a correction: 3, not 93 (no clearing first).
    await pad(page, '3');
    await pad(page, '2');
    await tap(page, s('edo.choice.koban'));
    // The resolution, for the table to carry out: both sites won, 佐吉's small change (1 from the stock and
    // the pot's 1), 赤 to 門左衛門 (赤2 赤6 against 佐吉's 赤4), 青 to お市, the markers back.
    expect(await acknowledge(page)).toEqual([
      s('edo.ann.won', { site: '東', p: A, n: 3, cards: '赤2' }),
      s('edo.ann.won', { site: '西', p: B, n: 2, cards: '青5' }),
      s('edo.ann.kobanPot', { who: s('edo.ann.amount', { p: C, n: 1 }), pot: 1 }),
      s('edo.ann.privileges', {
        moves: `${s('edo.ann.privTo', { colour: '赤', p: A })}・${s('edo.ann.privTo', { colour: '青', p: B })}`,
      }),
      s('edo.ann.markers'),
    ]);

    // After turn 1: 門左衛門 5+1-3 = 3, お市 5+2-2 = 5, 佐吉 5+1+1 (pot) = 7; 赤 to 門左衛門, 青 to お市.
    expect(await title(page)).toBe(s('edo.phase.dice.roll'));
    expect([await coins(page, A), await coins(page, B), await coins(page, C)]).toEqual(['3', '5', '7']);
    expect(await hand(page, A)).toEqual(['白5', '赤2', '赤6']);
    expect(await hand(page, B)).toEqual(['白2', '黄3', '青5']);
    expect(await hand(page, C)).toEqual(['黄4', '赤4']);
    expect(await page.getByRole('img', { name: s('edo.ui.privilege', { colour: '赤' }) }).count()).toBe(1);
    expect(await page.getByRole('img', { name: s('edo.ui.privilege', { colour: '青' }) }).count()).toBe(1);
    expect(await page.locator('.edo-result li').allTextContents()).toEqual([
      s('edo.ui.won', { site: '東', p: A, n: 3 }),
      s('edo.ui.won', { site: '西', p: B, n: 2 }),
      s('edo.ui.koban', { p: C, n: 1, pot: 1 }),
    ]);

    // Turn 2, お市: 2-3-5, keeps 2 and 3 (+2), 門左衛門 +1 from the 5; 佐吉 objects alone: not upheld.
    for (const [i, d] of [2, 3, 5].entries()) await tap(page, `${s('edo.ui.die', { n: i + 1 })}: ${d}`);
    await tap(page, s('edo.ui.dieValue', { n: 1, v: 2 }));
    await tap(page, s('edo.ui.dieValue', { n: 2, v: 3 }));
    await tap(page, s('edo.ui.keepOk', { dice: '2-3' }));
    await tap(page, C);
    await tap(page, s('edo.ui.object.fails'));
    await acknowledge(page);
    // East 特注, West 白4 (the deck is now empty); markers お市 東, 佐吉 西, 門左衛門 小銭稼ぎ.
    await tap(page, s('edo.card.special'));
    await tap(page, '白 4');
    for (const choice of ['east', 'west', 'koban']) await tap(page, s(`edo.choice.${choice}`));
    // Read round from お市, whose turn it is (each picked in turn, on the site declared): お市 2 on East, 佐吉 1
    // on West, 門左衛門 1 on West against his marker; お市 (青) lowers hers to 1.
    await pad(page, '2');
    await pad(page, '1');
    await expect.poll(() => page.locator('.edo-bidders [aria-pressed="true"]').textContent()).toBe(A);
    await tap(page, s('edo.site.west'));
    await pad(page, '1');
    await tap(page, s('edo.ui.lower'));
    // The last turn: West tied at 1 stays, お市 takes East for 1, 門左衛門 turns to 不義理; the game ends, so
    // no markers back and no next merchant.
    expect(await acknowledge(page)).toEqual([
      s('edo.ann.won', { site: '東', p: B, n: 1, cards: '特注' }),
      s('edo.ann.tie', { site: '西', n: 1 }),
      s('edo.ann.flip', { who: A }),
    ]);

    // After turn 2: 門左衛門 3+1 = 4 and 不義理 (West tied at 1: 白4 stays), お市 5+2-1 = 6 with 特注, 佐吉 7.
    expect(await title(page)).toBe(s('edo.phase.end.red'));
    expect([await coins(page, A), await coins(page, B), await coins(page, C)]).toEqual(['4', '6', '7']);
    expect(await hand(page, B)).toEqual(['白2', '黄3', '青5', '特注']);
    expect(await hand(page, A)).toEqual(['白5', '赤2', '赤6']);
    expect(
      await page
        .getByRole('list', { name: s('edo.site.west') })
        .getByRole('img')
        .getAttribute('aria-label'),
    ).toBe('白4');
    expect(await page.locator('.edo-bad').count()).toBe(1);
    expect(await page.locator('.edo-row').first().textContent()).toContain(s('edo.term.dishonour'));

    // The end: 赤 (門左衛門) is offered 白 (a 二重紋 白赤), お市's 特注 black (the one 黒 in the discard).
    // Rules version 2: 赤 must take a goods card while one lies in the discard pile, so "take nothing" is not offered.
    expect(await page.getByRole('button', { name: s('edo.ui.takeNone') }).count()).toBe(0);
    await tap(page, s('edo.ui.best', { choice: s('edo.ui.take', { card: '白' }) }));
    await tap(page, s('edo.ui.confirmColours', { colours: '黒' }));

    // All on 7: 門左衛門 4 + 二重紋 3; お市 6 + 黒 1; 佐吉 7. Goods 4/4/2 put 佐吉 last, coins お市 first.
    await page.getByRole('heading', { name: s('score.title') }).waitFor();
    const cards = page.locator('.scoreboard .score-card');
    expect(await cards.locator('.chip-name').allTextContents()).toEqual([B, A, C]);
    expect(await cards.locator('.total').allTextContents()).toEqual(['7', '7', '7']);
    expect(await cards.nth(0).textContent()).toContain(s('score.decidedBy', { link: s('edo.chain.coins') }));
    expect(await cards.nth(2).textContent()).toContain(s('score.decidedBy', { link: s('edo.chain.goods') }));
    expect(await cards.nth(1).textContent()).toContain(s('edo.line.crest2'));
    await context.close();
  });

  it('corrects an old roll so that the keep no longer fits; the keep re-entered, the rest fits', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page);
    await tap(page, s('home.new'));
    await page.locator('button.pick', { hasText: s('game.edo.name') }).click();
    for (const [i, name] of [A, B, C].entries())
      await page.getByLabel(s('new.name', { n: i + 1 })).fill(name);
    // The deck follows the player count until set by hand (RULINGS 000): 16 for three, 15 for four.
    const deck = page.getByLabel(s('edo.opt.deck'));
    expect(await deck.inputValue()).toBe('16');
    await tap(page, s('new.add'));
    expect(await deck.inputValue()).toBe('15');
    await tap(page, s('new.remove', { n: 4 }));
    expect(await deck.inputValue()).toBe('16');
    await tap(page, s('new.start'));
    await page.getByText(s('edo.phase.setup.start')).waitFor();
    for (const [who, left, keep, pass] of [
      [A, B, 5, 2],
      [B, C, 3, 4],
      [C, A, 4, 6],
    ] as const) {
      await tap(page, `${s('edo.ui.keep', { p: who })}: ${keep}`);
      await tap(page, `${s('edo.ui.pass', { p: left })}: ${pass}`);
    }
    await tap(page, '黒 3');
    await tap(page, '白 1');
    // Entered as 1-6-6; 門左衛門 keeps 6-6, nobody objects; the draw follows.
    for (const [i, d] of [1, 6, 6].entries()) await tap(page, `${s('edo.ui.die', { n: i + 1 })}: ${d}`);
    await tap(page, s('edo.ui.dieValue', { n: 2, v: 6 }));
    await tap(page, s('edo.ui.dieValue', { n: 3, v: 6 }));
    await tap(page, s('edo.ui.keepOk', { dice: '6-6' }));
    await tap(page, s('edo.ui.object.none'));
    await acknowledge(page);
    await tap(page, '赤 2');
    await tap(page, '青 5');
    await page.getByRole('heading', { name: s('log.title', { n: 8 }) }).waitFor();

    // The roll was 1-6-5 in fact: its correction shows the old dice; one tap on die 3 enters the new roll.
    await tap(page, s('log.correctN', { n: 5 }));
    await page.getByText(s('amend.fixWas', { n: 5, line: '' }).trim()).waitFor();
    for (const [i, d] of [1, 6, 6].entries()) {
      expect(
        await page
          .getByRole('button', { name: `${s('edo.ui.die', { n: i + 1 })}: ${d}`, exact: true })
          .getAttribute('aria-pressed'),
      ).toBe('true');
    }
    await tap(page, `${s('edo.ui.die', { n: 3 })}: 5`);
    // Keeping 6-6 no longer fits: it opens at once, on the keep step of the corrected roll.
    const bar = page.locator('[data-amend="refit"]');
    await bar.waitFor();
    // 「6番目が合わなくなりました：…」: the keep, entry 6, said in the answer line under the bar.
    expect(await page.locator('[data-answer]').textContent()).toContain(
      s('amend.refit', { n: 6, reason: '§' }).split('§')[0],
    );
    expect(await title(page)).toBe(s('edo.phase.dice.keep'));
    // The old choice is kept where it still can be: the first 6 stays selected; 門左衛門 kept 6 and 5.
    expect(
      await page
        .getByRole('button', { name: s('edo.ui.dieValue', { n: 2, v: 6 }) })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await tap(page, s('edo.ui.dieValue', { n: 3, v: 5 }));
    await tap(page, s('edo.ui.keepOk', { dice: '6-5' }));
    // The rest fits again: nothing is listed as unfit, and the game goes on at the markers.
    expect(await page.locator('[data-amend]').count()).toBe(0);
    expect(await page.locator('.rejected-list').count()).toBe(0);
    expect(await title(page)).toBe(s('edo.phase.buy.declare'));
    await context.close();
  });
});
