// The 片目の商人 (One-Eyed Merchant) game module: auctions of one-faced cards, a price card, three settlements.
import type { GameModule } from '../../engine/types';
import { type Action, actionSchema, optionsSchema } from './actions';
import { announce } from './announce';
import { boardOf, saidOf } from './board';
import { describe } from './describe';
import { legalActions } from './legal';
import { prompt } from './prompt';
import { actor, apply, isOver, refuse } from './rules';
import { score } from './scoring';
import { setup } from './setup';
import type { Options, State } from './state';

export type { Action } from './actions';
export type { Icon, IconCounts } from './components';
export { seeFace } from './faces';
export { fittingIcons } from './legal';
export { endHint } from './prompt';
export { iconValues, quickCheck, type Settlement, settle } from './settle';
export { heldIcons, nextReveal } from './settlement';
export { currentBidder, minBid, type Options, type State, unseen } from './state';

/** The rules of 片目の商人 as the kernel drives them. */
export const game: GameModule<State, Action, Options> = {
  id: 'katame',
  rulesVersion: 1,
  replays: [1],
  players: { min: 2, max: 4 },
  colours: ['indigo', 'vermilion', 'green', 'ochre'],
  // The rulebook has no variants; the only option is the first parent (options.first).
  options: { specs: [], defaults: () => ({ first: 0 }), schema: optionsSchema },
  // The kernel refuses what the prompt does not take (refuse says it in this game's words); apply judges the rest.
  rules: { actionSchema, setup, apply, prompt, isOver, legalActions, actor, refuse },
  // Money after every entry (public in this game), for the chart.
  scoring: { score, progress: (state) => [...state.money] },
  words: { describe, announce },
  // Where every card and every 金 lies, and what an entry moved by itself (board.ts).
  board: { of: boardOf, said: saidOf },
};
