// Pure edits of a record's log: enter, undo, correct, remove. The record is never mutated.
import type { GameRecord, LogEntry } from './record';
import { RECORD_FORMAT, RECORD_VERSION } from './record';
import type { AnyGameModule, BaseOptions, Json, Player } from './types';

/** Starts a record for a new game; `id` and `now` come from the caller so the kernel stays pure. */
export function newRecord(
  module: AnyGameModule,
  id: string,
  players: Player[],
  options: BaseOptions & Record<string, Json>,
  now: string,
): GameRecord {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    id,
    game: module.id,
    rulesVersion: module.rulesVersion,
    createdAt: now,
    options,
    players,
    entries: [],
  };
}

/** Appends one entry to the log. */
export function withEntry(record: GameRecord, entry: LogEntry): GameRecord {
  return { ...record, entries: [...record.entries, entry] };
}

/** Drops the last log entry (undo); the caller keeps it for redo until a new entry is made. */
export function withoutLast(record: GameRecord): { record: GameRecord; removed: LogEntry | undefined } {
  if (record.entries.length === 0) return { record, removed: undefined };
  return { record: { ...record, entries: record.entries.slice(0, -1) }, removed: record.entries.at(-1) };
}
