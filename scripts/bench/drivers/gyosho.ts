// 行商の時代: the map's setup is put in the database; from the starting places on, every move is one tap on a
// map card, every load, shipment and trading post one tap on its action, and every card turned up for the
// order row is entered on the card form (city chip, a count chip per good, points chip, confirm).
import { GOODS } from '../../../src/games/gyosho/components';
import { pointsMsg } from '../../../src/games/gyosho/describe';
import { goodsMsg } from '../../../src/games/gyosho/goods';
import type { Action, State } from '../../../src/games/gyosho/index';
import { jewelAt } from '../../../src/games/gyosho/jewels';
import { cityParam, isCity } from '../../../src/games/gyosho/map';
import { loadProblem } from '../../../src/games/gyosho/moves';
import { postOptions } from '../../../src/games/gyosho/posts';
import { shipProblem } from '../../../src/games/gyosho/ship';
import { loadChoices } from '../../../src/games/gyosho/ui/Load';
import { type Driver, type EntryContext, sayMsg } from './driver';

type Ctx = EntryContext<State, Action>;

/** A city's name as the screen says it (a name entered at setup, or the rulebook's). */
function cityWords(ctx: Ctx, city: number): string {
  const name = cityParam(ctx.state, city);
  return typeof name === 'string' ? name : sayMsg(ctx.say, name);
}

/**
 * The chips to tap for a count: the count's own, or, above the chips shown at first (`shown`), each one up to it
 * (the form offers one chip more than the count chosen).
 */
const climb = (n: number, shown: number) =>
  n <= shown ? [n] : Array.from({ length: n - shown + 1 }, (_, i) => shown + i);

/** Taps a card's city chip, each good's count chip, its points chip, and enters it. */
async function cardForm(ctx: Ctx, a: Extract<Action, { type: 'reveal' }>) {
  const { page, tapper, state } = ctx;
  const form = page.locator('.card-form:visible');
  const chip = state.map.slice(0, a.city).filter((cell) => isCity(cell)).length;
  await tapper.tap(form.locator('.card-cities .chp').nth(chip), 'card city', { pressed: true });
  for (const [k, g] of GOODS.entries()) {
    const n = a.goods.filter((x) => x === g).length;
    for (const v of n > 0 ? climb(n, 3) : []) {
      const count = form
        .locator('.card-count')
        .nth(k)
        .locator('.chp')
        .nth(v - 1);
      await tapper.tap(count, 'card goods', { pressed: true });
    }
  }
  for (const v of climb(a.points, 12)) {
    await tapper.tap(form.locator('.card-points .chp').nth(v - 1), 'card points', { pressed: true });
  }
  await tapper.tap(form.locator('.big-btn'), 'card', ctx.entered, true);
}

/** The gyosho driver: the example game from its starting places (157 of its 177 entries). */
export const gyosho: Driver<State, Action> = {
  id: 'gyosho',
  seeded: 17,
  async enter(ctx) {
    const { page, tapper, action: a, state, entered, say, names } = ctx;
    const act = (target: ReturnType<typeof page.locator>, kind: string) =>
      tapper.tap(target, kind, entered, true);
    switch (a.type) {
      case 'start':
      case 'move':
        return act(page.locator('.map-play:visible > .cc').nth(a.city), a.type);
      case 'load': {
        if (a.drop !== undefined) throw new Error('gyosho: a load that drops a good has no driver yet');
        // Found by its words (the good, where it comes from, how many are there), wherever the list puts it.
        const choice = loadChoices(state).find((c) => c.good === a.good && c.from === a.from);
        if (!choice || loadProblem(state, a) !== null)
          throw new Error('gyosho: the screen offers no such load');
        const source =
          a.from === 'stock'
            ? say('gyosho.log.fromStock')
            : say('gyosho.log.fromArea', { q: names[a.from] ?? '' });
        const words = say('gyosho.ui.loadFrom', { good: say(`gyosho.good.${a.good}`), source, n: choice.n });
        const button = page.locator('.acts:visible .act:not(.act-ship)').filter({ hasText: words });
        return act(button, 'load');
      }
      case 'ship':
      case 'shipSpecial': {
        // Found by what the card says: its city, jewel, goods and points, and whether it is a 特注 card.
        const card = a.type === 'ship' ? state.row[a.slot] : state.specials[a.index];
        if (!card || shipProblem(state, state.current, card) !== null)
          throw new Error('gyosho: the screen offers no such shipment');
        const jewel = a.type === 'ship' ? jewelAt(state, a.slot) : null;
        const label = (words: string) => page.locator(`[aria-label="${words}"]`);
        let button = page
          .locator('.acts:visible .act-ship:not([disabled])')
          .filter({ hasText: cityWords(ctx, card.city) })
          .filter({ hasText: sayMsg(say, pointsMsg(card.points)) })
          .filter({ hasText: say(card.special ? 'gyosho.ui.shipSpecial' : 'gyosho.ui.shipOrder') })
          .filter({ has: label(sayMsg(say, goodsMsg(card.goods))) });
        button = jewel
          ? button.filter({ has: label(say(`gyosho.jewel.${jewel}`)) })
          : button.filter({ hasNot: page.locator('.jw') });
        return act(button, 'ship');
      }
      case 'post': {
        if (!postOptions(state, a.p).some((o) => o.city === a.city && o.use.join() === a.use.join()))
          throw new Error('gyosho: the screen offers no such trading post');
        // Found by its words: the city it goes to, and the cards that allow it.
        const cards = a.use.map((c) => cityWords(ctx, c)).join(say('gyosho.ui.sep'));
        const button = page
          .locator('.acts[data-control]:visible .act-post')
          .filter({ hasText: say('gyosho.ui.postAt', { city: cityWords(ctx, a.city) }) })
          .filter({ hasText: say(a.use.length === 2 ? 'gyosho.ui.rule1' : 'gyosho.ui.rule2', { cards }) });
        return act(button, 'post');
      }
      case 'reveal':
        return cardForm(ctx, a);
      default:
        throw new Error(`gyosho: no taps for ${a.type}`);
    }
  },
};
