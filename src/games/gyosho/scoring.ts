// Final scoring (【勝利点計算】): order-card points + jewels (+ title cards), ties by more order cards, then shared.
import { line, scoresFromChain } from '../../engine/ranking';
import type { FinalScore, Msg, RuleViolation, ScoreLine } from '../../engine/types';
import { violation } from '../../engine/violation';
import { JEWELS_PER_COLOUR, orderCardsInPlay, RED_POINTS, SPECIAL_CARDS, WHITE_POINTS } from './components';
import type { Card, State } from './state';

/** What a player's score is made of; also what the quick score check asks for. */
export interface Tally {
  /** Points printed on the player's order cards, 特注 cards included. */
  orderPoints: number;
  /** Order cards taken, 特注 cards included (the tie-break). */
  orderCards: number;
  red: number;
  white: number;
  /** Points from each title card (variant); leave out or empty when not played. */
  titles?: readonly number[];
  /** Each card's points, when the cards are known (a game played here): the line adds them up for the table. */
  cards?: readonly Pick<Card, 'points' | 'special'>[];
}

/** The tie-break chain: total points, then more order cards; players equal on both share the place. */
export const CHAIN: readonly Msg[] = [{ key: 'gyosho.chain.total' }, { key: 'gyosho.chain.cards' }];

function titleDetail(titles: readonly number[]): Msg | undefined {
  if (titles.length < 2) return undefined;
  return { key: 'gyosho.score.sum', params: { terms: titles.join(' + ') } };
}

/**
 * How the order cards add up: each card's points, the special orders last and named (a table checks the sum
 * card by card), or only how many cards when just the totals are known (the quick check).
 */
function ordersDetail(t: Tally): Msg {
  if (!t.cards || t.cards.length === 0)
    return { key: 'gyosho.score.ordersDetail', params: { n: t.orderCards } };
  const orders = t.cards.filter((c) => !c.special).map((c) => c.points);
  const specials = t.cards.filter((c) => c.special).map((c) => c.points);
  const terms = [...orders, ...specials].join(' + ');
  return specials.length === 0
    ? { key: 'gyosho.score.ordersCards', params: { n: t.cards.length, terms } }
    : {
        key: 'gyosho.score.ordersCardsSpecial',
        params: { n: t.cards.length, terms, special: specials.join(' + ') },
      };
}

/** A player's score lines, in the order the score sheet shows them. */
export function linesOf(t: Tally, withTitles: boolean): ScoreLine[] {
  const lines = [
    line({ key: 'gyosho.score.orders' }, t.orderPoints, ordersDetail(t)),
    line({ key: 'gyosho.score.red' }, t.red * RED_POINTS, {
      key: 'gyosho.score.times',
      params: { n: t.red, each: RED_POINTS },
    }),
    line({ key: 'gyosho.score.white' }, t.white * WHITE_POINTS, {
      key: 'gyosho.score.times',
      params: { n: t.white, each: WHITE_POINTS },
    }),
  ];
  if (withTitles) {
    const titles = t.titles ?? [];
    lines.push(
      line(
        { key: 'gyosho.score.titles' },
        titles.reduce((a, b) => a + b, 0),
        titleDetail(titles),
      ),
    );
  }
  return lines;
}

/** Scores tallies: lines, total, places and the tie-break chain (the same for a full game and the quick check). */
export function scoreTallies(tallies: readonly Tally[], withTitles: boolean): FinalScore {
  const lines = tallies.map((t) => linesOf(t, withTitles));
  const keys = tallies.map((t, p) => [(lines[p] ?? []).reduce((sum, l) => sum + l.points, 0), t.orderCards]);
  return { chain: [...CHAIN], players: scoresFromChain(lines, keys) };
}

/** One player's entry on the quick score check screen. */
export interface QuickEntry {
  orderPoints: number;
  orderCards: number;
  red: number;
  white: number;
  /** Title points in all (variant); 0 or left out when not played. */
  titles?: number;
}

/**
 * Counts no table can show, refused before the quick check scores them: a count that is not a whole number
 * from 0, more jewels of a colour than the box holds, a player's jewels outnumbering their order cards
 * (a jewel is taken with the order card it lies over, 出荷アクション), points without an order card, or
 * more order cards than the game's deck and the special orders.
 */
export function checkQuick(entries: readonly QuickEntry[]): RuleViolation | null {
  for (const [p, e] of entries.entries()) {
    for (const value of [e.orderPoints, e.orderCards, e.red, e.white, e.titles ?? 0]) {
      if (!Number.isInteger(value) || value < 0) {
        return violation('gyosho.err.quickAmount', '002 勝利点計算', { p: { p }, value: String(value) });
      }
    }
    if (e.red + e.white > e.orderCards)
      return violation('gyosho.err.quickJewels', '002 出荷アクション', { p: { p } });
    // Points come only from the order cards (and special orders) a player holds.
    if (e.orderPoints > 0 && e.orderCards === 0)
      return violation('gyosho.err.quickPointsNoCards', '002 勝利点計算', { p: { p } });
  }
  // The deck for this many players, and the five special orders: no table holds more.
  const cards = entries.reduce((sum, e) => sum + e.orderCards, 0);
  const most = orderCardsInPlay(entries.length) + SPECIAL_CARDS;
  if (cards > most)
    return violation('gyosho.err.quickCards', '002 コンポーネント', {
      count: cards,
      max: most,
      n: entries.length,
    });
  for (const colour of ['red', 'white'] as const) {
    const count = entries.reduce((sum, e) => sum + e[colour], 0);
    if (count > JEWELS_PER_COLOUR) {
      return violation(`gyosho.err.quick.${colour}`, '002 コンポーネント', { count, max: JEWELS_PER_COLOUR });
    }
  }
  return null;
}

/** Quick score check: the ranking of a game played on paper, from the counts each player enters. */
export function quickScore(entries: readonly QuickEntry[]): FinalScore {
  const withTitles = entries.some((e) => (e.titles ?? 0) !== 0);
  return scoreTallies(
    entries.map((e) => ({ ...e, titles: e.titles === undefined ? [] : [e.titles] })),
    withTitles,
  );
}

/** A player's tally from the state of a finished game. */
export function tallyOf(s: State, p: number): Tally {
  const m = s.merchants[p];
  const cards = m?.cards ?? [];
  return {
    orderPoints: cards.reduce((sum, c) => sum + c.points, 0),
    orderCards: cards.length,
    red: m?.red ?? 0,
    white: m?.white ?? 0,
    titles: s.titles.map((t) => t[p] ?? 0),
    cards,
  };
}

/** The final score of a game (also usable mid-game as a running score). */
export function score(s: State): FinalScore {
  return scoreTallies(
    s.merchants.map((_, p) => tallyOf(s, p)),
    s.options.titles,
  );
}
