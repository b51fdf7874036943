// The Edo merchant game (seed 000, 「江戸の商家」) as a GameModule: the kernel's entry point to its rules.
import type { GameModule, OptionSpec } from '../../engine/types';
import { actionSchema, type EdoAction, type EdoOptions, optionsSchema } from './actions';
import { announce } from './announce';
import { boardOf, ruledOf, saidOf } from './board';
import { COLOURS, defaultDeck } from './components';
import { describe } from './describe';
import { legalActions } from './legal';
import { prompt } from './prompt';
import { actor, apply, isOver, refuse } from './rules';
import { score } from './scoring';
import { describeOpen, sealed, secrets } from './secrets';
import { setup } from './setup';
import type { EdoState } from './state';
import { REPLAYED_VERSIONS, RULES_VERSION } from './versions';

/** The game's entry, option and state types, for the screens. */
export type { EdoAction, EdoOptions, EdoState };

/** House rules on the new-game screen: the 御用商人 variant and a corrected deck size. */
export const optionSpecs: readonly OptionSpec[] = [
  { key: 'privileges', kind: 'boolean', label: 'edo.opt.privileges', help: 'edo.opt.privileges.help' },
  { key: 'deck', kind: 'number', label: 'edo.opt.deck', help: 'edo.opt.deck.help', min: 1, max: 30 },
];

/** The Edo merchant game module. */
export const game: GameModule<EdoState, EdoAction, EdoOptions> = {
  id: 'edo',
  // A new game plays RULES_VERSION; older records replay under theirs (versions.ts, setup.ts).
  rulesVersion: RULES_VERSION,
  replays: REPLAYED_VERSIONS,
  players: { min: 3, max: 5 },
  colours: COLOURS,
  options: {
    specs: optionSpecs,
    defaults: (playerCount) => ({ first: 0, privileges: false, deck: defaultDeck(playerCount) }),
    schema: optionsSchema,
  },
  // The kernel refuses what the step does not take and seats whose move it is not, in Edo's words (rules.ts).
  rules: { actionSchema, setup, apply, prompt, isOver, legalActions, actor, refuse },
  // Coins after every entry (secret during play; the chart appears with the final score).
  scoring: { score, progress: (state) => [...state.coins] },
  words: { describe, announce },
  // Coins are held hidden, and a bid until every screen comes off (secrets.ts): a bid entered before the
  // others stays behind its screen in the log until the last one is in.
  secrecy: { secrets, progressIsSecret: true, describeOpen, sealed },
  // Where every coin, card and marker lies, what an entry moves by itself being made, and the coins the
  // rules move at a purchase, named so that the pot's coins are not said as paid into the stock (board.ts).
  board: { of: boardOf, said: saidOf, ruled: ruledOf },
};
