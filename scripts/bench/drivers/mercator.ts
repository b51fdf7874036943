// Mercator: a card turned (or drawn free) is one tap on the colour × value grid, closing a lot is one tap,
// and each sealed bid is the bidder (when the pad is not already theirs), the digits and OK.
import { type Action, bidders, GOODS, MAX_VALUE, type State } from '../../../src/games/mercator/index';
import { confirmPad, type Driver, found, typeDigits } from './driver';

/** The mercator driver: the whole example game (four players, 76 entries). */
export const mercator: Driver<State, Action> = {
  id: 'mercator',
  seeded: 0,
  async enter(ctx) {
    const { page, tapper, action, state, entered } = ctx;
    if (action.type === 'turn' || action.type === 'draw') {
      const tile = GOODS.indexOf(action.colour) * MAX_VALUE + action.value - 1;
      return tapper.tap(page.locator('.card-grid:visible .card-tile').nth(tile), action.type, entered, true);
    }
    if (action.type === 'close')
      return tapper.tap(page.locator('.merc-lotbar:visible .big-btn'), 'close', entered, true);
    if (action.type !== 'bid') throw new Error(`mercator: no taps for ${action.type}`);
    const bidder = page
      .locator('.merc-bidder:visible')
      .nth(found(bidders(state).indexOf(action.player), 'such bidder'));
    if ((await bidder.getAttribute('aria-pressed')) !== 'true') {
      await tapper.tap(bidder, 'bidder', { pressed: true });
    }
    await typeDigits(ctx, action.amount);
    await confirmPad(ctx, 'bid');
  },
};
