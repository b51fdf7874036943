// @vitest-environment happy-dom
// The booth tally at the foot of home: cleared in one tap, and brought back in one (the day's results are
// read back from it at the end of the day; a slip of the finger must not lose them).
import { signal } from '@preact/signals';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Booth } from '../booth';
import { AppContext, type AppModel } from '../context';
import { en } from '../strings/all';
import { MemoryStorage } from '../testing/memory-storage';
import { meta } from '../testing/meta';
import { appModel } from '../testing/table';
import { Tally } from './Tally';

afterEach(cleanup);

function renderTally(booth: Booth, winner = 'Aki') {
  const now = new Date(2026, 10, 25, 18, 0);
  const games = [
    meta('a', 'finished', new Date(2026, 10, 25, 17, 0).toISOString(), null, [winner]),
    meta('b', 'finished', new Date(2026, 10, 25, 16, 0).toISOString(), null, ['Aki']),
  ];
  const app: AppModel = {
    ...appModel('en'),
    booth,
    now: () => now,
    library: { games: signal(games), load: async () => null } as unknown as AppModel['library'],
  };
  return render(
    <AppContext.Provider value={app}>
      <Tally />
    </AppContext.Provider>,
  );
}

describe('the booth tally', () => {
  it('cleared, says how many games it held and brings them back on Undo, stored as before', () => {
    const storage = new MemoryStorage();
    const saved = storage.items;
    const booth = new Booth(storage);
    renderTally(booth);
    expect(screen.getByRole('heading').textContent).toBe(en['tally.title']?.replace('{n}', '2'));
    fireEvent.click(screen.getByRole('button', { name: en['tally.clear'] }));
    expect(screen.getByRole('status').textContent).toContain(en['tally.cleared']?.replace('{n}', '2'));
    expect(screen.getByRole('heading').textContent).toBe(en['tally.title']?.replace('{n}', '0'));
    expect(saved.get('choba.tallyClearedAt')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: en['tally.undoClear'] }));
    expect(screen.getByRole('heading').textContent).toBe(en['tally.title']?.replace('{n}', '2'));
    expect(screen.queryByRole('status')).toBeNull();
    // Never cleared before: the tally starts from nothing again, in storage too (a reload keeps it).
    expect(booth.tallySince.value).toBeNull();
    expect(saved.has('choba.tallyClearedAt')).toBe(false);
    expect(new Booth(storage).tallySince.value).toBeNull();
  });

  it('isolates a right-to-left name, so that it cannot turn the line around it', () => {
    renderTally(new Booth(undefined), 'محمد');
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('\u2068محمد\u2069');
  });
});
