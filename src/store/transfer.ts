// Importing export files, or a single game record (docs/record-format.md): size-limited, parsed, every record
// checked and replayed before anything is saved. A bad record is left out and named; the others still come in.
import * as v from 'valibot';
import { type DecodeProblem, decodeRecord, formatPath } from '../engine/decode';
import { type GameRecord, RECORD_FORMAT } from '../engine/record';
import { replayWith } from '../engine/replay';
import { type AnyGameModule, GAME_IDS, type GameId, type RuleViolation } from '../engine/types';
import { EXPORT_FORMAT, EXPORT_VERSION, MAX_IMPORT_BYTES, MAX_IMPORT_GAMES } from './export-file';
import type { Summary } from './games';
import { summarize } from './summary';

/** A game ready to save; `unfit` when some of its entries do not fit the rules (kept: the record is the user's). */
export interface ImportItem {
  record: GameRecord;
  summary: Summary;
  /** How many entries the replay refused, and the first of them (1 = the first entry), for the user to hear now. */
  unfit?: { n: number; first: number };
}

/** A game of the file left out, why, and what it says it is (read loosely, for the user to know it by). */
export interface RefusedGame {
  /** Its place in the file (0 = the first) and how many games the file holds. */
  index: number;
  of: number;
  /** The problem; its path, within the record, is said in words (the user never saw the fields). */
  problem: DecodeProblem;
  /** A setup the rules refuse: the rules' own reason. */
  violation?: RuleViolation;
  game?: GameId;
  names: string[];
}

/** A read file: the games to save and those left out; or, for a file that is no Chōba file at all, why. */
export type ParsedImport =
  | { ok: true; items: ImportItem[]; refused: RefusedGame[] }
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
    // Begun as JSON (an export starts with "{"), then broken: cut short in a copy, or damaged, not another kind.
    return fail(/^\s*[{[]/.test(text) ? 'import.damaged' : 'import.notJson');
  }
  if (jsonDepth(data) > MAX_DEPTH) return fail('import.tooDeep', '(file)', String(MAX_DEPTH));
  const file = v.safeParse(FileSchema, data, { abortEarly: true });
  if (!file.success) return fail('import.notExport', formatPath(file.issues[0].path), file.issues[0].message);
  if (file.output.format === EXPORT_FORMAT) {
    if (file.output.version > EXPORT_VERSION)
      return fail('record.futureVersion', 'version', String(file.output.version));
    // Said as a count, not as a file of another kind (issue 36): the file is Chōba's, only too full.
    if (file.output.games.length > MAX_IMPORT_GAMES)
      return fail('import.tooMany', 'games', String(file.output.games.length));
  }
  const games = file.output.format === EXPORT_FORMAT ? file.output.games : [data];
  const items: ImportItem[] = [];
  const refused: RefusedGame[] = [];
  const seen = new Set<string>();
  for (const [i, raw] of games.entries()) {
    const checked = checkGame(raw, modules, seen);
    if ('problem' in checked) {
      refused.push({ index: i, of: games.length, ...knownBy(raw), ...checked });
      continue;
    }
    seen.add(checked.record.id);
    items.push(checked);
  }
  return { ok: true, items, refused };
}

/** One game checked and replayed: ready to save, or why not (`path` within the record). */
function checkGame(
  raw: unknown,
  modules: Partial<Record<GameId, AnyGameModule>>,
  seen: ReadonlySet<string>,
): ImportItem | { problem: DecodeProblem; violation?: RuleViolation } {
  const decoded = decodeRecord(raw);
  if (!decoded.ok) return { problem: decoded.problem };
  const record = decoded.record;
  if (seen.has(record.id)) return { problem: { code: 'import.repeatedId', path: 'id', detail: record.id } };
  const module = modules[record.game];
  if (!module) return { problem: { code: 'import.gameUnavailable', path: 'game', detail: record.game } };
  const result = replayWith(module, record);
  if (!result.ok) {
    const problem = { code: 'import.badSetup', path: '(record)', detail: result.violation.code };
    return { problem, violation: result.violation };
  }
  // Last played = the last entry's time, so an import keeps the games' order in the list.
  const lastPlayed = record.entries.at(-1)?.at ?? record.createdAt;
  const item: ImportItem = { record, summary: summarize(module, result.state, record.players, lastPlayed) };
  const { rejected } = result;
  // In game order, not log order (an insert plays before the entry it names): the first is the lowest index.
  if (rejected.length > 0)
    item.unfit = { n: rejected.length, first: rejected.reduce((a, r) => Math.min(a, r.index), Infinity) + 1 };
  return item;
}

/** What a refused record says it is, as far as it can be read: its game and its players' names. */
function knownBy(raw: unknown): { game?: GameId; names: string[] } {
  const { game, players } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const names = (Array.isArray(players) ? players.slice(0, 8) : [])
    .map((p) => (typeof p === 'object' && p !== null ? (p as { name?: unknown }).name : undefined))
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) => name.trim().slice(0, 40));
  return GAME_IDS.includes(game as GameId) ? { game: game as GameId, names } : { names };
}
