// The first visit to a hand-over code's address, on a plain static host (issue 35): a phone that has never
// opened Chōba follows a code from its camera app (`https://host/R/CHOBA1:…`) before any service worker could
// answer. A static host has no file at that path; like GitHub Pages, the server here answers every missing
// path with the site's 404.html and status 404, and nothing else: no SPA fallback (vite preview has one).
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, phone } from './browser';
import { s } from './handover';

const DIST = process.env.E2E_DIST ?? 'dist';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** A static host: files as they are, and 404.html with status 404 for any path that names no file. */
function staticHost(): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const file = join(DIST, normalize(path.endsWith('/') ? `${path}index.html` : path));
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': TYPES['.html'] as string });
      response.end(await readFile(join(DIST, '404.html')).catch(() => 'Not Found'));
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let browser: Browser;
let host: Server;
beforeAll(async () => {
  browser = await launch();
  host = await staticHost();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((done) => host?.close(done));
});

describe('a code followed from a camera app, on a static host', () => {
  it('opens the receiving screen on the first visit, and the address becomes the app’s own', async () => {
    const context = await phone(browser, 'en-US');
    const page = await context.newPage();
    const { port } = host.address() as AddressInfo;
    // As a camera app opens it: the code's first part, in upper case (QR alphanumeric mode).
    const response = await page.goto(`http://127.0.0.1:${port}/R/CHOBA1:7259E7B6:1:15:ABCDEF`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: s('handover.receive.title') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).hash).toBe('#/receive');
    await context.close();
  });
});
