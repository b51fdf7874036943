// The database connection as something that can die: the browser closes it under a full disk, a cleared
// site or an upgrade in another tab, and a failed write may leave it unusable. The next request opens a
// new one; nothing waits for a reload.
import type { IDBPDatabase } from 'idb';
import { openChobaDB } from './db';
import type { ChobaDB } from './schema';

/** Opens a connection; `onGone` runs when the browser closes it abnormally. */
export type Opener = (onGone: () => void) => Promise<IDBPDatabase<ChobaDB>>;

/** One live connection at a time, reopened on demand after it was lost or dropped. */
export class Connection {
  private current: Promise<IDBPDatabase<ChobaDB>> | null = null;
  /** How many connections were opened (the first, then one after each loss). */
  opened = 0;

  constructor(private readonly opener: Opener) {}

  /** The database named `name` (the app's own by default). */
  static of(name?: string): Connection {
    return new Connection((onGone) => openChobaDB(name, undefined, onGone));
  }

  /** The live connection, opening one if there is none. A failed open is not kept: the next call tries again. */
  get(): Promise<IDBPDatabase<ChobaDB>> {
    if (!this.current) {
      this.opened++;
      const opening = this.opener(() => {
        if (this.current === opening) this.current = null;
      });
      this.current = opening;
      opening.catch(() => {
        if (this.current === opening) this.current = null;
      });
    }
    return this.current;
  }

  /** Drops the connection (after a failed request): closed now, and a fresh one is opened on the next call. */
  drop(): void {
    const gone = this.current;
    this.current = null;
    gone?.then((db) => db.close()).catch(() => undefined);
  }
}
