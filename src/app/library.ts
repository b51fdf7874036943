// The saved games as the home screen sees them: list, create, open, delete with undo, export, import.
import { signal } from '@preact/signals';
import type { GameRecord } from '../engine/record';
import type { GameStore } from '../store/games';
import type { GameMeta } from '../store/schema';
import type { MonotonicClock } from './clock';
import { Sessions } from './sessions';

/** How long a deleted game can be brought back (it is purged at the next start after that). */
const UNDO_DELETE_MS = 24 * 60 * 60 * 1000;

/** The library model: one per app, created at start and passed down. */
export class Library {
  readonly games = signal<GameMeta[] | null>(null);
  readonly lastDeleted = signal<GameMeta | null>(null);
  /** Why the saved games could not be read (null when they could): never shown as "no games yet". */
  readonly error = signal<string | null>(null);
  /** Whether the browser promised to keep the saved games (false in a private window or when refused). */
  readonly persisted = signal<boolean | null>(null);
  /** The open games' sessions in this tab: one writer per game. */
  readonly sessions = new Sessions();

  constructor(
    readonly store: Promise<GameStore>,
    private readonly now: () => Date,
    private readonly clock?: MonotonicClock,
  ) {}

  /** Reloads the list, purging games deleted long enough ago. */
  async refresh(): Promise<void> {
    try {
      const store = await this.store;
      await store.purgeDeleted(new Date(this.now().getTime() - UNDO_DELETE_MS).toISOString());
      const games = await store.list();
      // Whatever was saved last, new entries are stamped after it, even if the phone's clock went back.
      for (const meta of games.slice(0, 1)) this.clock?.observe(meta.updatedAt);
      this.games.value = games;
      this.error.value = null;
    } catch (error) {
      this.error.value = String(error);
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

  /** Deletes a game; `undoDelete` brings it back. */
  async remove(meta: GameMeta): Promise<void> {
    await (await this.store).remove(meta.id, this.now().toISOString());
    this.lastDeleted.value = meta;
    await this.refresh();
  }

  /** Marks a game handed over to another phone. */
  async markHandedOver(id: string): Promise<void> {
    await (await this.store).markHandedOver(id, this.now().toISOString());
    await this.refresh();
  }

  /** Takes back the last deletion. */
  async undoDelete(): Promise<void> {
    const meta = this.lastDeleted.value;
    if (!meta) return;
    await (await this.store).restore(meta.id);
    this.lastDeleted.value = null;
    await this.refresh();
  }
}
