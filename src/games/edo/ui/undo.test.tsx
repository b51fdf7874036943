// @vitest-environment happy-dom
// The Edo steps stay drawn from entry to entry (ui/frames/Stages.tsx): going back with Undo must not bring back
// what was picked on a step before, or the next tap on a die would enter the undone roll's other two dice at
// once.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import record from '../../../../docs/examples/edo.json';
import { en } from '../../../app/strings/all';
import { appModel, renderTable, sessionOf } from '../../../app/testing/table';
import type { GameRecord } from '../../../engine/record';

afterEach(cleanup);

const example = record as unknown as GameRecord;
/** The example game up to its first roll (entry 5, 1-4-5): the table asks for the dice. */
const beforeRoll: GameRecord = { ...example, entries: example.entries.slice(0, 5) };

const die = (n: number, value: number) => screen.getByRole('button', { name: `Die ${n}: ${value}` });

describe('Edo: a step drawn again after Undo', () => {
  it('starts the roll afresh: no die picked, and one tap enters nothing', async () => {
    const session = sessionOf(beforeRoll);
    await renderTable(session, appModel('en'));
    fireEvent.click(die(1, 1));
    fireEvent.click(die(2, 4));
    fireEvent.click(die(3, 5));
    expect(session.record.value.entries).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: en['table.undo'] as string }));
    expect(session.record.value.entries).toHaveLength(5);
    // The game's screen shows the undo a frame after the answer line, under a shield until then (Table.tsx).
    await waitFor(() => expect(document.querySelector('.table-shield')).toBeNull());
    for (const n of [1, 2, 3]) {
      for (let v = 1; v <= 6; v++) expect(die(n, v).getAttribute('aria-pressed')).toBe('false');
    }
    // With the old dice still picked, this tap would have entered 6-4-5 at once.
    fireEvent.click(die(1, 6));
    expect(session.record.value.entries).toHaveLength(5);
  });
});
