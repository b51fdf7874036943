// announce: what the rules did by themselves on one entry, said as what the table now does with the cards,
// the chips and the pawns. Money totals stay unsaid (資金の量は隠しておきます); prices paid openly are said.
import type { Msg, MsgParam } from '../../engine/types';
import type { Action } from './actions';
import { cardsMsg } from './messages';
import { payouts } from './scoring';
import { bonusOf, canBid, deckLeft, freeHold, isFull, limitReason, type State, shipValue } from './state';

/** Why a lot closed without `close`: three cards, the free holds, or the last card of the deck. */
const CLOSED_KEY = {
  max: 'mercator.ann.lotFull',
  hold: 'mercator.ann.lotHold',
  deck: 'mercator.ann.lotDeck',
};

/** A payout's words: alone or tied for places, without or with the colour bonus. */
const PAY_KEY = {
  one: ['mercator.ann.pay', 'mercator.ann.payBonus'],
  tie: ['mercator.ann.payTie', 'mercator.ann.payTieBonus'],
} as const;

/** The messages of one entry, in the order the table deals with them; none for a plain entry. */
export function announce(before: State, after: State, action: Action): Msg[] {
  const out: Msg[] = [];
  const toAuction = before.phase === 'lot' && (after.phase === 'bid' || after.phase === 'sale');
  if (toAuction) {
    if (action.type === 'turn') {
      out.push({
        key: CLOSED_KEY[limitReason(after)],
        params: { n: after.lot.length, lot: cardsMsg(after.lot) },
      });
    }
    out.push(...leftOut(after));
  }
  const settled = (before.phase === 'bid' || before.phase === 'sale') && after.phase !== before.phase;
  if (settled && after.last) {
    out.push(...auctionResult(before, after));
    if (after.phase === 'lot') out.push(...skipped(before, after, after.last.winner));
  }
  if (before.phase !== 'fill' && after.phase === 'fill') out.push(freeFill(after));
  if (after.phase === 'over' && before.phase !== 'over') out.push(...ending(after));
  return out;
}

/** Players whose ships are not full but cannot take the whole lot: they hold no fist this time. */
function leftOut(s: State): Msg[] {
  const out: Msg[] = [];
  for (let p = 0; p < s.players; p++) {
    if (!isFull(s, p) && !canBid(s, p)) {
      out.push({ key: 'mercator.ann.noRoom', params: { p: { p }, n: freeHold(s, p), lot: s.lot.length } });
    }
  }
  return out;
}

/** The lot sold (who pays, loads and moves the pawn; a tie said with its tie-break) or out of the game. */
function auctionResult(before: State, after: State): Msg[] {
  const last = after.last;
  if (!last) return [];
  const lot = cardsMsg(last.cards);
  if (last.winner === null) {
    return [{ key: last.bids ? 'mercator.ann.allZero' : 'mercator.ann.unsold', params: { lot } }];
  }
  const p = { p: last.winner };
  const out: Msg[] = [];
  const tied = last.bids?.filter((b) => b === last.price).length ?? 0;
  if (tied > 1) {
    out.push({ key: 'mercator.ann.tie', params: { p, price: last.price, active: { p: before.active } } });
  }
  out.push({
    key: 'mercator.ann.won',
    params: { p, price: last.price, lot, cargo: after.cargo[last.winner] ?? 0 },
  });
  if (isFull(after, last.winner)) {
    const bonus = bonusOf(after.ships[last.winner] ?? [], after.colourBonus) > 0;
    out.push({ key: bonus ? 'mercator.ann.fullBonus' : 'mercator.ann.full', params: { p } });
  }
  return out;
}

/** Full ships passed over on the way to the next player who turns (the ship just filled was said above). */
function skipped(before: State, after: State, filled: number | null): Msg[] {
  const out: Msg[] = [];
  const n = after.players;
  for (let p = (before.active + 1) % n; p !== after.active; p = (p + 1) % n) {
    if (p === filled && !isFull(before, p)) continue;
    out.push({ key: 'mercator.ann.skip', params: { p: { p }, next: { p: after.active } } });
  }
  return out;
}

/** All ships but one are full: that player draws free cards until the ship is full (or the deck is out). */
function freeFill(s: State): Msg {
  const n = Math.min(freeHold(s, s.active), deckLeft(s));
  return { key: 'mercator.ann.fill', params: { p: { p: s.active }, n } };
}

/** The auctions are over: why, then the bank's payouts of the sale in Rome (cargo is public). */
function ending(s: State): Msg[] {
  // The last ship filled free may show all five colours: said as for a ship filled at auction.
  const lastBonus = s.end === 'fill' && bonusOf(s.ships[s.active] ?? [], s.colourBonus) > 0;
  const out: Msg[] = [
    s.end === 'fill'
      ? {
          key: lastBonus ? 'mercator.ann.endFillBonus' : 'mercator.ann.endFill',
          params: { p: { p: s.active } },
        }
      : { key: 'mercator.ann.endDeck' },
  ];
  const values = s.ships.map((_, p) => shipValue(s, p));
  for (const g of payouts(values).groups) {
    if (g.each <= 0) continue;
    for (const p of g.players) {
      const cargo = values[p] ?? 0;
      // The pawn stands on the card values only: a colour bonus is said as its sum, so the value read on
      // the track and the value sold agree ("cargo 40 + colour bonus 10 = 50").
      const bonus = bonusOf(s.ships[p] ?? [], s.colourBonus);
      const sum: Record<string, MsgParam> = bonus > 0 ? { base: cargo - bonus, bonus } : {};
      const tie = g.players.length > 1;
      const key = PAY_KEY[tie ? 'tie' : 'one'][bonus > 0 ? 1 : 0];
      const where: Record<string, MsgParam> = tie ? { from: g.from, to: g.to } : { place: g.from };
      out.push({ key, params: { p: { p }, amount: g.each, ...sum, cargo, ...where } });
    }
  }
  return out;
}
