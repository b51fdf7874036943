// The game record: the saved truth of a game. State is always derived from it by replay.
// Types and constants only; decoding an outside record lives in decode.ts (with valibot).
import type { GameId, Json, Player } from './types';

/** The record format's name and version; a newer version is refused, never guessed at. */
export const RECORD_FORMAT = 'choba-record';
export const RECORD_VERSION = 1;

/** A log entry: an action entered at the table, or a correction of an earlier one. */
export type LogEntry =
  | { kind: 'act'; action: Json; at: string }
  /** Replaces the action of the log entry `target` (an 'act'); undo takes the correction back. */
  | { kind: 'fix'; target: number; action: Json; at: string }
  /** Removes the action of the log entry `target` from the game; undo takes the removal back. */
  | { kind: 'drop'; target: number; at: string };

/** One game, as saved, exported and imported. */
export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  id: string;
  game: GameId;
  rulesVersion: number;
  createdAt: string;
  options: { first: number } & Record<string, Json>;
  players: Player[];
  entries: LogEntry[];
}
