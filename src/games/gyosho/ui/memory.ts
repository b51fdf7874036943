// What the table entered once and the app remembers for next time: city names and wagon capacities.
import type { CellInput } from '../actions';
import type { CellKind, WagonSide } from '../state';

const KEY = 'choba.gyosho.table';

/** Remembered table data: names per card kind (distribution cities in order), capacity per wagon side. */
export interface Memory {
  names?: Partial<Record<CellKind, string[]>>;
  capacity?: Partial<Record<WagonSide, number>>;
  /** Maps laid out but not yet confirmed, by game id. */
  drafts?: Record<string, CellInput[]>;
}

/** Reads the remembered data (nothing when storage is unavailable or holds junk). */
export function recall(): Memory {
  try {
    const m = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof m === 'object' && m ? m : {};
  } catch {
    return {};
  }
}

function keep(change: Memory): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...recall(), ...change }));
  } catch {
    // Private mode or full storage: the table types the data again next time.
  }
}

/**
 * The map being laid out in one game and not yet confirmed, kept under the game's id so that names typed
 * survive a reload (issue 14); dropped once the map is entered.
 */
export function recallDraft(gameId: string | undefined): CellInput[] | null {
  if (!gameId) return null;
  const draft = recall().drafts?.[gameId];
  return Array.isArray(draft) && draft.length > 0 ? draft : null;
}

/** Keeps (or with null drops) a game's map draft. */
export function keepDraft(gameId: string | undefined, cells: readonly CellInput[] | null): void {
  if (!gameId) return;
  const drafts = { ...recall().drafts };
  if (cells) drafts[gameId] = cells.slice();
  else delete drafts[gameId];
  keep({ drafts });
}

/** Remembers the names of a map as entered, by card kind. */
export function rememberNames(cells: readonly CellInput[]): void {
  const names: Partial<Record<CellKind, string[]>> = {};
  for (const c of cells) names[c.kind] = [...(names[c.kind] ?? []), c.name.trim()];
  keep({ names });
}

/** Remembers the capacity of one wagon side. */
export function rememberCapacity(side: WagonSide, capacity: number): void {
  keep({ capacity: { ...recall().capacity, [side]: capacity } });
}

/** A layout with the remembered names put on the cards of each kind, in order. */
export function withNames(cells: readonly CellInput[], m: Memory): CellInput[] {
  const used: Partial<Record<CellKind, number>> = {};
  return cells.map((c) => {
    const k = used[c.kind] ?? 0;
    used[c.kind] = k + 1;
    const name = m.names?.[c.kind]?.[k];
    return typeof name === 'string' && name ? { ...c, name } : c;
  });
}
