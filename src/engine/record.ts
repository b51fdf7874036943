// The game record: the saved truth of a game. State is always derived from it by replay.
// Types and constants only; decoding an outside record lives in decode.ts (with valibot).
import type { GameId, Json, Player } from './types';

/** The record format's name and version; a newer version is refused, never guessed at. */
export const RECORD_FORMAT = 'choba-record';
/** Version 2 added the 'ins' entry; a version-1 record (no 'ins') still loads, replays and exports as it is. */
export const RECORD_VERSION = 2;
/** Every record version this app reads. */
export type RecordVersion = 1 | 2;

/** A log entry: an action entered at the table, or a correction of an earlier one. */
export type LogEntry =
  | { kind: 'act'; action: Json; at: string }
  /** Replaces the action of the log entry `target` (an 'act' or 'ins'); undo takes the correction back. */
  | { kind: 'fix'; target: number; action: Json; at: string }
  /** Removes the action of the log entry `target` (an 'act' or 'ins') from the game; undo takes it back. */
  | { kind: 'drop'; target: number; at: string }
  /**
   * Enters `action` into the game just before the action of entry `before` (an 'act' or 'ins'): what the
   * table forgot to enter, found later. Record version 2.
   */
  | { kind: 'ins'; before: number; action: Json; at: string };

/** True for the entries that carry an action of their own ('act' and 'ins'): what fix, drop and ins point at. */
export function entersAction(
  entry: LogEntry | undefined,
): entry is Extract<LogEntry, { kind: 'act' | 'ins' }> {
  return entry?.kind === 'act' || entry?.kind === 'ins';
}

/** One game, as saved, exported and imported. */
export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: RecordVersion;
  id: string;
  game: GameId;
  rulesVersion: number;
  createdAt: string;
  options: { first: number } & Record<string, Json>;
  players: Player[];
  entries: LogEntry[];
}
