import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import type { GameRecord, LogEntry } from '../engine/record';
import { raceGame } from '../engine/testing/race-game';
import { exportAll, importRecords } from './bulk';
import { exportFile, MAX_IMPORT_BYTES } from './export-file';
import { ForkError, GameStore, type Summary } from './games';
import { MIGRATIONS } from './schema';
import { parseImport } from './transfer';

let dbCounter = 0;
const freshStore = () => GameStore.open(`test-${++dbCounter}`);
const playing = (updatedAt = '2026-11-22T10:00:00.000Z'): Summary => ({
  status: 'playing',
  winners: [],
  updatedAt,
});
const add = (n: number, at = '2026-11-22T10:00:00.000Z'): LogEntry => ({
  kind: 'act',
  action: { type: 'add', n },
  at,
});

function record(id: string, entries: LogEntry[] = []): GameRecord {
  return {
    format: 'choba-record',
    version: 1,
    id,
    game: 'supermarket',
    rulesVersion: 1,
    createdAt: '2026-11-22T09:00:00.000Z',
    options: { first: 0, target: 10 },
    players: [
      { name: 'Aki', colour: 'a' },
      { name: 'Ben', colour: 'b' },
    ],
    entries,
  };
}

describe('saving entries', () => {
  it('appends entries one at a time and resumes the game exactly', async () => {
    const store = await freshStore();
    await store.create(record('g'), playing());
    await store.append('g', 0, add(2), playing(), null);
    await store.append('g', 1, add(3), playing(), add(2));
    expect(await store.load('g')).toEqual(record('g', [add(2), add(3)]));
    expect((await store.meta('g'))?.entryCount).toBe(2);
  });

  it('keeps a version-1 game at version 1, and saves it as version 2 from its first insert on', async () => {
    const store = await freshStore();
    const old: GameRecord = { ...record('g'), version: 1 };
    await store.create(old, playing());
    await store.append('g', 0, add(2), playing(), null);
    expect((await store.load('g'))?.version).toBe(1);
    const inserted: LogEntry = {
      kind: 'ins',
      before: 0,
      action: { type: 'add', n: 1 },
      at: '2026-11-25T10:00:00.000Z',
    };
    await store.append('g', 1, inserted, playing(), add(2));
    expect(await store.load('g')).toMatchObject({ version: 2, entries: [add(2), inserted] });
  });

  it('refuses an entry whose position the saved game has already passed (a second tab): no fork', async () => {
    const store = await freshStore();
    await store.create(record('g'), playing());
    await store.append('g', 0, add(2), playing(), null);
    await expect(store.append('g', 0, add(1), playing(), null)).rejects.toBeInstanceOf(ForkError);
    expect((await store.load('g'))?.entries).toEqual([add(2)]);
  });

  it('refuses an entry when the saved game has as many entries but other ones (checked by content)', async () => {
    const store = await freshStore();
    await store.create(record('g'), playing());
    // Another writer took back entry 1 and entered a different one: the count is what this writer expects.
    await store.append('g', 0, add(2), playing(), null);
    await store.append('g', 1, add(5), playing(), add(2));
    await expect(store.append('g', 2, add(1), playing(), add(3))).rejects.toBeInstanceOf(ForkError);
    await expect(store.removeLast('g', 1, playing(), add(3))).rejects.toBeInstanceOf(ForkError);
    expect((await store.load('g'))?.entries).toEqual([add(2), add(5)]);
  });

  it('writes nothing more to a deleted game', async () => {
    const store = await freshStore();
    await store.create(record('g'), playing());
    await store.remove('g', '2026-11-22T11:00:00.000Z');
    await expect(store.append('g', 0, add(1), playing(), null)).rejects.toBeInstanceOf(ForkError);
  });

  it('undo removes only the last entry', async () => {
    const store = await freshStore();
    await store.create(record('g', [add(1), add(2)]), playing());
    await expect(store.removeLast('g', 0, playing(), add(1))).rejects.toBeInstanceOf(ForkError);
    await store.removeLast('g', 1, playing(), add(2));
    expect((await store.load('g'))?.entries).toEqual([add(1)]);
  });
});

describe('the game list', () => {
  it('lists games last played first', async () => {
    const store = await freshStore();
    await store.create(record('old'), playing('2026-11-20T10:00:00.000Z'));
    await store.create(record('new'), playing('2026-11-21T10:00:00.000Z'));
    await store.append('old', 0, add(1), playing('2026-11-22T10:00:00.000Z'), null);
    expect((await store.list()).map((m) => m.id)).toEqual(['old', 'new']);
  });

  it('a deleted game leaves the list, comes back on undo, and is purged with its entries later', async () => {
    const store = await freshStore();
    await store.create(record('g', [add(1)]), playing());
    await store.remove('g', '2026-11-22T11:00:00.000Z');
    expect(await store.list()).toEqual([]);
    // Deleted, it does not open (Back to its page after deleting it), until it is brought back.
    expect(await store.load('g')).toBeUndefined();
    await store.restore('g');
    expect((await store.list()).map((m) => m.id)).toEqual(['g']);
    expect((await store.load('g'))?.entries).toHaveLength(1);
    await store.remove('g', '2026-11-22T11:00:00.000Z');
    expect(await store.purgeDeleted('2026-11-22T10:59:00.000Z')).toEqual([]);
    expect(await store.purgeDeleted('2026-11-22T12:00:00.000Z')).toEqual(['g']);
    expect(await store.load('g')).toBeUndefined();
    expect(await (await store.db()).count('entries')).toBe(0);
  });

  it('a game handed over to another phone says so in the list, and keeps the mark as entries are added', async () => {
    const store = await freshStore();
    await store.create(record('g'), playing());
    expect((await store.meta('g'))?.handedOverAt).toBeUndefined();
    await store.markHandedOver('g', '2026-11-22T11:00:00.000Z');
    await store.append('g', 0, add(1), playing(), null);
    expect((await store.list()).map((m) => [m.id, m.handedOverAt])).toEqual([
      ['g', '2026-11-22T11:00:00.000Z'],
    ]);
    // The record itself is unchanged: the mark is this phone's note, not part of the game.
    const loaded = await store.load('g');
    expect(loaded?.entries).toEqual([add(1)]);
    expect(loaded).not.toHaveProperty('handedOverAt');
  });
});

describe('migrations', () => {
  it('upgrades a version-1 database with its games intact and lists them', async () => {
    const name = `migrate-${++dbCounter}`;
    const v1 = await openDB(name, 1, {
      upgrade: (db, _old, _new, tx) => MIGRATIONS[0]!(db as never, tx as never),
    });
    const { updatedAt: _dropped, ...legacy } = { ...(await metaFor('legacy')) };
    await v1.put('games', legacy);
    await v1.put('entries', { gameId: 'legacy', seq: 0, entry: add(3) });
    v1.close();
    const store = await GameStore.open(name);
    expect((await store.db()).version).toBe(3);
    const listed = await store.list();
    expect(listed.map((m) => [m.id, m.updatedAt])).toEqual([['legacy', '2026-11-22T09:00:00.000Z']]);
    expect((await store.load('legacy'))?.entries).toEqual([add(3)]);
  });
});

async function metaFor(id: string) {
  const { metaOf } = await import('./games');
  return metaOf(record(id, [add(3)]), playing());
}

describe('export and import', () => {
  const modules = { supermarket: raceGame };

  it('round-trips every game through an export file', async () => {
    const source = await freshStore();
    await source.create(record('a', [add(1), add(2)]), playing());
    await source.create(record('b', [add(3)]), playing());
    const text = JSON.stringify(exportFile(await exportAll(source), '2026-11-22T12:00:00.000Z'));
    const parsed = parseImport(text, modules);
    if (!parsed.ok) throw new Error(parsed.problem.code);
    const target = await freshStore();
    const result = await importRecords(target, parsed.items);
    expect([...result.added].sort()).toEqual(['a', 'b']);
    expect(result.duplicates).toEqual([]);
    expect(await target.load('a')).toEqual(await source.load('a'));
    expect(await target.load('b')).toEqual(await source.load('b'));
  });

  it('detects games already saved and never overwrites them', async () => {
    const store = await freshStore();
    await store.create(record('a', [add(1)]), playing());
    const parsed = parseImport(
      JSON.stringify(exportFile([record('a', [add(3)])], '2026-11-22T12:00:00.000Z')),
      modules,
    );
    if (!parsed.ok) throw new Error(parsed.problem.code);
    // The two copies part at the first entry: the incoming one is kept beside, under an id of its own.
    const done = await importRecords(store, parsed.items);
    const copy = done.copies[0]?.copy as string;
    expect(done).toMatchObject({ added: [copy], duplicates: [], restored: [], copies: [{ id: 'a', copy }] });
    expect((await store.load('a'))?.entries).toEqual([add(1)]);
    expect((await store.load(copy))?.entries).toEqual([add(3)]);
  });

  it('keeps an imported game in one row, and it plays on: entries after it, undo into it, purge', async () => {
    const store = await freshStore();
    const parsed = parseImport(
      JSON.stringify(exportFile([record('a', [add(1), add(2)])], '2026-11-22T12:00:00.000Z')),
      modules,
    );
    if (!parsed.ok) throw new Error(parsed.problem.code);
    await importRecords(store, parsed.items);
    const db = await store.db();
    expect(await db.count('entries'), 'no row per imported entry').toBe(0);
    expect((await db.get('blocks', 'a'))?.entries).toEqual([add(1), add(2)]);
    // The next entry must follow the imported ones, by content.
    await expect(store.append('a', 2, add(3), playing(), add(1))).rejects.toBeInstanceOf(ForkError);
    await store.append('a', 2, add(3), playing(), add(2));
    expect((await store.load('a'))?.entries).toEqual([add(1), add(2), add(3)]);
    await store.removeLast('a', 2, playing(), add(3));
    await store.removeLast('a', 1, playing(), add(2));
    expect((await store.load('a'))?.entries).toEqual([add(1)]);
    await store.append('a', 1, add(3), playing(), add(1));
    expect((await store.load('a'))?.entries).toEqual([add(1), add(3)]);
    await store.remove('a', '2026-11-22T11:00:00.000Z');
    await store.purgeDeleted('2026-11-22T12:00:00.000Z');
    expect([await db.count('blocks'), await db.count('entries')]).toEqual([0, 0]);
  });

  it('imports again a game that was deleted (its id kept for undo does not block it)', async () => {
    const store = await freshStore();
    await store.create(record('a', [add(1)]), playing());
    await store.remove('a', '2026-11-22T11:00:00.000Z');
    const parsed = parseImport(
      JSON.stringify(exportFile([record('a', [add(1), add(2)])], '2026-11-22T12:00:00.000Z')),
      modules,
    );
    if (!parsed.ok) throw new Error(parsed.problem.code);
    expect(await importRecords(store, parsed.items)).toMatchObject({
      added: [],
      duplicates: [],
      restored: ['a'],
    });
    expect((await store.list()).map((m) => m.id)).toEqual(['a']);
    expect((await store.load('a'))?.entries).toEqual([add(1), add(2)]);
  });

  it('marks an imported finished game as finished with its winner', () => {
    const done = record('done', [add(3), add(3), add(3), add(1)]);
    const parsed = parseImport(JSON.stringify(exportFile([done], '2026-11-22T12:00:00.000Z')), modules);
    expect(parsed.ok && parsed.items[0]?.summary).toEqual({
      status: 'finished',
      winners: ['Ben'],
      updatedAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it.each([
    ['text that is not JSON', 'choba', 'import.notJson', '(file)'],
    ['JSON cut short', '{"format":', 'import.damaged', '(file)'],
    ['JSON that is not an export', '{"hello":1}', 'import.notExport', 'format'],
    [
      'a file from a newer Chōba',
      JSON.stringify({ ...exportFile([], 'now'), version: 9 }),
      'record.futureVersion',
      'version',
    ],
  ])('refuses %s with a clear problem and saves nothing', async (_name, text, code, path) => {
    const parsed = parseImport(text, modules);
    expect(parsed).toMatchObject({ ok: false, problem: { code, path } });
  });

  it.each([
    ['a bad field', { ...record('x'), players: 'nobody' } as never, 'record.invalid', 'players'],
    ['an unknown title', { ...record('x'), game: 'chess' } as never, 'record.invalid', 'game'],
    ['rules not available', { ...record('x'), game: 'edo' }, 'import.gameUnavailable', 'game'],
    [
      'a setup against its rules',
      { ...record('x'), players: [{ name: 'Solo', colour: 'a' }] },
      'import.badSetup',
      '(record)',
    ],
    ['the same id as an earlier game', record('a'), 'import.repeatedId', 'id'],
  ])('leaves out a game with %s, with its problem, and reads the others', (_name, bad, code, path) => {
    const text = JSON.stringify(exportFile([record('a'), bad as never, record('b')], 'now'));
    const parsed = parseImport(text, modules);
    expect(parsed).toMatchObject({ ok: true, refused: [{ index: 1, of: 3, problem: { code, path } }] });
    expect(parsed.ok && parsed.items.map((i) => i.record.id)).toEqual(['a', 'b']);
  });

  it('refuses deep nesting hidden in an action, without overflowing the stack', () => {
    let deep = '0';
    for (let i = 0; i < 100_000; i++) deep = `[${deep}]`;
    const game = JSON.stringify(record('x', [add(1)])).replace('"n":1', `"n":1,"junk":${deep}`);
    const text = `{"format":"choba-export","version":1,"exportedAt":"now","games":[${game}]}`;
    expect(parseImport(text, modules)).toMatchObject({ ok: false, problem: { code: 'import.tooDeep' } });
  });

  it('refuses a file over the size limit before parsing it', () => {
    const huge = `{"format":"choba-export","pad":"${'x'.repeat(MAX_IMPORT_BYTES)}"}`;
    expect(parseImport(huge, modules)).toMatchObject({ ok: false, problem: { code: 'import.tooBig' } });
  });
});
