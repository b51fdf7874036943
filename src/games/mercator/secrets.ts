// What the Mercator rules keep hidden while the game is played (issue 13), and the log lines that would name it.
// Money is hidden (「ゲーム中自分の資金の量は隠しておきます」); a sealed bid stays in its fist until every fist
// opens at once (「全てのプレイヤーは拳を同時に開き」), so a bid entered before the others is hidden until the
// lot is settled. Ships, cargo values (the pawns), the deck count and prices paid lie open.
import type { Msg, SecretFact } from '../../engine/types';
import type { Action } from './actions';
import { describe } from './describe';
import { moneyFact } from './messages';
import type { State } from './state';

/** Each player's money and, while sealed bids are being entered, each bid already in; none once over. */
export function secrets(s: State): SecretFact[] {
  if (s.phase === 'over') return [];
  const facts = s.money.map((m, p) => moneyFact(p, m));
  if (s.phase !== 'bid') return facts;
  s.bids.forEach((amount, p) => {
    if (amount != null) {
      facts.push({ owner: p, fact: { key: 'mercator.secret.bid', params: { p: { p }, amount } } });
    }
  });
  return facts;
}

/** True while a bid entered earlier is still in its fist (the lot's bids are not all in). */
export function sealed(before: State, action: Action, now: State): boolean {
  return action.type === 'bid' && now.phase === 'bid' && now.turn === before.turn && before.phase === 'bid';
}

/** The log line of an earlier entry as the table may read it now: a sealed bid of an unsettled lot says only that it is in. */
export function describeOpen(before: State, action: Action, now: State): Msg {
  if (action.type === 'bid' && sealed(before, action, now)) {
    return { key: 'mercator.log.bidSealed', params: { p: { p: action.player } } };
  }
  return describe(before, action);
}
