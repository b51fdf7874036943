// Setting up a Mercator game: the deck size, the money, the first player.
import type { Player, RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import { DECK_SIZE, MAX_LOT, MAX_PLAYERS, MIN_PLAYERS, START_MONEY } from './components';
import type { Options, State } from './state';

/** The new game's state, or why the options do not fit the players. */
export function setup(options: Options, players: readonly Player[]): State | RuleViolation {
  const n = players.length;
  const deckSize = DECK_SIZE[n];
  if (deckSize === undefined || n < MIN_PLAYERS || n > MAX_PLAYERS) {
    return violation('mercator.err.playerCount', '003 準備', {
      count: n,
      min: MIN_PLAYERS,
      max: MAX_PLAYERS,
    });
  }
  if (options.first >= n) return violation('mercator.err.first', '003 準備', { first: options.first });
  const start = options.startMoney ?? players.map(() => START_MONEY);
  if (start.length !== n) {
    return violation('mercator.err.startMoneyCount', '003 シリーズ', { count: start.length, players: n });
  }
  // Outside a series every merchant starts with 50 (準備); other amounts only come from a previous game.
  if (!options.series && start.some((m) => m !== START_MONEY)) {
    return violation('mercator.err.startMoneyNoSeries', '003 準備', { money: START_MONEY });
  }
  return {
    players: n,
    colourBonus: options.colourBonus,
    openAuction: options.openAuction,
    series: options.series,
    deckSize,
    start: [...start],
    money: [...start],
    bank: 0,
    ships: players.map(() => []),
    cargo: players.map(() => 0),
    out: [],
    discarded: [],
    phase: 'lot',
    active: options.first,
    turn: 1,
    lot: [],
    // No ship is full and the deck holds at least 24 cards, so the first lot may have three.
    limit: MAX_LOT,
    bids: players.map(() => null),
    last: null,
    end: null,
  };
}
