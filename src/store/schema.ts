// The IndexedDB schema of Chōba, typed for idb, and its migrations from every earlier version.
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { LogEntry, RecordVersion } from '../engine/record';
import type { GameId, Player } from '../engine/types';

/** Where a game stands, as the game list shows it. */
export type GameStatus = 'playing' | 'finished';

/** A game's header: everything of its record but the entries, plus what the list needs. */
export interface GameMeta {
  id: string;
  game: GameId;
  rulesVersion: number;
  createdAt: string;
  updatedAt: string;
  options: { first: number } & Record<string, unknown>;
  players: Player[];
  /** Number of log entries saved: the next entry's sequence number. */
  entryCount: number;
  status: GameStatus;
  /** Names of the winners once finished (for the list and the booth tally). */
  winners: string[];
  /** Set when deleted; the game is kept until the deletion can no longer be undone. */
  deletedAt: string | null;
  /** The record format version the game is in; absent in games saved before version 2 (they are 1). */
  recordVersion?: RecordVersion;
  /** Set when the game was handed over to another phone by QR codes (this copy may be stale since). */
  handedOverAt?: string;
  /** When the game was last saved to a file with all the others (home offers a backup of games never saved so). */
  exportedAt?: string;
  /** The id of the game on this phone that this one is a copy of: they parted (store/handback.ts). */
  copyOf?: string;
}

/** One saved log entry, keyed by game and position. */
export interface EntryRow {
  gameId: string;
  seq: number;
  entry: LogEntry;
}

/**
 * An imported game's entries in one row: an import saves one row per game, not one per entry (Chromium
 * pays about 0.16 ms per request). Entries made after the import are rows of `entries`, from
 * `seq = entries.length` of the block on.
 */
export interface BlockRow {
  gameId: string;
  entries: LogEntry[];
}

/** The typed database: games (headers), entries (one row per log entry), blocks (imported entries). */
export interface ChobaDB extends DBSchema {
  games: { key: string; value: GameMeta; indexes: { byUpdated: string } };
  entries: { key: [string, number]; value: EntryRow };
  blocks: { key: string; value: BlockRow };
}

/** Name and current version of the database. */
export const DB_NAME = 'choba';
export const DB_VERSION = 3;

type UpgradeTx = IDBPTransaction<ChobaDB, StoreNames<ChobaDB>[], 'versionchange'>;

/** Migration to version n+1 is MIGRATIONS[n]; each runs once, in order, inside the upgrade transaction. */
export const MIGRATIONS: ((db: IDBPDatabase<ChobaDB>, tx: UpgradeTx) => Promise<void> | void)[] = [
  // 0 -> 1: game headers and entries, one row per entry so that saving an entry never rewrites the game.
  (db) => {
    db.createObjectStore('games', { keyPath: 'id' });
    db.createObjectStore('entries', { keyPath: ['gameId', 'seq'] });
  },
  // 1 -> 2: list games last played first without sorting them all; fill updatedAt where version 1 lacked it.
  async (_db, tx) => {
    const games = tx.objectStore('games');
    games.createIndex('byUpdated', 'updatedAt');
    let cursor = await games.openCursor();
    while (cursor) {
      const meta = cursor.value;
      if (!meta.updatedAt) await cursor.update({ ...meta, updatedAt: meta.createdAt });
      cursor = await cursor.continue();
    }
  },
  // 2 -> 3: imported games keep their entries in one row each, so that a day's import saves in seconds.
  (db) => {
    db.createObjectStore('blocks', { keyPath: 'gameId' });
  },
];
