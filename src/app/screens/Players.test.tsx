// @vitest-environment happy-dom
// The players page reads every saved game for its statistics; reading them is not a backup of them.
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { example } from '../../engine/testing/examples';
import { GameStore } from '../../store/games';
import { AppContext } from '../context';
import { backupDue } from '../keeping';
import { Library } from '../library';
import { appModel } from '../testing/table';
import { Players } from './Players';

afterEach(cleanup);

const NOW = new Date('2026-12-07T12:00:00.000Z');

describe('the players page', () => {
  it('leaves the games it reads unmarked: home still offers to save them to a file', async () => {
    const store = await GameStore.open('players-page');
    // Three finished games kept only on this phone, finished days ago: the backup is due.
    for (const n of [1, 2, 3]) {
      const record = { ...example('edo'), id: `g${n}` };
      await store.create(record, {
        status: 'finished',
        winners: ['お市'],
        updatedAt: `2026-12-0${n}T20:00:00.000Z`,
      });
    }
    expect(backupDue(await store.list(), NOW)).toBe(true);
    const app = {
      ...appModel('en'),
      library: new Library(Promise.resolve(store), () => NOW),
      now: () => NOW,
    };
    render(
      <AppContext.Provider value={app}>
        <Players />
      </AppContext.Provider>,
    );
    await screen.findAllByRole('heading', { level: 2 }, { timeout: 5000 });
    const metas = await store.list();
    expect(metas.map((m) => m.exportedAt)).toEqual([undefined, undefined, undefined]);
    expect(backupDue(metas, NOW)).toBe(true);
  });
});
