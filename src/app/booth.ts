// Demo-booth state: the game screen lock, when the booth tally was last cleared, and which games it counts.
import { signal } from '@preact/signals';
import type { GameMeta } from '../store/schema';

const LOCK_KEY = 'choba.lock';
const TALLY_KEY = 'choba.tallyClearedAt';

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage refused: the state still holds for this visit.
  }
}

/** The booth model: which game the screen is locked to (if any), and the tally's start. */
export class Booth {
  readonly locked;
  readonly tallySince;

  constructor(private readonly storage: Storage | undefined) {
    this.locked = signal<string | null>(read(storage, LOCK_KEY));
    this.tallySince = signal<string | null>(read(storage, TALLY_KEY));
  }

  /** Keeps the screen on game `id` until unlocked with a long press. */
  lock(id: string): void {
    this.locked.value = id;
    write(this.storage, LOCK_KEY, id);
  }

  /** Releases the lock. */
  unlock(): void {
    this.locked.value = null;
    write(this.storage, LOCK_KEY, null);
  }

  /** Starts the booth tally afresh from `now`; returns where it started before, for `restoreTally`. */
  clearTally(now: Date): string | null {
    const before = this.tallySince.value;
    this.tallySince.value = now.toISOString();
    write(this.storage, TALLY_KEY, this.tallySince.value);
    return before;
  }

  /** Undoes a clearing: the tally starts where it did before (`before`, from `clearTally`). */
  restoreTally(before: string | null): void {
    this.tallySince.value = before;
    write(this.storage, TALLY_KEY, before);
  }
}

/** The games of the booth tally: finished on the day of `now` (local time) and since the tally was last
 * cleared, in the order given (the list is last played first). */
export function tallied(metas: readonly GameMeta[], since: string | null, now: Date): GameMeta[] {
  const today = now.toDateString();
  return metas.filter(
    (m) =>
      m.status === 'finished' &&
      m.deletedAt === null &&
      new Date(m.updatedAt).toDateString() === today &&
      m.updatedAt > (since ?? ''),
  );
}
