// The bulk operations on the saved games (import from a file, export of everything, a whole game written
// back), apart from the store the app opens at start: only the screens that use them load them (the first
// load stays small).
import type { GameRecord } from '../engine/record';
import { type GameStore, metaOf, range, type Summary, watched } from './games';

/** A request queued without being awaited at once: its failure is heard later (Promise.all), never unhandled. */
function queued<T>(request: Promise<T>): Promise<T> {
  request.catch(() => undefined);
  return request;
}

/**
 * Adds imported games in one transaction. A game whose id is saved is skipped, never overwritten; one that
 * was deleted (and is only waiting to be purged) is replaced by the imported copy and counted as restored.
 */
export async function importRecords(
  store: GameStore,
  items: readonly { record: GameRecord; summary: Summary }[],
): Promise<{ added: string[]; duplicates: string[]; restored: string[] }> {
  return store.guard(async (db) => {
    const tx = watched(db.transaction(['games', 'entries', 'blocks'], 'readwrite'));
    const games = tx.objectStore('games');
    const entries = tx.objectStore('entries');
    const blocks = tx.objectStore('blocks');
    const added: string[] = [];
    const duplicates: string[] = [];
    const restored: string[] = [];
    const writes: Promise<unknown>[] = [];
    for (const { record, summary } of items) {
      const saved = await games.get(record.id);
      if (saved && saved.deletedAt === null) {
        duplicates.push(record.id);
        continue;
      }
      if (saved) {
        await games.delete(record.id);
        await entries.delete(range(record.id));
        await blocks.delete(record.id);
        restored.push(record.id);
      } else added.push(record.id);
      writes.push(queued(games.add(metaOf(record, summary))));
      // The whole log in one row: one request per game, not one per entry.
      if (record.entries.length > 0)
        writes.push(queued(blocks.put({ gameId: record.id, entries: record.entries })));
    }
    // Requests are queued without waiting for each: one transaction, one round of callbacks at the end.
    await Promise.all(writes);
    await tx.done;
    return { added, duplicates, restored };
  });
}

/**
 * Every saved game that is not deleted, as records (for export), each noted as exported `at` (so that home
 * stops offering a backup of it). The note is best effort: on a full disk the export must still come out.
 */
export async function exportAll(store: GameStore, at = new Date().toISOString()): Promise<GameRecord[]> {
  const records: GameRecord[] = [];
  for (const meta of await store.list()) {
    const record = await store.load(meta.id);
    if (record) records.push(record);
  }
  await store
    .guard(async (db) => {
      const tx = watched(db.transaction('games', 'readwrite'));
      // Each header read again inside the transaction: an entry saved meanwhile keeps its own changes.
      for (const { id } of records) {
        const meta = await tx.store.get(id);
        if (meta) await tx.store.put({ ...meta, exportedAt: at });
      }
      await tx.done;
    })
    .catch(() => undefined);
  return records;
}

/**
 * Writes a whole game back from memory, over whatever is left of it: its saved copy vanished (`GoneError`)
 * while a session still held every entry.
 */
export async function writeBack(store: GameStore, record: GameRecord, summary: Summary): Promise<void> {
  await store.guard(async (db) => {
    const tx = watched(
      db.transaction(['games', 'entries', 'blocks'], 'readwrite', { durability: store.durability }),
    );
    const entries = tx.objectStore('entries');
    await entries.delete(range(record.id));
    await tx.objectStore('blocks').delete(record.id);
    await tx.objectStore('games').put(metaOf(record, summary));
    await Promise.all(record.entries.map((entry, seq) => entries.put({ gameId: record.id, seq, entry })));
    await tx.done;
  });
}
