// 行商's game screen rendered for a state as the table shows it, with a spy for what it enters: for the tests of
// the screens (not part of the app).
import { render } from '@testing-library/preact';
import { vi } from 'vitest';
import type { Prompt, RuleViolation } from '../../../engine/types';
import type { Translate } from '../../types';
import type { Action } from '../actions';
import { game } from '../index';
import type { State } from '../state';
import { players } from '../testing';
import { Screen } from './Screen';

/** What a test may set: the correction being made, another prompt, the game's id, the rules' answer to each entry. */
interface Options {
  initial?: Action;
  prompt?: Prompt;
  gameId?: string;
  answer?: () => RuleViolation | null;
}

/** Renders the screen of `s`; returns the spy of what was entered (accepted, unless `answer` refuses it). */
export function showScreen(s: State, t: Translate, { initial, prompt, gameId, answer }: Options = {}) {
  const submit = vi.fn((_: unknown) => answer?.() ?? null);
  render(
    <Screen
      state={s}
      prompt={prompt ?? game.rules.prompt(s)}
      players={players(s.n)}
      submit={submit}
      t={t}
      secret
      over={false}
      initial={initial}
      gameId={gameId}
    />,
  );
  return submit;
}
