// スーパーマーケット: every card of the match is one tap on the suit × number grid.
import type { Action, State } from '../../../src/games/supermarket/index';
import { type Driver, tile } from './driver';

/** The supermarket driver: the whole example match, 144 card taps. */
export const supermarket: Driver<State, Action> = {
  id: 'supermarket',
  seeded: 0,
  async enter({ page, tapper, action, entered, say }) {
    if (action.type !== 'play') throw new Error(`supermarket: no taps for ${action.type}`);
    const card = tile(
      page.locator('.card-grid:visible'),
      say(`supermarket.suit.${action.suit}`),
      action.rank,
    );
    await tapper.tap(card, 'card', entered, true);
  },
};
