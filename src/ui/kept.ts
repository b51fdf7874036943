// A quick check's counts, kept in localStorage as they are typed: a reload, a tab the phone put to sleep, or a
// look at another screen and back must not lose a whole table's counts. The quick check has no game record, so
// this is the only copy. A kept value that no longer has the form's shape, or holds a value the form no longer
// offers (an older version's icon or card), is dropped.
import { useState } from 'preact/hooks';

const PREFIX = 'choba.quick.';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * Whether `value` has `template`'s shape: same kinds, same keys, arrays of the same length (an empty template
 * array takes any array, a null anything: it is a field not filled in yet). Enough to reject what an older
 * form kept.
 */
export function sameShape(value: unknown, template: unknown): boolean {
  if (template === null) return true;
  if (Array.isArray(template)) {
    if (!Array.isArray(value)) return false;
    if (template.length === 0) return true;
    return value.length === template.length && value.every((v, i) => sameShape(v, template[i]));
  }
  if (typeof template === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const v = value as Record<string, unknown>;
    return Object.entries(template).every(([k, t]) => k in v && sameShape(v[k], t));
  }
  return typeof value === typeof template;
}

/** A `fits` check for a value that must be one of `values` (a switch's choices, a player count). */
export const oneOf =
  <T>(values: readonly T[]) =>
  (value: T): boolean =>
    values.includes(value);

function read<T>(key: string, init: T, fits: (value: T) => boolean): T {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (raw == null) return init;
    const value: unknown = JSON.parse(raw);
    return sameShape(value, init) && fits(value as T) ? (value as T) : init;
  } catch {
    return init;
  }
}

/**
 * Like useState, for one part of a quick check (`key` is "<game>.<part>"): kept across reloads. `fits` says
 * whether a kept value of the right shape holds only what the form can show; if not, the form starts fresh.
 */
export function useKept<T>(
  key: string,
  init: () => T,
  fits: (value: T) => boolean = () => true,
): [T, (next: T | ((was: T) => T)) => void] {
  const [value, setValue] = useState(() => read(key, init(), fits));
  const set = (next: T | ((was: T) => T)) =>
    setValue((was) => {
      const now = typeof next === 'function' ? (next as (was: T) => T)(was) : next;
      try {
        storage()?.setItem(PREFIX + key, JSON.stringify(now));
      } catch {
        // Private mode or a full disk: the form still works, it just does not survive a reload.
      }
      return now;
    });
  return [value, set];
}

/** Forgets everything kept for `game`'s quick check; returns it, for an Undo. */
export function clearKept(game: string): Record<string, string> {
  const s = storage();
  const taken: Record<string, string> = {};
  if (!s) return taken;
  const prefix = `${PREFIX}${game}.`;
  for (let i = s.length - 1; i >= 0; i--) {
    const k = s.key(i);
    const v = k?.startsWith(prefix) ? s.getItem(k) : null;
    if (k && v != null) taken[k] = v;
  }
  for (const k of Object.keys(taken)) s.removeItem(k);
  return taken;
}

/** Puts back what `clearKept` took. */
export function restoreKept(taken: Record<string, string>): void {
  try {
    for (const [k, v] of Object.entries(taken)) storage()?.setItem(k, v);
  } catch {
    // A full disk: nothing can be put back, and the form says what it holds.
  }
}
