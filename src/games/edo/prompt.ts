// prompt: the step, who acts, what entry is expected, and a one-line hint (with the app's proposals at the end).
import type { Msg, Prompt } from '../../engine/types';
import type { EdoAction } from './actions';
import { blueChooser, nextDeclarer, pendingBidders } from './auction';
import { mayObject, participants } from './dice';
import { pendingSpecial, proposeRed, proposeSpecial, redChooser } from './end';
import { nextStarter } from './setup';
import { colourMsg, type EdoState, joinMsg, type Phase, seatAfter } from './state';

/**
 * The entry types each step takes, the one list of them: the prompt tells it to the kernel, which refuses any
 * other type before `apply` is asked.
 */
export const EXPECTS: Readonly<Record<Phase, readonly EdoAction['type'][]>> = {
  'setup.start': ['start'],
  'setup.discards': ['discards'],
  'dice.roll': ['roll'],
  'dice.keep': ['keep'],
  'dice.object': ['object'],
  'buy.draw': ['draw'],
  'buy.declare': ['declare'],
  'buy.bid': ['bid'],
  'buy.blue': ['blue'],
  'end.red': ['red'],
  'end.special': ['special'],
  over: [],
};

function hintOf(state: EdoState): { actors: number[]; hint: Msg } {
  const active = { p: state.active };
  switch (state.phase) {
    case 'setup.start': {
      const p = nextStarter(state) ?? 0;
      const left = { p: seatAfter(p, 1, state.players) };
      return { actors: [p], hint: { key: 'edo.hint.setup.start', params: { p: { p }, left } } };
    }
    case 'setup.discards':
      return { actors: [], hint: { key: 'edo.hint.setup.discards' } };
    case 'dice.roll':
      return {
        actors: [state.active],
        hint: {
          key: state.attempt === 1 ? 'edo.hint.dice.roll' : 'edo.hint.dice.reroll',
          params: { p: active },
        },
      };
    case 'dice.keep':
      return {
        actors: [state.active],
        hint: { key: 'edo.hint.dice.keep', params: { p: active, roll: (state.roll ?? []).join('-') } },
      };
    case 'dice.object': {
      const need = Math.ceil(participants(state).length / 2);
      const key = state.attempt === 1 ? 'edo.hint.dice.object' : 'edo.hint.dice.objectLast';
      return { actors: mayObject(state), hint: { key, params: { n: need } } };
    }
    case 'buy.draw':
      return {
        actors: [state.active],
        hint: {
          key: state.deck === 1 ? 'edo.hint.buy.drawLast' : 'edo.hint.buy.draw',
          params: { deck: state.deck },
        },
      };
    case 'buy.declare': {
      const p = nextDeclarer(state) ?? state.active;
      return { actors: [p], hint: { key: 'edo.hint.buy.declare', params: { p: { p } } } };
    }
    case 'buy.bid': {
      // The screens came off together: every merchant whose bid is not in may have it entered now, in any
      // order. The first named is the one the pad starts with, the next in turn order from the active player.
      const pending = pendingBidders(state);
      return { actors: pending, hint: { key: 'edo.hint.buy.bid', params: { count: pending.length } } };
    }
    case 'buy.blue': {
      const p = blueChooser(state) ?? state.active;
      return { actors: [p], hint: { key: 'edo.hint.buy.blue', params: { p: { p } } } };
    }
    case 'end.red': {
      const p = redChooser(state) ?? state.active;
      const take = proposeRed(state);
      const card = take === null ? { key: 'edo.take.none' } : colourMsg(take);
      return { actors: [p], hint: { key: 'edo.hint.end.red', params: { p: { p }, card } } };
    }
    case 'end.special': {
      const pending = pendingSpecial(state);
      const p = pending[0] ?? state.active;
      const colours = joinMsg(proposeSpecial(state, p).map(colourMsg));
      return { actors: pending, hint: { key: 'edo.hint.end.special', params: { p: { p }, colours } } };
    }
    case 'over':
      return { actors: [], hint: { key: 'edo.hint.over' } };
  }
}

/** What the game expects next. */
export function prompt(state: EdoState): Prompt {
  const { actors, hint } = hintOf(state);
  const next: Prompt = {
    phase: state.phase,
    title: { key: `edo.phase.${state.phase}` },
    actors,
    expects: [...EXPECTS[state.phase]],
    hint,
  };
  if (state.turn > 0) next.turn = state.turn;
  return next;
}
