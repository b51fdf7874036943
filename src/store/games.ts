// The saved games: headers, entries appended one transaction each, resume, delete with undo.
import type { IDBPDatabase } from 'idb';
import type { GameRecord, LogEntry } from '../engine/record';
import { RECORD_FORMAT, RECORD_VERSION } from '../engine/record';
import { openChobaDB } from './db';
import type { ChobaDB, GameMeta, GameStatus } from './schema';

/** What the game list needs to know after each entry, computed by the caller from a replay. */
export interface Summary {
  status: GameStatus;
  winners: string[];
  updatedAt: string;
}

/** Raised when the saved game moved on without this tab (another tab wrote an entry). */
export class ForkError extends Error {
  constructor(
    readonly gameId: string,
    readonly expected: number,
    readonly found: number,
  ) {
    super(`game ${gameId}: expected entry ${expected}, the saved game has ${found}`);
    this.name = 'ForkError';
  }
}

/** Aborts a transaction whose outcome is reported by the caller's own error. */
function abort(tx: { done: Promise<void>; abort(): void }): void {
  tx.done.catch(() => undefined);
  tx.abort();
}

const range = (id: string) => IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]);

/** The header of a record as saved in the games store. */
export function metaOf(record: GameRecord, summary: Summary): GameMeta {
  return {
    id: record.id,
    game: record.game,
    rulesVersion: record.rulesVersion,
    createdAt: record.createdAt,
    options: record.options,
    players: record.players,
    entryCount: record.entries.length,
    deletedAt: null,
    ...summary,
  };
}

/** Access to the saved games; every method is one transaction. */
export class GameStore {
  constructor(readonly db: IDBPDatabase<ChobaDB>) {}

  /** Opens the database (upgrading it if needed). */
  static async open(name?: string): Promise<GameStore> {
    return new GameStore(await openChobaDB(name));
  }

  /** Saves a new game with the entries it already has (a new game has none; an import may have many). */
  async create(record: GameRecord, summary: Summary): Promise<void> {
    const tx = this.db.transaction(['games', 'entries'], 'readwrite');
    await tx.objectStore('games').add(metaOf(record, summary));
    const entries = tx.objectStore('entries');
    await Promise.all(record.entries.map((entry, seq) => entries.add({ gameId: record.id, seq, entry })));
    await tx.done;
  }

  /** Appends one entry: O(1), refused with ForkError if the saved game is not where this tab thinks it is. */
  async append(gameId: string, seq: number, entry: LogEntry, summary: Summary): Promise<void> {
    const tx = this.db.transaction(['games', 'entries'], 'readwrite');
    const games = tx.objectStore('games');
    const meta = await games.get(gameId);
    if (!meta || meta.entryCount !== seq) {
      abort(tx);
      throw new ForkError(gameId, seq, meta?.entryCount ?? -1);
    }
    await tx.objectStore('entries').add({ gameId, seq, entry });
    await games.put({ ...meta, ...summary, entryCount: seq + 1 });
    await tx.done;
  }

  /** Removes the last entry (undo); refused with ForkError if it is not the last saved one. */
  async removeLast(gameId: string, seq: number, summary: Summary): Promise<void> {
    const tx = this.db.transaction(['games', 'entries'], 'readwrite');
    const games = tx.objectStore('games');
    const meta = await games.get(gameId);
    if (!meta || meta.entryCount !== seq + 1) {
      abort(tx);
      throw new ForkError(gameId, seq + 1, meta?.entryCount ?? -1);
    }
    await tx.objectStore('entries').delete([gameId, seq]);
    await games.put({ ...meta, ...summary, entryCount: seq });
    await tx.done;
  }

  /** The games not deleted, last played first. */
  async list(): Promise<GameMeta[]> {
    const all = await this.db.getAllFromIndex('games', 'byUpdated');
    return all.filter((meta) => meta.deletedAt === null).reverse();
  }

  /** One game's header. */
  meta(gameId: string): Promise<GameMeta | undefined> {
    return this.db.get('games', gameId);
  }

  /** A whole saved game, rebuilt as a record from its header and entries. */
  async load(gameId: string): Promise<GameRecord | undefined> {
    const tx = this.db.transaction(['games', 'entries'], 'readonly');
    const meta = await tx.objectStore('games').get(gameId);
    const rows = await tx.objectStore('entries').getAll(range(gameId));
    await tx.done;
    if (!meta) return undefined;
    return {
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      id: meta.id,
      game: meta.game,
      rulesVersion: meta.rulesVersion,
      createdAt: meta.createdAt,
      options: meta.options as GameRecord['options'],
      players: meta.players,
      entries: rows.map((row) => row.entry),
    };
  }

  /** Marks a game deleted; it disappears from the list but can be restored until purged. */
  async remove(gameId: string, now: string): Promise<void> {
    await this.patch(gameId, { deletedAt: now });
  }

  /** Takes a deletion back. */
  async restore(gameId: string): Promise<void> {
    await this.patch(gameId, { deletedAt: null });
  }

  /** Really deletes the games that were deleted before `before` (an ISO time), with their entries. */
  async purgeDeleted(before: string): Promise<number> {
    const tx = this.db.transaction(['games', 'entries'], 'readwrite');
    const doomed = (await tx.objectStore('games').getAll()).filter(
      (m) => m.deletedAt !== null && m.deletedAt < before,
    );
    for (const meta of doomed) {
      await tx.objectStore('games').delete(meta.id);
      await tx.objectStore('entries').delete(range(meta.id));
    }
    await tx.done;
    return doomed.length;
  }

  /** Adds imported games in one transaction; a game whose id is already saved is skipped, never overwritten. */
  async importRecords(
    items: readonly { record: GameRecord; summary: Summary }[],
  ): Promise<{ added: string[]; duplicates: string[] }> {
    const tx = this.db.transaction(['games', 'entries'], 'readwrite');
    const added: string[] = [];
    const duplicates: string[] = [];
    for (const { record, summary } of items) {
      if (await tx.objectStore('games').getKey(record.id)) {
        duplicates.push(record.id);
        continue;
      }
      await tx.objectStore('games').add(metaOf(record, summary));
      for (const [seq, entry] of record.entries.entries()) {
        await tx.objectStore('entries').add({ gameId: record.id, seq, entry });
      }
      added.push(record.id);
    }
    await tx.done;
    return { added, duplicates };
  }

  /** Every saved game that is not deleted, as records (for export). */
  async exportAll(): Promise<GameRecord[]> {
    const records: GameRecord[] = [];
    for (const meta of await this.list()) {
      const record = await this.load(meta.id);
      if (record) records.push(record);
    }
    return records;
  }

  private async patch(gameId: string, change: Partial<GameMeta>): Promise<void> {
    const tx = this.db.transaction('games', 'readwrite');
    const meta = await tx.store.get(gameId);
    if (meta) await tx.store.put({ ...meta, ...change });
    await tx.done;
  }
}
