// The app's page for any address a static host has no file for. A hand-over code is an address of the app
// (`HTTPS://HOST/R/CHOBA1:…`, src/app/handover/codes.ts): a phone that has never opened Chōba follows it from
// its camera app before any service worker could answer, and a plain static host (GitHub Pages, a folder on
// a web server) then serves its 404 page. GitHub Pages serves `404.html` for every missing path, Netlify and
// Cloudflare Pages read `_redirects`: with both, the receiving screen opens on any of them.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Writes `404.html` (the built index.html, asset addresses absolute) and `_redirects` beside the build. */
export function staticFallback(): Plugin {
  let outDir = 'dist';
  return {
    name: 'choba:static-fallback',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const index = await readFile(join(outDir, 'index.html'), 'utf8');
      await writeFile(join(outDir, '404.html'), index);
      // Only the codes' addresses: every other address of the app is a hash route on index.html.
      await writeFile(join(outDir, '_redirects'), '/R/* /index.html 200\n/r/* /index.html 200\n');
    },
  };
}
