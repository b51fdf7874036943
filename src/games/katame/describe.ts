// The game log: one short line per entry, with what followed from it (an award, a round's end, a payout).

import { refusedBy } from '../../engine/gate';
import type { Msg } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { iconName } from './components';
import { prompt } from './prompt';
import { actor, apply } from './rules';
import type { State } from './state';

const then = (a: Msg, b: Msg): Msg => ({ key: 'katame.log.then', params: { a, b } });

/** What closing an auction led to: the award or the discard, and the round's end if it came. */
function outcome(before: State, after: State): Msg | null {
  if (before.phase !== 'bid' || after.phase === 'bid') return null;
  const discarded = after.discarded.length > before.discarded.length;
  const winner = after.parent;
  let msg: Msg = discarded
    ? { key: 'katame.log.discarded' }
    : {
        key: 'katame.log.won',
        params: { p: { p: winner }, price: (before.money[winner] ?? 0) - (after.money[winner] ?? 0) },
      };
  if (after.end?.why === 'broke')
    msg = then(msg, { key: 'katame.log.endBroke', params: { p: { p: after.end.p } } });
  else if (after.end) msg = then(msg, { key: 'katame.log.endDeck' });
  return msg;
}

/** One log line for an entry, said of the state it was applied to. */
export function describe(s: State, a: Action): Msg {
  let msg: Msg;
  switch (a.type) {
    case 'price':
      msg = { key: 'katame.log.price', params: { round: s.round, icon: iconName(a.icon) } };
      break;
    case 'card':
      msg = { key: 'katame.log.card', params: { k: s.dealt + 1, icon: iconName(a.icon) } };
      break;
    case 'bid':
      msg = { key: 'katame.log.bid', params: { p: { p: a.p }, price: a.price } };
      break;
    case 'pass':
      msg = { key: 'katame.log.pass', params: { p: { p: a.p } } };
      break;
    case 'priceHidden':
      msg = { key: 'katame.log.priceHidden', params: { icon: iconName(a.icon) } };
      break;
    case 'cardHidden': {
      const { p, i } = s.reveal ?? { p: 0, i: 0 };
      const face = iconName(s.won[p]?.[i]?.face ?? 'junk');
      msg = { key: 'katame.log.cardHidden', params: { p: { p }, face, icon: iconName(a.icon) } };
      break;
    }
  }
  // A log line is also asked of an entry the kernel refused (a replayed entry that no longer fits), and
  // apply only judges what the step takes from the seat whose move it is: the kernel's checks come first.
  if (refusedBy(prompt(s), a.type, actor(a)) !== null) return msg;
  const after = apply(s, a);
  if (isViolation(after)) return msg;
  const closed = outcome(s, after);
  if (closed) return then(msg, closed);
  if (after.history.length > s.history.length) {
    const paid: Msg = {
      key: after.phase === 'over' ? 'katame.log.gameOver' : 'katame.log.paid',
      params: { round: s.round },
    };
    return then(msg, paid);
  }
  return msg;
}
