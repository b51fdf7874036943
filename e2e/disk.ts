// Browsers with a profile of their own, on a small disk of their own where the test needs a really full one.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM } from './chromium';

/** What a test file must undo after its tests (mounts, profile folders): run them in its afterAll. */
export const cleanups: (() => void)[] = [];

/** Runs and forgets the cleanups, newest first. */
export function cleanUp(): void {
  for (const clean of cleanups.splice(0).reverse()) clean();
}

/** A fresh profile folder, removed by cleanUp. */
export function profileDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `choba-${prefix}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A phone-sized browser whose profile lives in `dir`. */
export function phoneAt(dir: string, args: string[] = []): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    ...CHROMIUM,
    args: [...CHROMIUM.args, ...args],
    viewport: { width: 360, height: 640 },
    locale: 'en-US',
    hasTouch: true,
    isMobile: true,
  });
}

/** A small filesystem of its own for the profile (CI runs as root); null, with the reason, where it cannot be had. */
export function smallDisk(mb: number): { dir: string; fill: () => void; free: () => void } | string {
  const dir = mkdtempSync(join(tmpdir(), 'choba-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${mb}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return `cannot mount a tmpfs here (${String(error).split('\n')[0]})`;
  }
  const profile = join(dir, 'profile');
  const filler = join(dir, 'filler');
  // Open handles on the profile's files: a file the browser deletes keeps its space while one is held. Reopening
  // the database after a failed write rotates its own log files, and what that freed let the next entry be
  // written as if the disk had room.
  const held: number[] = [];
  const release = () => {
    for (const fd of held.splice(0)) closeSync(fd);
  };
  cleanups.push(() => {
    release();
    execFileSync('umount', ['-l', dir]);
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir: profile,
    // The profile's files held, then big chunks first, then ever smaller ones, until not one byte more fits.
    fill: () => {
      for (const name of readdirSync(profile, { recursive: true, encoding: 'utf8' })) {
        const path = join(profile, name);
        try {
          if (statSync(path).isFile()) held.push(openSync(path, 'r'));
        } catch {
          // Deleted between the listing and the open: nothing of it to hold.
        }
      }
      for (const size of [256 * 1024, 4096, 64, 1]) {
        const chunk = Buffer.alloc(size, 1);
        for (let i = 0; ; i++) {
          try {
            writeFileSync(filler, chunk, { flag: 'a' });
          } catch {
            break;
          }
          if (i > 100_000) throw new Error('the disk never filled');
        }
      }
    },
    free: () => {
      release();
      rmSync(filler, { force: true });
    },
  };
}
