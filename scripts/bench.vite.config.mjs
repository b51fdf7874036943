// Bundles the replay benchmark for Node: no PWA, no public files, just the rules and the script.
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'scripts/replay-bench.ts',
    outDir: 'node_modules/.bench',
    emptyOutDir: true,
    target: 'node20',
  },
});
