// Issue 14 (b): a correction through GameSession on the example record that makes the next entry unfit,
// that entry re-entered, after which the rest fits and the final score is the hand-worked one.
import { describe, expect, it } from 'vitest';
import exampleJson from '../../../docs/examples/mercator.json';
import { addStrings, makeTranslate } from '../../app/i18n';
import { TableModel } from '../../app/table-model';
import { sessionOf } from '../../app/testing/table';
import { decodeRecord } from '../../engine/decode';
import type { Action } from './actions';
import { strings } from './i18n';
import { game, type State } from './index';
import { bids, turns } from './testing';

addStrings(strings);

describe('correcting the example record', () => {
  it('a card corrected into the next one, that one re-entered: the rest fits, the score stands', () => {
    const decoded = decodeRecord(exampleJson);
    if (!decoded.ok) throw new Error('example');
    const session = sessionOf(decoded.record);
    // Lot 1 was r7 b3 (entries 0 and 1). The table says the first card was b3: then the second, b3 again,
    // no longer fits (a card already out).
    expect(session.correct(0, { type: 'turn', colour: 'blue', value: 3 })).toBeNull();
    const rejected = session.view.value.rejected;
    // The first that does not fit is entry 1; with a one-card lot, later lots (whose limits follow the free
    // holds) stop fitting too: listed, not dropped.
    expect(rejected[0]?.index).toBe(1);
    expect(rejected[0]?.violation.code).toBe('mercator.err.cardOut');
    // The second card was r7: re-entered, the lot holds the same two cards (b3 r7), Ben still buys it for 8
    // with cargo 10. By hand (example.test.ts) nothing later depends on the order within a lot: the ships
    // hold the same cards, so the sale is unchanged: Chie 55 -> 30, Aki and Dai 50 -> 15 each, Ben 48 -> 0;
    // final money Aki 23, Ben 27, Chie 35, Dai 36; Dai 1st, Chie 2nd, Ben 3rd, Aki 4th.
    expect(session.correct(1, { type: 'turn', colour: 'red', value: 7 })).toBeNull();
    expect(session.view.value.rejected).toEqual([]);
    expect(session.view.value.over).toBe(true);
    const score = game.scoring.score(session.view.value.state as State);
    expect(score.players.map((p) => [p.total, p.rank])).toEqual([
      [23, 4],
      [27, 3],
      [35, 2],
      [36, 1],
    ]);
  });
});

describe('a correction that leaves a later lot short of a bid', () => {
  it('the next lot’s first card no longer fits, and the reason names the bid still to enter', () => {
    const decoded = decodeRecord(exampleJson);
    if (!decoded.ok) throw new Error('example');
    // Aki, Ben, Chie, Dai (colour bonus on). Lot 5: Aki buys her sixth card at 1, so her ship is full and
    // lot 6 is bid on by Ben, Chie and Dai only; lot 7 is Chie's. Played as the table played it in review.
    const act = (action: Action) => ({ kind: 'act' as const, action, at: '2026-11-22T19:00:00.000Z' });
    const entries = [
      ...turns('r10', 'y10', 'g10'),
      ...bids([1, 20], [2, 20], [3, 5], [0, 25]),
      ...turns('b10', 'p10', 'r9'),
      ...bids([2, 15], [3, 15], [0, 0], [1, 10]),
      ...turns('y9', 'g9'),
      { type: 'close' },
      ...bids([3, 0], [0, 0], [1, 0], [2, 0]),
      ...turns('b9', 'p9', 'r8'),
      ...bids([0, 0], [1, 12], [2, 3], [3, 12]),
      ...turns('p8', 'g8', 'b8'),
      ...bids([1, 0], [2, 0], [3, 0], [0, 1]), // entry 35 (index 34): Aki's bid of 1
      ...turns('y8', 'b7', 'p7'),
      ...bids([2, 10], [3, 10], [1, 11]),
      ...turns('r7', 'g7'), // index 41: Chie's first card of lot 7
      { type: 'close' },
      ...bids([3, 4], [2, 0]),
    ] satisfies Action[];
    const session = sessionOf({ ...decoded.record, entries: entries.map(act) });
    expect(session.view.value.rejected).toEqual([]);
    // Aki's lot-5 bid was 0, not 1: every bid 0, the lot leaves the game, her ship has room, and lot 6
    // (Ben's: y8 b7 p7) now waits for her bid. Chie's card of lot 7 no longer fits: because of that bid.
    expect(session.correct(34, { type: 'bid', player: 0, amount: 0 })).toBeNull();
    const first = session.view.value.rejected[0];
    expect(first?.index).toBe(41);
    expect(first?.violation.code).toBe('mercator.err.bidsOpen');
    const [en, ja] = (['en', 'ja'] as const).map((lang) =>
      makeTranslate(
        lang,
        decoded.record.players,
      )({
        key: first?.violation.code ?? '',
        params: first?.violation.params,
      }),
    );
    expect(en).toBe("The auction of yellow 8, blue 7, purple 7 still waits for Aki's bid (1 to go)");
    expect(ja).toBe('黄8・青7・紫7の競りはAkiの競り値がまだです(未入力1人)');
    // The table inserts Aki's missing bid of lot 6 before that card (the refit's "Insert before"): Aki 0,
    // Chie 10, Dai 10, Ben 11, so Ben buys lot 6 as before, and every later entry fits again.
    const model = new TableModel(session);
    model.open('insert', 41);
    expect(model.enterPast({ type: 'bid', player: 0, amount: 0 })).toBeNull();
    expect(session.view.value.rejected).toEqual([]);
    expect(model.amend.value).toBeNull();
  });
});
