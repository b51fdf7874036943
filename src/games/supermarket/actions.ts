// The one entry of スーパーマーケット, a card played, and the schemas that check entries and options from outside.
import * as v from 'valibot';
import { RANKS, type Rank, SUITS, type Suit } from './components';
import type { Options } from './state';

/**
 * One card played, in play order; the engine knows who plays it. `trick` (optional, but the screens
 * send it) is the 1-based trick of the round the screen showed when the card was tapped: when given,
 * it must be the trick being played, so a card never lands in the wrong trick (a fifth card for a
 * full trick, a stale tap, a record whose entries have shifted after a correction).
 */
export interface PlayAction {
  type: 'play';
  trick?: number;
  suit: Suit;
  rank: Rank;
}

/**
 * The table keeps a revoke flag as played (issue 14): the flag of round `round` (1-based), trick `trick`,
 * where `player` did not follow `suit`. An entry of the log, so the decision survives a reload and an import.
 */
export interface KeepAction {
  type: 'keep';
  round: number;
  trick: number;
  player: number;
  suit: Suit;
}

/** Every action of the game. */
export type Action = PlayAction | KeepAction;

/** Checks an action that comes from outside (an import, a stored record). */
export const actionSchema = v.variant('type', [
  v.object({
    type: v.literal('play'),
    trick: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))),
    suit: v.picklist(SUITS),
    rank: v.picklist(RANKS),
  }),
  v.object({
    type: v.literal('keep'),
    round: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
    trick: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
    player: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
    suit: v.picklist(SUITS),
  }),
]);

/** Checks options that come from outside. */
export const optionsSchema = v.object({
  first: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
}) satisfies v.GenericSchema<unknown, Options>;
