// @vitest-environment happy-dom
// The buttons under a final scoreboard when the phone cannot save: the next game is not started, and the
// screen says why instead of doing nothing.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import exampleJson from '../../../docs/examples/katame.json';
import { AppContext, type AppModel } from '../context';
import { en } from '../strings/all';
import { appModel, exampleAt } from '../testing/table';
import { FinalActions } from './FinalActions';

afterEach(cleanup);

/** The app over a store whose every write fails as a full disk does; `went` collects where it was sent. */
function fullDisk(went: unknown[]): AppModel {
  const app = appModel('en');
  const quota = () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
  const store = { list: async () => [], create: quota };
  return {
    ...app,
    router: { go: (to: unknown) => went.push(to), replace: () => undefined } as unknown as AppModel['router'],
    library: { store: Promise.resolve(store) } as unknown as AppModel['library'],
  };
}

describe('the next game on a phone that cannot save', () => {
  it('"same players" says the game was not saved and stays on the finished game; tapped again, it tries again', async () => {
    const session = exampleAt(exampleJson, exampleJson.entries.length);
    expect(session.view.value.over).toBe(true);
    const went: unknown[] = [];
    render(
      <AppContext.Provider value={fullDisk(went)}>
        <FinalActions session={session} />
      </AppContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: en['final.samePlayers'] }));
    expect((await screen.findByRole('alert')).textContent).toBe(en['final.notSaved']);
    expect(went).toEqual([]);
    // Not held busy by the failure: a second tap is a second try (and says so again).
    fireEvent.click(screen.getByRole('button', { name: en['final.samePlayers'] }));
    await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(went).toEqual([]);
  });
});

describe('the lock under the final score', () => {
  it('locks the screen to the finished game in one tap; locked, it offers the long press that unlocks', () => {
    const session = exampleAt(exampleJson, exampleJson.entries.length);
    const app = appModel('en');
    render(
      <AppContext.Provider value={app}>
        <FinalActions session={session} />
      </AppContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: en['lock.lock'] }));
    expect(app.booth.locked.value).toBe(session.record.value.id);
    expect(screen.queryByRole('button', { name: en['lock.lock'] })).toBeNull();
    expect(screen.getByRole('button', { name: en['lock.unlockLabel'] })).not.toBeNull();
  });
});
