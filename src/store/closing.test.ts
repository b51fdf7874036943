// The browser closes the database under the app (Chromium on a full disk: "Connection is closing because of:
// IO error … FILE_ERROR_NO_SPACE"): every request and every transaction fails at once. Each call of the store
// fails with that error, for its caller to report, and nothing else is left rejected and unhandled.
import 'fake-indexeddb/auto';
import type { IDBPDatabase } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameRecord, LogEntry } from '../engine/record';
import { raceRecord } from '../engine/testing/race-game';
import { exportAll, importRecords, writeBack } from './bulk';
import { Connection } from './connection';
import { GameStore, type Summary } from './games';
import type { ChobaDB } from './schema';

const closing = new DOMException(
  'Connection is closing because of: IO error: …: FILE_ERROR_NO_SPACE',
  'UnknownError',
);

/** A connection the browser is closing: requests fail, and each transaction ends aborted a moment later. */
function closingDatabase(): IDBPDatabase<ChobaDB> {
  const fail = () => Promise.reject(closing);
  // A header read of game "new" answers (nothing saved), then the next request fails: requests queued
  // before the failure are left behind.
  const get = (key: unknown) => (key === 'new' ? Promise.resolve(undefined) : fail());
  const store = { get, getAll: fail, add: fail, put: fail, delete: fail, index: () => ({ getAll: fail }) };
  const transaction = () => ({
    done: new Promise<void>((_, reject) => setTimeout(() => reject(closing), 0)),
    store,
    objectStore: () => store,
    abort: () => undefined,
  });
  return { transaction, close: () => undefined } as unknown as IDBPDatabase<ChobaDB>;
}

const summary: Summary = { status: 'playing', winners: [], updatedAt: '2026-11-27T10:00:00.000Z' };
const entry: LogEntry = { kind: 'act', action: { type: 'add', n: 1 }, at: '2026-11-27T10:00:00.000Z' };
const record = (id: string): GameRecord => ({ ...raceRecord(10), id, entries: [entry] });

/** Node's process, where an unhandled rejection is reported (this test runs in Node). */
const node = (globalThis as unknown as { process: { on: Listen; off: Listen } }).process;
type Listen = (event: 'unhandledRejection', listener: (reason: unknown) => void) => void;
const unhandled: unknown[] = [];
const hear = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled.length = 0;
  node.on('unhandledRejection', hear);
});
afterEach(() => {
  node.off('unhandledRejection', hear);
});

describe('a database the browser is closing', () => {
  it('fails every call of the store with its error, and leaves no rejection unhandled', async () => {
    const store = new GameStore(new Connection(async () => closingDatabase()));
    const calls: [string, () => Promise<unknown>][] = [
      ['list', () => store.list()],
      ['meta', () => store.meta('g')],
      ['load', () => store.load('g')],
      ['create', () => store.create(record('g'), summary)],
      ['append', () => store.append('g', 1, entry, summary, entry)],
      ['removeLast', () => store.removeLast('g', 0, summary, entry)],
      ['remove', () => store.remove('g', summary.updatedAt)],
      ['purgeDeleted', () => store.purgeDeleted(summary.updatedAt)],
      [
        'import',
        () =>
          importRecords(store, [
            { record: record('new'), summary },
            { record: record('b'), summary },
          ]),
      ],
      ['writeBack', () => writeBack(store, record('g'), summary)],
      ['exportAll', () => exportAll(store)],
    ];
    for (const [name, call] of calls) await expect(call(), name).rejects.toBe(closing);
    // Past the transactions' aborts, and a turn of the event loop for Node to report what nobody heard.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
  });
});
