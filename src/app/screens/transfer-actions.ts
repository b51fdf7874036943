// Export to a JSON file the user keeps, and import from one: the browser side of src/store/transfer.ts.
import type { GameRecord } from '../../engine/record';
import type { GameId, Msg } from '../../engine/types';
import { addGameStrings } from '../../games/index';
import { type Imported, importRecords } from '../../store/bulk';
import { exportFile, MAX_IMPORT_BYTES, MAX_IMPORT_GAMES, MAX_IMPORT_MB as MB } from '../../store/export-file';
import type { GameStore } from '../../store/games';
import type { Offer } from '../../store/handback';
import type { GameStatus } from '../../store/schema';
import type { ImportItem } from '../../store/transfer';
import { saveBlob } from '../download';
import { newId } from '../ids';
import { localDay } from '../when';
import { importNotes } from './import-notes';

/** Downloads records as one export file named after the day. */
export function downloadGames(records: GameRecord[], now: Date): string {
  const text = JSON.stringify(exportFile(records, now.toISOString()), null, 1);
  const name = `choba-${localDay(now)}.json`;
  saveBlob(new Blob([text], { type: 'application/json' }), name);
  return name;
}

/** One game an import saved or found already saved, for a screen that goes on with it. */
export interface ImportedGame {
  /** The id it is saved under (a copy kept beside a game here: the copy's own). */
  id: string;
  game: GameId;
  status: GameStatus;
  winners: string[];
  /**
   * Saved now (added, or brought back from a deletion); the same game entry for entry was here (duplicate);
   * this phone's copy is the start of it (newer: `offer` updates it) or it is the start of this phone's
   * (older: kept); or the two parted, and it was saved beside this phone's under an id of its own (copy).
   */
  fate: 'added' | 'restored' | 'duplicate' | 'newer' | 'older' | 'copy';
  /** Newer or older: how many entries one copy has more than the other, and how many this phone's has. */
  more?: number;
  here?: number;
  /** Newer: the update to offer (store/handback.ts). */
  offer?: Offer;
  /** A copy: the id of the game here it parted from. */
  copyOf?: string;
}

/** What an import did, as an i18n message, and the messages after it (games offered, kept, copied). */
export interface ImportOutcome {
  ok: boolean;
  key: string;
  params: Record<string, string | number>;
  /** The games of a successful import, in the file's order. */
  games?: ImportedGame[];
  /** Further lines: games kept as they were because this phone has more, copies kept beside a game. */
  more?: { key: string; params: Record<string, string | number> }[];
  /** One line a game: saved with entries that do not fit the rules, or left out and why (import-notes.ts). */
  notes?: Msg[];
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
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, key: 'import.tooBig', params: { mb: MB } };
  return importText(await file.text(), store, onStage);
}

/**
 * Loads the checker and every game's rules an import replays with. A screen that will import soon (the
 * receiving screen, while its camera reads codes) calls it early, so that the last code is not followed by
 * seconds of loading on a slow phone.
 */
export function importer() {
  return Promise.all([import('../../store/transfer'), import('../../games/all')]);
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
  const { items, refused } = parsed;
  // A setup the rules refuse is said in its game's words: loaded here, as no screen of that game may be open.
  const ruled = [...new Set(refused.filter((r) => r.violation && r.game).map((r) => r.game as GameId))];
  await Promise.all(ruled.flatMap((id) => [addGameStrings(id, 'ja'), addGameStrings(id, 'en')]));
  // Every game of the file left out: nothing to save, and each says why.
  if (items.length === 0 && refused.length > 0) {
    const key = refused.length === 1 ? 'import.notImported' : 'import.noneImported';
    return { ok: false, key, params: { n: refused.length }, notes: importNotes([], refused) };
  }
  onStage('saving');
  await painted();
  const done = await importRecords(store, items, newId);
  const outcome = outcomeOf(items, done);
  // A game found the same here, or kept as this phone has more, says nothing new of its entries.
  const told = (i: number) => !['duplicate', 'older'].includes(outcome.games[i]?.fate ?? 'duplicate');
  const unfit = items.filter((item, i) => item.unfit && told(i));
  const notes = importNotes(unfit, refused);
  return notes.length > 0 ? { ...outcome, notes } : outcome;
}

/** The outcome of a saved import: each game's fate, and the lines that say it, the first the main one. */
function outcomeOf(items: readonly ImportItem[], done: Imported): ImportOutcome & { games: ImportedGame[] } {
  const { added, duplicates, restored, newer, older, copies, ids } = done;
  const fates = new Map<string, ImportedGame['fate']>([
    ...added.map((id) => [id, 'added'] as const),
    ...restored.map((id) => [id, 'restored'] as const),
    ...duplicates.map((id) => [id, 'duplicate'] as const),
  ]);
  const offered = new Map(newer.map((n) => [n.id, n.local]));
  const kept = new Map(older.map((o) => [o.id, o.local]));
  const copyOf = new Map(copies.map((c) => [c.copy, c.id]));
  const games = items.map(({ record, summary }, i): ImportedGame => {
    const id = ids[i] ?? record.id;
    const game = { id, game: record.game, status: summary.status, winners: summary.winners };
    const original = copyOf.get(id);
    if (original !== undefined) return { ...game, fate: 'copy', copyOf: original };
    const local = offered.get(id);
    const more = record.entries.length - (local ?? kept.get(id) ?? 0);
    if (local !== undefined)
      return {
        ...game,
        fate: 'newer',
        more,
        here: local,
        offer: { record: { ...record, id }, summary, local },
      };
    if (kept.has(id)) return { ...game, fate: 'older', more: -more, here: kept.get(id) };
    return { ...game, fate: fates.get(id) ?? 'duplicate' };
  });
  const count = (fate: ImportedGame['fate']) => games.filter((g) => g.fate === fate).length;
  const lines: { key: string; params: Record<string, string | number> }[] = [];
  // The counts only when a game was saved or found the same; a file of one newer game (or copy) says just that.
  const plain = added.length + restored.length - copies.length + duplicates.length;
  if (plain > 0 || newer.length + older.length + copies.length === 0) {
    const params = {
      added: added.length + restored.length,
      duplicates: duplicates.length,
      restored: restored.length,
    };
    // "0 already here, left as they were" said nothing: the clause (…Kept) only where some were.
    // Nothing saved and every game already here: "0 games imported" first would read as a failure.
    const allHere = params.added === 0 && duplicates.length > 0;
    const key = allHere
      ? 'import.allHere'
      : `${restored.length > 0 ? 'import.doneRestored' : 'import.done'}${duplicates.length > 0 ? 'Kept' : ''}`;
    lines.push({ key, params: allHere ? { ...params, n: duplicates.length } : params });
  }
  if (count('newer') > 0) lines.push({ key: 'import.newer', params: { n: count('newer') } });
  if (count('older') > 0) lines.push({ key: 'import.older', params: { n: count('older') } });
  if (count('copy') > 0) lines.push({ key: 'import.copies', params: { n: count('copy') } });
  const [main, ...more] = lines as [(typeof lines)[number], ...typeof lines];
  return { ok: true, ...main, games, more };
}
