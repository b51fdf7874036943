// describe: one short log line per entry, said of the state before it.
import type { Msg } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { cardMsg, cardsMsg } from './messages';
import { apply } from './rules';
import type { State } from './state';

/** The log line of an entry; an entry that settles an auction also says who won it. */
export function describe(s: State, a: Action): Msg {
  const p = { p: s.active };
  switch (a.type) {
    case 'turn': {
      const next = apply(s, a);
      const closed = !isViolation(next) && next.phase !== 'lot';
      return {
        key: closed ? 'mercator.log.turnClose' : 'mercator.log.turn',
        params: { p, card: cardMsg(a) },
      };
    }
    case 'close':
      return { key: 'mercator.log.close', params: { p, lot: cardsMsg(s.lot) } };
    case 'bid': {
      const bidder = { p: a.player };
      const next = apply(s, a);
      const settled = isViolation(next) || next.phase === 'bid' ? null : next.last;
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
      return { key: 'mercator.log.draw', params: { p, card: cardMsg(a) } };
  }
}
