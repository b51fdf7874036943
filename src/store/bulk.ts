// The bulk operations on the saved games (import from a file, export of everything, a whole game written
// back), apart from the store the app opens at start: only the screens that use them load them (the first
// load stays small).
import type { GameRecord } from '../engine/record';
import { type GameStore, metaOf, range, type Summary, watched } from './games';
import { compareRecords, copyIdOf, savedLog } from './handback';

/** A request queued without being awaited at once: its failure is heard later (Promise.all), never unhandled. */
function queued<T>(request: Promise<T>): Promise<T> {
  request.catch(() => undefined);
  return request;
}

/** What an import did with each game, by id (a differing copy by the id it was kept under, and its own). */
export interface Imported {
  added: string[];
  /** The same game, entry for entry, was saved already: nothing changed. */
  duplicates: string[];
  restored: string[];
  /** This phone's copy is the start of the incoming one: offered as an update, not applied (handback.ts). */
  newer: { id: string; local: number }[];
  /** The incoming copy is the start of this phone's: this phone's is kept as it is. */
  older: { id: string; local: number }[];
  /** Neither is the start of the other: the incoming copy is saved beside this phone's under `copy`. */
  copies: { id: string; copy: string }[];
  /** Per item, in order: the id it was saved under or compared with (a copy kept before, when it parted). */
  ids: string[];
}

/**
 * Adds imported games in one transaction, never overwriting a saved one. A game whose id is saved is compared
 * entry by entry (handback.ts): the same, newer (offered), older (kept), or differing (kept both: the incoming
 * copy under an id of its own). One that was deleted (and is only waiting to be purged) is replaced by the
 * imported copy and counted as restored.
 */
export async function importRecords(
  store: GameStore,
  items: readonly { record: GameRecord; summary: Summary }[],
  /** Ids for copies kept beside a game (the app passes ids.ts's, which works over plain http too). */
  newId: () => string = () => crypto.randomUUID(),
): Promise<Imported> {
  return store.guard(async (db) => {
    const tx = watched(db.transaction(['games', 'entries', 'blocks'], 'readwrite'));
    const games = tx.objectStore('games');
    const entries = tx.objectStore('entries');
    const blocks = tx.objectStore('blocks');
    const done: Imported = {
      added: [],
      duplicates: [],
      restored: [],
      newer: [],
      older: [],
      copies: [],
      ids: [],
    };
    const { added, restored } = done;
    const writes: Promise<unknown>[] = [];
    for (const item of items) {
      let { record } = item;
      let saved = await games.get(record.id);
      // A copy of a game here that parted from it is compared with the copy kept of it before, if any.
      for (let round = 0; saved && saved.deletedAt === null && round < 2; round++) {
        const log = await savedLog({ entries, blocks }, record.id);
        const seen = compareRecords({ ...saved, entries: log }, record);
        if (seen !== 'differs') {
          if (seen === 'same') done.duplicates.push(record.id);
          else done[seen].push({ id: record.id, local: log.length });
          break;
        }
        const copy = round === 0 ? copyIdOf({ ...saved, entries: log }, record) : newId();
        done.copies.push({ id: item.record.id, copy });
        record = { ...record, id: copy };
        saved = await games.get(copy);
        if (saved && saved.deletedAt === null) done.copies.pop();
      }
      done.ids.push(record.id);
      if (saved && saved.deletedAt === null) continue;
      const { summary } = item;
      if (saved) {
        await games.delete(record.id);
        await entries.delete(range(record.id));
        await blocks.delete(record.id);
        restored.push(record.id);
      } else added.push(record.id);
      // A copy that parted from a game here says so in the list, beside the game it came from.
      const copyOf = record.id === item.record.id ? undefined : item.record.id;
      writes.push(queued(games.add({ ...metaOf(record, summary), ...(copyOf && { copyOf }) })));
      // The whole log in one row: one request per game, not one per entry.
      if (record.entries.length > 0)
        writes.push(queued(blocks.put({ gameId: record.id, entries: record.entries })));
    }
    // Requests are queued without waiting for each: one transaction, one round of callbacks at the end.
    await Promise.all(writes);
    await tx.done;
    return done;
  });
}

/** Every saved game that is not deleted, as records, read only (statistics read them so: nothing is kept). */
export async function allRecords(store: GameStore): Promise<GameRecord[]> {
  const records: GameRecord[] = [];
  for (const meta of await store.list()) {
    const record = await store.load(meta.id);
    if (record) records.push(record);
  }
  return records;
}

/**
 * Every saved game that is not deleted, as records (for export), each noted as exported `at` (so that home
 * stops offering a backup of it). The note is best effort: on a full disk the export must still come out.
 */
export async function exportAll(store: GameStore, at = new Date().toISOString()): Promise<GameRecord[]> {
  const records = await allRecords(store);
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
