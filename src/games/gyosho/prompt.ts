// prompt: the step's name, whose move, the accepted entries, and one sentence on what to enter now.
import type { Msg, Prompt } from '../../engine/types';
import type { ActionType } from './actions';
import { CARDS_UNDER_END, SPECIAL_CARDS } from './components';
import { lastSeat, ordersLeft, rowSize } from './flow';
import { postOptions } from './posts';
import { bigOrders } from './row';
import { wagonSeat } from './setup';
import type { State } from './state';

// The deck count may be corrected at every step from the first order card laid until the titles (issue 14).
const TURN: readonly ActionType[] = ['move', 'load', 'ship', 'shipSpecial', 'endTurn', 'deck'];
const FIXED: Readonly<Record<Exclude<State['phase'], 'refill' | 'setup.orders'>, readonly ActionType[]>> = {
  'setup.map': ['map'],
  'setup.wagon': ['wagon'],
  'setup.reshuffle': ['reshuffle', 'deck'],
  'setup.special': ['special', 'deck'],
  'setup.start': ['start', 'deck'],
  turn: TURN,
  post: ['post', 'deck'],
  titles: ['title'],
  over: [],
};
// The steps that draw from the deck, by what it still holds: an order card to turn up, the end card's place.
const DRAW: readonly ActionType[] = ['reveal', 'deck'];
const DRAW_OR_END: readonly ActionType[] = ['reveal', 'endCard', 'deck'];
const END_ONLY: readonly ActionType[] = ['endCard', 'deck'];
const RECOUNT: readonly ActionType[] = ['deck'];

/**
 * The entry types the current step accepts: a card is turned up only while the deck holds one, and the end
 * card only in a refill where it can lie (setup [3]: among the bottom cards) and has not come up yet.
 */
export function expects(s: State): readonly ActionType[] {
  if (s.phase === 'turn') return TURN;
  const left = ordersLeft(s);
  if (s.phase === 'setup.orders') return left > 0 ? DRAW : RECOUNT;
  if (s.phase !== 'refill') return FIXED[s.phase];
  const end = !s.endCardOut && left <= CARDS_UNDER_END;
  if (left > 0) return end ? DRAW_OR_END : DRAW;
  return end ? END_ONLY : RECOUNT;
}

/** Seats whose entry it is (the entries that carry `p`): the player for turn steps and the starting placement. */
function actors(s: State): number[] {
  switch (s.phase) {
    case 'setup.start':
    case 'turn':
    case 'post':
      return [s.current];
    default:
      return [];
  }
}

function hint(s: State): Msg {
  const p = { p: s.current };
  switch (s.phase) {
    case 'setup.map':
      return { key: 'gyosho.hint.map', params: { count: s.options.road ? 10 : 9 } };
    case 'setup.wagon':
      return { key: 'gyosho.hint.wagon', params: { p: { p: wagonSeat(s) ?? 0 } } };
    case 'setup.orders':
      return { key: 'gyosho.hint.orders', params: { k: s.row.length + 1, of: rowSize(s.n) } };
    case 'setup.reshuffle':
      return { key: 'gyosho.hint.reshuffle', params: { big: bigOrders(s.row) } };
    case 'setup.special':
      return { key: 'gyosho.hint.special', params: { k: s.specials.length + 1, of: SPECIAL_CARDS } };
    case 'setup.start':
      return { key: 'gyosho.hint.start', params: { p } };
    case 'turn': {
      const params = { p, left: s.actionsLeft, limit: s.actionLimit };
      if (!s.ending) return { key: 'gyosho.hint.turn', params };
      return { key: 'gyosho.hint.lastRound', params: { ...params, last: { p: lastSeat(s) } } };
    }
    case 'post':
      return { key: 'gyosho.hint.post', params: { p, n: postOptions(s, s.current).length } };
    case 'refill':
      return {
        key: 'gyosho.hint.refill',
        params: { k: rowSize(s.n) - s.row.length, n: ordersLeft(s) },
      };
    case 'titles':
      return { key: 'gyosho.hint.titles', params: { k: s.titles.length + 1 } };
    case 'over':
      return {
        key: 'gyosho.hint.over',
        params: { cause: { key: `gyosho.end.${s.ending?.cause ?? 'endCard'}` } },
      };
  }
}

/** What the game expects next; stillToMove (flow.ts) lists who still moves once the last round is on. */
export function prompt(s: State): Prompt {
  const out: Prompt = {
    phase: s.phase,
    title: { key: `gyosho.phase.${s.phase}` },
    actors: actors(s),
    expects: [...expects(s)],
    hint: hint(s),
  };
  if (s.round > 0) {
    out.round = s.round;
    out.turn = s.turn;
  }
  return out;
}
