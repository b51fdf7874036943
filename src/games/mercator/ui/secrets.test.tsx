// @vitest-environment happy-dom
// Secrets on the Mercator screens (issue 13): canary values put into a real state's money and sealed bids never
// show while the table keeps secrets and do show at a teaching table; on the real table view (example record) a
// sealed bid not yet opened is not said by the log, and a bid above a player's money keeps the money behind
// press-and-hold. Money is worked by hand: 50 each at the start (準備).
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import record from '../../../../docs/examples/mercator.json';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { appModel, renderTable, sessionOf, visibleText } from '../../../app/testing/table';
import type { GameRecord } from '../../../engine/record';
import { strings } from '../i18n';
import { type Action, game, type State } from '../index';
import { bids, play, start, table, turns } from '../testing';
import { Screen } from './Screen';

addStrings(strings);
afterEach(cleanup);

const example = record as unknown as GameRecord;
const upTo = (k: number): GameRecord => ({ ...example, entries: example.entries.slice(0, k) });

/** The visible text of the Mercator screen for `s`, secrets kept or not. */
function screenText(s: State, secret: boolean): string {
  const players = table(3);
  const { container } = render(
    <Screen
      state={s}
      prompt={game.rules.prompt(s)}
      players={players}
      submit={vi.fn((_: Action) => null) as (a: unknown) => null}
      t={makeTranslate('en', players)}
      secret={secret}
      over={false}
    />,
  );
  return visibleText(container);
}

describe('canaries on the Mercator screen', () => {
  // Lot 1 (red 10, yellow 10, green 10) with B's bid in; C's money and B's bid made unmistakable.
  const real = play(start(3), [...turns('r10', 'y10', 'g10'), ...bids([1, 20])]);
  const canary: State = { ...real, money: [50, 50, 8765], bids: [null, 4321, null] };

  it('shows neither the money nor a sealed bid already in while secrets are kept', () => {
    const seen = screenText(canary, true);
    expect(seen).not.toContain('8765');
    expect(seen).not.toContain('4321');
    expect(seen).toContain('B entered');
  });

  it('shows both at a teaching table: the test looks where they would appear', () => {
    const seen = screenText(canary, false);
    expect(seen).toContain('8765');
    expect(seen).toContain('B 4321');
  });
});

describe('the Mercator table view of the example game', () => {
  // Lot 2 (green 10, yellow 9, purple 8): Chie and Dai have bid 20 each, Aki and Ben are still to come.
  const sealed = ['Chie bids 20', 'Dai bids 20'];

  it('says in the log only who has bid while sealed bids are missing', async () => {
    const { container } = await renderTable(sessionOf(upTo(12)), appModel('en'));
    const seen = visibleText(container);
    for (const line of sealed) expect(seen).not.toContain(line);
    expect(seen).toContain("Dai's bid is in (shown when every bid is in)");
  });

  it('says the bids at a teaching table, and at any table once the lot is settled', async () => {
    const teaching = await renderTable(sessionOf(upTo(12)), appModel('en', ['mercator']));
    for (const line of sealed) expect(visibleText(teaching.container)).toContain(line);
    teaching.unmount();
    const { container } = await renderTable(sessionOf(upTo(14)), appModel('en'));
    for (const line of sealed) expect(visibleText(container)).toContain(line);
  });

  it('refuses a bid above the money without saying it; the owner holds to read it', async () => {
    // Lot 1 (red 7, blue 3): Ben bids first, with his 50.
    const { container } = await renderTable(sessionOf(upTo(3)), appModel('en'));
    for (const key of ['5', '1', 'Enter']) fireEvent.click(screen.getByRole('button', { name: key }));
    const answer = container.querySelector('[data-answer]') as HTMLElement;
    expect(visibleText(answer)).toContain('Ben does not have 51');
    expect(visibleText(container)).not.toContain("Ben's money: 50");
    const hold = answer.querySelector('button.secret') as HTMLElement;
    fireEvent.pointerDown(hold);
    expect(visibleText(answer)).toContain("Ben's money: 50");
    fireEvent.pointerUp(hold);
    expect(visibleText(container)).not.toContain("Ben's money: 50");
  });

  it('says nothing of a sealed bid a correction made unfit: its player enters it again blind', async () => {
    // Lot 2: Chie and Dai have bid 20 each (sealed), Aki and Ben are to come.
    const { container } = await renderTable(sessionOf(upTo(12)), appModel('en'));
    // Chie's open bid in lot 1 (entry 5) was really 35: she wins lot 1 for it and has 15 left, so her
    // sealed 20 (entry 11) no longer fits.
    fireEvent.click(screen.getByRole('button', { name: 'Correct entry 5' }));
    await new Promise((resolve) => setTimeout(resolve, 120));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    for (const key of ['3', '5', 'Enter']) fireEvent.click(screen.getByRole('button', { name: key }));
    await new Promise((resolve) => setTimeout(resolve, 120));
    const seen = visibleText(container);
    expect(seen).toContain(
      'Entry 11 no longer fits — a bid still sealed: only its player may enter it. Enter it again, or insert a missing entry before it.',
    );
    expect(seen).not.toContain('does not have 20');
  });
});
