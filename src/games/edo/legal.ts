// legalActions: every legal entry of a state, for the screens and the property tests.
// Finite everywhere; the roll is the one representative subset (each multiset of three dice once, in
// ascending order, instead of all 216 orders: the order of the dice changes nothing).
import type { EdoAction } from './actions';
import { blueChooser, nextDeclarer, pendingBidders, siteCards } from './auction';
import { openCounts } from './cards';
import { colourMultisets, redCandidates } from './choices';
import { COLOURS, GOODS_PER_COLOUR, MAX_KEEP, MAX_PIPS, MIN_PIPS, SPECIAL_CARDS } from './components';
import { mayObject } from './dice';
import { pendingSpecial, redChooser, tableOf } from './end';
import { nextStarter } from './setup';
import { type Card, countSpecial, type EdoState } from './state';

const PIPS = Array.from({ length: MAX_PIPS - MIN_PIPS + 1 }, (_, i) => MIN_PIPS + i);

/** Every card that can be entered: each colour with each pip value, and 特注. */
export const ALL_CARDS: readonly Card[] = [
  ...COLOURS.flatMap((colour) => PIPS.map((pips) => ({ colour, pips }))),
  { colour: 'special' },
];

/** The cards that may still enter play, given how many of each kind already lie open. */
function enterable(state: EdoState, count: number): Card[][] {
  const { colours, special: specials } = openCounts(state);
  const room = (card: Card, extra: number) =>
    card.colour === 'special'
      ? specials + extra <= SPECIAL_CARDS
      : colours[card.colour] + extra <= GOODS_PER_COLOUR;
  if (count === 1) return ALL_CARDS.filter((c) => room(c, 1)).map((c) => [c]);
  const out: Card[][] = [];
  for (const a of ALL_CARDS) {
    if (!room(a, 1)) continue;
    for (const b of ALL_CARDS) if (room(b, a.colour === b.colour ? 2 : 1)) out.push([a, b]);
  }
  return out;
}

function subsets<T>(xs: readonly T[]): T[][] {
  const out: T[][] = [[]];
  for (const x of xs) {
    const n = out.length;
    for (let i = 0; i < n; i++) out.push([...(out[i] ?? []), x]);
  }
  return out;
}

function keeps(roll: readonly number[]): number[][] {
  const seen = new Set<string>();
  const out: number[][] = [];
  for (const s of subsets(roll.map((_, i) => i))) {
    if (s.length > MAX_KEEP) continue;
    const dice = s.map((i) => roll[i] ?? 0).sort((x, y) => x - y);
    const key = dice.join();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(dice);
    }
  }
  return out;
}

/** Every legal entry now. */
export function legalActions(state: EdoState): EdoAction[] {
  switch (state.phase) {
    case 'setup.start': {
      const player = nextStarter(state) ?? 0;
      return PIPS.flatMap((keep) => PIPS.map((pass) => ({ type: 'start' as const, player, keep, pass })));
    }
    case 'setup.discards':
      return enterable(state, 2).map((cards) => ({ type: 'discards', cards }));
    case 'dice.roll': {
      const out: EdoAction[] = [];
      for (const a of PIPS)
        for (const b of PIPS)
          for (const c of PIPS) if (a <= b && b <= c) out.push({ type: 'roll', dice: [a, b, c] });
      return out;
    }
    case 'dice.keep':
      return keeps(state.roll ?? []).map((dice) => ({ type: 'keep', dice }));
    case 'dice.object':
      return subsets(mayObject(state)).map((players) => ({ type: 'object', players }));
    case 'buy.draw':
      return enterable(state, state.deck >= 2 ? 2 : 1).map(([east, west]) => ({
        type: 'draw',
        east: east as Card,
        west: west ?? null,
      }));
    case 'buy.declare': {
      const player = nextDeclarer(state) ?? state.active;
      return (['east', 'west', 'koban'] as const)
        .filter((choice) => choice === 'koban' || siteCards(state, choice).length > 0)
        .map((choice) => ({ type: 'declare', player, choice }));
    }
    case 'buy.bid':
      return pendingBidders(state).flatMap((player) => {
        const out: EdoAction[] = [{ type: 'bid', player, east: 0, west: 0 }];
        const coins = state.coins[player] ?? 0;
        for (let n = 1; n <= coins; n++) {
          if (state.east.length) out.push({ type: 'bid', player, east: n, west: 0 });
          if (state.west.length) out.push({ type: 'bid', player, east: 0, west: n });
        }
        return out;
      });
    case 'buy.blue': {
      const player = blueChooser(state) ?? state.active;
      return [
        { type: 'blue', player, lower: true },
        { type: 'blue', player, lower: false },
      ];
    }
    case 'end.red': {
      const player = redChooser(state) ?? state.active;
      return redCandidates(tableOf(state), state.rules).map((take) => ({ type: 'red', player, take }));
    }
    case 'end.special':
      return pendingSpecial(state).flatMap((player) =>
        colourMultisets(countSpecial(state.hands[player] ?? [])).map((colours) => ({
          type: 'special' as const,
          player,
          colours,
        })),
      );
    case 'over':
      return [];
  }
}
