// A word that answers one tap (a card refused in a quick form) and stands only until the form changes: it is
// the answer to the last entry, so the next entry, whatever it is, takes its place. Tied to the form's values by
// identity, so no effect has to clear it and it never outlives the state it answered.
import { useState } from 'preact/hooks';

/** `[said, say]`: `said` is what was last said while `form` holds the same values (by identity), else null. */
export function useSaidUntil<T>(form: readonly unknown[]): [T | null, (said: T) => void] {
  const [kept, setKept] = useState<{ said: T; form: readonly unknown[] } | null>(null);
  const stands =
    kept !== null && kept.form.length === form.length && kept.form.every((v, i) => Object.is(v, form[i]));
  return [stands ? kept.said : null, (said: T) => setKept({ said, form })];
}
