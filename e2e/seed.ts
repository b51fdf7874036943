// A saved game put straight into the app's IndexedDB, for the browser tests and the tap bench: the setup
// they start from, not what they test or time.
import type { Page } from 'playwright-core';
import type { GameRecord } from '../src/engine/record';

/** Writes a record into the app's database as a game in progress (the app re-summarises it on the next entry). */
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
