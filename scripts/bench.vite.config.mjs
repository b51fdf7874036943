// Bundles the benchmarks that run in Node: the replay speed of the rules (no PWA, no public files, just
// the rules and the script) and the driver of the browser benchmarks (playwright-core stays external).
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  // The tap bench's drivers use the screens' own lists (which loads a game offers, in the order shown).
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    ssr: true,
    rollupOptions: {
      input: {
        'replay-bench': 'scripts/replay-bench.ts',
        'browser-bench': 'scripts/browser-bench.ts',
        'stops-bench': 'scripts/stops-bench.ts',
      },
    },
    outDir: 'node_modules/.bench',
    emptyOutDir: true,
    target: 'node20',
  },
});
