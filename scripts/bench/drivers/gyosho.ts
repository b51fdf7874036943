// 行商の時代: the map's setup is put in the database; from the starting places on, every move is one tap on a
// map card, every load, shipment and trading post one tap on its action, and every card turned up for the
// order row is entered on the card form (city chip, a count chip per good, points chip, confirm).
import { GOODS } from '../../../src/games/gyosho/components';
import type { Action, State } from '../../../src/games/gyosho/index';
import { isCity } from '../../../src/games/gyosho/map';
import { loadProblem } from '../../../src/games/gyosho/moves';
import { postOptions } from '../../../src/games/gyosho/posts';
import { shipProblem } from '../../../src/games/gyosho/ship';
import { loadChoices } from '../../../src/games/gyosho/ui/Load';
import { shipChoices } from '../../../src/games/gyosho/ui/Ship';
import { type Driver, type EntryContext, found } from './driver';

type Ctx = EntryContext<State, Action>;

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
        const allowed = shipChoices(state).filter(({ c }) => shipProblem(state, state.current, c) === null);
        const k = allowed.findIndex(({ a: b }) => JSON.stringify(b) === JSON.stringify(a));
        return act(page.locator('.acts:visible .act-ship').nth(found(k, 'such shipment')), 'ship');
      }
      case 'post': {
        const k = postOptions(state, a.p).findIndex(
          (o) => o.city === a.city && o.use.join() === a.use.join(),
        );
        return act(
          page.locator('.acts[data-control]:visible .act-post').nth(found(k, 'such trading post')),
          'post',
        );
      }
      case 'reveal':
        return cardForm(ctx, a);
      default:
        throw new Error(`gyosho: no taps for ${a.type}`);
    }
  },
};
