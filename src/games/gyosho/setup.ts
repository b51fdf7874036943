// Setup: the empty table, then the map, the wagon capacity, the 特注 cards and the starting posts as entered.
import type { Player, RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { Action } from './actions';
import { JEWELS_PER_COLOUR, SPECIAL_CARDS, STOCK_PER_KIND } from './components';
import { actionsFor, checkEndInto, lastSeat } from './flow';
import { goodsOf, NO_GOODS } from './goods';
import { checkMapWithAdjacency, cityParam } from './map';
import { checkCard } from './row';
import {
  copyMerchant,
  copyState,
  type Merchant,
  type Options,
  replaceAt,
  type State,
  withState,
} from './state';
import { RULES_VERSION } from './versions';

/** The table before anything is entered: stock by player count, 8 + 8 jewels, no map yet. */
export function setup(
  options: Options,
  players: readonly Player[],
  rules: number = RULES_VERSION,
): State | RuleViolation {
  const n = players.length;
  const each = STOCK_PER_KIND[n];
  if (each === undefined) return violation('gyosho.err.playerCount', '002 ゲームの準備', { n });
  if (options.first >= n)
    return violation('gyosho.err.badSeat', '002 スタートプレイヤーの決定', { seat: options.first });
  const merchant: Merchant = { at: -1, load: NO_GOODS, cards: [], posts: [], red: 0, white: 0 };
  return {
    rules,
    options,
    n,
    phase: 'setup.map',
    map: [],
    adj: [],
    capacities: players.map(() => null),
    row: [],
    specials: [],
    red: JEWELS_PER_COLOUR,
    white: JEWELS_PER_COLOUR,
    stock: goodsOf(each),
    areas: [],
    merchants: players.map(() => merchant),
    current: lastSeat({ options, n }),
    actionsLeft: 0,
    actionLimit: 0,
    revealed: 0,
    deckSize: null,
    endCardOut: false,
    nextId: 0,
    ending: null,
    round: 0,
    turn: 0,
    lastTurn: null,
    titles: [],
  };
}

/** Setup [2]: the map as it lies on the table. */
export function applyMap(s: State, a: Extract<Action, { type: 'map' }>): State | RuleViolation {
  const checked = checkMapWithAdjacency(a.cells, s.options.road);
  if ('violation' in checked) return checked;
  const empty = s.merchants.map(() => NO_GOODS);
  const { cells: map, adj } = checked;
  return withState(s, { map, adj, areas: map.map(() => empty), phase: 'setup.wagon' });
}

/** The seat whose wagon card is entered next (seat order), or null when every wagon is in. */
export function wagonSeat(s: State): number | null {
  const p = s.capacities.indexOf(null);
  return p < 0 ? null : p;
}

/**
 * Setup [1]: the slots printed on a player's wagon card (each player chooses a side, 「初心者面」 for a player new
 * to the game); without a seat, every player's. The order cards come once every wagon is in.
 */
export function applyWagon(s: State, a: Extract<Action, { type: 'wagon' }>): State | RuleViolation {
  if (a.seat === undefined)
    return withState(s, { capacities: s.capacities.map(() => a.capacity), phase: 'setup.orders' });
  if (a.seat >= s.n) return violation('gyosho.err.badSeat', '002 ゲームの準備', { seat: a.seat });
  if (s.capacities[a.seat] !== null)
    return violation('gyosho.err.wagonTwice', '002 ゲームの準備', { p: { p: a.seat } });
  const capacities = replaceAt(s.capacities, a.seat, a.capacity);
  return withState(s, { capacities, phase: capacities.includes(null) ? 'setup.wagon' : 'setup.orders' });
}

/** Setup [5]: one of the five 特注 cards, laid out for all to see. */
export function applySpecial(s: State, a: Extract<Action, { type: 'special' }>): State | RuleViolation {
  const card = checkCard(s, a, true);
  if ('violation' in card) return card;
  const specials = [...s.specials, card];
  const done = specials.length >= SPECIAL_CARDS;
  return withState(s, { specials, nextId: s.nextId + 1, phase: done ? 'setup.start' : 'setup.special' });
}

/** Setup [8]: from the player right of the start player, counter-clockwise, a post and the wagon on a distribution city. */
export function applyStart(s: State, a: Extract<Action, { type: 'start' }>): State | RuleViolation {
  const cell = s.map[a.city];
  if (cell === undefined || cell.kind !== 'distribution') {
    return violation('gyosho.err.startCity', '002 ゲーム開始位置の決定', { city: cityParam(s, a.city) });
  }
  const d = copyState(s);
  d.merchants = s.merchants.map((m, p) => {
    if (p !== a.p) return m;
    const placed = copyMerchant(m);
    placed.at = a.city;
    placed.posts = [a.city];
    return placed;
  });
  if (a.p !== s.options.first) {
    d.current = (a.p + s.n - 1) % s.n;
    return d;
  }
  const limit = actionsFor(d, a.p);
  Object.assign(d, {
    phase: 'turn',
    current: a.p,
    round: 1,
    turn: 1,
    actionLimit: limit,
    actionsLeft: limit,
  });
  // Wagons entered smaller than every order laid out: the first round is then the last.
  checkEndInto(d);
  return d;
}
