// Browsers with a profile of their own, on a small disk of their own where the test needs a really full one.
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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

/**
 * A profile whose database folder is a small filesystem of its own (CI runs as root), to fill and free; the
 * reason, where it cannot be had. Only the database is on it: the browser's own journals (its history, its
 * icons) give space back by truncating themselves, and then an entry was written as if the disk had room.
 */
export function smallDisk(mb: number): { dir: string; fill: () => void; free: () => void } | string {
  const profile = profileDir('disk');
  const databases = join(profile, 'Default', 'IndexedDB');
  mkdirSync(databases, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${mb}m`, 'tmpfs', databases], { stdio: 'pipe' });
  } catch (error) {
    return `cannot mount a tmpfs here (${String(error).split('\n')[0]})`;
  }
  // Not a database's name, so the browser leaves it alone.
  const filler = join(databases, 'filler');
  // Open handles on the database's files: a file it deletes keeps its space while one is held. Reopening the
  // database after a failed write rotates its own log, and the space that freed took the next entry.
  const held: number[] = [];
  const release = () => {
    for (const fd of held.splice(0)) closeSync(fd);
  };
  cleanups.push(() => {
    release();
    execFileSync('umount', ['-l', databases]);
  });
  return {
    dir: profile,
    // The database's files held, then big chunks first, then ever smaller ones, until not one byte more fits.
    fill: () => {
      for (const name of readdirSync(databases, { recursive: true, encoding: 'utf8' })) {
        const path = join(databases, name);
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
