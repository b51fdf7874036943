// @vitest-environment happy-dom
// A correction's form starts from the entry's old value (issue 14): the card form shows the card as entered,
// the wagon pad the old capacity, the deck pad the old count.
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import type { Action } from '../actions';
import { strings } from '../i18n';
import type { State } from '../state';
import { C, fresh, play, players, ready3, setupActions } from '../testing';
import { showScreen } from './testing';

addStrings(strings);
const t = makeTranslate('ja', players(3));
afterEach(cleanup);
beforeEach(() => localStorage.clear());

/** Renders the screen as a correction of `initial`. */
const correct = (s: State, initial: Action) => showScreen(s, t, { initial });

describe('correction forms', () => {
  it('show the order card as it was entered: its city chosen, goods and points set', () => {
    // The state before the first order card: map and wagon entered.
    const s = play(fresh(3), setupActions([], [], []).slice(0, 2));
    expect(s.phase).toBe('setup.orders');
    correct(s, { type: 'reveal', city: C.heidi, goods: ['wine', 'wine', 'cloth'], points: 4 });
    expect(screen.getByRole('button', { name: 'ハイジフィールド' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // The confirm key names the card as it was.
    const ok = screen.getByRole('button', { name: '入力: ハイジフィールド 酒×2・織物×1 4点' });
    expect(ok.hasAttribute('disabled')).toBe(false);
  });

  it('keep a wagon entry of a record made before (no seat) one entry for the whole table', () => {
    const s = play(fresh(3), setupActions([], [], []).slice(0, 1));
    const submit = showScreen(s, t, { initial: { type: 'wagon', capacity: 3 } });
    fireEvent.click(screen.getByRole('button', { name: '積載量 4' }));
    expect(submit).toHaveBeenCalledWith({ type: 'wagon', side: 'normal', capacity: 4 });
  });

  it('offer the old wagon capacity first', () => {
    const s = play(fresh(3), setupActions([], [], []).slice(0, 1));
    correct(s, { type: 'wagon', capacity: 5 });
    expect(
      screen.getByRole('button', { name: t({ key: 'gyosho.ui.wagonLast', params: { n: 5 } }) }),
    ).toBeTruthy();
  });

  it('open the deck pad at the old count', () => {
    const s = ready3();
    correct(s, { type: 'deck', size: 11 });
    expect(document.querySelector('.gy-deckfix')?.hasAttribute('open')).toBe(true);
    expect(document.querySelector('.gy-deckfix output')?.textContent).toBe('11');
  });
});
