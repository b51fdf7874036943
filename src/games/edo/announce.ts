// What the rules did by themselves on an entry, said as what the table must now do with the physical
// components: coins paid from the stock, tiles turned, privilege markers moved, markers taken back, a turn
// skipped. Pure: it compares the state before the entry with the state after it.
import type { Msg } from '../../engine/types';
import type { EdoAction } from './actions';
import { COLOURS } from './components';
import { type Card, cardMsg, colourMsg, type EdoState, joinMsg, type SiteId, seatAfter } from './state';

const who = (players: readonly number[]) => joinMsg(players.map((p) => ({ p })));
const cards = (pile: readonly Card[]) => joinMsg(pile.map(cardMsg));

/** The notes the entry added (the stock ran short, every tile turned back at once). */
function newNotes(before: EdoState, after: EdoState): Msg[] {
  return after.notes.length > before.notes.length ? after.notes.slice(before.notes.length) : [];
}

/** The end of 客引き: the income each participant takes from the stock, and the 不義理 tiles turned back. */
function kyakuhikiEnd(before: EdoState, after: EdoState): Msg[] {
  const out: Msg[] = [];
  const income = after.lastIncome ?? [];
  const paid = income.flatMap((n, p) => (n > 0 ? [{ key: 'edo.ann.amount', params: { p: { p }, n } }] : []));
  if (paid.length) out.push({ key: 'edo.ann.income', params: { who: joinMsg(paid) } });
  const back = before.dishonour.flatMap((d, p) => (d ? [p] : []));
  if (back.length) out.push({ key: 'edo.ann.tilesBack', params: { who: who(back) } });
  return out;
}

/** One site's outcome as the table carries it out: the winner pays and takes, a tie stays, no bid discards. */
function siteLine(before: EdoState, after: EdoState, site: SiteId): Msg[] {
  const outcome = after.lastBuy?.[site];
  const pile = site === 'east' ? before.east : before.west;
  const name = { key: `edo.site.${site}` };
  if (!outcome) return [];
  switch (outcome.kind) {
    case 'won':
      return [
        {
          key: 'edo.ann.won',
          params: { site: name, p: { p: outcome.player }, n: outcome.price, cards: cards(pile) },
        },
      ];
    case 'tie':
      return [{ key: 'edo.ann.tie', params: { site: name, n: outcome.top } }];
    case 'discarded':
      return [{ key: 'edo.ann.discarded', params: { site: name, cards: cards(pile) } }];
    case 'empty':
      return [];
  }
}

/** The privilege markers that changed hands in the resolution (御用商人), in one line. */
function privilegeMoves(before: EdoState, after: EdoState): Msg[] {
  const moves: Msg[] = [];
  for (const colour of COLOURS) {
    const from = before.privileges[colour];
    const to = after.privileges[colour];
    if (from === to) continue;
    const c = colourMsg(colour);
    if (from === null) moves.push({ key: 'edo.ann.privTo', params: { colour: c, p: { p: to ?? 0 } } });
    else if (to === null) moves.push({ key: 'edo.ann.privBack', params: { colour: c, from: { p: from } } });
    else moves.push({ key: 'edo.ann.privMove', params: { colour: c, from: { p: from }, p: { p: to } } });
  }
  return moves.length ? [{ key: 'edo.ann.privileges', params: { moves: joinMsg(moves) } }] : [];
}

/** 小銭稼ぎ in one line: each taker's stock coins as paid (2 with 黄, fewer when it ran short), the pot's share. */
function koban(after: EdoState): Msg[] {
  const buy = after.lastBuy;
  if (!buy || buy.koban.length === 0) return [];
  const yellow = after.variant ? after.privileges.yellow : null;
  const takers = joinMsg(
    buy.koban.map((p, i) => ({
      key: p === yellow ? 'edo.ann.amountYellow' : 'edo.ann.amount',
      params: { p: { p }, n: buy.wage[i] ?? 0 },
    })),
  );
  if (buy.share === 0) return [{ key: 'edo.ann.koban', params: { who: takers } }];
  return [{ key: 'edo.ann.kobanPot', params: { who: takers, pot: buy.share } }];
}

/** The seats passed over between the old and the new active player (all the others when it is the same one). */
export function skippedSeats(before: EdoState, after: EdoState): number[] {
  const out: number[] = [];
  for (let k = 1; k < before.players; k++) {
    const p = seatAfter(before.active, k, before.players);
    if (p === after.active) break;
    out.push(p);
  }
  return out;
}

/** The resolution of the bids: sites, 小銭稼ぎ, 不義理 flips, privileges, markers back, and the next turn. */
function resolution(before: EdoState, after: EdoState): Msg[] {
  const buy = after.lastBuy;
  if (!buy) return [];
  const out: Msg[] = [
    ...siteLine(before, after, 'east'),
    ...siteLine(before, after, 'west'),
    ...koban(after),
  ];
  if (buy.flipped.length && !buy.reset) out.push({ key: 'edo.ann.flip', params: { who: who(buy.flipped) } });
  out.push(...privilegeMoves(before, after), ...newNotes(before, after));
  if (after.phase !== 'dice.roll') return out;
  out.push({ key: 'edo.ann.markers' });
  for (const p of skippedSeats(before, after)) {
    out.push({ key: 'edo.ann.skip', params: { p: { p }, next: { p: after.active } } });
  }
  return out;
}

/** What the table must do on the board after this entry, beyond the entry itself; empty when nothing. */
export function announce(before: EdoState, after: EdoState, action: EdoAction): Msg[] {
  switch (action.type) {
    case 'keep':
    case 'object':
      return after.phase === 'buy.draw' ? [...kyakuhikiEnd(before, after), ...newNotes(before, after)] : [];
    case 'bid':
    case 'blue':
      // The bids were resolved when the entry left the bidding steps (the states may come from two replays).
      return after.phase.startsWith('buy.') ? [] : resolution(before, after);
    case 'draw':
      return newNotes(before, after);
    default:
      return [];
  }
}
