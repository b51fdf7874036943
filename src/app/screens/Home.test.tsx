// @vitest-environment happy-dom
// Deleting games on home: each deleted game keeps its row and can be brought back, however many follow it.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { example } from '../../engine/testing/examples';
import { GameStore } from '../../store/games';
import { AppContext } from '../context';
import { Library } from '../library';
import { appModel } from '../testing/table';
import { Home } from './Home';

afterEach(cleanup);

const NOW = new Date('2026-12-07T12:00:00.000Z');

/** Home over a store holding three games of お市's table, `${id}1` to `${id}3`, saved on the 1st, 2nd and 3rd. */
async function home(id = 'g') {
  const store = await GameStore.open(`home-${Math.random()}`);
  for (const n of [1, 2, 3]) {
    await store.create(
      { ...example('edo'), id: `${id}${n}` },
      { status: 'playing', winners: [], updatedAt: `2026-12-0${n}T20:00:00.000Z` },
    );
  }
  const app = { ...appModel('en'), library: new Library(Promise.resolve(store), () => NOW), now: () => NOW };
  const { container } = render(
    <AppContext.Provider value={app}>
      <Home />
    </AppContext.Provider>,
  );
  await waitFor(() => expect(container.querySelectorAll('.game-row')).toHaveLength(3), { timeout: 5000 });
  return { store, container };
}

const rowsOf = (container: Element) =>
  [...container.querySelectorAll('.game-row')].map((row) =>
    row.classList.contains('gone') ? 'gone' : 'kept',
  );

describe('deleting games on home', () => {
  it('keeps each deleted game in its row, and brings back the first of two deletions', async () => {
    const { store, container } = await home();
    const deletes = () => screen.getAllByRole('button', { name: /^Delete the game of/ });
    fireEvent.click(deletes()[0] as Element); // g3, the newest
    await waitFor(() => expect(rowsOf(container)).toEqual(['gone', 'kept', 'kept']));
    fireEvent.click(deletes()[0] as Element); // g2
    await waitFor(() => expect(rowsOf(container)).toEqual(['gone', 'gone', 'kept']));
    expect((await store.list()).map((m) => m.id)).toEqual(['g1']);

    const undos = screen.getAllByRole('button', { name: /^Bring back the game of/ });
    fireEvent.click(undos[0] as Element); // g3: deleted first, brought back after a second deletion
    await waitFor(() => expect(rowsOf(container)).toEqual(['kept', 'gone', 'kept']));
    expect((await store.list()).map((m) => m.id)).toEqual(['g3', 'g1']);
  });

  it('ignores a second tap where the first one landed: a double tap on × does not bring the game back', async () => {
    // Games of their own: a row changed by the test above ignores taps for a moment.
    const { store, container } = await home('h');
    fireEvent.click(screen.getAllByRole('button', { name: /^Delete the game of/ })[0] as Element);
    await waitFor(() => expect(rowsOf(container)).toEqual(['gone', 'kept', 'kept']));
    // The second tap of the double tap lands on the Undo now standing where the × was.
    fireEvent.click(screen.getByRole('button', { name: /^Bring back the game of/ }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rowsOf(container)).toEqual(['gone', 'kept', 'kept']);
    expect((await store.list()).map((m) => m.id)).toEqual(['h2', 'h1']);
    // A deliberate tap a moment later brings it back.
    await new Promise((resolve) => setTimeout(resolve, 500));
    fireEvent.click(screen.getByRole('button', { name: /^Bring back the game of/ }));
    await waitFor(() => expect(rowsOf(container)).toEqual(['kept', 'kept', 'kept']));
  });
});
