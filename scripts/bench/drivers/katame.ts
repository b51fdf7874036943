// 片目の商人: every icon (price card, field card, hidden faces) is one tap on the icon tiles; a bid is its
// digits and 宣言 on the bidder's pad; a pass is one tap.
import { ICONS } from '../../../src/games/katame/components';
import type { Action, State } from '../../../src/games/katame/index';
import { confirmPad, type Driver, typeDigits } from './driver';

/** The katame driver: the whole example game (three rounds, 158 entries). */
export const katame: Driver<State, Action> = {
  id: 'katame',
  seeded: 0,
  async enter(ctx) {
    const { page, tapper, action, entered } = ctx;
    if (action.type === 'bid') {
      await typeDigits(ctx, action.price);
      return confirmPad(ctx, 'bid');
    }
    if (action.type === 'pass') return tapper.tap(page.locator('.kt-pass:visible'), 'pass', entered, true);
    const tile = page.locator('.kt-picker[data-control]:visible .kt-tile').nth(ICONS.indexOf(action.icon));
    await tapper.tap(tile, action.type, entered, true);
  },
};
