// A game arriving (by codes or a file) for one already on this phone, compared entry by entry. The log is
// append-only: a correction or a removal is an entry of its own, and undo takes the last entry away. So a copy
// "extends" this phone's exactly when this phone's log is the start of it; an undo followed by another entry on
// either phone makes the two differ, and then both are kept (docs/record-format.md, "Hand-back").
import type { GameRecord, LogEntry } from '../engine/record';
import { type GameStore, metaOf, range, type Summary, watched } from './games';
import type { BlockRow, EntryRow } from './schema';

/** How an incoming copy stands to this phone's: the same, more entries, fewer, or each with its own. */
export type Comparison = 'same' | 'newer' | 'older' | 'differs';

/** Equal plain JSON values, whatever the order of their keys (an import rebuilds the objects it checks). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const rb = b as Record<string, unknown>;
  return ka.every((key) => Object.hasOwn(rb, key) && sameJson((a as Record<string, unknown>)[key], rb[key]));
}

/** What makes two records one game, besides the id: the game, its rules, when it began, options and players. */
type Header = Pick<GameRecord, 'game' | 'rulesVersion' | 'createdAt' | 'players'> & { options: unknown };
const sameHeader = (a: Header, b: Header) =>
  a.game === b.game &&
  a.rulesVersion === b.rulesVersion &&
  a.createdAt === b.createdAt &&
  sameJson(a.options, b.options) &&
  sameJson(a.players, b.players);

/** The first entry where two logs part (the shorter's length when one is the start of the other). */
function parting(a: readonly LogEntry[], b: readonly LogEntry[]): number {
  const shorter = Math.min(a.length, b.length);
  for (let i = 0; i < shorter; i++) if (!sameJson(a[i], b[i])) return i;
  return shorter;
}

/** How `incoming` stands to `local`, two records of the same id. */
export function compareRecords(
  local: Header & { entries: readonly LogEntry[] },
  incoming: GameRecord,
): Comparison {
  if (!sameHeader(local, incoming)) return 'differs';
  const at = parting(local.entries, incoming.entries);
  if (at < Math.min(local.entries.length, incoming.entries.length)) return 'differs';
  if (local.entries.length === incoming.entries.length) return 'same';
  return incoming.entries.length > local.entries.length ? 'newer' : 'older';
}

/** A 53-bit string hash (cyrb53), for ids that the same copy always gets. */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The id a differing copy is kept under: made from the game's id and the copy up to its first entry of its
 * own, as a version-8 (custom) UUID. The same copy imported again finds itself (nothing added twice), and the
 * other phone's copy played on later extends it (offered as an update of the copy, not copied again).
 */
export function copyIdOf(local: Header & { entries: readonly LogEntry[] }, incoming: GameRecord): string {
  const own = sameHeader(local, incoming) ? parting(local.entries, incoming.entries) : 0;
  const { game, rulesVersion, createdAt, options, players } = incoming;
  const key = JSON.stringify([
    incoming.id,
    game,
    rulesVersion,
    createdAt,
    options,
    players,
    incoming.entries.slice(0, own + 1),
  ]);
  const hex = [1, 2, 3].map((seed) => hash53(key, seed).toString(16).padStart(14, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The stores a game's saved log is read from, inside a transaction of the caller's. */
interface LogStores {
  entries: { getAll(query: IDBKeyRange): Promise<EntryRow[]> };
  blocks: { get(id: string): Promise<BlockRow | undefined> };
}

/** A saved game's log, as `GameStore.load` rebuilds it: the imported block, then the rows entered since. */
export async function savedLog(stores: LogStores, id: string): Promise<LogEntry[]> {
  const [block, rows] = await Promise.all([stores.blocks.get(id), stores.entries.getAll(range(id))]);
  return [...(block?.entries ?? []), ...rows.map((row) => row.entry)];
}

/** An update offered: the incoming copy, checked and summed up, and how many entries this phone had. */
export interface Offer {
  record: GameRecord;
  summary: Summary;
  local: number;
}

/**
 * Brings this phone's copy up to the incoming one by appending the entries it lacks, in one transaction; false
 * (nothing written) when this phone's copy is no longer the one the offer was made for (it moved on, was
 * deleted, or differs now).
 */
export async function applyOffer(store: GameStore, { record, summary, local }: Offer): Promise<boolean> {
  return store.guard(async (db) => {
    const tx = watched(
      db.transaction(['games', 'entries', 'blocks'], 'readwrite', { durability: store.durability }),
    );
    const games = tx.objectStore('games');
    const entries = tx.objectStore('entries');
    const meta = await games.get(record.id);
    const log = meta ? await savedLog({ entries, blocks: tx.objectStore('blocks') }, record.id) : [];
    if (!meta || meta.deletedAt !== null || meta.entryCount !== local || log.length !== local) {
      await tx.done;
      return false;
    }
    if (compareRecords({ ...meta, entries: log }, record) !== 'newer') {
      await tx.done;
      return false;
    }
    await Promise.all(
      record.entries
        .slice(local)
        .map((entry, i) => entries.add({ gameId: record.id, seq: local + i, entry })),
    );
    // The header follows the incoming copy (its entry count, status and record version), keeping this phone's notes.
    const { entryCount, status, winners, updatedAt } = metaOf(record, summary);
    const recordVersion = Math.max(meta.recordVersion ?? 1, record.version) as GameRecord['version'];
    await games.put({ ...meta, entryCount, status, winners, updatedAt, recordVersion });
    await tx.done;
    return true;
  });
}
