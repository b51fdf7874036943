// Builds Chōba: Preact through oxc's automatic JSX, the service worker and manifest through vite-plugin-pwa.
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { staticFallback } from './scripts/static-fallback';

/**
 * The dev server injects each stylesheet as a <style> element, which the page's Content-Security-Policy
 * (no inline style) refuses; only under `vite` (dev) is inline style allowed. The build keeps the strict policy.
 */
const devInlineStyles: Plugin = {
  name: 'choba-dev-inline-styles',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
};

/** A module id under one of these folders (of the project, or of node_modules). */
const under =
  (...folders: string[]) =>
  (id: string): boolean =>
    folders.some((folder) => id.includes(`/${folder}/`));

/** Where the code of the `kit` chunk below lives. */
const KIT = under('src/engine', 'src/app', 'src/store', 'node_modules/valibot');

/** The modules of the `screens` chunk below, by name. */
const SCREENS = [
  'app/strings/ja',
  'app/strings/en',
  'store/bulk',
  'store/handback',
  'store/export-file',
  'app/download',
  'app/tab-lock',
  'app/wake-lock',
  'app/screens/transfer-actions',
  'app/screens/hand-back',
];

/**
 * How the code is cut into files (issue 34). Left to itself, rolldown gives each set of lazy parts that share
 * modules a chunk of its own: a game's table loaded 35 files of code, 20 of them under 1.2 KB, and a phone
 * fetching them six at a time over HTTP/1.1 waited in the queue. These groups keep the first load one file
 * and put what the lazy screens and the games share in three. No game's own code (src/games/<id>/) is
 * grouped: a game's rules and screens stay in its own chunks, and its page loads no other game's.
 */
const CHUNKS: Rolldown.CodeSplittingOptions = {
  groups: [
    // The first load: main.tsx and all it imports, Preact included, in the entry chunk. Taken first, so that
    // no group below pulls a module out of it (a group takes the modules its modules import too).
    { name: 'index', tags: ['$initial'], priority: 4 },
    // What every screen beyond home loads: its strings (both languages, loaded together by loadScreenStrings
    // in src/app/i18n.ts), and the saving, export, import and tab-lock code that the table, Settings and the
    // keeping screens share. Named one by one: a module left out of the list only costs a request.
    { name: 'screens', test: (id) => SCREENS.some((m) => id.endsWith(`/src/${m}.ts`)), priority: 3 },
    // The widgets (src/ui) two or more lazy parts share: the table, the games, their quick checks, and home's
    // tally, which needs nothing else of the kit below and is not made to wait for it.
    { name: 'widgets', test: under('src/ui'), minShareCount: 2, priority: 2 },
    // The kit: the rest of what two or more lazy parts share: the engine (replay, checks, valibot) and the
    // table's model. Handing a game over (its codes and strings) stays with the two screens that do it.
    { name: 'kit', test: (id) => KIT(id) && !id.includes('/handover'), minShareCount: 2, priority: 1 },
  ],
};

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The manifest tells the budget script which files each game's chunk and the first load consist of.
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: CHUNKS } },
  },
  // `npm start` serves the built, static app to phones on the same network, which may reach it by a
  // machine name (mypc.local) as well as by its address: there is nothing behind it to protect.
  preview: { port: 4173, strictPort: true, allowedHosts: true },
  plugins: [
    devInlineStyles,
    // 404.html and _redirects: a code's address opens the app on a static host too (first visit).
    staticFallback(),
    VitePWA({
      // The app registers the worker itself through workbox-window and asks before reloading.
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['icons/*.png', 'icons/*.svg'],
      manifest: {
        id: '/',
        name: '帳場 Chōba — ボードゲームの帳場 / table referee',
        short_name: '帳場 Chōba',
        description:
          '五つの商人ゲームの審判と得点計算 — a table referee and scorer for five merchant board games',
        lang: 'ja',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#1f3a5f',
        background_color: '#f6f1e7',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The QR decoder's WebAssembly (ZXing, 1.1 MB, 0.45 MB gzip) too: a phone offline must still
        // receive a game. It stays under workbox's 2 MiB limit for one precached file.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wasm}'],
        // The static host's copy of index.html; the worker answers every address with index.html itself.
        globIgnores: ['404.html'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first install takes control at once; later versions wait until the user taps reload.
        clientsClaim: true,
      },
    }),
  ],
});
