// The Mercator game module (商人, Reiner Knizia): 3-7 merchants bid for lots to fill ships of six.
import type { GameModule, OptionSpec } from '../../engine/types';
import { type Action, actionSchema, optionsSchema } from './actions';
import { announce } from './announce';
import { boardOf, saidOf } from './board';
import { MAX_PLAYERS, MIN_PLAYERS, PAWNS } from './components';
import { describe } from './describe';
import { legalActions } from './legal';
import { prompt } from './prompt';
import { actor, apply, isOver, refuse } from './rules';
import { finalMoney, nextSeriesOptions, score } from './scoring';
import { describeOpen, sealed, secrets } from './secrets';
import { setup } from './setup';
import type { Options, State } from './state';

export { winnerOf } from './auction';
export * from './components';
export {
  finalMoney,
  MAX_CARGO,
  nextSeriesOptions,
  type PayoutGroup,
  type Payouts,
  payouts,
  type QuickShip,
  quickScore,
  type Settlement,
  type ShipResult,
  scoreShips,
  settle,
  shipResults,
} from './scoring';
export * from './state';
/** The types a screen needs: entries, options, state. */
export type { Action, Options, State };

/** House rules from the rulebook (色ボーナス, 公開競り, シリーズ). */
const optionSpecs: readonly OptionSpec[] = [
  {
    key: 'colourBonus',
    kind: 'boolean',
    label: 'mercator.opt.colourBonus',
    help: 'mercator.opt.colourBonus.help',
  },
  {
    key: 'openAuction',
    kind: 'boolean',
    label: 'mercator.opt.openAuction',
    help: 'mercator.opt.openAuction.help',
  },
  { key: 'series', kind: 'boolean', label: 'mercator.opt.series', help: 'mercator.opt.series.help' },
];

/** The Mercator module the kernel drives. */
export const game: GameModule<State, Action, Options> = {
  id: 'mercator',
  rulesVersion: 1,
  replays: [1],
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
  colours: PAWNS,
  options: {
    specs: optionSpecs,
    defaults: () => ({ first: 0, colourBonus: false, openAuction: false, series: false }),
    schema: optionsSchema,
    next: (state, options) => (options.series ? nextSeriesOptions(options, finalMoney(state)) : options),
  },
  rules: { actionSchema, setup, apply, prompt, isOver, legalActions, actor, refuse },
  // Money after every entry, and the final money (with the sale in Rome) once the game is over.
  scoring: { score, progress: (state) => (state.phase === 'over' ? finalMoney(state) : [...state.money]) },
  words: { describe, announce },
  // Money is hidden, and a sealed bid until the fists open (secrets.ts): a sealed bid entered before the
  // others stays in its fist in the log until the lot is settled.
  secrecy: { secrets, progressIsSecret: true, describeOpen, sealed },
  // Where every card, chip and pawn lies, and what a turned or drawn card moved by itself (board.ts).
  board: { of: boardOf, said: saidOf },
};
