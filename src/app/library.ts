// The saved games as the home screen sees them: list, create, open, delete with undo, export, import.
import { signal } from '@preact/signals';
import type { GameRecord } from '../engine/record';
import type { GameStore } from '../store/games';
import type { GameMeta } from '../store/schema';
import type { MonotonicClock } from './clock';
import type { Persistence } from './keeping';
import { Sessions } from './sessions';

/** How long a deleted game can be brought back (it is purged at the next start after that). */
const UNDO_DELETE_MS = 24 * 60 * 60 * 1000;

/** The library model: one per app, created at start and passed down. */
export class Library {
  readonly games = signal<GameMeta[] | null>(null);
  /** The games deleted while the app has been open, each kept in its place on home to be brought back. */
  readonly deleted = signal<readonly GameMeta[]>([]);
  /** The saved games could not be read: never shown as "no games yet" (the cause goes to the console only). */
  readonly unreadable = signal(false);
  /** How the browser answered the request to keep the saved games (refused in a private window, say). */
  readonly persistence = signal<Persistence>('asking');
  /** The open games' sessions in this tab: one writer per game. */
  readonly sessions = new Sessions();

  /** `forget` drops what the app keeps beside a game (its list of moves) once the game is purged for good. */
  constructor(
    readonly store: Promise<GameStore>,
    private readonly now: () => Date,
    private readonly clock?: MonotonicClock,
    private readonly forget?: (ids: readonly string[]) => void,
  ) {}

  /**
   * Asks the browser not to evict the saved games under storage pressure. An engine without the API
   * (WebKitGTK) is noted as such; one that has not answered after `waitMs` (headless Firefox never does, and
   * Firefox waits for its permission prompt) is noted as silent, and a later answer still counts.
   */
  async askToKeep(storage: StorageManager | undefined, waitMs: number): Promise<void> {
    if (typeof storage?.persist !== 'function') {
      this.persistence.value = 'unavailable';
      return;
    }
    const timer = setTimeout(() => {
      if (this.persistence.value === 'asking') this.persistence.value = 'silent';
    }, waitMs);
    try {
      this.persistence.value = (await storage.persist()) ? 'granted' : 'refused';
    } catch {
      // Refused by throwing (a sandboxed frame, say): the games are no better kept than after a "no".
      this.persistence.value = 'refused';
    } finally {
      clearTimeout(timer);
    }
  }

  /** Reloads the list, purging games deleted long enough ago. */
  async refresh(): Promise<void> {
    try {
      const store = await this.store;
      const cutoff = new Date(this.now().getTime() - UNDO_DELETE_MS).toISOString();
      const purged = await store.purgeDeleted(cutoff);
      if (purged.length > 0) this.forget?.(purged);
      // A deletion purged for good can no longer be taken back (an app left open for a day).
      this.deleted.value = this.deleted.value.filter(
        (meta) => meta.deletedAt !== null && meta.deletedAt >= cutoff,
      );
      const games = await store.list();
      // Whatever was saved last, new entries are stamped after it, even if the phone's clock went back.
      for (const meta of games.slice(0, 1)) this.clock?.observe(meta.updatedAt);
      this.games.value = games;
      this.unreadable.value = false;
    } catch (error) {
      console.warn('Chōba: the saved games could not be read', error);
      this.unreadable.value = true;
      this.games.value = null;
    }
  }

  /** A saved game's record. */
  async load(id: string): Promise<GameRecord | undefined> {
    const record = await (await this.store).load(id);
    const last = record?.entries.at(-1)?.at;
    if (last) this.clock?.observe(last);
    return record;
  }

  /** Deletes a game; `undoDelete` brings it back, however many were deleted after it. */
  async remove(meta: GameMeta): Promise<void> {
    const deletedAt = this.now().toISOString();
    await (await this.store).remove(meta.id, deletedAt);
    this.deleted.value = [...this.deleted.value.filter((m) => m.id !== meta.id), { ...meta, deletedAt }];
    await this.refresh();
  }

  /** Marks a game handed over to another phone. */
  async markHandedOver(id: string): Promise<void> {
    await (await this.store).markHandedOver(id, this.now().toISOString());
    await this.refresh();
  }

  /** Takes back the deletion of game `id`. */
  async undoDelete(id: string): Promise<void> {
    if (!this.deleted.value.some((m) => m.id === id)) return;
    await (await this.store).restore(id);
    this.deleted.value = this.deleted.value.filter((m) => m.id !== id);
    await this.refresh();
  }

  /** The saved games and those deleted here, newest first: a deleted game keeps its row. */
  rows(): readonly GameMeta[] | null {
    const games = this.games.value;
    if (games === null) return null;
    const here = new Set(games.map((m) => m.id));
    const gone = this.deleted.value.filter((m) => !here.has(m.id));
    return [...games, ...gone].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  }
}
