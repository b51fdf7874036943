// @vitest-environment happy-dom
// The bids in the order the table reads them (issue 32): the screens come off together, and the table goes
// round as it declared, 「手番プレイヤーから時計回りの順に」; after each bid the next merchant in that order
// whose bid is not in yet is picked, the one the header names, so that a table reading round from the active
// merchant needs no tap on a name.
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import example from '../../../../docs/examples/edo.json';
import { appModel, exampleAt, padEntry, renderTable } from '../../../app/testing/table';

afterEach(cleanup);

/** The example game (門左衛門, お市, 佐吉, 六助) at the bids of turn 2, お市's: none entered yet. */
async function turnTwoBids() {
  const session = exampleAt(example, 28);
  await renderTable(session, appModel('en'));
  return session;
}

/** The merchants still to bid; the one picked and the one the header names. */
const row = () => [...document.querySelectorAll('.edo-bidders button')].map((b) => b.textContent);
const whose = () => [
  document.querySelector('.edo-bidders [aria-pressed="true"]')?.textContent,
  document.querySelector('.turn .actors .chip-name')?.textContent,
];

describe('the bids of a turn, in turn order from the active merchant', () => {
  it('lists お市, 佐吉, 六助, 門左衛門 and picks the next one after each bid, as the header says', async () => {
    await turnTwoBids();
    expect(row()).toEqual(['お市', '佐吉', '六助', '門左衛門']);
    expect(whose()).toEqual(['お市', 'お市']);
    // お市 3 on West, as she declared.
    expect(screen.getByRole('group', { name: 'お市: coins on West' })).toBeTruthy();
    await padEntry('3', 'OK');
    expect(whose(), 'after お市 comes 佐吉').toEqual(['佐吉', '佐吉']);
    await padEntry('2', 'OK');
    expect(whose(), 'then 六助').toEqual(['六助', '六助']);
    await padEntry('2', 'OK');
    expect(whose(), 'then 門左衛門').toEqual(['門左衛門', '門左衛門']);
  });

  it('after a merchant picked out of turn, goes back to the first one left in turn order', async () => {
    const session = await turnTwoBids();
    // 六助 is read first (a tap on his name): then お市, the first left from the active merchant, as the
    // header says, so that the pad and the header never disagree.
    fireEvent.click(screen.getByRole('button', { name: '六助' }));
    await padEntry('2', 'OK');
    expect(row()).toEqual(['お市', '佐吉', '門左衛門']);
    expect(whose()).toEqual(['お市', 'お市']);
    expect(session.record.value.entries.at(-1)).toMatchObject({
      action: { type: 'bid', player: 3, east: 2 },
    });
  });
});
