// The table's decisions that are not cards: keeping a revoke flag (issue 14), and placing a replayed card
// again where it now falls after a change to the past.
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { Action, KeepAction } from './actions';
import { suitMsg } from './msgs';
import type { RoundState, State } from './state';

/** Cards played in the match so far. */
export function cardsPlayed(state: State): number {
  return state.rounds.reduce((sum, r) => sum + r.tricks.length * state.players + r.current.length, 0);
}

/**
 * The refusal of a keep that names no open flag (already kept, gone after a correction, never raised), the
 * flag said in full: it is public, it names no card.
 */
export function noRevoke(action: KeepAction): RuleViolation {
  return violation('supermarket.err.noRevoke', '004 トリック', {
    round: action.round,
    trick: action.trick,
    player: { p: action.player },
    suit: suitMsg(action.suit),
  });
}

/** Marks the named revoke flag as kept; refused when no open flag of that round matches. */
export function keepRevoke(state: State, action: KeepAction): State | RuleViolation {
  const round = state.rounds[action.round - 1];
  // The prompt says only that some flag is open: which one this keep names is for the rules to find.
  const i = round
    ? round.revokes.findIndex(
        (x) =>
          x.trick === action.trick &&
          x.player === action.player &&
          x.suit === action.suit &&
          x.keptAt === undefined,
      )
    : -1;
  if (!round || i < 0) return noRevoke(action);
  const revokes = round.revokes.slice();
  revokes[i] = { ...(revokes[i] as RoundState['revokes'][number]), keptAt: cardsPlayed(state) };
  const rounds = state.rounds.slice();
  rounds[action.round - 1] = { ...round, revokes };
  return { ...state, rounds };
}

/**
 * A replayed card whose trick stamp no longer names the trick being played (a card was inserted or
 * removed before it): the same card, stamped with the trick it now falls into. The stamp still guards
 * every new tap; this is used by replays only. A keep names its flag, not a place: never moved.
 */
export function reposition(state: State, action: Action): Action | undefined {
  if (action.type !== 'play' || action.trick === undefined || state.over) return undefined;
  const round = state.rounds[state.rounds.length - 1] as RoundState;
  const trick = round.tricks.length + 1;
  return trick === action.trick ? undefined : { ...action, trick };
}
