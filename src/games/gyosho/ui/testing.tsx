// 行商's game screen rendered for a state as the table shows it, with a spy for what it enters: for the tests of
// the screens (not part of the app).
import { render } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { vi } from 'vitest';
import type { Prompt, RuleViolation } from '../../../engine/types';
import { isViolation } from '../../../engine/violation';
import type { Translate } from '../../types';
import type { Action } from '../actions';
import { game } from '../index';
import type { State } from '../state';
import { attempt, players } from '../testing';
import { Screen } from './Screen';

/** What a test may set: the correction being made, another prompt, the game's id, the rules' answer to each entry. */
interface Options {
  initial?: Action;
  prompt?: Prompt;
  gameId?: string;
  answer?: () => RuleViolation | null;
  /** Plays each accepted entry and draws the screen again for the state after it, as the table does. */
  live?: boolean;
}

/** Renders the screen of `s`; returns the spy of what was entered (accepted, unless `answer` refuses it). */
export function showScreen(s: State, t: Translate, { initial, prompt, gameId, answer, live }: Options = {}) {
  let now = s;
  let redraw: (next: State) => void = () => undefined;
  const submit = vi.fn((a: unknown) => {
    const refused = answer?.() ?? null;
    if (refused || !live) return refused;
    const next = attempt(now, a as Action);
    if (isViolation(next)) return next;
    now = next;
    redraw(next);
    return null;
  });
  function Shown() {
    const [state, setState] = useState(s);
    redraw = setState;
    return (
      <Screen
        state={state}
        prompt={prompt ?? game.rules.prompt(state)}
        players={players(state.n)}
        submit={submit}
        t={t}
        secret
        over={false}
        initial={initial}
        gameId={gameId}
      />
    );
  }
  render(<Shown />);
  return submit;
}
