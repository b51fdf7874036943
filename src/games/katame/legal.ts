// Every legal entry of a state: the finite set the screens offer and the property tests draw from.
import type { Action } from './actions';
import { ICON_LIMITS, ICONS, type Icon } from './components';
import { currentBidder, minBid, type State } from './state';

/** Icons that still fit the card set this round. */
export function fittingIcons(s: Pick<State, 'seen'>): Icon[] {
  return ICONS.filter((icon) => s.seen[icon] < ICON_LIMITS[icon]);
}

/** Every legal entry: icons that fit, or a pass and every price from the minimum up to the bidder's money. */
export function legalActions(s: State): Action[] {
  switch (s.phase) {
    case 'price':
      return fittingIcons(s).map((icon) => ({ type: 'price', icon }));
    case 'card':
      return fittingIcons(s).map((icon) => ({ type: 'card', icon }));
    case 'bid': {
      const p = currentBidder(s);
      const out: Action[] = [{ type: 'pass', p }];
      for (let price = minBid(s); price <= (s.money[p] ?? 0); price++) out.push({ type: 'bid', p, price });
      return out;
    }
    case 'settlePrice':
      return fittingIcons(s).map((icon) => ({ type: 'priceHidden', icon }));
    case 'settleCard':
      return fittingIcons(s).map((icon) => ({ type: 'cardHidden', icon }));
    case 'over':
      return [];
  }
}
