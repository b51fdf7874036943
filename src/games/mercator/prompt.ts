// prompt: the step, whose entry it is, and what to enter now. The kernel reads it before every entry of
// every replay (its `expects` and `actors` are the step's gate), so it reads the state and never replays.
import type { Prompt } from '../../engine/types';
import type { Action } from './actions';
import { cardsMsg } from './messages';
import { deckLeft, freeHold, type Phase, pendingBidders, type State } from './state';

/** Every entry type each step takes in some state of it; the prompt narrows the lot's by its cards. */
export const EXPECTS: Readonly<Record<Phase, readonly Action['type'][]>> = {
  lot: ['turn', 'close'],
  bid: ['bid'],
  sale: ['sold', 'unsold'],
  fill: ['draw'],
  over: [],
};

/** A lot's entries: a card while there is room for one, closing once one card lies there. */
function lotExpects(s: State): Action['type'][] {
  if (s.lot.length === 0) return ['turn'];
  return s.lot.length < s.limit ? [...EXPECTS.lot] : ['close'];
}

/**
 * What the game expects next. In a sealed auction the actors are the bidders still missing, in tie-break
 * order: the fists open together, so any of them may be entered next, and the first is the one the pad is
 * for. In the open sale nobody in particular acts (the buyer is what the table called): the screen lists
 * every bidder below.
 */
export function prompt(s: State): Prompt {
  const p = { p: s.active };
  const turn = s.turn;
  switch (s.phase) {
    case 'lot':
      return {
        phase: 'lot',
        title: { key: 'mercator.title.lot', params: { p } },
        actors: [s.active],
        expects: lotExpects(s),
        turn,
        hint:
          s.lot.length === 0
            ? { key: 'mercator.hint.lotFirst', params: { limit: s.limit, deck: deckLeft(s) } }
            : {
                key: 'mercator.hint.lotMore',
                params: { lot: cardsMsg(s.lot), count: s.lot.length, limit: s.limit },
              },
      };
    case 'bid': {
      const pending = pendingBidders(s);
      const next = pending[0] ?? s.active;
      return {
        phase: 'bid',
        // The lot is shown as cards above the pad; the title stays short enough for one line at 360 px.
        title: { key: 'mercator.title.bid', params: { n: s.lot.length } },
        actors: pending,
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
