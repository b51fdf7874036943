// Serves dist/ with `vite preview` on a port of its own for the end-to-end tests, and stops it after.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

/** The port the tests reach the app on (not 4173, so that `npm start` may run beside the tests). */
export const PORT = Number(process.env.E2E_PORT ?? 4318);
/** The built app to serve (another folder lets several builds be tested side by side). */
const DIST = process.env.E2E_DIST ?? 'dist';
let server: ChildProcess | undefined;

async function waitForServer(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`preview server did not answer at ${url}`);
}

/** Starts the preview server (the build must exist: `npm test` builds before the e2e step). */
export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(`${DIST}/index.html`)) throw new Error(`${DIST}/ is missing: run \`npm run build\` first`);
  const args = ['preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1', '--outDir', DIST];
  server = spawn('node_modules/.bin/vite', args, { stdio: 'ignore' });
  // A server that exits at once (port taken) must not let the tests run against whatever holds the port.
  const exited = new Promise<never>((_, reject) =>
    server?.once('exit', (code) =>
      reject(new Error(`vite preview exited (${code}): is port ${PORT} taken?`)),
    ),
  );
  await Promise.race([waitForServer(`http://127.0.0.1:${PORT}/`, 20_000), exited]);
  project.provide('baseUrl', `http://127.0.0.1:${PORT}`);
}

/** Stops the preview server. */
export async function teardown(): Promise<void> {
  server?.kill();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
