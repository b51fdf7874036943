// prompt: the step, whose entry it is, and what to enter now.
import type { Prompt } from '../../engine/types';
import { cardsMsg } from './messages';
import { EXPECTS } from './rules';
import { deckLeft, freeHold, pendingBidders, type State } from './state';

/**
 * What the game expects next. In a sealed auction the actor is the first bidder still missing (tie-break
 * order), the one the pad is for; in the open sale nobody in particular (the buyers are the control): the
 * screen lists every bidder below, and one chip keeps the question one line tall for seven players too.
 */
export function prompt(s: State): Prompt {
  const p = { p: s.active };
  const lot = cardsMsg(s.lot);
  const turn = s.turn;
  switch (s.phase) {
    case 'lot':
      return {
        phase: 'lot',
        title: { key: 'mercator.title.lot', params: { p } },
        actors: [s.active],
        expects: s.lot.length === 0 ? ['turn'] : [...EXPECTS.lot],
        turn,
        hint:
          s.lot.length === 0
            ? { key: 'mercator.hint.lotFirst', params: { limit: s.limit, deck: deckLeft(s) } }
            : { key: 'mercator.hint.lotMore', params: { lot, count: s.lot.length, limit: s.limit } },
      };
    case 'bid': {
      const pending = pendingBidders(s);
      const next = pending[0] ?? s.active;
      return {
        phase: 'bid',
        // The lot is shown as cards above the pad; the title stays short enough for one line at 360 px.
        title: { key: 'mercator.title.bid', params: { n: s.lot.length } },
        actors: pending.length > 0 ? [next] : [],
        expects: [...EXPECTS.bid],
        turn,
        hint: { key: 'mercator.hint.bid', params: { p: { p: next }, left: pending.length } },
      };
    }
    case 'sale':
      return {
        phase: 'sale',
        title: { key: 'mercator.title.sale', params: { n: s.lot.length } },
        actors: [],
        expects: [...EXPECTS.sale],
        turn,
        hint: { key: 'mercator.hint.sale' },
      };
    case 'fill':
      return {
        phase: 'fill',
        title: { key: 'mercator.title.fill', params: { p } },
        actors: [s.active],
        expects: [...EXPECTS.fill],
        turn,
        hint: { key: 'mercator.hint.fill', params: { p, need: freeHold(s, s.active), deck: deckLeft(s) } },
      };
    case 'over':
      return {
        phase: 'over',
        title: { key: 'mercator.title.over' },
        actors: [],
        expects: [],
        turn,
        hint: { key: s.end === 'fill' ? 'mercator.hint.overFill' : 'mercator.hint.overDeck' },
      };
  }
}
