// @vitest-environment happy-dom
// Entries that do not fit: those that came with the game (an import, a game saved so) are not said to be a
// correction's doing (issue 36); those a correction at this table made unfit are.
import { cleanup } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import exampleJson from '../../../../docs/examples/supermarket.json';
import { decodeRecord } from '../../../engine/decode';
import { makeTranslate } from '../../i18n';
import { en } from '../../strings/board';
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
});
