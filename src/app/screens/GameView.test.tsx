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
