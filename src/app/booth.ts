// Demo-booth state: the game screen lock, when the booth tally was last cleared, and which games it counts.
import { signal } from '@preact/signals';
import type { GameMeta } from '../store/schema';
import type { Route } from './router';

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
  /**
   * While locked, the one new-game form the screen may show: the locked game's own (new players at a demo
   * table), whose game starts locked in its place. Gone once the screen leaves that form.
   */
  readonly form = signal<string | null>(null);

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
    this.form.value = null;
    write(this.storage, LOCK_KEY, null);
  }

  /** Opens the way from the locked game to the new-game form of `game` (see `form`). */
  lendForm(game: string): void {
    if (this.locked.value) this.form.value = game;
  }

  /** Where a locked screen must go instead of `route` (null: `route` may be shown); drops a form left. */
  redirect(route: Route): Route | null {
    const locked = this.locked.value;
    // Read without subscribing: the form is lent before the route changes, and dropped here.
    const lent = route.name === 'new' && route.game !== undefined && route.game === this.form.peek();
    if (!lent) this.form.value = null;
    if (!locked || lent) return null;
    if ((route.name === 'game' || route.name === 'handover') && route.id === locked) return null;
    return { name: 'game', id: locked };
  }

  /** A game started from the lent form takes the lock: the new game's screen is locked as the last one was. */
  started(game: string, id: string): void {
    if (this.locked.peek() && this.form.peek() === game) this.lock(id);
    this.form.value = null;
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
