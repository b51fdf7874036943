// The table's model, driven without a screen over the race game given a board: counters the entries add
// (said by the entry itself) and a crown the rules hand to the winner by themselves.
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../engine/record';
import { aWins, bAddedThree, moves, table } from './testing/race-table';

describe('TableModel', () => {
  it('does not stop play for an entry whose rules move nothing', () => {
    const { model } = table();
    expect(model.enter({ type: 'add', n: 3 })).toBeNull();
    expect(model.ruled.value?.moves).toEqual([]);
    expect(model.stop.value).toBeNull();
    expect(model.last.value).toEqual({ kind: 'entered', line: 'line 1 of 1' });
  });

  it('stops play for what the rules moved by themselves, until the table says it is done', () => {
    const { model } = table();
    model.enter({ type: 'add', n: 3 });
    model.enter({ type: 'add', n: 1 });
    // A reaches 6 exactly: the counters are the entry's own; the crown is the rules'.
    model.enter({ type: 'add', n: 2 });
    expect(model.stop.value?.kind).toBe('ruled');
    expect(moves(model)).toEqual(['1 crown pool>pile:0']);
    model.acknowledge();
    expect(model.stop.value).toBeNull();
  });

  it('refuses an entry with its reason and changes nothing', () => {
    const { model, session } = table();
    model.enter({ type: 'add', n: 2 });
    const before = session.view.value;
    expect(model.enter({ type: 'add', n: 5 })?.code).toBe('race.range');
    expect(model.refusal.value?.code).toBe('race.range');
    expect(session.view.value).toBe(before);
    // The next entry that fits clears the refusal.
    model.enter({ type: 'add', n: 1 });
    expect(model.refusal.value).toBeNull();
  });

  it('says what a correction moves on the board, and stops play until it is done', () => {
    const { model } = table();
    model.enter({ type: 'add', n: 1 }); // A 1
    model.enter({ type: 'add', n: 2 }); // B 2
    model.open('fix', 0);
    expect(model.pastView()?.prompt.actors).toEqual([0]);
    expect(model.enterPast({ type: 'add', n: 3 })).toBeNull();
    expect(model.stop.value?.kind).toBe('past');
    expect(moves(model)).toEqual(['2 counter pool>pile:0']);
    expect(model.amend.value).toBeNull();
    model.acknowledge();
    expect(model.stop.value).toBeNull();
    // Done, not forgotten: the table is not told afterwards that nothing changed.
    expect(model.past.value?.change.moves).toHaveLength(1);
  });

  it('a correction refused, then left, leaves no refusal beside the present step', () => {
    const { model } = table();
    model.enter({ type: 'add', n: 1 });
    model.open('fix', 0);
    expect(model.enterPast({ type: 'add', n: 5 })?.code).toBe('race.range');
    expect(model.refusal.value?.code).toBe('race.range');
    model.closeAmend();
    expect(model.refusal.value).toBeNull();
  });

  it('a correction that moves nothing stops nothing', () => {
    const { model } = table();
    model.enter({ type: 'add', n: 1 });
    model.enter({ type: 'add', n: 2 });
    model.open('fix', 1);
    expect(model.enterPast({ type: 'add', n: 2 })).toBeNull();
    expect(model.stop.value).toBeNull();
    expect(model.past.value?.change).toEqual({ moves: [], totals: [] });
  });

  it('a removal says what moves: counters to the other pile and back to the supply, the crown back', () => {
    const { model } = table();
    model.enter({ type: 'add', n: 3 }); // A 3
    model.enter({ type: 'add', n: 1 }); // B 1 (total 4)
    model.enter({ type: 'add', n: 2 }); // A 5 (total 6): A wins, the crown to A
    model.acknowledge();
    // Without B's 1, the 2 is B's: A 3, B 2, total 5, no winner. A loses 2, B gains 1, the crown goes back.
    model.remove(1);
    expect(moves(model)).toEqual(['1 counter pile:0>pile:1', '1 counter pile:0>pool', '1 crown pile:0>pool']);
    expect(model.amend.value).toBeNull();
  });

  it('a correction that makes a later entry unfit opens it at once, with its reason', () => {
    const { model } = table();
    aWins(model);
    model.acknowledge();
    model.open('fix', 1);
    // B's 3 reaches 6: B wins and the game is over, so A's 1 is refused and waits to be fitted again.
    expect(model.enterPast({ type: 'add', n: 3 })).toBeNull();
    expect(model.amend.value).toEqual({ kind: 'fix', index: 2, refit: { reason: 'kernel.gameOver' } });
    // What to move waits for the unfit entry: it would change the board again.
    expect(model.stop.value).toBeNull();
    // Left for later: A's pile loses the 1 and B's gains 1 (counters are alike: one goes across); the crown
    // goes from A to B.
    model.closeAmend();
    expect(moves(model)).toEqual(['1 counter pile:0>pile:1', '1 crown pile:0>pile:1']);
  });

  it('after an unfit entry is fitted again, one list says what the whole change moved', () => {
    const { model } = table();
    aWins(model);
    model.acknowledge();
    // B really added 1 (total 4); A's 1 still fits (total 5) ... and the game goes on: nothing unfit.
    model.open('fix', 1);
    model.enterPast({ type: 'add', n: 3 });
    // A's 1 is unfit (B won at 6); entered again as nothing fits after a win, it is removed instead.
    model.remove(2);
    expect(model.amend.value).toBeNull();
    // From before the correction (A 4 with the crown, B 2) to now (A 3, B 3 with the crown).
    expect(moves(model)).toEqual(['1 counter pile:0>pile:1', '1 crown pile:0>pile:1']);
  });

  it('on a locked booth screen, a finished game refuses Undo with why; a game in play does not', () => {
    const { model, session } = table();
    model.enter({ type: 'add', n: 3 });
    model.undo(true);
    expect(model.refusal.value).toBeNull();
    expect(session.record.value.entries).toHaveLength(0);
    aWins(model);
    expect(session.view.value.over).toBe(true);
    model.undo(true);
    expect(model.refusal.value?.code).toBe('lock.err.undo');
    expect(session.record.value.entries).toHaveLength(3);
    // Unlocked (the scorekeeper held the lock), it is taken back as ever.
    model.undo(false);
    expect(session.record.value.entries).toHaveLength(2);
  });

  it('undo clears the refusal and what stopped play, and says what it took back', () => {
    const { model } = table();
    model.enter({ type: 'add', n: 3 });
    model.enter({ type: 'add', n: 3 });
    model.enter({ type: 'add', n: 9 });
    model.undo();
    expect(model.refusal.value).toBeNull();
    expect(model.last.value).toEqual({ kind: 'undone', line: 'line 2 of 2' });
  });

  it('an undo of an entry whose rules moved something the table has done lists it to move back', () => {
    const { model } = table();
    aWins(model);
    model.acknowledge();
    model.undo();
    // The crown goes back; A's counter, the entry's own, is the players' to take back and is not listed.
    expect(model.stop.value?.kind === 'past' && model.stop.value.undone).toBe('entry');
    expect(moves(model)).toEqual(['1 crown pile:0>pool']);
    expect(model.last.value).toEqual({ kind: 'undone', line: 'line 3 of 3' });
    model.acknowledge();
    expect(model.stop.value).toBeNull();
  });

  it('an undo of a correction whose list was done lists it moved back, said to be the correction’s', () => {
    const { model } = table();
    aWins(model);
    model.acknowledge();
    bAddedThree(model);
    expect(moves(model)).toEqual(['1 counter pile:0>pile:1', '1 crown pile:0>pile:1']);
    model.acknowledge();
    model.undo();
    expect(model.stop.value?.kind === 'past' && model.stop.value.undone).toBe('change');
    expect(moves(model)).toEqual(['1 counter pile:1>pile:0', '1 crown pile:1>pile:0']);
  });

  it('an undo before what the rules moved is done lists nothing: the table never moved it', () => {
    const { model } = table();
    aWins(model);
    model.undo();
    expect(model.stop.value).toBeNull();
  });

  it('undos in a row add up what to move back, never the entries’ own moves', () => {
    const { model } = table();
    aWins(model);
    model.acknowledge();
    model.undo();
    model.undo();
    expect(moves(model)).toEqual(['1 crown pile:0>pool']);
  });

  it('a redo before the undo’s list is done lists nothing; after it is done, the rules’ moves again', () => {
    const { model } = table();
    aWins(model);
    model.acknowledge();
    model.undo();
    model.redo();
    expect(model.stop.value).toBeNull();
    model.undo();
    model.acknowledge();
    model.redo();
    expect(model.stop.value?.kind).toBe('ruled');
    expect(moves(model)).toEqual(['1 crown pool>pile:0']);
  });

  it('an undo another tab blocks is refused with its reason, and nothing is said taken back', () => {
    const { session, model } = table();
    model.enter({ type: 'add', n: 3 });
    session.readOnly.value = true;
    const back = model.back.value;
    model.undo();
    expect(session.record.value.entries).toHaveLength(1);
    expect(model.refusal.value?.code).toBe('app.err.otherTab');
    expect(model.last.value).toEqual({ kind: 'entered', line: 'line 1 of 1' });
    // The game did not go back: the steps keep their own state.
    expect(model.back.value).toBe(back);
  });

  it('a redo another tab blocks is refused with its reason, and nothing is said entered', () => {
    const { session, model } = table();
    model.enter({ type: 'add', n: 3 });
    model.enter({ type: 'add', n: 2 });
    model.undo();
    session.readOnly.value = true;
    model.redo();
    expect(session.record.value.entries).toHaveLength(1);
    expect(model.refusal.value?.code).toBe('app.err.otherTab');
    expect(model.last.value).toEqual({ kind: 'undone', line: 'line 2 of 2' });
  });

  it('a removal made while an earlier correction’s list still stands keeps that list', () => {
    const { model } = table();
    aWins(model);
    model.acknowledge();
    bAddedThree(model);
    expect(moves(model)).toEqual(['1 counter pile:0>pile:1', '1 crown pile:0>pile:1']);
    // Before "Done on the board", the unfit entry is removed: it was not in force and moves nothing, and
    // the correction's moves are still to be made.
    expect(model.remove(2)).toBeNull();
    expect(moves(model)).toEqual(['1 counter pile:0>pile:1', '1 crown pile:0>pile:1']);
  });

  it('a correction made before what the rules moved is done starts from the table as it lies', () => {
    const { model } = table();
    aWins(model);
    expect(moves(model)).toEqual(['1 crown pool>pile:0']);
    // The crown never reached A.
    bAddedThree(model);
    expect(moves(model)).toEqual(['1 counter pile:0>pile:1', '1 crown pool>pile:1']);
  });

  it('an insert that leaves a later entry unfit does not say the rules moved what already lies there', () => {
    const { model } = table();
    aWins(model);
    model.acknowledge();
    // A's forgotten 1 before the last entry: A still wins at 6 (the same board); the last entry, now B's,
    // no longer fits and opens to be fitted again.
    model.open('insert', 2);
    expect(model.enterPast({ type: 'add', n: 1 })).toBeNull();
    expect(model.amend.value).toMatchObject({ kind: 'fix', index: 2 });
    expect(moves(model)).toEqual([]);
  });

  it('an imported entry refused for its shape is never opened: the change lists its moves at once', () => {
    const at = '2026-11-27T10:00:00.000Z';
    const act = (action: unknown): LogEntry => ({ kind: 'act', action: action as never, at });
    const { model, session } = table([
      act({ type: 'add', n: 1 }),
      act({ type: 'add', n: 2 }),
      act({ type: 'add', n: 'x' }),
    ]);
    expect(session.view.value.rejected.map((r) => r.violation.code)).toEqual(['kernel.badAction']);
    // A really added 3, not 1.
    model.open('fix', 0);
    expect(model.enterPast({ type: 'add', n: 3 })).toBeNull();
    expect(model.target.value).toBeNull();
    expect(moves(model)).toEqual(['2 counter pool>pile:0']);
    // Nor can it be opened from the log: there is no game before it to correct from.
    model.open('fix', 2);
    expect(model.target.value).toBeNull();
  });
});
