// `npx vitest run -c scripts/handover-bench.config.ts`: the hand-over camera bench (scripts/handover-bench.ts),
// served and driven like the end-to-end tests (the built app from E2E_DIST, on E2E_PORT), but not one of them.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['scripts/handover-bench.ts'],
    environment: 'node',
    globalSetup: ['e2e/server.ts'],
    testTimeout: 3_600_000,
    hookTimeout: 300_000,
  },
});
