// @vitest-environment happy-dom
// A game that could not be read (a full disk just after an update) offers "Try again", which reads it
// again: the table opens without leaving the screen (issue 36).
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import exampleJson from '../../../docs/examples/supermarket.json';
import { decodeRecord } from '../../engine/decode';
import { AppContext, type AppModel } from '../context';
import { makeTranslate } from '../i18n';
import { Sessions } from '../sessions';
import { appModel } from '../testing/table';
import { GameView } from './GameView';

afterEach(cleanup);

describe('a game that could not be read', () => {
  it('is read again on "Try again" and opens', async () => {
    const decoded = decodeRecord(exampleJson);
    if (!decoded.ok) throw new Error(decoded.problem.code);
    const record = { ...decoded.record, entries: decoded.record.entries.slice(0, 4) };
    let full = true;
    const library = {
      sessions: new Sessions(),
      load: async () => {
        if (full) throw new DOMException('The disk is full', 'QuotaExceededError');
        return record;
      },
      store: Promise.resolve({ append: async () => undefined, removeLast: async () => undefined }),
    } as unknown as AppModel['library'];
    const app: AppModel = { ...appModel('en'), library };
    const t = makeTranslate('en');
    const { container } = render(
      <AppContext.Provider value={app}>
        <GameView id={record.id} />
      </AppContext.Provider>,
    );
    await screen.findByText(t('app.err.load'));
    full = false;
    fireEvent.click(screen.getByRole('button', { name: t('store.retry') }));
    await screen.findByRole('heading', { name: t('game.supermarket.name') }, { timeout: 3000 });
    expect(container.querySelector('main.table')).not.toBeNull();
    expect(screen.queryByText(t('app.err.load'))).toBeNull();
  });
});

describe('a game left while it loads', () => {
  it('lets its session go, so that opening it again reads what storage holds', async () => {
    const decoded = decodeRecord(exampleJson);
    if (!decoded.ok) throw new Error(decoded.problem.code);
    // What storage holds of the game; another tab may add to it.
    let stored = { ...decoded.record, entries: decoded.record.entries.slice(0, 4) };
    let opened: () => void = () => undefined;
    let gate: Promise<void> | null = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const sessions = new Sessions();
    const library = {
      sessions,
      load: async () => {
        const read = stored;
        if (gate) await gate;
        return read;
      },
      store: Promise.resolve({ append: async () => undefined, removeLast: async () => undefined }),
    } as unknown as AppModel['library'];
    const app: AppModel = { ...appModel('en'), library };
    const t = makeTranslate('en');
    const view = () => (
      <AppContext.Provider value={app}>
        <GameView id={stored.id} />
      </AppContext.Provider>
    );
    // The game is tapped, and Back is tapped before it has loaded (a slow phone).
    render(view()).unmount();
    opened();
    gate = null;
    await new Promise((r) => setTimeout(r, 300));
    expect(sessions.get(stored.id), 'no screen holds the game and it owes nothing').toBeUndefined();
    // Another tab plays on: storage now holds two more entries. The game is opened here again.
    stored = { ...stored, entries: decoded.record.entries.slice(0, 6) };
    render(view());
    await screen.findByRole('heading', { name: t('game.supermarket.name') }, { timeout: 3000 });
    expect(sessions.get(stored.id)?.record.value.entries).toHaveLength(6);
  });
});

describe('a booth phone locked to a game that cannot be opened', () => {
  it('can be unlocked from the error (home would send it straight back)', async () => {
    const library = {
      sessions: new Sessions(),
      load: async () => {
        throw new DOMException('The database connection is closing.', 'InvalidStateError');
      },
      store: Promise.resolve({}),
    } as unknown as AppModel['library'];
    const app: AppModel = { ...appModel('en'), library };
    app.booth.lock('g1');
    render(
      <AppContext.Provider value={app}>
        <GameView id="g1" />
      </AppContext.Provider>,
    );
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Hold to unlock the screen' })).toBeTruthy();
  });
});
