// @vitest-environment happy-dom
// Export says what it did: a download gives no sign on many phones, and with no games there is nothing to save
// (an empty file would look like a backup).
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import katame from '../../../docs/examples/katame.json';
import type { GameRecord } from '../../engine/record';
import { GameStore } from '../../store/games';
import { AppContext, type AppModel } from '../context';
import { appModel } from '../testing/table';
import { SettingsScreen } from './SettingsScreen';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let dbs = 0;
async function settings(records: GameRecord[]) {
  const store = await GameStore.open(`settings-${++dbs}`);
  for (const record of records)
    await store.create(record, { status: 'finished', winners: [], updatedAt: record.createdAt });
  const app: AppModel = {
    ...appModel('en'),
    now: () => new Date(2026, 10, 25, 18, 0),
    library: {
      store: Promise.resolve(store),
      refresh: async () => undefined,
    } as unknown as AppModel['library'],
  };
  render(
    <AppContext.Provider value={app}>
      <SettingsScreen />
    </AppContext.Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Export all games' }));
}

describe('export all', () => {
  /** Counts the files offered for download (each is a link clicked). */
  const downloads = () => vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

  it('says how many games it saved, and to which file', async () => {
    URL.createObjectURL ??= () => 'blob:x';
    URL.revokeObjectURL ??= () => undefined;
    const saved = downloads();
    await settings([katame as unknown as GameRecord]);
    expect((await screen.findByText(/saved to the file/)).textContent).toBe(
      '1 game saved to the file “choba-2026-11-25.json”.',
    );
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('with no games, saves no file and says there is nothing to save', async () => {
    const saved = downloads();
    await settings([]);
    expect(await screen.findByText('There are no games to save yet.')).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();
  });
});
