// The new-game form as it is being filled in, kept in localStorage so that a reload (a phone that put the
// tab to sleep) does not lose names already typed. Cleared once the game starts.
import { nameKey } from '../engine/names';
import type { Json, Player } from '../engine/types';

/** A form in progress: the players so far, the options, and which options were set by hand. */
export interface SetupDraft {
  players: Player[];
  options: Record<string, Json>;
  /** Options the table changed; the others follow the player count (e.g. Edo's deck size). */
  touched: string[];
}

const key = (game: string) => `choba.draft.${game}`;

const isPlayer = (p: unknown): p is Player =>
  typeof p === 'object' &&
  p !== null &&
  typeof (p as Player).name === 'string' &&
  typeof (p as Player).colour === 'string';

/** The saved draft of a game's form, or null (none, or not readable: the form starts afresh). */
export function loadDraft(storage: Storage | undefined, game: string): SetupDraft | null {
  try {
    const raw = JSON.parse(storage?.getItem(key(game)) ?? 'null') as Partial<SetupDraft> | null;
    if (!raw || !Array.isArray(raw.players) || !raw.players.every(isPlayer)) return null;
    if (typeof raw.options !== 'object' || raw.options === null || Array.isArray(raw.options)) return null;
    const touched = Array.isArray(raw.touched) ? raw.touched.filter((k) => typeof k === 'string') : [];
    return { players: raw.players, options: raw.options, touched };
  } catch {
    return null;
  }
}

/** Keeps the form as it stands. */
export function saveDraft(storage: Storage | undefined, game: string, draft: SetupDraft): void {
  try {
    storage?.setItem(key(game), JSON.stringify(draft));
  } catch {
    // A full disk or private mode: the form still works, it just does not survive a reload.
  }
}

/** Forgets the draft (the game has started). */
export function clearDraft(storage: Storage | undefined, game: string): void {
  try {
    storage?.removeItem(key(game));
  } catch {
    // Nothing to do: an unreadable storage holds no draft either.
  }
}

/** The options for `count` players: the game's defaults for that count, overridden only where set by hand. */
export function optionsFor(
  defaults: Record<string, Json>,
  current: Record<string, Json>,
  touched: readonly string[],
  count: number,
): Record<string, Json> {
  const kept = Object.fromEntries(Object.entries(current).filter(([k]) => touched.includes(k)));
  return { ...defaults, ...kept, first: Math.min(Number(current.first ?? 0), count - 1) };
}

/** The first default name (`nameOf(n)`, "Player 3") no player has: a removed player's number comes back first. */
export function freeDefaultName(players: readonly Player[], nameOf: (n: number) => string): string {
  // Compared as Start compares names: "player 2" typed by hand already is Player 2.
  const taken = new Set(players.map((p) => nameKey(p.name)));
  let n = 1;
  while (taken.has(nameKey(nameOf(n)))) n++;
  return nameOf(n);
}

/**
 * The players with each default name of another language ("プレイヤー2" in a draft opened in English) put in
 * this one's; a name the table typed stays as typed.
 */
export function defaultsIn(
  players: readonly Player[],
  nameOf: (n: number) => string,
  otherNameOf: (n: number) => string,
): Player[] {
  // No game seats more than 7; a number past the seats is left by a removed row ("Player 9" of 9 tried).
  const numbers = Array.from({ length: 20 }, (_, i) => i + 1);
  return players.map((p) => {
    const n = numbers.find((k) => otherNameOf(k) === p.name);
    return n === undefined ? p : { ...p, name: nameOf(n) };
  });
}
