// Final scoring (貨物の売却, ゲームの終了), the quick score check, and series play (シリーズ).
import { line, scoresFromChain } from '../../engine/ranking';
import type { FinalScore, Msg, RuleViolation, ScoreLine } from '../../engine/types';
import { violation } from '../../engine/violation';
import {
  CARD_COUNT,
  type Card,
  COLOUR_BONUS,
  cardId,
  cardValue,
  GOODS,
  MAX_PLAYERS,
  MAX_VALUE,
  MIN_PLAYERS,
  MIN_VALUE,
  PAYOUTS,
  SHIP_CAPACITY,
  START_MONEY,
} from './components';
import { bonusOf, type Options, type State, valueSum } from './state';

/** A group of ships with equal cargo value and the places they cover together. */
export interface PayoutGroup {
  /** Seats in the group, in seat order. */
  players: number[];
  value: number;
  /** First and last place covered (1-based). */
  from: number;
  to: number;
  /** The payouts of the covered places (0 beyond the table). */
  parts: number[];
  sum: number;
  /** What each player of the group receives: sum / count rounded down (0 for empty ships). */
  each: number;
  /** What stays in the bank from this group. */
  remainder: number;
  /** Empty ships (no cargo) sell nothing in Rome: new ruling, see docs/rulings/mercator.md. */
  empty: boolean;
}

/** The payouts of one game, from each ship's cargo value as sold. */
export interface Payouts {
  groups: PayoutGroup[];
  /** Per seat: the first place its group covers (1-based). */
  place: number[];
  /** Per seat: the payout received. */
  payout: number[];
  /** Total that stays in the bank (rounding and empty ships). */
  remainder: number;
}

/** Ranks ships by cargo value and pays them from the table; ties add their places' payouts and split them. */
export function payouts(values: readonly number[]): Payouts {
  const table = PAYOUTS[values.length] ?? [];
  const distinct = [...new Set(values)].sort((a, b) => b - a);
  const place = values.map(() => 0);
  const payout = values.map(() => 0);
  const groups: PayoutGroup[] = [];
  let next = 1;
  let remainder = 0;
  for (const value of distinct) {
    const players = values.flatMap((v, p) => (v === value ? [p] : []));
    const from = next;
    const to = next + players.length - 1;
    const parts: number[] = [];
    for (let i = from; i <= to; i++) parts.push(table[i - 1] ?? 0);
    const sum = parts.reduce((a, b) => a + b, 0);
    const empty = value <= 0;
    const each = empty ? 0 : Math.floor(sum / players.length);
    const rest = sum - each * players.length;
    for (const p of players) {
      place[p] = from;
      payout[p] = each;
    }
    groups.push({ players, value, from, to, parts, sum, each, remainder: rest, empty });
    remainder += rest;
    next = to + 1;
  }
  return { groups, place, payout, remainder };
}

/** One ship as the final scoring sees it. */
export interface ShipResult {
  /** Sum of the card values (the pawn). */
  cargo: number;
  /** Colour bonus earned (0 or 10). */
  bonus: number;
  /** Money left at the end of the auctions. */
  money: number;
  /** Money the player started with, when known (a full game), to show what they paid. */
  start?: number;
}

/** The cargo value as text: "38" or "28 + 10 (colour bonus) = 38". */
function cargoMsg(r: ShipResult): Msg {
  if (r.bonus === 0) return { key: 'mercator.detail.cargo', params: { value: r.cargo } };
  return {
    key: 'mercator.detail.cargoBonus',
    params: { base: r.cargo, bonus: r.bonus, value: r.cargo + r.bonus },
  };
}

/** How a player's payout was found: the place, or the tied places and the split. */
function payoutDetail(r: ShipResult, g: PayoutGroup): Msg {
  const cargo = cargoMsg(r);
  if (g.empty) return { key: 'mercator.detail.empty', params: { place: g.from } };
  if (g.players.length === 1) {
    return {
      key: g.sum > 0 ? 'mercator.detail.place' : 'mercator.detail.unpaid',
      params: { cargo, place: g.from },
    };
  }
  const parts = g.parts.join(' + ');
  const count = g.players.length;
  return {
    key: 'mercator.detail.tie',
    params: { cargo, from: g.from, to: g.to, count, parts, sum: g.sum, each: g.each },
  };
}

/** The result table a scoreboard shows: per seat cargo, bonus, value sold, place, payout, money. */
export interface Settlement {
  ships: ShipResult[];
  value: number[];
  payouts: Payouts;
  /** Final money: money left + payout. */
  final: number[];
}

/** Works out the settlement of a set of ships. */
export function settle(ships: readonly ShipResult[]): Settlement {
  const value = ships.map((r) => r.cargo + r.bonus);
  const paid = payouts(value);
  const final = ships.map((r, p) => r.money + (paid.payout[p] ?? 0));
  return { ships: [...ships], value, payouts: paid, final };
}

/** The FinalScore of a settlement: money left + payout, richest first, equal money shared. */
export function scoreShips(ships: readonly ShipResult[], extraNotes: readonly Msg[] = []): FinalScore {
  const s = settle(ships);
  const groupOf = (p: number): PayoutGroup =>
    s.payouts.groups.find((g) => g.players.includes(p)) ?? (s.payouts.groups[0] as PayoutGroup);
  const lines: ScoreLine[][] = ships.map((r, p) => [
    line(
      { key: 'mercator.score.money' },
      r.money,
      r.start === undefined
        ? undefined
        : { key: 'mercator.detail.money', params: { start: r.start, paid: r.start - r.money } },
    ),
    line({ key: 'mercator.score.payout' }, s.payouts.payout[p] ?? 0, payoutDetail(r, groupOf(p))),
  ]);
  const notes: Msg[] = [...extraNotes];
  for (const g of s.payouts.groups) {
    if (g.empty && g.sum > 0) {
      notes.push({ key: 'mercator.note.empty', params: { from: g.from, to: g.to, sum: g.sum } });
    } else if (g.remainder > 0) {
      notes.push({
        key: 'mercator.note.remainder',
        params: {
          from: g.from,
          to: g.to,
          count: g.players.length,
          sum: g.sum,
          each: g.each,
          remainder: g.remainder,
        },
      });
    }
  }
  return {
    chain: [{ key: 'mercator.chain.money' }],
    players: scoresFromChain(
      lines,
      s.final.map((m) => [m]),
    ),
    notes,
  };
}

/** Each ship of a game as the final scoring sees it. */
export function shipResults(s: State): ShipResult[] {
  return s.ships.map((cards, p) => ({
    cargo: s.cargo[p] ?? 0,
    bonus: bonusOf(cards, s.colourBonus),
    money: s.money[p] ?? 0,
    start: s.start[p] ?? 0,
  }));
}

/** The final score of a finished game. */
export function score(s: State): FinalScore {
  const notes: Msg[] = [];
  if (s.end === 'fill') notes.push({ key: 'mercator.note.endFill', params: { p: { p: s.active } } });
  if (s.end === 'deck') notes.push({ key: 'mercator.note.endDeck' });
  if (s.series) notes.push({ key: 'mercator.note.series' });
  return scoreShips(shipResults(s), notes);
}

/** Each player's money at the end: money left + payout (what a series carries into the next game). */
export function finalMoney(s: State): number[] {
  return settle(shipResults(s)).final;
}

/**
 * Options for the next game of a series: the same variants, money carried over, and (new ruling) the
 * next seat clockwise starts unless the table says otherwise.
 */
export function nextSeriesOptions(prev: Options, final: readonly number[], first?: number): Options {
  return {
    first: first ?? (prev.first + 1) % final.length,
    colourBonus: prev.colourBonus,
    openAuction: prev.openAuction,
    series: true,
    startMoney: [...final],
  };
}

/** One ship for the quick score check: money left, and the cargo value or the cards. */
export interface QuickShip {
  money: number;
  /** The pawn's position (card values only); ignored when cards are given. */
  cargo?: number;
  /** With cargo entered: the ship shows six cards of all five colours (counts only with the option). */
  bonus?: boolean;
  cards?: readonly Card[];
}

/** True for a real card: one of the five colours and an integer 1-10 (a quick check takes raw input). */
function isCard(c: Card): boolean {
  return (
    GOODS.includes(c.colour) && Number.isInteger(c.value) && c.value >= MIN_VALUE && c.value <= MAX_VALUE
  );
}

/** Highest possible sum of six cards (10+10+10+10+10+9), the end of the pawn track. */
export const MAX_CARGO = 59;

/**
 * Lowest cargo of a ship that earns the colour bonus (RULINGS 003: six cards showing all five colours).
 * Each colour has one card of each value 1-10, so the cheapest such six are the five 1s (one per colour,
 * 5) and the cheapest card left, a 2 (any colour): 5 + 2 = 7.
 */
export const MIN_BONUS_CARGO = GOODS.length * MIN_VALUE + (MIN_VALUE + 1);

/**
 * Quick score check: payouts and the final ranking from what a person enters, without a record. Outside a
 * series every merchant starts with 50 and only ever pays the bank, so no one has more left.
 */
export function quickScore(
  ships: readonly QuickShip[],
  colourBonus: boolean,
  series = false,
): FinalScore | RuleViolation {
  const section = '003 貨物の売却';
  if (ships.length < MIN_PLAYERS || ships.length > MAX_PLAYERS) {
    return violation('mercator.err.playerCount', section, {
      count: ships.length,
      min: MIN_PLAYERS,
      max: MAX_PLAYERS,
    });
  }
  const seen = new Set<number>();
  const results: ShipResult[] = [];
  for (let p = 0; p < ships.length; p++) {
    const ship = ships[p] as QuickShip;
    if (!Number.isInteger(ship.money) || ship.money < 0) {
      return violation('mercator.err.quickMoney', section, { p: { p }, money: ship.money });
    }
    if (!series && ship.money > START_MONEY) {
      return violation('mercator.err.quickMoneyStart', '003 準備', {
        p: { p },
        money: ship.money,
        start: START_MONEY,
      });
    }
    if (ship.cards) {
      if (ship.cards.length > SHIP_CAPACITY) {
        return violation('mercator.err.quickCards', '003 船の積載量', { p: { p }, count: ship.cards.length });
      }
      if (!ship.cards.every(isCard)) return violation('mercator.err.quickBadCard', '003 用具', { p: { p } });
      const ids = ship.cards.map(cardId);
      for (const id of ids) {
        if (seen.has(id)) return violation('mercator.err.quickDuplicate', '003 用具', { p: { p } });
        seen.add(id);
      }
      results.push({ cargo: valueSum(ids), bonus: bonusOf(ids, colourBonus), money: ship.money });
    } else {
      const cargo = ship.cargo ?? 0;
      if (!Number.isInteger(cargo) || cargo < 0 || cargo > MAX_CARGO) {
        return violation('mercator.err.quickCargo', section, { p: { p }, cargo, max: MAX_CARGO });
      }
      // No six cards of five colours add up to less than 7: a bonus claimed on such a cargo is a typo.
      if (colourBonus && ship.bonus && cargo < MIN_BONUS_CARGO) {
        return violation('mercator.err.quickBonus', '003 色ボーナス', {
          p: { p },
          cargo,
          min: MIN_BONUS_CARGO,
        });
      }
      results.push({
        cargo,
        bonus: colourBonus && ship.bonus ? COLOUR_BONUS : 0,
        money: ship.money,
      });
    }
  }
  return tooRich(ships, seen) ?? scoreShips(results);
}

/**
 * A cargo typed as its sum that the cards left cannot make beside the others: the k largest such cargos
 * together are at most the 6k largest cards not on a ship entered card by card (two ships at 59 would need
 * ten 10s; the deck has five, one per colour).
 */
function tooRich(ships: readonly QuickShip[], onShips: ReadonlySet<number>): RuleViolation | null {
  const left = Array.from({ length: CARD_COUNT }, (_, id) => id)
    .filter((id) => !onShips.has(id))
    .map(cardValue)
    .sort((a, b) => b - a);
  const typed = ships
    .flatMap((s, p) => (s.cards ? [] : [{ p, cargo: s.cargo ?? 0 }]))
    .sort((a, b) => b.cargo - a.cargo);
  let cargos = 0;
  let cards = 0;
  for (const [k, ship] of typed.entries()) {
    cargos += ship.cargo;
    for (const value of left.slice(k * SHIP_CAPACITY, (k + 1) * SHIP_CAPACITY)) cards += value;
    if (cargos > cards) return violation('mercator.err.quickCargoTogether', '003 用具', { p: { p: ship.p } });
  }
  return null;
}
