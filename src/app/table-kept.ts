// What the table still has to do on the board (the list that stops play), kept in localStorage under the game's
// id as it changes: a phone that closed the tab before "Done on the board" reopens the game with the list still
// standing. The list is tied to the record as it stood: read back only while the game's entries end the same way
// (another tab played on, an undo somewhere else, a copy handed back: the list no longer says what to move).
import type { GameRecord, LogEntry } from '../engine/record';

/** Keeps one value per game, stamped with the record it was worked out from. */
export interface RecordKeeper<T> {
  /** The value kept for this game, if the game's entries still end where they did when it was kept. */
  read(record: GameRecord): T | null;
  /** Keeps `value` for the game as `record` stands (null forgets it). */
  write(record: GameRecord, value: T | null): void;
}

/** The name the table's list of moves is kept under (screens/Table.tsx keeps it, the library forgets it). */
export const TABLE_LIST = 'table';

const keyOf = (name: string, gameId: string) => `choba.${name}.${gameId}`;

/** Drops what `name` keeps for these games (purged for good: nothing will read it again). */
export function forgetKept(name: string, storage: Storage | undefined, gameIds: readonly string[]): void {
  for (const id of gameIds) {
    try {
      storage?.removeItem(keyOf(name, id));
    } catch {
      // Storage that cannot be reached keeps nothing to forget.
    }
  }
}

/** The format of what is kept; a newer app that changes the value's shape bumps it, and older values are dropped. */
const FORMAT = 1;

interface Stamped<T> {
  format: typeof FORMAT;
  /** How many entries the record had, and its last one: the record it was worked out from. */
  count: number;
  last: LogEntry | null;
  value: T;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A keeper in `storage` under "choba.<name>.<game id>". Writes only what changed (a tap whose list stays empty
 * writes nothing). Private mode or a full disk: nothing is kept, and the table works as before.
 */
export function localKeeper<T>(name: string, storage: Storage | undefined): RecordKeeper<T> {
  const key = (record: GameRecord) => keyOf(name, record.id);
  const written = new Map<string, string | null>();
  return {
    read(record) {
      try {
        const raw = storage?.getItem(key(record));
        if (raw == null) return null;
        written.set(key(record), raw);
        const kept = JSON.parse(raw) as Partial<Stamped<T>> | null;
        const { entries } = record;
        if (kept?.format !== FORMAT || kept.count !== entries.length || !same(kept.last, entries.at(-1)))
          return null;
        return kept.value ?? null;
      } catch {
        return null;
      }
    },
    write(record, value) {
      const k = key(record);
      const { entries } = record;
      const stamped: Stamped<T> | null =
        value === null
          ? null
          : { format: FORMAT, count: entries.length, last: entries.at(-1) ?? null, value };
      const raw = stamped === null ? null : JSON.stringify(stamped);
      if (written.has(k) && written.get(k) === raw) return;
      try {
        if (raw === null) storage?.removeItem(k);
        else storage?.setItem(k, raw);
        written.set(k, raw);
      } catch {
        // Not kept: a reload would lose the list, as before it was kept at all.
      }
    },
  };
}
