// What the Edo rules keep hidden while the game is played (issue 13), and the log lines that would name it.
// Coins are held hidden (「コインは他のプレイヤーに見えないように隠して持ちます」); a bid stays behind its screen
// until every screen comes off at once (「全てのプレイヤーはつい立てを同時に取り去ります」), so a bid entered
// before the others is hidden until the last one is in. Cards, tiles, markers and the piles lie open.
import type { Msg, SecretFact } from '../../engine/types';
import type { EdoAction } from './actions';
import { describe } from './describe';
import type { Bid, EdoState } from './state';

/** A bid as a short message: "East 2" or 小銭稼ぎ (the screens and the secret facts share it). */
export function bidMsg(bid: Bid): Msg {
  if (bid.east > 0) return { key: 'edo.ui.bidOn', params: { site: { key: 'edo.site.east' }, n: bid.east } };
  if (bid.west > 0) return { key: 'edo.ui.bidOn', params: { site: { key: 'edo.site.west' }, n: bid.west } };
  return { key: 'edo.choice.koban' };
}

/** A merchant's coins as the reveal says them to that merchant: "門左衛門: 5 coins". */
export function coinsFact(p: number, coins: number): SecretFact {
  return { owner: p, fact: { key: 'edo.secret.coins', params: { p: { p }, n: coins } } };
}

/** Each merchant's coins and, while the bids are being entered, each bid already in; none once the game is over. */
export function secrets(state: EdoState): SecretFact[] {
  if (state.phase === 'over') return [];
  const facts = state.coins.map((n, p) => coinsFact(p, n));
  if (state.phase !== 'buy.bid') return facts;
  state.bids.forEach((bid, p) => {
    if (bid)
      facts.push({ owner: p, fact: { key: 'edo.secret.bid', params: { p: { p }, bid: bidMsg(bid) } } });
  });
  return facts;
}

/** True when the bid entered in `before` is still behind its screen in `now`: the same purchase still takes bids. */
function stillSealed(before: EdoState, now: EdoState): boolean {
  return before.phase === 'buy.bid' && now.phase === 'buy.bid' && now.turn === before.turn;
}

/** True while a bid entered earlier is still behind its screen (the others' are not all in). */
export function sealed(before: EdoState, action: EdoAction, now: EdoState): boolean {
  return action.type === 'bid' && stillSealed(before, now);
}

/** The log line of an earlier entry as the table may read it now: a bid not yet revealed says only that it is in. */
export function describeOpen(before: EdoState, action: EdoAction, now: EdoState): Msg {
  if (action.type === 'bid' && sealed(before, action, now)) {
    return { key: 'edo.log.bidSealed', params: { p: { p: action.player } } };
  }
  return describe(before, action);
}
