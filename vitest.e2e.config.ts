// End-to-end tests: the built app served by `vite preview`, driven in Debian's headless Chromium (and, for the
// cross-engine smoke, Firefox ESR and WebKitGTK too: e2e/engines.e2e.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/server.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
