// @vitest-environment happy-dom
// An update offered after an import says why it did not happen: a write that failed is not "the game
// changed meanwhile" (that one asks to import again; a failed write only asks to tap again). Once made, the
// line above no longer asks for it. Each game's note (left out, or with entries that do not fit) is a line.
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../engine/record';
import type { Msg } from '../../engine/types';
import type { GameStore } from '../../store/games';
import type { Offer } from '../../store/handback';
import { AppContext, type AppModel } from '../context';
import { en } from '../strings/all';
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

/** Shows `shown` with a store whose update transaction ends as `guard` says. */
function show(guard: () => Promise<boolean>, shown: ImportOutcome = outcome) {
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
      <ImportResult outcome={shown} />
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

  it('once made, the line above says the game was updated, no longer to update it below', async () => {
    const newer = { ...outcome, key: 'import.newer', params: { n: 1 } };
    const { getByRole, container } = show(async () => true, newer);
    const top = () => container.querySelector('p')?.textContent;
    expect(top()).toBe(en['import.newer#one']);
    fireEvent.click(getByRole('button', { name: 'Update it' }));
    await waitFor(() => expect(container.querySelector('[data-updated]')).not.toBeNull());
    expect(top()).toBe(en['import.newerDone#one']);
  });
});

describe('the notes of an import', () => {
  it('are one line a game, under the main line', () => {
    const notes: Msg[] = [
      { key: 'import.refused', params: { which: { key: 'import.at', params: { n: 2, of: 3 } }, why: 'x' } },
      { key: 'import.refusedMore', params: { n: 1 } },
    ];
    const { getAllByRole } = show(async () => true, { ...outcome, notes });
    expect(getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Not imported: game 2 of 3. x',
      '1 more game was not imported.',
      expect.stringContaining('2 entries more than on this phone'),
    ]);
  });
});
