// legalActions: every entry the current step accepts (finite: bids run 0..money, cards are the unseen ones).
import type { Action } from './actions';
import { cardOf } from './components';
import { bidders, pendingBidders, type State, unseen } from './state';

/** Every legal action of a state (complete, not a sample: at most 50 cards or 0..money per bidder). */
export function legalActions(s: State): Action[] {
  switch (s.phase) {
    case 'lot': {
      const turns: Action[] =
        s.lot.length < s.limit ? unseen(s).map((id) => ({ type: 'turn', ...cardOf(id) })) : [];
      return s.lot.length > 0 ? [...turns, { type: 'close' }] : turns;
    }
    case 'bid':
      return pendingBidders(s).flatMap((player) =>
        Array.from(
          { length: (s.money[player] ?? 0) + 1 },
          (_, amount): Action => ({ type: 'bid', player, amount }),
        ),
      );
    case 'sale':
      return [
        { type: 'unsold' },
        ...bidders(s).flatMap((player) =>
          Array.from(
            { length: s.money[player] ?? 0 },
            (_, i): Action => ({ type: 'sold', player, price: i + 1 }),
          ),
        ),
      ];
    case 'fill':
      return unseen(s).map((id) => ({ type: 'draw', ...cardOf(id) }));
    case 'over':
      return [];
  }
}
