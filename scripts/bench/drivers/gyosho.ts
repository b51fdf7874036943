// 行商の時代: the map's setup is put in the database; from the starting places on, every move is one tap on a
// map card, every load, shipment and trading post one tap on its action, and every card turned up for the
// order row is entered on the card form (city chip, goods and points steppers, confirm).
import { GOODS } from '../../../src/games/gyosho/components';
import type { Action, State } from '../../../src/games/gyosho/index';
import { isCity } from '../../../src/games/gyosho/map';
import { postOptions } from '../../../src/games/gyosho/posts';
import { loadChoices } from '../../../src/games/gyosho/ui/Load';
import { shipChoices } from '../../../src/games/gyosho/ui/Ship';
import { type Driver, type EntryContext, found } from './driver';

type Ctx = EntryContext<State, Action>;

/** Taps a card's city chip, its goods and points on the steppers, and enters it. */
async function cardForm(ctx: Ctx, a: Extract<Action, { type: 'reveal' }>) {
  const { page, tapper, state } = ctx;
  const chip = state.map.slice(0, a.city).filter((cell) => isCity(cell)).length;
  await tapper.tap(page.locator('.card-cities:visible .chp').nth(chip), 'card city', { pressed: true });
  const steppers = [...GOODS.map((g) => a.goods.filter((x) => x === g).length), a.points];
  for (const [k, n] of steppers.entries()) {
    for (let v = 1; v <= n; v++) {
      const more = page.locator('.card-goods:visible .stp').nth(k).locator('.pad-key:visible').nth(1);
      const at = `.card-goods .stp:nth-of-type(${k + 1}) .stp-v`;
      await tapper.tap(more, 'stepper', { text: String(v), at });
    }
  }
  await tapper.tap(page.locator('.card-form:visible .big-btn'), 'card', ctx.entered, true);
}

/** The gyosho driver: the example game from its starting places (157 of its 177 entries). */
export const gyosho: Driver<State, Action> = {
  id: 'gyosho',
  seeded: 17,
  async enter(ctx) {
    const { page, tapper, action: a, state, entered } = ctx;
    const act = (target: ReturnType<typeof page.locator>, kind: string) =>
      tapper.tap(target, kind, entered, true);
    switch (a.type) {
      case 'start':
      case 'move':
        return act(page.locator('.map-play:visible > .cc').nth(a.city), a.type);
      case 'load': {
        if (a.drop !== undefined) throw new Error('gyosho: a load that drops a good has no driver yet');
        const k = loadChoices(state).findIndex((c) => c.good === a.good && c.from === a.from);
        return act(page.locator('.acts:visible .act:not(.act-ship)').nth(found(k, 'such load')), 'load');
      }
      case 'ship':
      case 'shipSpecial': {
        const k = shipChoices(state).findIndex(({ a: b }) => JSON.stringify(b) === JSON.stringify(a));
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
