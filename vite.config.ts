// Builds Chōba: Preact through oxc's automatic JSX, the service worker and manifest through vite-plugin-pwa.
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The dev server injects each stylesheet as a <style> element, which the page's Content-Security-Policy
 * (no inline style) refuses; only under `vite` (dev) is inline style allowed. The build keeps the strict policy.
 */
const devInlineStyles: Plugin = {
  name: 'choba-dev-inline-styles',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
};

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  // The manifest tells the budget script which files each game's chunk and the first load consist of.
  build: { target: 'es2022', sourcemap: false, manifest: true, modulePreload: { polyfill: false } },
  // `npm start` serves the built, static app to phones on the same network, which may reach it by a
  // machine name (mypc.local) as well as by its address: there is nothing behind it to protect.
  preview: { port: 4173, strictPort: true, allowedHosts: true },
  plugins: [
    devInlineStyles,
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
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first install takes control at once; later versions wait until the user taps reload.
        clientsClaim: true,
      },
    }),
  ],
});
