// Setting up (ゲームの準備): options to an empty table, then the starting cards and the first two discards.
import type { Player, RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { EdoOptions } from './actions';
import { checkEntering } from './cards';
import {
  COLOURS,
  type Colour,
  defaultDeck,
  FIRST_DISCARDS,
  maxDeck,
  START_COINS,
  TOTAL_CARDS,
  TOTAL_COINS,
} from './components';
import { NO_PRIVILEGES } from './privileges';
import { RULE } from './sections';
import { type Card, type EdoState, seatAfter, setAt, withState } from './state';
import { RULES_VERSION } from './versions';

const SECTION = RULE.setup;

/**
 * The table before any entry: colours checked, coins dealt, the undealt cards all still counted in the deck.
 * `rules` is the record's rules version (the kernel passes it); a table set up without one plays the current rules.
 */
export function setup(
  options: EdoOptions,
  players: readonly Player[],
  rules: number = RULES_VERSION,
): EdoState | RuleViolation {
  const n = players.length;
  const colours = players.map((p) => p.colour);
  const known = (c: string): c is Colour => (COLOURS as readonly string[]).includes(c);
  if (!colours.every(known) || new Set(colours).size !== n) {
    return violation('edo.err.colours', SECTION);
  }
  const deck = options.deck ?? defaultDeck(n);
  if (deck < 1 || deck > maxDeck(n)) return violation('edo.err.deckSize', RULE.deckSize, { max: maxDeck(n) });
  // A corrected deck size moves the difference into the box, so the 32 cards stay accounted for.
  const removed = maxDeck(n) - deck;
  const none = players.map(() => null);
  return {
    players: n,
    colours,
    variant: options.privileges,
    rules,
    removed,
    phase: 'setup.start',
    turn: 0,
    active: options.first,
    deck: TOTAL_CARDS - removed,
    hands: players.map(() => []),
    discard: [],
    east: [],
    west: [],
    coins: players.map(() => START_COINS),
    stock: TOTAL_COINS - START_COINS * n,
    pot: 0,
    dishonour: players.map(() => false),
    privileges: NO_PRIVILEGES,
    starts: none,
    roll: null,
    kept: null,
    attempt: 1,
    markers: none,
    bids: none,
    redTake: null,
    assigned: none,
    lastIncome: null,
    lastBuy: null,
    notes: [],
  };
}

/** The seat whose starting cards come next (seat order from seat 0), or null when all are in. */
export function nextStarter(state: EdoState): number | null {
  const p = state.starts.indexOf(null);
  return p < 0 ? null : p;
}

/**
 * A player's starting cards: the kept one stays, the other goes to the left neighbour (the next seat
 * clockwise). The kernel lets only the seat whose turn it is (the prompt's actor) enter them.
 */
export function applyStart(
  state: EdoState,
  a: { player: number; keep: number; pass: number },
): EdoState | RuleViolation {
  const colour = state.colours[a.player] as Colour;
  const keep: Card = { colour, pips: a.keep };
  const pass: Card = { colour, pips: a.pass };
  const bad = checkEntering(state, [keep, pass], SECTION);
  if (bad) return bad;
  const left = seatAfter(a.player, 1, state.players);
  let hands = setAt(state.hands, a.player, [...(state.hands[a.player] ?? []), keep]);
  hands = setAt(hands, left, [...(hands[left] ?? []), pass]);
  const starts = setAt(state.starts, a.player, { keep: a.keep, pass: a.pass });
  const done = !starts.includes(null);
  return withState(state, {
    hands,
    starts,
    deck: state.deck - 2,
    phase: done ? 'setup.discards' : 'setup.start',
  });
}

/** The two first discards; then the first turn begins with the start player's 客引き. */
export function applyDiscards(state: EdoState, a: { cards: Card[] }): EdoState | RuleViolation {
  if (a.cards.length !== FIRST_DISCARDS) {
    return violation('edo.err.discardCount', SECTION, { count: a.cards.length, need: FIRST_DISCARDS });
  }
  const bad = checkEntering(state, a.cards, SECTION);
  if (bad) return bad;
  return withState(state, {
    discard: [...state.discard, ...a.cards],
    deck: state.deck - FIRST_DISCARDS,
    phase: 'dice.roll',
    turn: 1,
    attempt: 1,
  });
}
