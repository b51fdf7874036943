// @vitest-environment happy-dom
// The sealed bids in the order of the auction (issue 32): the fists open together, and the rulebook ranks
// the bidders from the active player's left clockwise, the player who turned the lot last (「手番プレイヤーの
// 左から時計回りに優先権があります。カードをめくったプレイヤーは末席」): the list keeps that order, so that a
// tie is read from it. After each bid the first player in it whose bid is not in yet is picked, the one the
// header names, so that a table reading round from the active player's left needs no tap on a name.
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import example from '../../../../docs/examples/mercator.json';
import { appModel, exampleAt, padEntry, renderTable } from '../../../app/testing/table';

afterEach(cleanup);

/** The bidders in the list; the one picked and the one the header names. */
const names = () => [...document.querySelectorAll('.merc-bidder .chip-name')].map((n) => n.textContent);
const whose = () => [
  document.querySelector('.merc-bidder[aria-pressed="true"] .chip-name')?.textContent,
  document.querySelector('.turn .actors .chip-name')?.textContent,
];

describe('sealed bids in the order of the auction', () => {
  it('lists Chie, Dai, Aki, then Ben (who turned the lot), and picks the first one left after each bid', async () => {
    // The example game (Aki, Ben, Chie, Dai) at lot 2, turned by Ben: no bid in yet.
    const session = exampleAt(example, 10);
    await renderTable(session, appModel('en'));
    expect(names()).toEqual(['Chie', 'Dai', 'Aki', 'Ben']);
    expect(whose()).toEqual(['Chie', 'Chie']);
    // The list's heading says how a tie is read from it: the first listed wins (not "the higher one", which
    // reads as the higher bid, and a tie has none).
    expect(screen.getByRole('heading', { name: /^Bids/ }).textContent).toBe(
      'Bids (on a tie, the first listed wins)',
    );
    await padEntry('20', 'Enter');
    expect(whose(), 'after Chie comes Dai').toEqual(['Dai', 'Dai']);
    // Ben is read out of turn (a tap on his name): then Dai again, the first left, as the header says.
    fireEvent.click(screen.getByRole('button', { name: /^Ben to enter/ }));
    await padEntry('12', 'Enter');
    expect(whose()).toEqual(['Dai', 'Dai']);
    await padEntry('20', 'Enter');
    expect(whose(), 'then Aki').toEqual(['Aki', 'Aki']);
    const bids = session.record.value.entries.slice(10).map((e) => ('action' in e ? e.action : null));
    expect(bids).toEqual([
      { type: 'bid', player: 2, amount: 20 },
      { type: 'bid', player: 1, amount: 12 },
      { type: 'bid', player: 3, amount: 20 },
    ]);
  });
});
