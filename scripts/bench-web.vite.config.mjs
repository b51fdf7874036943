// Bundles the benchmark pages for the browser into node_modules/.bench-web: the store benchmark
// (scripts/store-bench) and the tap bench's floor page (scripts/bench/floor), served by
// `vite preview --config scripts/bench-web.vite.config.mjs` (see scripts/bench.mjs).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./'),
  publicDir: false,
  logLevel: 'warn',
  // Preact's JSX, as the app is built (vite.config.ts).
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: here('../node_modules/.bench-web/'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: { store: here('./store-bench/index.html'), floor: here('./bench/floor/index.html') },
    },
  },
});
