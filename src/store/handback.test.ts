// A game arriving by a file for one already on this phone (issue 35 item 3): compared entry by entry, the
// same game is left as it is, a copy that extends this phone's is offered as an update, one that differs is
// saved beside it under an id of its own, and the rescue file that "Save to a file, then update" writes is
// taken back whole after the update.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import supermarket from '../../docs/examples/supermarket.json';
import { updateGame } from '../app/screens/hand-back';
import { importText } from '../app/screens/transfer-actions';
import { Sessions } from '../app/sessions';
import type { GameRecord, LogEntry } from '../engine/record';
import { exportFile } from './export-file';
import { GameStore } from './games';
import { compareRecords } from './handback';

const full = supermarket as unknown as GameRecord;
const first = (n: number): GameRecord => ({ ...structuredClone(full), entries: full.entries.slice(0, n) });
const playing = { status: 'playing' as const, winners: [], updatedAt: full.createdAt };
const fileOf = (record: GameRecord) =>
  JSON.stringify(exportFile([record], '2026-11-25T10:00:00.000Z'), null, 1);
let dbs = 0;
const freshStore = () => GameStore.open(`handback-file-${++dbs}`);

describe('comparing two copies of one game', () => {
  const drop: LogEntry = { kind: 'drop', target: 3, at: '2026-11-22T11:00:00.000Z' };
  it.each<[string, GameRecord, GameRecord, string]>([
    ['the same', first(10), first(10), 'same'],
    ['the incoming one with more entries', first(10), first(12), 'newer'],
    ['this phone’s with more entries', first(12), first(10), 'older'],
    [
      'an entry of its own on each',
      { ...first(10), entries: [...first(10).entries, drop] },
      first(11),
      'differs',
    ],
    ['other players', first(10), { ...first(12), players: [...full.players].reverse() }, 'differs'],
    ['other options', first(10), { ...first(12), options: { ...full.options, first: 2 } }, 'differs'],
  ])('%s', (_, local, incoming, expected) => {
    expect(compareRecords(local, incoming)).toBe(expected);
  });

  it('an entry is the same whatever the order of its keys (a file is checked and rebuilt on import)', () => {
    const local = first(3);
    const incoming = first(3);
    const e = incoming.entries[2] as Extract<LogEntry, { kind: 'act' }>;
    incoming.entries[2] = { at: e.at, action: e.action, kind: 'act' };
    expect(compareRecords(local, incoming)).toBe('same');
    // An undo on one phone followed by another entry is not an extension: neither log is the other's start.
    const undone = { ...first(3), entries: [...first(2).entries, full.entries[3] as LogEntry] };
    expect(compareRecords(first(3), undone)).toBe('differs');
  });
});

describe('importing a file with a game already here', () => {
  it('the rescue file written before an update, imported after it, is offered and brings back the entries the storage missed', async () => {
    const store = await freshStore();
    // Storage holds 3 entries fewer than the session had: the last writes failed before the update.
    await store.create(first(38), playing);
    const outcome = await importText(fileOf(first(41)), store);
    // Today: "Already here and left as they were: 1", and the 3 entries lost.
    expect(outcome).toMatchObject({ ok: true, key: 'import.newer', games: [{ fate: 'newer', more: 3 }] });
    expect((await store.load(full.id))?.entries).toHaveLength(38);
    const offer = outcome.games?.[0]?.offer;
    if (!offer) throw new Error('no offer');
    expect(await updateGame(store, new Sessions(), offer)).toBe('updated');
    expect((await store.load(full.id))?.entries).toEqual(full.entries.slice(0, 41));
    expect(await store.meta(full.id)).toMatchObject({ entryCount: 41 });
    // Imported once more: the two are the same now, and only now is nothing changed.
    expect(await importText(fileOf(first(41)), store)).toMatchObject({
      key: 'import.allHere',
      params: { added: 0, duplicates: 1 },
      games: [{ fate: 'duplicate' }],
    });
  });

  it('an offer is not applied over a copy that moved on meanwhile', async () => {
    const store = await freshStore();
    await store.create(first(38), playing);
    const outcome = await importText(fileOf(first(41)), store);
    await store.append(full.id, 38, full.entries[38] as LogEntry, playing, full.entries[37] as LogEntry);
    const offer = outcome.games?.[0]?.offer;
    if (!offer) throw new Error('no offer');
    expect(await updateGame(store, new Sessions(), offer)).toBe('moved');
    expect((await store.load(full.id))?.entries).toHaveLength(39);
  });

  it('a copy that differs is saved beside this phone’s, once: the same file again adds no third game', async () => {
    const store = await freshStore();
    const drop: LogEntry = { kind: 'drop', target: 30, at: '2026-11-22T11:00:00.000Z' };
    await store.create({ ...first(40), entries: [...first(40).entries, drop] }, playing);
    const outcome = await importText(fileOf(first(41)), store);
    expect(outcome).toMatchObject({
      key: 'import.copies',
      params: { n: 1 },
      games: [{ fate: 'copy', copyOf: full.id }],
    });
    const copy = outcome.games?.[0]?.id as string;
    expect(copy).not.toBe(full.id);
    expect((await store.load(copy))?.entries).toEqual(full.entries.slice(0, 41));
    expect((await store.load(full.id))?.entries).toHaveLength(41);
    // The list says which is the copy, and of which game.
    expect((await store.meta(copy))?.copyOf).toBe(full.id);
    expect(await store.meta(full.id)).not.toHaveProperty('copyOf');
    expect(await importText(fileOf(first(41)), store)).toMatchObject({
      key: 'import.allHere',
      games: [{ fate: 'duplicate', id: copy }],
    });
    // The other phone played on with its copy: that copy is offered the update, not copied a second time.
    const later = await importText(fileOf(first(43)), store);
    expect(later).toMatchObject({ key: 'import.newer', games: [{ fate: 'newer', id: copy, more: 2 }] });
    expect((await store.list()).length).toBe(2);
  });

  it('a shorter copy leaves this phone’s as it is and says this one has more', async () => {
    const store = await freshStore();
    await store.create(first(41), playing);
    expect(await importText(fileOf(first(40)), store)).toMatchObject({
      key: 'import.older',
      params: { n: 1 },
      games: [{ fate: 'older' }],
    });
    expect((await store.load(full.id))?.entries).toHaveLength(41);
  });
});
