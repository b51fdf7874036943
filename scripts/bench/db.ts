// The app's database seen from the bench: a game put in straight (the setup the bench does not time), and
// the actions saved at the end, to compare with the record the taps entered.
import type { Page } from 'playwright-core';
import type { GameRecord } from '../../src/engine/record';

/** Writes a record into the app's database as a game in progress, as e2e/fit.ts `seed` does. */
export async function seed(page: Page, record: GameRecord): Promise<void> {
  // Passed as plain JSON: the record's deep types make playwright's argument typing recurse for ever.
  const json: unknown = record;
  await page.evaluate(async (arg) => {
    const r = arg as GameRecord;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('choba');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction(['games', 'entries'], 'readwrite');
    const { entries, format: _f, version: _v, ...head } = r as GameRecord & Record<string, unknown>;
    tx.objectStore('games').put({
      ...head,
      updatedAt: r.createdAt,
      entryCount: entries.length,
      status: 'playing',
      winners: [],
      deletedAt: null,
    });
    for (const [seq, entry] of entries.entries()) tx.objectStore('entries').put({ gameId: r.id, seq, entry });
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, json);
}

/** The actions of a game's entries as saved (entries written one by one, as a session writes them). */
export async function savedActions(page: Page, id: string): Promise<string[]> {
  return page.evaluate(async (gameId) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('choba');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const rows = await new Promise<{ seq: number; entry: { action?: unknown } }[]>((resolve, reject) => {
      const request = db
        .transaction('entries')
        .objectStore('entries')
        .getAll(IDBKeyRange.bound([gameId, 0], [gameId, Number.MAX_SAFE_INTEGER]));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return rows.sort((a, b) => a.seq - b.seq).map((row) => JSON.stringify(row.entry.action));
  }, id);
}
