// Export to a JSON file the user keeps, and import from one: the browser side of src/store/transfer.ts.
import type { GameRecord } from '../../engine/record';
import type { GameId } from '../../engine/types';
import { importRecords } from '../../store/bulk';
import { exportFile, MAX_IMPORT_BYTES, MAX_IMPORT_GAMES } from '../../store/export-file';
import type { GameStore } from '../../store/games';
import type { GameStatus } from '../../store/schema';
import { saveBlob } from '../download';
import { localDay } from '../when';

/** Downloads records as one export file named after the day. */
export function downloadGames(records: GameRecord[], now: Date): void {
  const text = JSON.stringify(exportFile(records, now.toISOString()), null, 1);
  saveBlob(new Blob([text], { type: 'application/json' }), `choba-${localDay(now)}.json`);
}

/** One game an import saved or found already saved, for a screen that goes on with it. */
export interface ImportedGame {
  id: string;
  game: GameId;
  status: GameStatus;
  winners: string[];
  /** Saved now (added, or brought back from a deletion), or skipped because it is on this phone already. */
  fate: 'added' | 'restored' | 'duplicate';
}

/** What an import did, as an i18n message. */
export interface ImportOutcome {
  ok: boolean;
  key: string;
  params: Record<string, string | number>;
  /** The games of a successful import, in the file's order. */
  games?: ImportedGame[];
}

/** Where an import stands, for the screen to say while it runs. */
export type ImportStage = 'reading' | 'checking' | 'saving';

/** Lets the screen paint the stage just announced before the next long step starts. */
const painted = () => new Promise((resolve) => setTimeout(resolve, 0));

const MB = Math.round(MAX_IMPORT_BYTES / 1024 / 1024);

/** Reads, checks and saves an export file; a bad file changes nothing. `onStage` hears each stage. */
export async function importGames(
  file: File,
  store: GameStore,
  onStage: (stage: ImportStage) => void = () => undefined,
): Promise<ImportOutcome> {
  onStage('reading');
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, key: 'import.tooBig', params: { mb: MB } };
  return importText(await file.text(), store, onStage);
}

/**
 * Loads the checker and every game's rules an import replays with. A screen that will import soon (the
 * receiving screen, while its camera reads codes) calls it early, so that the last code is not followed by
 * seconds of loading on a slow phone.
 */
export function importer() {
  return Promise.all([import('../../store/transfer'), import('../../engine/modules')]);
}

/**
 * Checks and saves the text of an export file (or of one game's record), however it came (a file, or QR codes handed over from
 * another phone): every game checked and replayed first, then saved without overwriting any.
 */
export async function importText(
  text: string,
  store: GameStore,
  onStage: (stage: ImportStage) => void = () => undefined,
): Promise<ImportOutcome> {
  const [{ parseImport }, { MODULES }] = await importer();
  onStage('checking');
  await painted();
  const parsed = parseImport(text, MODULES);
  if (!parsed.ok) {
    const { code, path, detail } = parsed.problem;
    return { ok: false, key: code, params: { path, detail, mb: MB, max: MAX_IMPORT_GAMES } };
  }
  onStage('saving');
  await painted();
  const { added, duplicates, restored } = await importRecords(store, parsed.items);
  const fates = new Map<string, ImportedGame['fate']>([
    ...added.map((id) => [id, 'added'] as const),
    ...restored.map((id) => [id, 'restored'] as const),
    ...duplicates.map((id) => [id, 'duplicate'] as const),
  ]);
  const games = parsed.items.map(({ record, summary }) => ({
    id: record.id,
    game: record.game,
    status: summary.status,
    winners: summary.winners,
    fate: fates.get(record.id) ?? 'duplicate',
  }));
  const params = {
    added: added.length + restored.length,
    duplicates: duplicates.length,
    restored: restored.length,
  };
  return { ok: true, key: restored.length > 0 ? 'import.doneRestored' : 'import.done', params, games };
}
