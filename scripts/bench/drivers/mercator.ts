// Mercator: a card turned (or drawn free) is one tap on the colour × value grid, closing a lot is one tap,
// and each sealed bid is the bidder (when the pad is not already theirs), the digits and OK.
import type { Action, State } from '../../../src/games/mercator/index';
import { confirmPad, type Driver, ofPlayer, tile, typeDigits } from './driver';

/** The mercator driver: the whole example game (four players, 76 entries). */
export const mercator: Driver<State, Action> = {
  id: 'mercator',
  seeded: 0,
  async enter(ctx) {
    const { page, tapper, action, entered, say } = ctx;
    if (action.type === 'turn' || action.type === 'draw') {
      const card = tile(
        page.locator('.card-grid:visible'),
        say(`mercator.goods.${action.colour}`),
        action.value,
      );
      return tapper.tap(card, action.type, entered, true);
    }
    if (action.type === 'close')
      return tapper.tap(page.locator('.merc-lotbar:visible .big-btn'), 'close', entered, true);
    if (action.type !== 'bid') throw new Error(`mercator: no taps for ${action.type}`);
    const bidder = ofPlayer(page.locator('.merc-bidders:visible'), ctx.names[action.player] ?? '');
    if ((await bidder.getAttribute('aria-pressed')) !== 'true') {
      await tapper.tap(bidder, 'bidder', { pressed: true });
    }
    await typeDigits(ctx, action.amount);
    await confirmPad(ctx, 'bid');
  },
};
