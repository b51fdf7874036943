// @vitest-environment happy-dom
// Home says which games have entries only in memory, how many (following the saving), and offers a retry.
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { raceGame, raceRecord } from '../../engine/testing/race-game';
import { AppContext, type AppModel } from '../context';
import { type EntryWriter, GameSession } from '../session';
import { Sessions } from '../sessions';
import { appModel } from '../testing/table';
import { Owed } from './Owed';

afterEach(cleanup);

const at = '2026-11-27T10:00:00.000Z';
const record = raceRecord(20, ['Aki', 'Ben']);

describe('the waiting entries on home', () => {
  it('names the game and how many entries wait, follows the saving, and retries', async () => {
    let full = true;
    let tries = 0;
    const disk: EntryWriter = {
      append: async () => {
        tries++;
        if (full) throw new DOMException('disk full', 'QuotaExceededError');
      },
      removeLast: async () => undefined,
    };
    const sessions = new Sessions();
    const session = await sessions.acquire(
      'g',
      async () => new GameSession(raceGame, record, disk, () => at),
    );
    session.submit({ type: 'add', n: 1 });
    session.submit({ type: 'add', n: 2 });
    await new Promise((r) => setTimeout(r, 30));
    sessions.release(session);
    const app: AppModel = { ...appModel('en'), library: { sessions } as unknown as AppModel['library'] };
    const { container, getByRole } = render(
      <AppContext.Provider value={app}>
        <Owed />
      </AppContext.Provider>,
    );
    expect(container.textContent).toContain('(Aki・Ben): 2 entries are not saved yet');
    const before = tries;
    full = false;
    fireEvent.click(getByRole('button', { name: 'Try saving again' }));
    await new Promise((r) => setTimeout(r, 30));
    expect(tries).toBeGreaterThan(before);
    // Saved: the notice is gone.
    expect(container.querySelector('[data-owed]')).toBeNull();
  });
});
