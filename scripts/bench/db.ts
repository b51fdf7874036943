// The app's database seen from the bench: the actions saved at the end, to compare with the record the taps
// entered (the game is put in with e2e/seed.ts).
import type { Page } from 'playwright-core';

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
