// 行商の時代 (The Era of Traveling Merchants, A.I. Lab. 遊 2019): the game module the kernel drives.
import type { GameModule } from '../../engine/types';
import { type Action, actionSchema, optionsSchema } from './actions';
import { announce } from './announce';
import { boardOf, saidOf } from './board';
import { describe } from './describe';
import { legalActions } from './legal';
import { prompt } from './prompt';
import { actor, apply, isOver, refuse } from './rules';
import { score } from './scoring';
import { describeOpen, secrets } from './secrets';
import { setup } from './setup';
import type { Options, State } from './state';
import { REPLAYED_VERSIONS, RULES_VERSION } from './versions';

// The entry, option and state types, for the screens.
export type { Action } from './actions';
export type { Options, State } from './state';

/** The 行商の時代 referee. */
export const game: GameModule<State, Action, Options> = {
  id: 'gyosho',
  rulesVersion: RULES_VERSION,
  replays: REPLAYED_VERSIONS,
  players: { min: 2, max: 4 },
  colours: ['red', 'blue', 'green', 'yellow'],
  options: {
    specs: [
      { key: 'road', kind: 'boolean', label: 'gyosho.opt.road', help: 'gyosho.opt.road.help' },
      { key: 'titles', kind: 'boolean', label: 'gyosho.opt.titles', help: 'gyosho.opt.titles.help' },
    ],
    // Each player's wagon side is entered with its capacity at setup (per player, not a table option).
    defaults: () => ({ first: 0, road: false, titles: false }),
    schema: optionsSchema,
  },
  rules: { actionSchema, setup, apply, prompt, isOver, legalActions, actor, refuse },
  scoring: {
    score,
    // Points so far: order cards and jewels (red 3, white 1), for the chart.
    progress: (state) =>
      state.merchants.map((m) => m.cards.reduce((sum, card) => sum + card.points, 0) + 3 * m.red + m.white),
  },
  words: { describe, announce },
  // Order cards taken lie face down: their goods and points, and each player's sum (issue 13); so the
  // points so far are secret during play.
  secrecy: { secrets, progressIsSecret: true, describeOpen },
  // Where every piece lies (issue 31): the diff of two boards is what the table moves.
  board: { of: boardOf, said: saidOf },
};
