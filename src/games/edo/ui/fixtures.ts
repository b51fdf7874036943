// States for the screen tests, reached through the real rules: the rulebook table, and a short 3-player game.
import type { EdoAction } from '../actions';
import type { Card } from '../state';
import { play, table } from '../testing';

const g = (colour: 'white' | 'yellow' | 'red' | 'blue' | 'black', pips: number): Card => ({ colour, pips });

/** The three merchants of the short game (白 黄 赤). */
export const SHORT = ['門左衛門', 'お市', '佐吉'] as const;

/** The short game's entries (御用商人 on, 4-card deck), the same game the end-to-end test plays. */
export const SHORT_GAME: readonly EdoAction[] = [
  { type: 'start', player: 0, keep: 5, pass: 2 },
  { type: 'start', player: 1, keep: 3, pass: 4 },
  { type: 'start', player: 2, keep: 4, pass: 6 },
  { type: 'discards', cards: [g('black', 3), g('white', 1)] },
  { type: 'roll', dice: [1, 4, 5] },
  { type: 'keep', dice: [1, 5] },
  { type: 'object', players: [1, 2] },
  { type: 'roll', dice: [2, 3, 6] },
  { type: 'keep', dice: [6] },
  { type: 'object', players: [] },
  { type: 'draw', east: g('red', 2), west: g('blue', 5) },
  { type: 'declare', player: 0, choice: 'east' },
  { type: 'declare', player: 1, choice: 'west' },
  { type: 'declare', player: 2, choice: 'koban' },
  { type: 'bid', player: 0, east: 3, west: 0 },
  { type: 'bid', player: 1, east: 0, west: 2 },
  { type: 'bid', player: 2, east: 0, west: 0 },
  { type: 'roll', dice: [2, 3, 5] },
  { type: 'keep', dice: [2, 3] },
  { type: 'object', players: [2] },
  { type: 'draw', east: { colour: 'special' }, west: g('white', 4) },
  { type: 'declare', player: 1, choice: 'east' },
  { type: 'declare', player: 2, choice: 'west' },
  { type: 'declare', player: 0, choice: 'koban' },
  { type: 'bid', player: 0, east: 0, west: 1 },
  { type: 'bid', player: 1, east: 2, west: 0 },
  { type: 'bid', player: 2, east: 0, west: 1 },
  { type: 'blue', player: 1, lower: true },
  { type: 'red', player: 0, take: 'white' },
  { type: 'special', player: 1, colours: ['black'] },
];

/** The short game after its first `n` entries. */
export const shortGame = (n: number) =>
  play(table(SHORT, { privileges: true, deck: 4 }), SHORT_GAME.slice(0, n));
