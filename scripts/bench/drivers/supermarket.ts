// スーパーマーケット: every card of the match is one tap on the suit × number grid.
import { type Action, type State, SUITS } from '../../../src/games/supermarket/index';
import type { Driver } from './driver';

/** The supermarket driver: the whole example match, 144 card taps. */
export const supermarket: Driver<State, Action> = {
  id: 'supermarket',
  seeded: 0,
  async enter({ page, tapper, action, entered }) {
    if (action.type !== 'play') throw new Error(`supermarket: no taps for ${action.type}`);
    const tile = SUITS.indexOf(action.suit) * 9 + action.rank - 1;
    await tapper.tap(page.locator('.card-grid:visible .card-tile').nth(tile), 'card', entered, true);
  },
};
