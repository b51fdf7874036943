// @vitest-environment happy-dom
// An update offered after an import says why it did not happen: a write that failed is not "the game
// changed meanwhile" (that one asks to import again; a failed write only asks to tap again).
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../engine/record';
import type { GameStore } from '../../store/games';
import type { Offer } from '../../store/handback';
import { AppContext, type AppModel } from '../context';
import { appModel } from '../testing/table';
import { ImportResult } from './ImportResult';
import type { ImportOutcome } from './transfer-actions';

afterEach(cleanup);

const record = {
  id: 'g1',
  game: 'katame',
  players: [
    { name: 'Aya', colour: 'indigo' },
    { name: 'Ken', colour: 'vermilion' },
  ],
  entries: [],
} as unknown as GameRecord;

const outcome: ImportOutcome = {
  ok: true,
  key: 'import.done',
  params: { added: 0, duplicates: 0 },
  games: [
    {
      id: 'g1',
      game: 'katame',
      status: 'playing',
      winners: [],
      fate: 'newer',
      more: 2,
      offer: { record, summary: {}, local: 0 } as unknown as Offer,
    },
  ],
};

/** Shows the outcome with a store whose update transaction ends as `guard` says. */
function show(guard: () => Promise<boolean>) {
  const app: AppModel = {
    ...appModel('en'),
    library: {
      store: Promise.resolve({ guard } as unknown as GameStore),
      sessions: { get: () => undefined },
      refresh: async () => undefined,
    } as unknown as AppModel['library'],
  };
  return render(
    <AppContext.Provider value={app}>
      <ImportResult outcome={outcome} />
    </AppContext.Provider>,
  );
}

describe('an update offered by an import', () => {
  it('that could not be written says so, and the offer stays to be tapped again', async () => {
    const { getByRole, findByRole } = show(() =>
      Promise.reject(new DOMException('full', 'QuotaExceededError')),
    );
    fireEvent.click(getByRole('button', { name: 'Update it' }));
    const alert = await findByRole('alert');
    expect(alert.textContent).toContain('could not be saved on this phone');
    expect(alert.textContent).not.toContain('changed meanwhile');
    expect(getByRole('button', { name: 'Update it' })).not.toBeNull();
  });

  it('whose game here moved on meanwhile asks to import the file again', async () => {
    const { getByRole, findByRole } = show(async () => false);
    fireEvent.click(getByRole('button', { name: 'Update it' }));
    expect((await findByRole('alert')).textContent).toContain('Import the file again');
  });
});
