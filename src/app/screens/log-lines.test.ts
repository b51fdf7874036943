// The log line of an entry that a change to the past placed again (a card whose trick number moved after
// a missed card was inserted before it): it reads as the card played where it now is, not as refused.
import { describe, expect, it } from 'vitest';
import exampleJson from '../../../docs/examples/supermarket.json';
import { decodeRecord } from '../../engine/decode';
import { strings } from '../../games/supermarket/i18n';
import { addStrings, makeTranslate } from '../i18n';
import { sessionOf } from '../testing/table';
import { lineOf } from './log-lines';

addStrings(strings);

describe('lineOf after an insert', () => {
  it('says the card played in its new trick, not that it cannot be entered', () => {
    const decoded = decodeRecord(exampleJson);
    if (!decoded.ok) throw new Error(decoded.problem.code);
    // Trick 1 of the example: あおい て9, けんじ て7, さくら て8, たろう て5 (entries 1-4, each stamped trick 1).
    const record = { ...decoded.record, entries: decoded.record.entries.slice(0, 8) };
    const session = sessionOf(record);
    const t = makeTranslate('en', record.players);
    // たろう really played て1 before the て5: trick 1 is て9 て7 て8 て1 (あおい takes it), and the て5 entered
    // as trick 1's fourth card leads trick 2 for あおい.
    expect(session.insert(3, { type: 'play', trick: 1, suit: 'tempura', rank: 1 })).toBeNull();
    expect(session.view.value.rejected).toEqual([]);
    const { entries } = session.record.value;
    const line = lineOf(session, entries, 3, t, false);
    expect(line).not.toContain('cannot be entered');
    expect(line).toContain('あおい: Tempura 5');
  });
});
