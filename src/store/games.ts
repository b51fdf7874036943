// The saved games: headers, entries appended one transaction each, resume, delete with undo.
import type { IDBPDatabase } from 'idb';
import type { GameRecord, LogEntry } from '../engine/record';
import { RECORD_FORMAT } from '../engine/record';
import { Connection } from './connection';
import type { ChobaDB, GameMeta, GameStatus } from './schema';

/** What the game list needs to know after each entry, computed by the caller from a replay. */
export interface Summary {
  status: GameStatus;
  winners: string[];
  updatedAt: string;
}

/**
 * Entries are written with strict durability: the transaction completes only once the disk has the
 * entry, so "saved" on screen survives a power cut. Measured in `npm run bench` (docs/performance.md).
 */
export const ENTRY_DURABILITY: IDBTransactionDurability = 'strict';

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

/**
 * Raised when the saved game is not in the database at all: the store was wiped or evicted under the app
 * (another tab deleted the database, the browser cleared the site). Not another tab's doing: the game in
 * memory is written back whole (`writeBack`).
 */
export class GoneError extends Error {
  constructor(readonly gameId: string) {
    super(`game ${gameId} is no longer in the database`);
    this.name = 'GoneError';
  }
}

/** True when two log entries are the same entry (entries are small plain JSON, written by one code path). */
function sameEntry(a: LogEntry | null | undefined, b: LogEntry | null | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * A transaction whose end is always heard: `done` rejects when the browser aborts it (a full disk, a connection
 * closing: Chromium's "Connection is closing because of: IO error"), and where a request failed first the
 * caller's code never reaches `await tx.done`, which would leave that rejection unhandled. The caller still
 * learns of the failure through its own awaits. Every transaction of the store is opened through it.
 */
export function watched<T extends { done: Promise<void> }>(tx: T): T {
  tx.done.catch(() => undefined);
  return tx;
}

/** Aborts a transaction whose outcome is reported by the caller's own error. */
function abort(tx: { done: Promise<void>; abort(): void }): void {
  tx.done.catch(() => undefined);
  tx.abort();
}

/** Every entry key of one game. */
export const range = (id: string) => IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]);

/** The header of a record as saved in the games store. */
export function metaOf(record: GameRecord, summary: Summary): GameMeta {
  return {
    id: record.id,
    game: record.game,
    rulesVersion: record.rulesVersion,
    createdAt: record.createdAt,
    recordVersion: record.version,
    options: record.options,
    players: record.players,
    entryCount: record.entries.length,
    deletedAt: null,
    ...summary,
  };
}

/**
 * Access to the saved games; every method is one transaction. The connection heals: a request that fails
 * drops it, and the next request opens a new one (the browser closes a connection after a full disk).
 */
export class GameStore {
  constructor(
    readonly connection: Connection,
    /** How an entry's write is flushed: 'strict' waits for the disk (see docs/performance.md). */
    readonly durability: IDBTransactionDurability = ENTRY_DURABILITY,
  ) {}

  /** Opens the database (upgrading it if needed); fails if it cannot be opened at all. */
  static async open(name?: string, durability?: IDBTransactionDurability): Promise<GameStore> {
    const store = new GameStore(Connection.of(name), durability);
    await store.db();
    return store;
  }

  /** The live connection (reopened if the last one was lost). */
  db(): Promise<IDBPDatabase<ChobaDB>> {
    return this.connection.get();
  }

  /**
   * Runs a request; if it fails for any reason but a fork or a vanished game, the connection is dropped so
   * that the next one is fresh. For this class and the bulk operations beside it (bulk.ts).
   */
  async guard<T>(request: (db: IDBPDatabase<ChobaDB>) => Promise<T>): Promise<T> {
    try {
      return await request(await this.db());
    } catch (error) {
      if (!(error instanceof ForkError) && !(error instanceof GoneError)) this.connection.drop();
      throw error;
    }
  }

  /** Saves a new game with the entries it already has (a new game has none; an import may have many). */
  async create(record: GameRecord, summary: Summary): Promise<void> {
    await this.guard(async (db) => {
      const tx = watched(db.transaction(['games', 'entries'], 'readwrite'));
      await tx.objectStore('games').add(metaOf(record, summary));
      const entries = tx.objectStore('entries');
      await Promise.all(record.entries.map((entry, seq) => entries.add({ gameId: record.id, seq, entry })));
      await tx.done;
    });
  }

  /**
   * Appends one entry, O(1). Refused with ForkError unless the saved game is exactly where this writer
   * believes it is: `seq` entries, the last of them `prev` (by content, not only by count).
   */
  async append(
    gameId: string,
    seq: number,
    entry: LogEntry,
    summary: Summary,
    prev: LogEntry | null,
  ): Promise<void> {
    await this.guard(async (db) => {
      const tx = watched(
        db.transaction(['games', 'entries', 'blocks'], 'readwrite', { durability: this.durability }),
      );
      const games = tx.objectStore('games');
      // Few round trips, as a reload may cut this short: the reads go together, then the writes and the commit.
      const [meta, row] = await Promise.all([
        games.get(gameId),
        seq > 0 ? tx.objectStore('entries').get([gameId, seq - 1]) : undefined,
      ]);
      // The first entry after an import follows the last entry of the imported block.
      const last =
        row?.entry ?? (seq > 0 ? (await tx.objectStore('blocks').get(gameId))?.entries[seq - 1] : undefined);
      if (!meta) {
        abort(tx);
        throw new GoneError(gameId);
      }
      if (meta.deletedAt !== null || meta.entryCount !== seq || !sameEntry(last, prev)) {
        abort(tx);
        throw new ForkError(gameId, seq, meta.entryCount);
      }
      // The first insert makes a version-1 game a version-2 one (undoing it leaves it at 2: still readable).
      const recordVersion = entry.kind === 'ins' ? 2 : meta.recordVersion;
      const written = Promise.all([
        tx.objectStore('entries').add({ gameId, seq, entry }),
        games.put({ ...meta, ...summary, entryCount: seq + 1, ...(recordVersion && { recordVersion }) }),
      ]);
      tx.commit?.();
      await written;
      await tx.done;
    });
  }

  /** Removes the last entry (undo); refused with ForkError unless it is `removed`, the last saved one. */
  async removeLast(gameId: string, seq: number, summary: Summary, removed: LogEntry): Promise<void> {
    await this.guard(async (db) => {
      const tx = watched(
        db.transaction(['games', 'entries', 'blocks'], 'readwrite', { durability: this.durability }),
      );
      const games = tx.objectStore('games');
      // As in `append`: the reads go together, then the writes and the commit.
      const [meta, row] = await Promise.all([
        games.get(gameId),
        tx.objectStore('entries').get([gameId, seq]),
      ]);
      // An undo reaching into the imported entries shortens the block (rare: one rewrite of that row).
      const block = row ? undefined : await tx.objectStore('blocks').get(gameId);
      const last = row?.entry ?? block?.entries[seq];
      const fits = row !== undefined || block?.entries.length === seq + 1;
      if (!meta) {
        abort(tx);
        throw new GoneError(gameId);
      }
      if (meta.deletedAt !== null || meta.entryCount !== seq + 1 || !fits || !sameEntry(last, removed)) {
        abort(tx);
        throw new ForkError(gameId, seq + 1, meta?.entryCount ?? -1);
      }
      const written = Promise.all([
        row
          ? tx.objectStore('entries').delete([gameId, seq])
          : block && tx.objectStore('blocks').put({ gameId, entries: block.entries.slice(0, seq) }),
        games.put({ ...meta, ...summary, entryCount: seq }),
      ]);
      tx.commit?.();
      await written;
      await tx.done;
    });
  }

  /** The games not deleted, last played first. */
  async list(): Promise<GameMeta[]> {
    const all = await this.guard((db) =>
      watched(db.transaction('games', 'readonly')).store.index('byUpdated').getAll(),
    );
    return all.filter((meta) => meta.deletedAt === null).reverse();
  }

  /** One game's header. */
  meta(gameId: string): Promise<GameMeta | undefined> {
    return this.guard((db) => watched(db.transaction('games', 'readonly')).store.get(gameId));
  }

  /** A whole saved game, rebuilt as a record from its header and entries. */
  async load(gameId: string): Promise<GameRecord | undefined> {
    const [meta, rows, block] = await this.guard(async (db) => {
      const tx = watched(db.transaction(['games', 'entries', 'blocks'], 'readonly'));
      const found = await Promise.all([
        tx.objectStore('games').get(gameId),
        tx.objectStore('entries').getAll(range(gameId)),
        tx.objectStore('blocks').get(gameId),
      ]);
      await tx.done;
      return found;
    });
    // A deleted game is not opened (Back to its page after deleting it): it is brought back from home.
    if (!meta || meta.deletedAt !== null) return undefined;
    return {
      format: RECORD_FORMAT,
      version: meta.recordVersion ?? 1,
      id: meta.id,
      game: meta.game,
      rulesVersion: meta.rulesVersion,
      createdAt: meta.createdAt,
      options: meta.options as GameRecord['options'],
      players: meta.players,
      entries: [...(block?.entries ?? []), ...rows.map((row) => row.entry)],
    };
  }

  /** Marks a game deleted; it disappears from the list but can be restored until purged. */
  async remove(gameId: string, now: string): Promise<void> {
    await this.patch(gameId, { deletedAt: now });
  }

  /** Notes that the game was handed over to another phone (kept in the header, shown in the list). */
  async markHandedOver(gameId: string, now: string): Promise<void> {
    await this.patch(gameId, { handedOverAt: now });
  }

  /** Takes a deletion back. */
  async restore(gameId: string): Promise<void> {
    await this.patch(gameId, { deletedAt: null });
  }

  /** Really deletes the games that were deleted before `before` (an ISO time), with their entries; gives their ids. */
  async purgeDeleted(before: string): Promise<string[]> {
    return this.guard(async (db) => {
      const tx = watched(db.transaction(['games', 'entries', 'blocks'], 'readwrite'));
      const doomed = (await tx.objectStore('games').getAll()).filter(
        (m) => m.deletedAt !== null && m.deletedAt < before,
      );
      for (const meta of doomed) {
        await tx.objectStore('games').delete(meta.id);
        await tx.objectStore('entries').delete(range(meta.id));
        await tx.objectStore('blocks').delete(meta.id);
      }
      await tx.done;
      return doomed.map((meta) => meta.id);
    });
  }

  private async patch(gameId: string, change: Partial<GameMeta>): Promise<void> {
    await this.guard(async (db) => {
      const tx = watched(db.transaction('games', 'readwrite'));
      const meta = await tx.store.get(gameId);
      if (meta) await tx.store.put({ ...meta, ...change });
      await tx.done;
    });
  }
}
