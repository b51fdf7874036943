// The スーパーマーケット game module: a 3-4 player trick-taking game whose ◇ shelves are set by play.
import type { GameModule } from '../../engine/types';
import { type Action, actionSchema, optionsSchema } from './actions';
import { announce } from './announce';
import { boardOf, saidOf } from './board';
import { PLAYER_RANGE } from './components';
import { describe } from './describe';
import { reposition } from './keep';
import { legalActions } from './legal';
import { prompt } from './prompt';
import { actor, apply, refuse } from './rules';
import { score } from './scoring';
import { describeOpen, secrets } from './secrets';
import { setup } from './setup';
import type { Options, State } from './state';

// What the screens need besides the module: types, the quick score check, the screen helpers.
export type { Action, KeepAction, PlayAction } from './actions';
export type { Card, Rank, Suit } from './components';
export { DECK, GOODS, goodsOf, handSize, RANKS, SUITS } from './components';
export type { QuickRound } from './match';
export { checkMatch } from './match';
export { nextPlayer } from './prompt';
export { currentRound } from './rules';
export { faceDownRound, isFaceDown } from './secrets';
export type { RoundBreakdown, RoundScore, ShelfResult } from './shelves';
export { breakdown, checkRoundFromCards, checkRoundFromCounts, countsFromCards } from './shelves';
export type { Options, Revoke, RoundState, State, Trick } from './state';
export { trickWinner } from './trick';
export * from './view';

/** The module the kernel drives. */
export const game: GameModule<State, Action, Options> = {
  id: 'supermarket',
  rulesVersion: 1,
  replays: [1],
  players: { min: PLAYER_RANGE.min, max: PLAYER_RANGE.max },
  // Ids of the app's shared palette (src/ui/colours.ts); the game itself has no player colours.
  colours: ['red', 'blue', 'green', 'yellow', 'black', 'purple'],
  // The rulebook has no variants and RULINGS 004 names no house rule: only `first` (the first leader).
  options: { specs: [], defaults: () => ({ first: 0 }), schema: optionsSchema },
  // No entry names the seat that moves (`actor`); `refuse` words a keep with no open flag as the flag it named.
  rules: { actionSchema, setup, apply, prompt, isOver: (state) => state.over, legalActions, actor, refuse },
  scoring: {
    score,
    // Match points so far, for the chart of how the totals moved.
    progress: (state) =>
      Array.from({ length: state.players }, (_, p) =>
        state.rounds.reduce((sum, r) => sum + (r.result?.points[p] ?? 0), 0),
      ),
  },
  words: { describe, announce },
  // Taken tricks lie face down until the round's end: their cards and each player's goods (issue 13). The
  // match points are said aloud.
  secrecy: { secrets, progressIsSecret: false, describeOpen },
  // A replayed card placed again in the trick it now falls into (an insert or removal before it).
  replay: { reposition },
  // Where every card, trick pile, ◇ marker and point token lies, and what a card entry moves by itself (issue 31).
  board: { of: boardOf, said: saidOf },
};
