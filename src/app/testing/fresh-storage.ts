// Each test starts with empty localStorage: forms keep what is typed there (the quick check, the new-game form),
// and one test's counts must not be the next test's starting form.
import { afterEach } from 'vitest';

afterEach(() => {
  globalThis.localStorage?.clear();
});
