// @vitest-environment happy-dom
// Secrets on the Edo screens (issue 13): canary values put into a real state's coins and bids never show while
// the table keeps secrets and do show at a teaching table; on the real table view (example record) a bid entered
// before the others is not said by the log or the history, and the over-coins refusal keeps the coins behind
// press-and-hold. Coins are worked by hand from the example record (the rulebook's table, see testing.ts).
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import record from '../../../../docs/examples/edo.json';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { appModel, renderTable, sessionOf, visibleText } from '../../../app/testing/table';
import type { GameRecord } from '../../../engine/record';
import { strings } from '../i18n';
import type { EdoAction, EdoState } from '../index';
import { game } from '../index';
import { merchants } from '../testing';
import { SHORT, shortGame } from './fixtures';
import { Screen } from './Screen';

addStrings(strings);
afterEach(cleanup);

const example = record as unknown as GameRecord;
const upTo = (k: number): GameRecord => ({ ...example, entries: example.entries.slice(0, k) });

/** The visible text of the Edo screen for `state`, secrets kept or not. */
function screenText(state: EdoState, secret: boolean): string {
  const players = merchants(SHORT);
  const { container } = render(
    <Screen
      state={state}
      prompt={game.rules.prompt(state)}
      players={players}
      submit={vi.fn((_: EdoAction) => null) as (a: unknown) => null}
      t={makeTranslate('en', players)}
      secret={secret}
      over={false}
    />,
  );
  return visibleText(container);
}

describe('canaries on the Edo screen', () => {
  // The short game with 門左衛門's bid in and two to come; お市's coins and 門左衛門's bid made unmistakable.
  const real = shortGame(15);
  const canary: EdoState = { ...real, coins: [6, 8765, 5], bids: [{ east: 4321, west: 0 }, null, null] };

  it('shows neither the coins nor a bid already in while secrets are kept', () => {
    const seen = screenText(canary, true);
    expect(seen).not.toContain('8765');
    expect(seen).not.toContain('4321');
    // The bid list names who is in, not what: 門左衛門 entered.
    expect(seen).toContain('門左衛門 entered');
  });

  it('shows both at a teaching table: the test looks where they would appear', () => {
    const seen = screenText(canary, false);
    expect(seen).toContain('8765');
    expect(seen).toContain('East 4321');
  });
});

describe('the Edo table view of the example game', () => {
  // Entries 16 and 17: 門左衛門 2 on West, お市 1 on East; 佐吉 and 六助 are still to come.
  const sealed = ['門左衛門: 2 on West.', 'お市: 1 on East.'];

  it('says in the log and the history only who has bid while bids are still to come', async () => {
    const { container } = await renderTable(sessionOf(upTo(18)), appModel('en'));
    let seen = visibleText(container);
    for (const line of sealed) expect(seen).not.toContain(line);
    expect(seen).toContain("門左衛門's bid is in (shown when every bid is in).");
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    seen = visibleText(container);
    expect(seen).toContain("お市's bid is in (shown when every bid is in).");
    for (const line of sealed) expect(seen).not.toContain(line);
  });

  it('says the bids at a teaching table, and at any table once every bid is in', async () => {
    const teaching = await renderTable(sessionOf(upTo(18)), appModel('en', ['edo']));
    for (const line of sealed) expect(visibleText(teaching.container)).toContain(line);
    teaching.unmount();
    const { container } = await renderTable(sessionOf(upTo(20)), appModel('en'));
    for (const line of sealed) expect(visibleText(container)).toContain(line);
  });

  it('refuses a bid above the coins without saying them; the owner holds to read them', async () => {
    // 門左衛門: 5, +1 in turn 1 (re-roll 2-3-6, he keeps the 2 for his 青2; 佐吉's lone objection fails) = 6.
    const { container } = await renderTable(sessionOf(upTo(16)), appModel('en'));
    fireEvent.click(screen.getByRole('button', { name: '9' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    const answer = container.querySelector('[data-answer]') as HTMLElement;
    expect(visibleText(answer)).toContain('門左衛門 does not have 9 coins.');
    expect(visibleText(container)).not.toContain('門左衛門: 6 coins');
    const hold = answer.querySelector('button.secret') as HTMLElement;
    fireEvent.pointerDown(hold);
    expect(visibleText(answer)).toContain('門左衛門: 6 coins');
    fireEvent.pointerUp(hold);
    expect(visibleText(container)).not.toContain('門左衛門: 6 coins');
  });

  it('shows the coins beside the refusal at a teaching table', async () => {
    const { container } = await renderTable(sessionOf(upTo(16)), appModel('en', ['edo']));
    fireEvent.click(screen.getByRole('button', { name: '9' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(visibleText(container.querySelector('[data-answer]') as HTMLElement)).toContain(
      '門左衛門: 6 coins',
    );
  });
});

describe('the 赤 pick proposed at the end of play', () => {
  it('does not change with the coins behind the screens', async () => {
    // Before the example's 赤 pick (六助), the coins are still secret. Only 門左衛門's 4 and お市's 22 trade
    // places behind their screens: the same table, the same coins in all.
    const k = example.entries.length - 3;
    const { container } = await renderTable(sessionOf(upTo(k)), appModel('en'));
    const real = visibleText(container);
    cleanup();
    const swapped = sessionOf(upTo(k));
    const state = swapped.view.value.state as EdoState;
    expect(state.phase).toBe('end.red');
    expect(state.coins).toEqual([4, 22, 13, 5]);
    swapped.view.value = { ...swapped.view.value, state: { ...state, coins: [22, 4, 13, 5] } };
    const other = await renderTable(swapped, appModel('en'));
    expect(visibleText(other.container)).toBe(real);
    expect(real).toContain('Best: Take White');
  });
});
