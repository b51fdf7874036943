// The export file: what Chōba writes when games are exported (no validation code here: that is transfer.ts).
import type { GameRecord } from '../engine/record';

/** Name and version of an export file. */
export const EXPORT_FORMAT = 'choba-export';
export const EXPORT_VERSION = 1;
/** The largest file an import reads; anything bigger is refused before it is parsed. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** The same limit in whole megabytes, as the refusal says it. */
export const MAX_IMPORT_MB = Math.round(MAX_IMPORT_BYTES / 1024 / 1024);
/** The most games one import takes (a whole booth's season is a few hundred); more are refused by count. */
export const MAX_IMPORT_GAMES = 2000;

/** An export file: one game or all of them. */
export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  games: GameRecord[];
}

/** Wraps records into an export file. */
export function exportFile(games: GameRecord[], now: string): ExportFile {
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now, games };
}
