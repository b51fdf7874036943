// Bundles the store benchmark page (scripts/store-bench) for the browser, into node_modules/.bench-web,
// served by `vite preview --config scripts/bench-web.vite.config.mjs` (see scripts/bench.mjs).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('./store-bench/', import.meta.url)),
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../node_modules/.bench-web/', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
