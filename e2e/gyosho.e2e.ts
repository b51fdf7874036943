// 行商の時代 in a real browser: setup with the default map, four rounds with a reload midway, the final score;
// then a second game: a city name kept across a reload, a correction starting from the old card, and the
// deck count corrected so that the end card is accepted.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja as shellJa } from '../src/app/strings/all';
import { ja as boardJa } from '../src/app/strings/board';
import { strings } from '../src/games/gyosho/i18n';
import { launch, open, phone, reloadWhenSaved, settled } from './browser';
import { sayer } from './strings';

const ja = strings.ja;
/** A Japanese string of the game (or of the board's lists), its placeholders filled. */
const s = sayer(shellJa, boardJa, ja);
const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Text up to the first placeholder, as the start of an accessible name. */
const prefix = (key: string, params: Record<string, string | number> = {}) =>
  new RegExp(`^${esc(s(key, params).split('{')[0] ?? '')}`);

const WHEAT = '小麦の都市';
const ELKAI = 'エルカイブランド';
const HEIDI = 'ハイジフィールド';
const BERN = 'ベルンシュタット'; // the centre card, renamed at setup
const EAST = '流通都市D';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const map = (page: Page) => page.getByRole('region', { name: s('gyosho.ui.map') });
const tapCity = (page: Page, city: string) =>
  map(page)
    .getByRole('button', { name: new RegExp(`^${city}`) })
    .click();
const hint = (page: Page) => page.locator('.turn .hint').textContent();

/** Enters a card (order or 特注) with the form: city chip, each good's count chip, points chip, confirm. */
async function card(page: Page, city: string, goods: Record<string, number>, points: number) {
  const chip = (name: string) => page.getByRole('button', { name, exact: true }).click();
  await chip(city);
  for (const [good, n] of Object.entries(goods)) {
    await chip(s('gyosho.goods.count', { good: s(`gyosho.good.${good}`), n }));
  }
  await chip(s('gyosho.points', { n: points }));
  await page.getByRole('button', { name: prefix('gyosho.ui.cardOk') }).click();
}

const load = (page: Page, source: string) =>
  page.getByRole('button', { name: prefix('gyosho.ui.loadFrom', { good: '小麦', source }) }).click();
const shipSpecial = (page: Page) =>
  page
    .getByRole('button', { name: new RegExp(s('gyosho.ui.shipSpecial')) })
    .first()
    .click();
/** The log's heading, read once the table is drawn whole (a new line comes frames after the tap's: `settled`). */
async function logTitle(page: Page): Promise<string | null> {
  await settled(page);
  return page.getByRole('heading', { name: /^記録/ }).textContent();
}

/** A move of the list, as the table reads it: "what:from → to". */
const move = (what: string, from: string, to: string) => s('board.move', { what, from, to });

/**
 * When the rules moved something by themselves, play stops: in place of the control, what they said, the
 * moves one a line, then one tap when done on the board.
 */
async function done(page: Page, said: string[], moves: string[]) {
  await page.locator('main[data-stop="ruled"]').waitFor();
  expect(await page.locator('.checklist-said li').allTextContents()).toEqual(said);
  expect(await page.locator('[data-move]').allTextContents()).toEqual(moves);
  await page.locator('[data-ack]').click();
  await page.locator('main[data-stop]').waitFor({ state: 'detached' });
}

/** The answer line as read aloud (without its decorative mark): the entry echoed, then what the rules said. */
const echo = (page: Page) =>
  page.locator('[data-answer] .answer-text p').evaluateAll((ps) =>
    ps.map((p) => {
      const copy = p.cloneNode(true) as Element;
      for (const mark of copy.querySelectorAll('[aria-hidden="true"]')) mark.remove();
      return copy.textContent ?? '';
    }),
  );

/** B takes the red jewel over the front card of the row (the first shipment of both games). */
const RED_TO_B = move(
  s('gyosho.board.red', { n: 1 }),
  s('gyosho.board.slot', { k: 1 }),
  s('gyosho.board.hand', { p: 'B' }),
);

describe('行商の時代 at the table', () => {
  it('sets up on the default map, plays with a reload midway, and scores the end', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page);
    await page.getByRole('button', { name: '新しいゲーム' }).click();
    await page.getByRole('button', { name: /行商の時代/ }).click();
    await page.getByLabel('1番目の名前').fill('A');
    await page.getByLabel('2番目の名前').fill('B');
    await page.getByRole('button', { name: 'ゲーム開始' }).click();

    // The default 3x3 layout, one card renamed, confirmed in one tap.
    await page.getByRole('button', { name: '流通都市C', exact: true }).click();
    await page.getByLabel(s('gyosho.ui.cityName')).fill(BERN);
    await page.getByRole('button', { name: s('gyosho.ui.mapOk', { count: 9 }) }).click();
    // Each player's wagon card, on its own side: A the normal side, B (new to the game) the beginner side.
    await page.getByRole('button', { name: s('gyosho.ui.capacityN', { n: 3 }) }).click();
    await page.getByRole('group', { name: s('gyosho.ui.wagonSide', { p: 'B' }) }).waitFor();
    await page.getByRole('button', { name: ja['gyosho.opt.wagon.beginner'] }).click();
    await page.getByRole('button', { name: s('gyosho.ui.capacityN', { n: 3 }) }).click();

    // The order row (4 cards for two players) and the five 特注 cards.
    await card(page, WHEAT, { wheat: 1 }, 2);
    await card(page, ELKAI, { arms: 1 }, 2);
    await card(page, HEIDI, { wine: 1 }, 2);
    await card(page, BERN, { cloth: 2 }, 3);
    expect(await page.locator('.turn .step strong').textContent()).toBe(ja['gyosho.phase.setup.special']);
    await card(page, ELKAI, { wheat: 1 }, 3);
    await card(page, ELKAI, { wheat: 1 }, 4);
    await card(page, ELKAI, { wheat: 1 }, 5);
    await card(page, HEIDI, { wheat: 1 }, 3);
    await card(page, BERN, { wheat: 1 }, 5);

    // Starting places: B (right of the start player) first, then A.
    expect(await hint(page)).toBe(s('gyosho.hint.start', { p: 'B' }));
    await tapCity(page, HEIDI);
    await tapCity(page, ELKAI);

    // Round 1. A starts at an own post: 3 actions. A move that is not one step is refused with the reason.
    expect(await hint(page)).toBe(s('gyosho.hint.turn', { p: 'A', left: 3, limit: 3 }));
    await tapCity(page, '織物の都市');
    expect(await page.getByRole('alert').textContent()).toContain(
      s('gyosho.err.notAdjacent', { from: ELKAI, to: '織物の都市' }),
    );
    await tapCity(page, WHEAT);
    await load(page, 'ストック');
    await load(page, 'ストック');
    // B: to the wheat city, load, ship the front order (red jewel); the table enters the card turned up.
    expect(await hint(page)).toBe(s('gyosho.hint.turn', { p: 'B', left: 3, limit: 3 }));
    await tapCity(page, WHEAT);
    await load(page, 'ストック');
    await page.getByRole('button', { name: /出荷して獲得/ }).click();
    // The front slot's red jewel goes to B; B's last action ends the turn: the row slides, one card is turned up.
    // The jewel is the one thing the rules moved (the card and the wheat moved as the entry says; the row's
    // order is not kept on the board and the card turned up is the next entry): it stops play.
    await done(page, [s('gyosho.ann.red', { p: 'B' }), s('gyosho.ann.slideDraw', { n: 1 })], [RED_TO_B]);
    expect(await page.locator('.turn .step strong').textContent()).toBe(ja['gyosho.phase.refill']);
    await card(page, EAST, { arms: 1 }, 1);

    // Reload midway: every entry is still there and the game goes on where it was.
    expect(await logTitle(page)).toBe('記録(21件)');
    await reloadWhenSaved(page);
    await page.locator('.top-bar').waitFor();
    expect(await logTitle(page)).toBe('記録(21件)');
    expect(await hint(page)).toBe(s('gyosho.hint.turn', { p: 'A', left: 2, limit: 2 }));
    expect(await page.locator('.turn .step').textContent()).toContain('第2ラウンド');

    // Round 2. A loads B's shipped wheat (never A's own), then goes home; B loads twice.
    await load(page, 'Bの出荷エリア');
    await tapCity(page, ELKAI);
    await load(page, 'ストック');
    await load(page, 'ストック');
    // Round 3. A ships three 特注 cards from an own post (3 actions); B loads and goes home.
    expect(await hint(page)).toBe(s('gyosho.hint.turn', { p: 'A', left: 3, limit: 3 }));
    await shipSpecial(page);
    await shipSpecial(page);
    await shipSpecial(page);
    await load(page, 'ストック');
    await tapCity(page, HEIDI);
    // Round 4. A stops at once; B ships the last two 特注 cards: the game ends after B (equal turns).
    await page.getByRole('button', { name: prefix('gyosho.ui.endTurn') }).click();
    expect(await hint(page)).toBe(s('gyosho.hint.turn', { p: 'B', left: 3, limit: 3 }));
    await shipSpecial(page);
    await tapCity(page, BERN);
    await shipSpecial(page);
    // The fifth 特注 card calls the last round; B (right of the start player A) is the last to move. Nothing
    // moves by the rules (one wheat of the card stays in B's area; the post is B's choice): play goes on, and
    // the answer line says it on lines of its own, after the entry's line.
    await expect
      .poll(() => echo(page))
      .toEqual([
        s('gyosho.log.shipSpecial', {
          p: 'B',
          city: BERN,
          goods: s('gyosho.goods.count', { good: '小麦', n: 1 }),
          points: s('gyosho.points', { n: 5 }),
          jewel: s('gyosho.log.nothing'),
          post: s('gyosho.log.postChoice'),
        }),
        s('gyosho.ann.lastRound', { cause: ja['gyosho.end.specials'] ?? '', last: 'B' }),
      ]);
    expect(await page.locator('main[data-stop]').count()).toBe(0);
    // Two placements are legal (rule ②: the wheat city or ベルンシュタット); B takes ベルンシュタット.
    expect(await page.locator('.turn .step strong').textContent()).toBe(ja['gyosho.phase.post']);
    await page.getByRole('button', { name: new RegExp(s('gyosho.ui.postAt', { city: BERN })) }).click();

    // Final: B 2 + 3 + 5 (cards) + 3 (red jewel) = 13; A 3 + 4 + 5 = 12.
    const board = page.getByRole('region', { name: '最終得点' });
    await board.waitFor();
    const places = board.getByRole('listitem');
    expect(await places.count()).toBe(2);
    expect(await places.nth(0).locator('.chip-name').textContent()).toBe('B');
    expect(await places.nth(0).locator('.total').textContent()).toBe('13');
    expect(await places.nth(1).locator('.chip-name').textContent()).toBe('A');
    expect(await places.nth(1).locator('.total').textContent()).toBe('12');
    expect(await logTitle(page)).toBe('記録(35件)');

    // The next game offers the names and the wagon capacity entered this time.
    await page.getByRole('button', { name: 'ホーム' }).click();
    await page.getByRole('button', { name: '新しいゲーム' }).click();
    // The picker loads on first use: wait for it, since home also names the game (the saved game, its check).
    await page.getByRole('heading', { name: 'ゲームを選ぶ' }).waitFor();
    await page.getByRole('button', { name: /行商の時代/ }).click();
    await page.getByRole('button', { name: 'ゲーム開始' }).click();
    await page.getByRole('button', { name: BERN, exact: true }).waitFor();
    await page.getByRole('button', { name: s('gyosho.ui.mapOk', { count: 9 }) }).click();
    await page.getByRole('button', { name: s('gyosho.ui.wagonLast', { n: 3 }) }).waitFor();
    await context.close();
  });

  it('corrects the deck count mid-game so that the end card is accepted where it came up', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page);
    await page.getByRole('button', { name: '新しいゲーム' }).click();
    await page.getByRole('button', { name: /行商の時代/ }).click();
    await page.getByLabel('1番目の名前').fill('A');
    await page.getByLabel('2番目の名前').fill('B');
    await page.getByRole('button', { name: 'ゲーム開始' }).click();
    // A name typed and not yet confirmed survives a reload.
    await page.getByRole('button', { name: '流通都市C', exact: true }).click();
    await page.getByLabel(s('gyosho.ui.cityName')).fill('ベルン');
    await page.reload();
    await page.getByRole('button', { name: 'ベルン', exact: true }).waitFor();
    await page.getByRole('button', { name: s('gyosho.ui.mapOk', { count: 9 }) }).click();
    for (const _ of ['A', 'B'])
      await page.getByRole('button', { name: s('gyosho.ui.capacityN', { n: 3 }), exact: true }).click();
    await card(page, WHEAT, { wheat: 1 }, 2);
    await card(page, ELKAI, { arms: 1 }, 2);
    await card(page, HEIDI, { wine: 1 }, 2);
    await card(page, 'ベルン', { cloth: 2 }, 3);
    for (const points of [3, 4, 5, 3, 5]) await card(page, ELKAI, { wheat: 1 }, points);
    await tapCity(page, HEIDI);
    await tapCity(page, ELKAI);
    // A moves and loads; B ships the front order: the refill asks for the card turned up.
    await tapCity(page, WHEAT);
    await load(page, 'ストック');
    await load(page, 'ストック');
    await tapCity(page, WHEAT);
    await load(page, 'ストック');
    await page.getByRole('button', { name: /出荷して獲得/ }).click();
    await done(page, [s('gyosho.ann.red', { p: 'B' }), s('gyosho.ann.slideDraw', { n: 1 })], [RED_TO_B]);
    expect(await page.locator('.turn .step strong').textContent()).toBe(ja['gyosho.phase.refill']);
    // A correction of the first order card (entry 4) starts from the card as entered; the table leaves it.
    await page.getByRole('button', { name: s('log.correctN', { n: 4 }), exact: true }).click();
    await page.getByText(s('amend.fixWas', { n: 4, line: '' }).trim()).waitFor();
    expect(await page.getByRole('button', { name: WHEAT, exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByRole('button', { name: `入力: ${WHEAT} 小麦×1 2点` }).waitFor();
    await page.getByRole('button', { name: s('table.cancel') }).click();
    await page.getByText(s('amend.fixWas', { n: 4, line: '' }).trim()).waitFor({ state: 'detached' });
    // 27 order cards for two players, 4 laid in the row: 23 left by the app's count; the end card is refused.
    expect(await page.getByRole('button', { name: s('gyosho.ui.endCard') }).count()).toBe(0);
    // But the end card is what came up: the table had removed too many. It counts 8 left and enters that,
    // the pad starting from the app's count.
    await page.getByText(s('gyosho.ui.deckFix')).click();
    const pad = page.locator('.gy-deckfix .number-pad');
    expect(await pad.locator('output').textContent()).toBe('23');
    await pad.getByRole('button', { name: s('gyosho.ui.deckClear') }).click();
    await pad.getByRole('button', { name: '8', exact: true }).click();
    await pad.getByRole('button', { name: s('gyosho.ui.deckOk') }).click();
    await expect
      .poll(() => page.locator('.log-text').first().textContent())
      .toContain(s('gyosho.log.deck', { n: 8 }));
    expect(await logTitle(page)).toBe('記録(21件)');
    // The end card now fits. It came up in B's refill, and B (right of the start player) closes the round:
    // the game is over. B 2 (the wheat order) + 3 (red jewel) = 5, A 0.
    await page.getByRole('button', { name: s('gyosho.ui.endCard') }).click();
    const board = page.getByRole('region', { name: '最終得点' });
    await board.waitFor();
    expect(await board.getByRole('listitem').locator('.total').allTextContents()).toEqual(['5', '0']);
    expect(await page.locator('.rejected-list').count()).toBe(0);
    expect(await logTitle(page)).toBe('記録(22件)');
    await context.close();
  });
});
