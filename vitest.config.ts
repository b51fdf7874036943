// Unit tests: rules, kernel and store in Node; screens in happy-dom (per-file environment comment).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Screens are rendered without the lazy loader that brings the shell's screen strings in the app; each test
    // starts with empty localStorage.
    setupFiles: ['src/app/testing/screen-strings.ts', 'src/app/testing/fresh-storage.ts'],
    // Property tests replay whole games many times: on a shared 2-core machine 5 s is too tight a limit.
    testTimeout: 90_000,
  },
});
