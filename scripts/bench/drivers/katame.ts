// 片目の商人: every icon (price card, field card, hidden faces) is one tap on the icon tiles; a bid at the
// lowest price that tops the standing one is one tap, any other its digits and 宣言; a pass is one tap.
import type { Action, State } from '../../../src/games/katame/index';
import { minBid } from '../../../src/games/katame/state';
import { confirmPad, type Driver, typeDigits } from './driver';

/** The katame driver: the whole example game (three rounds, 158 entries). */
export const katame: Driver<State, Action> = {
  id: 'katame',
  seeded: 0,
  async enter(ctx) {
    const { page, tapper, action, entered, say } = ctx;
    if (action.type === 'bid') {
      if (action.price === minBid(ctx.state))
        return tapper.tap(page.locator('.kt-min:visible'), 'bid', entered, true);
      await typeDigits(ctx, action.price);
      return confirmPad(ctx, 'bid');
    }
    if (action.type === 'pass') return tapper.tap(page.locator('.kt-pass:visible'), 'pass', entered, true);
    // A tile says its icon's name (and, in some steps, how many are left after it).
    const tile = page
      .locator('.kt-picker[data-control]:visible .kt-tile')
      .filter({ has: page.locator('.kt-tile-text', { hasText: say(`katame.icon.${action.icon}`) }) });
    await tapper.tap(tile, action.type, entered, true);
  },
};
