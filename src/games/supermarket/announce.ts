// What the rules did by themselves on a card, said as what the table must now do with the physical game:
// a ◇ marker to set, a trick to take face down, a round to score and deal again, a revoke to look at.
// A taken trick lies face down until the end (seed 004), so no message names its cards.
import type { Msg } from '../../engine/types';
import type { Action } from './actions';
import { SUIT_INDEX } from './components';
import { listMsg, suitMsg } from './msgs';
import { currentRound } from './rules';
import type { State } from './state';

/** The messages of one card, in the order the table does them (the marker is read off the cards before they are taken). */
export function announce(before: State, after: State, action: Action): Msg[] {
  // Keeping a flag is the table's own decision: nothing more to do with the cards.
  if (action.type === 'keep') return [];
  const was = currentRound(before);
  const now = after.rounds[was.index];
  if (!now) return [];
  const out: Msg[] = [];
  const trick = now.tricks.length > was.tricks.length ? now.tricks[was.tricks.length] : undefined;
  if (trick) {
    const number = was.tricks.length + 1;
    if (trick.sets) {
      out.push({
        key: 'supermarket.ann.shelf',
        params: { suit: suitMsg(trick.sets), cap: now.capacity[SUIT_INDEX[trick.sets]] ?? 0 },
      });
    }
    out.push({ key: 'supermarket.ann.take', params: { winner: { p: trick.winner }, trick: number } });
  }
  // A card that proves an earlier failure to follow: one message per flagged trick.
  for (const flag of now.revokes.slice(was.revokes.length)) {
    out.push({
      key: 'supermarket.ann.revoke',
      params: { player: { p: flag.player }, suit: suitMsg(flag.suit), trick: flag.trick },
    });
  }
  if (now.result) {
    const points = now.result.points.map(
      (n, p): Msg => ({ key: 'supermarket.ann.pointsOf', params: { player: { p }, n } }),
    );
    out.push({ key: 'supermarket.ann.roundEnd', params: { round: now.index + 1 } });
    out.push({ key: 'supermarket.ann.points', params: { list: listMsg(points) } });
    const next = after.rounds[now.index + 1];
    if (next && !after.over) {
      out.push({
        key: 'supermarket.ann.deal',
        params: { round: next.index + 1, leader: { p: next.firstLeader } },
      });
    }
  }
  return out;
}
