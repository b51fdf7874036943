// Final scoring (一、ゲームの終了) with the tie-break chain, and the quick score check that needs no record.
import { scoresFromChain } from '../../engine/ranking';
import type { FinalScore, Msg, RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import { bestRed, bestSpecial, holdingOf, redCandidates, type Table, takeInto } from './choices';
import { COLOURS, type Colour, GOODS_PER_COLOUR, SPECIAL_CARDS, TOTAL_COINS } from './components';
import { tableOf } from './end';
import { breakdown } from './points';
import { RULE } from './sections';
import { type Counts, colourMsg, type EdoState, joinMsg, type Take } from './state';
import { RULES_VERSION } from './versions';

/** The tie-break chain: points, then goods cards (特注 included), then coins; equal on all three = shared. */
export const CHAIN: readonly Msg[] = [
  { key: 'edo.chain.total' },
  { key: 'edo.chain.goods' },
  { key: 'edo.chain.coins' },
];

/** Scores a table once every 特注 card has a colour: every merchant's lines, total, place and deciding link. */
export function scoreTable(
  table: Table,
  specials: readonly (readonly Colour[])[],
  notes: Msg[] = [],
): FinalScore {
  const parts = table.players.map((p, i) => breakdown(table.discard, holdingOf(p, specials[i] ?? [])));
  return {
    chain: [...CHAIN],
    players: scoresFromChain(
      parts.map((b) => b.lines),
      parts.map((b) => [b.total, b.goods, b.coins]),
    ),
    notes,
  };
}

/** Notes that explain the end-of-game choices in a final score. */
function choiceNotes(
  red: { player: number; take: Take } | null,
  specials: readonly (readonly Colour[])[],
): Msg[] {
  const notes: Msg[] = [];
  if (red) {
    notes.push(
      red.take === null
        ? { key: 'edo.note.redNone', params: { p: { p: red.player } } }
        : { key: 'edo.note.red', params: { p: { p: red.player }, card: colourMsg(red.take) } },
    );
  }
  specials.forEach((colours, p) => {
    if (colours.length) {
      notes.push({ key: 'edo.note.special', params: { p: { p }, colours: joinMsg(colours.map(colourMsg)) } });
    }
  });
  return notes;
}

/** The final score of a game (the app's proposals stand in for 特注 colours not entered yet). */
export function score(state: EdoState): FinalScore {
  const table = tableOf(state);
  const specials = table.players.map((p, i) => state.assigned[i] ?? bestSpecial(table.discard, p));
  return scoreTable(table, specials, choiceNotes(state.redTake, specials));
}

/** One merchant as a person enters them on the quick score check. */
export interface QuickPlayer {
  coins: number;
  /** Goods cards by colour (特注 cards not included). */
  cards: Counts;
  /** 特注 cards held. */
  special: number;
  /** The 御用商人 privileges held (only 白 and 赤 matter at the end). */
  privileges: readonly Colour[];
}

/** Everything the quick score check asks for. */
export interface QuickInput {
  /** Goods cards in the discard pile by colour. */
  discard: Counts;
  /** 特注 cards in the discard pile (dead there: worth nothing, and 赤 may not take one). */
  discardSpecial: number;
  players: readonly QuickPlayer[];
}

/** The quick check's answer: the 赤 pick and 特注 colours it chose, and the full score. */
export interface QuickResult {
  red: { player: number; take: Take } | null;
  specials: Colour[][];
  score: FinalScore;
}

const SECTION = RULE.end;

function badCount(x: number): boolean {
  return !Number.isInteger(x) || x < 0;
}

/** Refuses entries no real table can show: negative counts, too many cards of a kind, a privilege twice. */
export function checkQuick(input: QuickInput): RuleViolation | null {
  const n = input.players.length;
  if (n < 3 || n > 5) return violation('edo.err.quickPlayers', SECTION, { count: n });
  const numbers = [input.discardSpecial, ...COLOURS.map((c) => input.discard[c])];
  for (const p of input.players) numbers.push(p.coins, p.special, ...COLOURS.map((c) => p.cards[c]));
  const bad = numbers.find(badCount);
  if (bad !== undefined) return violation('edo.err.amount', SECTION, { value: bad });
  for (const c of COLOURS) {
    const total = input.players.reduce((s, p) => s + p.cards[c], input.discard[c]);
    if (total > GOODS_PER_COLOUR) {
      return violation('edo.err.colourFull', RULE.cardCount, { colour: colourMsg(c), max: GOODS_PER_COLOUR });
    }
    if (input.players.filter((p) => p.privileges.includes(c)).length > 1) {
      return violation('edo.err.quickPrivilege', RULE.privileges, { colour: colourMsg(c) });
    }
    // The privilege lies with the sole player holding the most of its cards (御用商人), and no card leaves a
    // hand before 赤's pick: its holder holds more of them than anyone else.
    const holder = input.players.findIndex((p) => p.privileges.includes(c));
    const most = input.players[holder]?.cards[c] ?? 0;
    if (holder >= 0 && input.players.some((p, i) => i !== holder && p.cards[c] >= most)) {
      return violation('edo.err.quickPrivilegeMost', RULE.privileges, {
        colour: colourMsg(c),
        p: { p: holder },
      });
    }
  }
  if (input.players.reduce((s, p) => s + p.special, input.discardSpecial) > SPECIAL_CARDS) {
    return violation('edo.err.specialFull', RULE.cardCount, { max: SPECIAL_CARDS });
  }
  const coins = input.players.reduce((s, p) => s + p.coins, 0);
  if (coins > TOTAL_COINS)
    return violation('edo.err.quickCoins', RULE.coinCount, { coins, max: TOTAL_COINS });
  return null;
}

/**
 * Quick score check: the best 赤 pick, then each merchant's best 特注 colours, then the full scoring. It applies
 * the current rules (a new count, not a record): 赤 must take a goods card when the discard pile holds one.
 */
export function quickScore(input: QuickInput): QuickResult | RuleViolation {
  const bad = checkQuick(input);
  if (bad) return bad;
  let table: Table = {
    discard: input.discard,
    discardSpecial: input.discardSpecial,
    players: input.players.map((p) => ({
      coins: p.coins,
      cards: p.cards,
      special: p.special,
      white: p.privileges.includes('white'),
    })),
  };
  const redPlayer = input.players.findIndex((p) => p.privileges.includes('red'));
  let red: QuickResult['red'] = null;
  if (redPlayer >= 0 && redCandidates(table, RULES_VERSION).some((take) => take !== null)) {
    const take = bestRed(table, redPlayer, RULES_VERSION);
    table = takeInto(table, redPlayer, take);
    red = { player: redPlayer, take };
  }
  const specials = table.players.map((p) => bestSpecial(table.discard, p));
  return { red, specials, score: scoreTable(table, specials, choiceNotes(red, specials)) };
}
