// @vitest-environment happy-dom
// A correction's form starts from the entry's old value (issue 14 item 3): the dice show the old roll, the
// pad the old amount, the toggles the old choice.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { strings } from '../i18n';
import type { EdoAction, EdoState } from '../index';
import { game } from '../index';
import { merchants } from '../testing';
import { SHORT, SHORT_GAME, shortGame } from './fixtures';
import { Screen } from './Screen';

addStrings(strings);
afterEach(cleanup);

/** Renders the screen as a correction of `initial` at the state before it; returns the submit spy. */
function correct(state: EdoState, initial: EdoAction) {
  const players = merchants(SHORT);
  const submit = vi.fn((_: EdoAction) => null);
  render(
    <Screen
      state={state}
      prompt={game.rules.prompt(state)}
      players={players}
      submit={submit as (a: unknown) => null}
      t={makeTranslate('en', players)}
      secret
      over={false}
      initial={initial}
    />,
  );
  return submit;
}
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('correction forms', () => {
  it('show the old roll on the dice; one tap changes a die and enters the roll again', () => {
    // Entry 17 is the roll 2-3-5.
    const submit = correct(shortGame(17), SHORT_GAME[17] as EdoAction);
    expect(pressed('Die 1: 2')).toBe('true');
    expect(pressed('Die 2: 3')).toBe('true');
    expect(pressed('Die 3: 5')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Die 3: 6' }));
    expect(submit).toHaveBeenCalledWith({ type: 'roll', dice: [2, 3, 6] });
  });

  it('select the old kept dice', () => {
    // Entry 18 keeps 2 and 3 of the roll 2-3-5.
    correct(shortGame(18), SHORT_GAME[18] as EdoAction);
    expect(pressed('Die 1: 2')).toBe('true');
    expect(pressed('Die 2: 3')).toBe('true');
    expect(pressed('Die 3: 5')).toBe('false');
    expect(screen.getByRole('button', { name: 'Keep 2-3' })).toBeTruthy();
  });

  it('show the old bid: its bidder and the old amount on the pad', () => {
    // Entry 15: お市 bid 2 on West, after 門左衛門's bid.
    const submit = correct(shortGame(15), SHORT_GAME[15] as EdoAction);
    expect(pressed('お市')).toBe('true');
    expect(pressed('West')).toBe('true');
    expect(document.querySelector('output.pad-display')?.textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(submit).toHaveBeenCalledWith({ type: 'bid', player: 1, east: 0, west: 2 });
  });

  it('mark the old objectors and the old starting pips', () => {
    correct(shortGame(6), SHORT_GAME[6] as EdoAction);
    expect(pressed('お市')).toBe('true');
    expect(pressed('佐吉')).toBe('true');
    cleanup();
    correct(shortGame(1), SHORT_GAME[1] as EdoAction);
    expect(pressed('Card kept by お市: 3')).toBe('true');
    expect(pressed('Card passed to 佐吉: 4')).toBe('true');
  });
});
