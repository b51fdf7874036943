// @vitest-environment happy-dom
// While the table browses its history nothing can be entered, undone or corrected from there (issue 14):
// Undo used to take back the game's latest entry, not the one on screen.
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import mercator from '../../../../docs/examples/mercator.json';
import type { GameRecord } from '../../../engine/record';
import { appModel, renderTable, sessionOf } from '../../testing/table';

afterEach(cleanup);

const record = { ...(mercator as unknown as GameRecord) };
const inPlay = { ...record, entries: record.entries.slice(0, 30) };

describe('the history view', () => {
  it('offers no Undo, no Redo and no Correct while open, and gives them back on return', async () => {
    const session = sessionOf(inPlay);
    await renderTable(session, appModel('en'));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Correct entry/ }).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Correct entry/ })).toBeNull();
    // One way back, named so; the switch that opened the history shows it is open.
    expect(screen.getByRole('button', { name: 'History' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the present' }));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(session.record.value.entries).toHaveLength(30);
  });
});
