// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRecord, LogEntry } from '../../engine/record';
import { raceGame } from '../../engine/testing/race-game';
import { makeTranslate } from '../i18n';
import { GameSession } from '../session';
import { GameLog } from './GameLog';

afterEach(cleanup);

const at = '2026-11-22T10:00:00.000Z';
const nowhere = { append: async () => undefined, removeLast: async () => undefined };

function session(entries: number): GameSession {
  const record: GameRecord = {
    format: 'choba-record',
    version: 1,
    id: 'g',
    game: 'supermarket',
    rulesVersion: 1,
    createdAt: at,
    options: { first: 0, target: 30 },
    players: [
      { name: 'A', colour: 'red' },
      { name: 'B', colour: 'blue' },
    ],
    entries: Array.from(
      { length: entries },
      (): LogEntry => ({ kind: 'act', action: { type: 'add', n: 1 }, at }),
    ),
  };
  return new GameSession(raceGame, record, nowhere, () => at);
}

describe('GameLog', () => {
  it('lists the newest entries first, numbered, and shows the older ones on request', () => {
    const { container } = render(
      <GameLog session={session(25)} t={makeTranslate('en')} onCorrect={() => undefined} keep={false} />,
    );
    const numbers = () => [...container.querySelectorAll('.log-n')].map((n) => Number(n.textContent));
    expect(numbers()).toEqual(Array.from({ length: 20 }, (_, k) => 25 - k));
    expect(screen.getByRole('heading').textContent).toBe('Log (25 entries)');
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole log (25 entries)' }));
    expect(numbers()).toHaveLength(25);
    expect(numbers().at(-1)).toBe(1);
  });

  it('offers no "show all" when every entry is already listed', () => {
    render(<GameLog session={session(3)} t={makeTranslate('en')} onCorrect={() => undefined} keep={false} />);
    expect(screen.queryByRole('button', { name: /Show the whole log/ })).toBeNull();
  });

  it('offers no correction where there is no game to correct from: a removed entry, a malformed one', () => {
    const game = session(3);
    game.remove(1);
    const odd = new GameSession(
      raceGame,
      {
        ...game.record.value,
        entries: [{ kind: 'act', action: { type: 'add', n: 'x' } as never, at }],
      },
      nowhere,
      () => at,
    );
    const t = makeTranslate('en');
    const { container, unmount } = render(
      <GameLog session={game} t={t} onCorrect={() => undefined} keep={false} />,
    );
    const correctable = () =>
      [...container.querySelectorAll('.log-line')].map((li) => li.querySelector('.link-btn') !== null);
    // Newest first: the removal (no action of its own), then entries 3, 2 (removed) and 1.
    expect(correctable()).toEqual([false, true, false, true]);
    unmount();
    render(<GameLog session={odd} t={t} onCorrect={() => undefined} keep={false} />, { container });
    expect(correctable()).toEqual([false]);
  });
});
