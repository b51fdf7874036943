// What stops play outlives the screen: a second model over the same game and storage, as the table opened again
// after a reload or a visit home, shows the same list, and only while the game's entries end where they did.
import { describe, expect, it, vi } from 'vitest';
import type { GameRecord } from '../engine/record';
import { forgetKept, localKeeper } from './table-kept';
import type { TableModel } from './table-model';
import type { KeptTable } from './table-moves';
import { MemoryStorage } from './testing/memory-storage';
import { aWins, bAddedThree, moves, table } from './testing/race-table';

/** A keeper over fresh storage, and the model of the same game opened again over it. */
function kept() {
  const storage = new MemoryStorage();
  const keeper = localKeeper<KeptTable>('table', storage);
  const first = table([], keeper);
  // A new keeper too: a reload starts with nothing in memory.
  const reopen = (model: TableModel = first.model) =>
    table(model.session.record.value.entries, localKeeper<KeptTable>('table', storage)).model;
  return { storage, keeper, ...first, reopen };
}

describe('the table’s list of moves, kept across a reload', () => {
  it('a list the rules made stands again when the game is opened again, until it is done', () => {
    const { model, reopen, storage } = kept();
    aWins(model);
    const again = reopen();
    expect(again.stop.value?.kind).toBe('ruled');
    expect(moves(again)).toEqual(['1 crown pool>pile:0']);
    again.acknowledge();
    expect(reopen(again).stop.value).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('an undo’s list to move back stands again, and the next undo adds to it as if never closed', () => {
    const { model, reopen } = kept();
    aWins(model);
    model.acknowledge();
    model.undo();
    const again = reopen();
    expect(again.stop.value?.kind === 'past' && again.stop.value.undone).toBe('entry');
    expect(moves(again)).toEqual(['1 crown pile:0>pool']);
    // B's 2 taken back too: its counters are B's own to take, and the crown still goes back.
    again.undo();
    expect(moves(again)).toEqual(['1 crown pile:0>pool']);
  });

  it('a correction still being fitted again lists, once fitted, what moved since before it', () => {
    const { model, reopen } = kept();
    aWins(model);
    model.acknowledge();
    // B really added 3: B wins at 6 and A's 1 no longer fits; the table closes before it is dealt with.
    model.open('fix', 1);
    expect(model.enterPast({ type: 'add', n: 3 })).toBeNull();
    expect(model.stop.value).toBeNull();
    const again = reopen();
    // Its unfit entry is said to come from the correction, not to have come with the game.
    expect(again.fitting).toBe(true);
    expect(again.remove(2)).toBeNull();
    expect(again.fitting).toBe(false);
    // From the table as it lay before the correction (A 4 with the crown, B 2), not as it stood after it.
    expect(moves(again)).toEqual(['1 counter pile:0>pile:1', '1 crown pile:0>pile:1']);
  });

  it('a correction’s list done is not shown again', () => {
    const { model, reopen } = kept();
    aWins(model);
    model.acknowledge();
    bAddedThree(model);
    expect(reopen().stop.value?.kind).toBe('past');
    model.acknowledge();
    expect(reopen().stop.value).toBeNull();
  });

  it('is not read back once the game’s entries end elsewhere: one fewer, or another last entry', () => {
    const { model, keeper } = kept();
    aWins(model);
    const record = model.session.record.value;
    expect(keeper.read(record)?.ruled?.moves).toHaveLength(1);
    const fewer: GameRecord = { ...record, entries: record.entries.slice(0, -1) };
    expect(keeper.read(fewer)).toBeNull();
    const last = record.entries.at(-1);
    const other: GameRecord = {
      ...record,
      entries: [
        ...record.entries.slice(0, -1),
        { kind: 'act', action: { type: 'add', n: 2 }, at: last?.at ?? '' },
      ],
    };
    expect(keeper.read(other)).toBeNull();
    // Nor for another game saved beside it.
    expect(keeper.read({ ...record, id: 'another' })).toBeNull();
  });

  it('reads nothing from what it cannot read: junk, or an older format', () => {
    const { model, storage, reopen } = kept();
    aWins(model);
    const key = `choba.table.${model.session.record.value.id}`;
    const good = storage.getItem(key) ?? '';
    storage.setItem(key, '{not json');
    expect(reopen().stop.value).toBeNull();
    storage.setItem(key, JSON.stringify({ ...JSON.parse(good), format: 0 }));
    expect(reopen().stop.value).toBeNull();
  });

  it('writes nothing for entries that stop nothing, and works on when storage refuses to keep', () => {
    const { model, storage } = kept();
    const set = vi.spyOn(storage, 'setItem');
    const remove = vi.spyOn(storage, 'removeItem');
    model.enter({ type: 'add', n: 1 });
    model.enter({ type: 'add', n: 1 });
    model.enter({ type: 'add', n: 1 });
    expect(set).not.toHaveBeenCalled();
    expect(remove.mock.calls.length).toBeLessThanOrEqual(1);
    set.mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    // The total is 4; A's 2 reaches 6 and wins, and the list stands on this screen though nothing could keep it.
    model.enter({ type: 'add', n: 1 });
    expect(model.enter({ type: 'add', n: 2 })).toBeNull();
    expect(moves(model)).toEqual(['1 crown pool>pile:0']);
    expect(storage.length).toBe(0);
  });

  it('forgets the lists of games purged for good, and no other game’s', () => {
    const { model, storage, reopen } = kept();
    aWins(model);
    const key = `choba.table.${model.session.record.value.id}`;
    storage.setItem('choba.table.another', '{}');
    forgetKept('table', storage, ['another']);
    expect(storage.getItem('choba.table.another')).toBeNull();
    expect(reopen().stop.value?.kind).toBe('ruled');
    forgetKept('table', storage, [model.session.record.value.id]);
    expect(storage.getItem(key)).toBeNull();
  });
});
