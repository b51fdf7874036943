// @vitest-environment happy-dom
// Entries that do not fit: those that came with the game (an import, a game saved so) are not said to be a
// correction's doing (issue 36); those a correction at this table made unfit are.
import { cleanup } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import exampleJson from '../../../../docs/examples/supermarket.json';
import { decodeRecord } from '../../../engine/decode';
import { makeTranslate } from '../../i18n';
import { en } from '../../strings/board';
import { localKeeper } from '../../table-kept';
import { TableModel } from '../../table-model';
import type { KeptTable } from '../../table-moves';
import '../../testing/fresh-storage';
import { appModel, renderTable, sessionOf } from '../../testing/table';

afterEach(cleanup);

describe('the list of entries that do not fit', () => {
  it('says they came with the game when no change was made here', async () => {
    const decoded = decodeRecord(exampleJson);
    if (!decoded.ok) throw new Error(decoded.problem.code);
    const first = decoded.record.entries[0];
    if (!first) throw new Error('empty example');
    // The first card entered twice (an imported record): the second can never be played.
    const record = { ...decoded.record, entries: [first, first] };
    const session = sessionOf(record);
    expect(session.view.value.rejected).toHaveLength(1);
    const { container } = await renderTable(session, appModel('en'));
    const t = makeTranslate('en', record.players);
    const list = container.querySelector('.rejected-list');
    expect(list?.textContent).toContain(en['board.unfitOpened#one']);
    expect(list?.textContent).not.toContain(t('table.rejected', { n: 1 }).slice(0, 20));
  });

  it('says a correction made them unfit when the table is opened again before they are dealt with', async () => {
    const decoded = decodeRecord(exampleJson);
    if (!decoded.ok) throw new Error(decoded.problem.code);
    // Trick 1 began てんぷら9, てんぷら7; the first card corrected to てんぷら7 leaves the second unfit.
    const record = { ...decoded.record, entries: decoded.record.entries.slice(0, 2) };
    const session = sessionOf(record);
    const model = new TableModel(session, localKeeper<KeptTable>('table', localStorage));
    model.open('fix', 0);
    expect(model.enterPast({ type: 'play', trick: 1, suit: 'tempura', rank: 7 })).toBeNull();
    expect(session.view.value.rejected).toHaveLength(1);
    // A reload: the table drawn afresh over the game as saved.
    const { container } = await renderTable(sessionOf(session.record.value), appModel('en'));
    const t = makeTranslate('en', record.players);
    const list = container.querySelector('.rejected-list');
    expect(list?.textContent).toContain(t('table.rejected', { n: 1 }));
    expect(list?.textContent).not.toContain(en['board.unfitOpened#one']);
  });
});
