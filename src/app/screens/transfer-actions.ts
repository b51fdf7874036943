// Export to a JSON file the user keeps, and import from one: the browser side of src/store/transfer.ts.
import type { GameRecord } from '../../engine/record';
import { exportFile, MAX_IMPORT_BYTES } from '../../store/export-file';
import type { GameStore } from '../../store/games';
import { saveBlob } from '../download';

/** Downloads records as one export file named after the day. */
export function downloadGames(records: GameRecord[], now: Date): void {
  const text = JSON.stringify(exportFile(records, now.toISOString()), null, 1);
  saveBlob(new Blob([text], { type: 'application/json' }), `choba-${now.toISOString().slice(0, 10)}.json`);
}

/** What an import did, as an i18n message. */
export interface ImportOutcome {
  ok: boolean;
  key: string;
  params: Record<string, string | number>;
}

/** Where an import stands, for the screen to say while it runs. */
export type ImportStage = 'reading' | 'checking' | 'saving';

/** Lets the screen paint the stage just announced before the next long step starts. */
const painted = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Reads, checks and saves an export file; a bad file changes nothing. `onStage` hears each stage. */
export async function importGames(
  file: File,
  store: GameStore,
  onStage: (stage: ImportStage) => void = () => undefined,
): Promise<ImportOutcome> {
  onStage('reading');
  const { parseImport } = await import('../../store/transfer');
  if (file.size > MAX_IMPORT_BYTES) {
    return { ok: false, key: 'import.tooBig', params: { mb: Math.round(MAX_IMPORT_BYTES / 1024 / 1024) } };
  }
  const { MODULES } = await import('../../engine/modules');
  const text = await file.text();
  onStage('checking');
  await painted();
  const parsed = parseImport(text, MODULES);
  if (!parsed.ok) {
    const { code, path, detail } = parsed.problem;
    return { ok: false, key: code, params: { path, detail, mb: Math.round(MAX_IMPORT_BYTES / 1024 / 1024) } };
  }
  onStage('saving');
  await painted();
  const { added, duplicates, restored } = await store.importRecords(parsed.items);
  const params = {
    added: added.length + restored.length,
    duplicates: duplicates.length,
    restored: restored.length,
  };
  return { ok: true, key: restored.length > 0 ? 'import.doneRestored' : 'import.done', params };
}
