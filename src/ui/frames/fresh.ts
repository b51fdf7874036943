// The one rule for a step's own state (a die picked, a bidder marked, an amount typed): it belongs to one
// entry and starts afresh for the next, on a part that stays mounted from entry to entry (kept steps,
// Stages.tsx; the number pad's one bidder after another). Dropping every kept step of a table at once is
// another thing: a key on `Stages` or above it (the table's on the game's screen: a correction, an undo).
import { useState } from 'preact/hooks';

/** Whose entry a step's state belongs to: a turn, a bidder, a correction; undefined for a part's only one. */
export type EntryKey = string | number | undefined;

/**
 * `useState` whose value starts again from `init()` whenever `at` changes, without building the part again.
 * The setter writes for the `at` of its render; given a function (not for function values), it is called
 * with the value it replaces, as useState's is (two taps before a render both count).
 */
export function useFresh<T>(at: EntryKey, init: () => T): [T, (next: T | ((was: T) => T)) => void] {
  const [kept, setKept] = useState(() => ({ at, value: init() }));
  const value = kept.at === at ? kept.value : init();
  const set = (next: T | ((was: T) => T)) =>
    setKept((was) => ({
      at,
      value: typeof next === 'function' ? (next as (was: T) => T)(was.at === at ? was.value : init()) : next,
    }));
  return [value, set];
}
