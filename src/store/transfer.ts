// Importing export files, or a single game record (docs/record-format.md): size-limited, parsed, every record
// checked and replayed before anything is saved.
import * as v from 'valibot';
import { type DecodeProblem, decodeRecord, formatPath } from '../engine/decode';
import { type GameRecord, RECORD_FORMAT } from '../engine/record';
import { replayWith } from '../engine/replay';
import type { AnyGameModule, GameId } from '../engine/types';
import { EXPORT_FORMAT, EXPORT_VERSION, MAX_IMPORT_BYTES, MAX_IMPORT_GAMES } from './export-file';
import type { Summary } from './games';
import { summarize } from './summary';

/** A checked import, ready to save, or the first problem with where it is. */
export type ParsedImport =
  | { ok: true; items: { record: GameRecord; summary: Summary }[] }
  | { ok: false; problem: DecodeProblem };

/** Deeper JSON than this is no Chōba file (records nest about 6 levels): refused before it is checked. */
export const MAX_DEPTH = 32;

/** The nesting depth of parsed JSON, measured without recursion so that a hostile file cannot blow the stack. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_DEPTH) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * What a file holds: an export (any number of games) or one game's record, told apart by `format`. The
 * record itself is checked field by field afterwards (decodeRecord), as each game of an export is.
 */
const FileSchema = v.variant('format', [
  v.object({
    format: v.literal(EXPORT_FORMAT),
    version: v.number(),
    exportedAt: v.string(),
    games: v.array(v.unknown()),
  }),
  v.looseObject({ format: v.literal(RECORD_FORMAT) }),
]);

const fail = (code: string, path = '(file)', detail = ''): ParsedImport => ({
  ok: false,
  problem: { code, path, detail },
});

/** Checks an export file's or a record file's text completely; `modules` are the rules that replay each game. */
export function parseImport(text: string, modules: Partial<Record<GameId, AnyGameModule>>): ParsedImport {
  if (text.length > MAX_IMPORT_BYTES) return fail('import.tooBig', '(file)', String(text.length));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('import.notJson');
  }
  if (jsonDepth(data) > MAX_DEPTH) return fail('import.tooDeep', '(file)', String(MAX_DEPTH));
  const file = v.safeParse(FileSchema, data, { abortEarly: true });
  if (!file.success) return fail('import.notExport', formatPath(file.issues[0].path), file.issues[0].message);
  const wrapped = file.output.format === EXPORT_FORMAT;
  if (file.output.format === EXPORT_FORMAT) {
    if (file.output.version > EXPORT_VERSION)
      return fail('record.futureVersion', 'version', String(file.output.version));
    // Said as a count, not as a file of another kind (issue 36): the file is Chōba's, only too full.
    if (file.output.games.length > MAX_IMPORT_GAMES)
      return fail('import.tooMany', 'games', String(file.output.games.length));
  }
  const games = file.output.format === EXPORT_FORMAT ? file.output.games : [data];
  // Where a problem lies: in an export, under its game's place; in a record file, in the record itself.
  const at = (i: number, path: string) =>
    wrapped ? `games[${i}]${path ? `.${path}` : ''}` : path || 'record';
  const items: { record: GameRecord; summary: Summary }[] = [];
  const seen = new Set<string>();
  for (const [i, raw] of games.entries()) {
    const decoded = decodeRecord(raw);
    if (!decoded.ok) return { ok: false, problem: { ...decoded.problem, path: at(i, decoded.problem.path) } };
    const record = decoded.record;
    if (seen.has(record.id)) return fail('import.repeatedId', at(i, 'id'), record.id);
    seen.add(record.id);
    const module = modules[record.game];
    if (!module) return fail('import.gameUnavailable', at(i, 'game'), record.game);
    const result = replayWith(module, record);
    if (!result.ok) return fail('import.badSetup', at(i, ''), result.violation.code);
    // Last played = the last entry's time, so an import keeps the games' order in the list.
    const lastPlayed = record.entries.at(-1)?.at ?? record.createdAt;
    items.push({ record, summary: summarize(module, result.state, record.players, lastPlayed) });
  }
  return { ok: true, items };
}
