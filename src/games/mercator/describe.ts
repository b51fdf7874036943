// describe: one short log line per entry, said of the state before it.

import { refusedBy } from '../../engine/gate';
import type { Msg } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { cardMsg, cardsMsg } from './messages';
import { prompt } from './prompt';
import { actor, apply } from './rules';
import type { State } from './state';

/**
 * The state an entry led to, or null where it was refused. The log also words an entry a correction left
 * refused, in the state it was refused in; apply alone no longer knows the step (the kernel checks it), so
 * the prompt's gate is asked first, as the kernel asks it.
 */
function after(s: State, a: Action): State | null {
  if (refusedBy(prompt(s), a.type, actor(a)) !== null) return null;
  const next = apply(s, a);
  return isViolation(next) ? null : next;
}

/** The log line of an entry; an entry that settles an auction also says who won it. */
export function describe(s: State, a: Action): Msg {
  const p = { p: s.active };
  switch (a.type) {
    case 'turn': {
      // Only the lot step's card is the active player's: any other was turned by someone this state does
      // not know (a card a correction left after a lot that now waits for a bid), so it names nobody.
      if (s.phase !== 'lot') return { key: 'mercator.log.turnAlone', params: { card: cardMsg(a) } };
      const next = after(s, a);
      const closed = next !== null && next.phase !== 'lot';
      return {
        key: closed ? 'mercator.log.turnClose' : 'mercator.log.turn',
        params: { p, card: cardMsg(a) },
      };
    }
    case 'close':
      return { key: 'mercator.log.close', params: { p, lot: cardsMsg(s.lot) } };
    case 'bid': {
      const bidder = { p: a.player };
      const next = after(s, a);
      const settled = next === null || next.phase === 'bid' ? null : next.last;
      if (settled?.winner != null) {
        const winner = { p: settled.winner };
        return {
          key: 'mercator.log.bidWins',
          params: { p: bidder, amount: a.amount, winner, price: settled.price },
        };
      }
      if (settled) return { key: 'mercator.log.bidNone', params: { p: bidder, amount: a.amount } };
      return { key: 'mercator.log.bid', params: { p: bidder, amount: a.amount } };
    }
    case 'sold':
      return {
        key: 'mercator.log.sold',
        params: { p: { p: a.player }, price: a.price, lot: cardsMsg(s.lot) },
      };
    case 'unsold':
      return { key: 'mercator.log.unsold', params: { lot: cardsMsg(s.lot) } };
    case 'draw':
      if (s.phase !== 'fill') return { key: 'mercator.log.drawAlone', params: { card: cardMsg(a) } };
      return { key: 'mercator.log.draw', params: { p, card: cardMsg(a) } };
  }
}
