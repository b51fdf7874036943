// Serves dist/ with `vite preview` on a port of its own for the end-to-end tests, and stops it after.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

/** The port the tests reach the app on (not 4173, so that `npm start` may run beside the tests). */
export const PORT = 4318;
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
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
  server = spawn(
    'node_modules/.bin/vite',
    ['preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
    {
      stdio: 'ignore',
    },
  );
  await waitForServer(`http://127.0.0.1:${PORT}/`, 20_000);
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
