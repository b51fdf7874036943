// A step's own state (a die picked, a bidder marked) that starts afresh for each new entry on a screen that
// stays mounted: kept steps (ui/Stages.tsx) and the number pad's one bidder after another.
import { useState } from 'preact/hooks';

/**
 * `useState` whose value starts again from `init()` whenever `at` changes (whose entry it is: a turn, a
 * bidder, a correction), without building the part again. The setter writes for the `at` of its render.
 */
export function useFresh<T>(at: string | number, init: () => T): [T, (value: T) => void] {
  const [kept, setKept] = useState(() => ({ at, value: init() }));
  const value = kept.at === at ? kept.value : init();
  return [value, (next: T) => setKept({ at, value: next })];
}
