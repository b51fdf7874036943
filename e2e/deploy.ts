// A new version of the app, as a deploy brings it: any byte change to the built sw.js is an update.
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

const SW = `${process.env.E2E_DIST ?? 'dist'}/sw.js`;
let original: string | undefined;

/** Deploys a new version (`note` makes each one differ) and has the page's browser look for it now. */
export async function deployUpdate(page: Page, note: string): Promise<void> {
  original ??= await readFile(SW, 'utf8');
  await writeFile(SW, `${original}\n// ${note}\n`);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
}

/** Puts the built sw.js back (run in afterAll of a file that deployed). */
export async function undeploy(): Promise<void> {
  if (original !== undefined) await writeFile(SW, original);
}
