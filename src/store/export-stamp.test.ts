// Exporting every game notes when each was saved to a file (home's backup offer counts the games never saved
// so), without touching anything else of a game; an export whose note cannot be written still comes out.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { raceRecord } from '../engine/testing/race-game';
import { exportAll } from './bulk';
import { GameStore, type Summary } from './games';

let dbCounter = 0;
const freshStore = () => GameStore.open(`export-stamp-${++dbCounter}`);
const finished: Summary = { status: 'finished', winners: ['Aki'], updatedAt: '2026-11-22T10:00:00.000Z' };

const record = (id: string) => ({ ...raceRecord(10, ['Aki', 'Ben']), id });

describe('exportAll', () => {
  it('notes every exported game as exported at that time, and nothing else', async () => {
    const store = await freshStore();
    await store.create(record('a'), finished);
    await store.create(record('b'), finished);
    await store.markHandedOver('b', '2026-11-22T11:00:00.000Z');
    const before = await store.meta('b');
    const records = await exportAll(store, '2026-11-23T08:00:00.000Z');
    expect(records.map((r) => r.id).sort()).toEqual(['a', 'b']);
    expect((await store.meta('a'))?.exportedAt).toBe('2026-11-23T08:00:00.000Z');
    expect(await store.meta('b')).toEqual({ ...before, exportedAt: '2026-11-23T08:00:00.000Z' });

    // On a full disk (reading works, the write of the note fails) the export still comes out, unnoted.
    const real = store.guard.bind(store);
    let calls = 0;
    store.guard = (async (request) => {
      calls++;
      if (calls > 3) throw new DOMException('The disk is full', 'QuotaExceededError');
      return real(request);
    }) as GameStore['guard'];
    const again = await exportAll(store, '2026-11-24T08:00:00.000Z');
    store.guard = real;
    expect(again.map((r) => r.id).sort()).toEqual(['a', 'b']);
    expect(calls).toBe(4);
    expect((await store.meta('a'))?.exportedAt).toBe('2026-11-23T08:00:00.000Z');
  });
});
