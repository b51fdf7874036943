// Decoding a record that comes from outside (an import, an old save): every field checked, first problem reported.
import * as v from 'valibot';
import { playerName } from './names';
import { entersAction, type GameRecord, type LogEntry, RECORD_FORMAT, RECORD_VERSION } from './record';
import { GAME_IDS } from './types';

const limits = { name: 40, colour: 24, players: 8, entries: 20000, type: 40 } as const;

const Index = v.pipe(v.number(), v.integer(), v.minValue(0));
// ECMAScript's own date-time form, which every engine's Date reads (valibot's ISO check also lets through
// forms such as "+09" that Date reads as an invalid date, and home then could not show the game's time).
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?(Z|[+-]\d{2}:\d{2})$/;
const Time = v.pipe(
  v.string(),
  v.maxLength(40),
  v.isoTimestamp(),
  v.regex(DATE_TIME),
  v.check((at) => !Number.isNaN(Date.parse(at)), 'a time no calendar has'),
);
const Action = v.looseObject({ type: v.pipe(v.string(), v.minLength(1), v.maxLength(limits.type)) });

const PlayerSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.check((name) => playerName(name) !== '', 'a name that shows nothing'),
    v.maxLength(limits.name),
  ),
  colour: v.pipe(v.string(), v.maxLength(limits.colour)),
});

const EntrySchema = v.variant('kind', [
  v.object({ kind: v.literal('act'), action: Action, at: Time }),
  v.object({ kind: v.literal('fix'), target: Index, action: Action, at: Time }),
  v.object({ kind: v.literal('drop'), target: Index, at: Time }),
  v.object({ kind: v.literal('ins'), before: Index, action: Action, at: Time }),
]);

/** Valibot schema of a record's envelope; each action is checked again by its game's own schema. */
export const RecordSchema = v.object({
  format: v.literal(RECORD_FORMAT),
  version: v.picklist([1, RECORD_VERSION]),
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  game: v.picklist(GAME_IDS),
  rulesVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
  createdAt: Time,
  options: v.looseObject({ first: Index }),
  players: v.pipe(v.array(PlayerSchema), v.minLength(1), v.maxLength(limits.players)),
  entries: v.pipe(v.array(EntrySchema), v.maxLength(limits.entries)),
});

/** Why an outside record was refused: an i18n code, where in the record, and details. */
export interface DecodeProblem {
  code: string;
  path: string;
  detail: string;
}

/** The result of decoding: a checked record, or the first problem found. */
export type Decoded = { ok: true; record: GameRecord } | { ok: false; problem: DecodeProblem };

/** Formats a valibot issue path the way a person reads it: entries[3].action.type */
export function formatPath(path: readonly { key?: unknown }[] | undefined): string {
  let out = '';
  for (const item of path ?? []) {
    const key = item.key;
    out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  }
  return out || '(record)';
}

/** Checks every field of a record that came from outside and reports the first problem with its path. */
export function decodeRecord(input: unknown): Decoded {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, problem: { code: 'record.notObject', path: '(record)', detail: '' } };
  }
  const version = (input as { version?: unknown }).version;
  if (
    (input as { format?: unknown }).format === RECORD_FORMAT &&
    typeof version === 'number' &&
    version > RECORD_VERSION
  ) {
    return { ok: false, problem: { code: 'record.futureVersion', path: 'version', detail: String(version) } };
  }
  const parsed = v.safeParse(RecordSchema, input, { abortEarly: true });
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return {
      ok: false,
      problem: { code: 'record.invalid', path: formatPath(issue.path), detail: issue.message },
    };
  }
  const record = parsed.output as GameRecord;
  const entries = record.entries;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i] as LogEntry;
    if (entry.kind === 'act') continue;
    // Inserted entries came with record version 2; a version-1 record that has one was not made by Chōba.
    if (entry.kind === 'ins' && record.version === 1) {
      return { ok: false, problem: { code: 'record.invalid', path: `entries[${i}].kind`, detail: 'ins' } };
    }
    const [field, target] = entry.kind === 'ins' ? ['before', entry.before] : ['target', entry.target];
    if (target >= i || !entersAction(entries[target])) {
      return {
        ok: false,
        problem: { code: 'record.badTarget', path: `entries[${i}].${field}`, detail: String(target) },
      };
    }
  }
  // The new-game form refuses two players of one name (the table could not tell them apart): so does an import.
  const names = record.players.map((p) => p.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined)
    return { ok: false, problem: { code: 'record.sameName', path: 'players', detail: twice } };
  if (record.options.first >= record.players.length) {
    return {
      ok: false,
      problem: { code: 'record.badFirst', path: 'options.first', detail: String(record.options.first) },
    };
  }
  return { ok: true, record };
}
