// Round scoring (RULINGS 004): per shelf, the highest goods count not above the ◇ capacity scores 1.
// Also the quick score check: the same scoring from counts or cards a person enters without a record.
import { line } from '../../engine/ranking';
import type { Msg, RuleViolation, ScoreLine } from '../../engine/types';
import { violation } from '../../engine/violation';
import { type Card, GOODS_PER_SUIT, goodsOf, PLAYER_RANGE, SUIT_INDEX, SUITS, type Suit } from './components';
import { cardMsg, suitMsg } from './msgs';
import { splits } from './split';

/** One shelf's outcome in a round: every player's count, the capacity, who went over and who scored. */
export interface ShelfResult {
  suit: Suit;
  /** The ◇ capacity, or null when no trick set it (then nobody scores the shelf). */
  capacity: number | null;
  /** Goods per player; null for a player who took no card of this suit. */
  counts: (number | null)[];
  /** True for a player whose count is above the capacity. */
  over: boolean[];
  /** The winning count, or null when nobody scored. */
  best: number | null;
  /** Seats that scored the shelf (ties all score). */
  scorers: number[];
}

/** A round's scoring: the four shelves and each player's points (kept in the state). */
export interface RoundScore {
  shelves: ShelfResult[];
  points: number[];
}

/** A round's scoring with each player's score lines, one per shelf (what the screens show). */
export interface RoundBreakdown extends RoundScore {
  lines: ScoreLine[][];
}

/** Scores one shelf: players holding the suit and not above the capacity compete; the highest count scores. */
export function scoreShelf(
  suit: Suit,
  capacity: number | null,
  counts: readonly (number | null)[],
): ShelfResult {
  const over = counts.map((c) => capacity !== null && c !== null && c > capacity);
  let best: number | null = null;
  if (capacity !== null) {
    for (const c of counts) if (c !== null && c <= capacity && (best === null || c > best)) best = c;
  }
  const scorers: number[] = [];
  if (best !== null) {
    for (const [p, c] of counts.entries()) if (c === best) scorers.push(p);
  }
  return { suit, capacity, counts: [...counts], over, best, scorers };
}

/** A player's count on a shelf against its ◇ capacity, and how it scored (also a round's line on the final score). */
export function shelfDetail(shelf: ShelfResult, p: number): Msg {
  const count = shelf.counts[p] ?? null;
  if (shelf.capacity === null) return { key: 'supermarket.detail.unset' };
  if (count === null) return { key: 'supermarket.detail.none', params: { cap: shelf.capacity } };
  const params = { n: count, cap: shelf.capacity };
  if (shelf.over[p]) return { key: 'supermarket.detail.over', params };
  if (shelf.scorers.includes(p)) return { key: 'supermarket.detail.best', params };
  return { key: 'supermarket.detail.under', params: { ...params, best: shelf.best ?? 0 } };
}

/** Scores a round from the capacities (SUITS order) and counts[p][suit] (null = no card of that suit). */
export function roundScore(
  capacities: readonly (number | null)[],
  counts: readonly (readonly (number | null)[])[],
): RoundScore {
  const shelves = SUITS.map((suit, s) =>
    scoreShelf(
      suit,
      capacities[s] ?? null,
      counts.map((row) => row[s] ?? null),
    ),
  );
  const points = counts.map((_, p) => shelves.filter((shelf) => shelf.scorers.includes(p)).length);
  return { shelves, points };
}

/** A round's score with each player's lines: per shelf, the count, the capacity and the outcome. */
export function breakdown(score: RoundScore): RoundBreakdown {
  const lines = score.points.map((_, p) =>
    score.shelves.map((shelf) =>
      line(suitMsg(shelf.suit), shelf.scorers.includes(p) ? 1 : 0, shelfDetail(shelf, p)),
    ),
  );
  return { shelves: score.shelves, points: score.points, lines };
}

// Sections the quick check cites, named by topic (the screens give each its words: supermarket.rule.<topic>).
const SHELVES = 'RULINGS 004 4つの商品棚';
const CAPACITY = 'RULINGS 004 棚の容量';
const GOODS_RULE = 'RULINGS 004 商品数';
const DEALT = '004 配り切り';
/** The cards of a suit, 1 to 9. */
const CARDS_PER_SUIT = 9;
const isCount = (n: unknown, max: number): boolean =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;

function checkCapacities(capacities: readonly (number | null)[]): RuleViolation | null {
  if (capacities.length !== SUITS.length) return violation('supermarket.err.quickShape', SHELVES);
  for (const [s, cap] of capacities.entries()) {
    // The capacity is the second-highest card of a trick's led suit, so 1-8.
    if (cap !== null && !(isCount(cap, 8) && cap >= 1)) {
      return violation('supermarket.err.capacityRange', CAPACITY, {
        suit: suitMsg(SUITS[s] ?? 'unagi'),
        value: String(cap),
      });
    }
  }
  return null;
}

function checkPlayers(count: number): RuleViolation | null {
  if (count < PLAYER_RANGE.min || count > PLAYER_RANGE.max) {
    return violation('supermarket.err.playerCount', '004 3-4人用', { count, ...PLAYER_RANGE });
  }
  return null;
}

/**
 * Quick score check from counts a person enters: the four capacities (SUITS order; null = never set)
 * and counts[p][suit], each player's goods of that suit (null = took no card of it; 0 = took only 7s/8s).
 */
export function checkRoundFromCounts(
  capacities: readonly (number | null)[],
  counts: readonly (readonly (number | null)[])[],
): RoundBreakdown | RuleViolation {
  const bad = checkPlayers(counts.length) ?? checkCapacities(capacities);
  if (bad) return bad;
  const totals = [0, 0, 0, 0];
  for (const [p, row] of counts.entries()) {
    if (row.length !== SUITS.length) return violation('supermarket.err.quickShape', SHELVES);
    for (const [s, c] of row.entries()) {
      if (c === null) continue;
      const suit = suitMsg(SUITS[s] ?? 'unagi');
      if (!isCount(c, GOODS_PER_SUIT)) {
        return violation('supermarket.err.countRange', GOODS_RULE, {
          player: { p },
          suit,
          value: String(c),
          max: GOODS_PER_SUIT,
        });
      }
      totals[s] = (totals[s] ?? 0) + c;
      if ((totals[s] ?? 0) > GOODS_PER_SUIT) {
        return violation('supermarket.err.countTotal', GOODS_RULE, { suit, max: GOODS_PER_SUIT });
      }
    }
  }
  for (const [s, suit] of SUITS.entries()) {
    if (!splits(counts.map((row) => row[s] ?? null))) {
      return violation('supermarket.err.countSplit', GOODS_RULE, { suit: suitMsg(suit) });
    }
    // Every card is dealt and played: at the round's end a shelf's 15 goods are all in someone's tricks, so
    // fewer means a player left out, whose goods could win the shelf.
    if (capacities[s] !== null && totals[s] !== GOODS_PER_SUIT) {
      return violation('supermarket.err.countShort', DEALT, {
        suit: suitMsg(suit),
        total: totals[s] ?? 0,
        max: GOODS_PER_SUIT,
      });
    }
  }
  return breakdown(roundScore(capacities, counts));
}

/** Goods counts per player and suit from the cards in each player's tricks (null = no card of the suit). */
export function countsFromCards(taken: readonly (readonly Card[])[]): (number | null)[][] {
  return taken.map((cards) => {
    const row: (number | null)[] = [null, null, null, null];
    for (const card of cards) {
      const s = SUIT_INDEX[card.suit];
      row[s] = (row[s] ?? 0) + goodsOf(card.rank);
    }
    return row;
  });
}

/** Quick score check from the cards in each player's tricks; each card may appear once in all. */
export function checkRoundFromCards(
  capacities: readonly (number | null)[],
  taken: readonly (readonly Card[])[],
): RoundBreakdown | RuleViolation {
  const bad = checkPlayers(taken.length) ?? checkCapacities(capacities);
  if (bad) return bad;
  const seen = new Set<string>();
  for (const cards of taken) {
    for (const card of cards) {
      const id = `${card.suit}${card.rank}`;
      if (seen.has(id)) return violation('supermarket.err.cardTwice', DEALT, { card: cardMsg(card) });
      seen.add(id);
    }
  }
  // As with counts: a shelf's nine cards are all in someone's tricks at the round's end.
  for (const [s, suit] of SUITS.entries()) {
    const entered = taken.flat().filter((card) => card.suit === suit).length;
    if (capacities[s] !== null && entered !== CARDS_PER_SUIT) {
      return violation('supermarket.err.cardsShort', DEALT, {
        suit: suitMsg(suit),
        count: entered,
        max: CARDS_PER_SUIT,
      });
    }
  }
  return breakdown(roundScore(capacities, countsFromCards(taken)));
}
