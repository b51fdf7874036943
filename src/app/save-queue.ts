// The writes of one open game: each log entry written in order, one transaction each, behind the screen;
// a failure is reported and retried, a game moved on in another tab stops the writing.
import { signal } from '@preact/signals';
import type { GameRecord, LogEntry } from '../engine/record';
import { ForkError, GoneError, type Summary } from '../store/games';
import { afterNextFrame } from '../ui/frames';

/** The part of the store a session writes to; each write names what it expects to find, by content. */
export interface EntryWriter {
  append(
    gameId: string,
    seq: number,
    entry: LogEntry,
    summary: Summary,
    prev: LogEntry | null,
  ): Promise<void>;
  removeLast(gameId: string, seq: number, summary: Summary, removed: LogEntry): Promise<void>;
  /** Writes the whole game back when its saved copy vanished (`GoneError`); absent: that is a failed write. */
  writeBack?(record: GameRecord, summary: Summary): Promise<void>;
}

/**
 * One write owed: a log entry added at `seq`, or the last one (at `seq`) taken back, with the game's state
 * once it is done (the saved game's header, what home lists, says that state, not a later one).
 */
export type SaveOp =
  | { kind: 'append'; seq: number; entry: LogEntry; prev: LogEntry | null; state: unknown }
  | { kind: 'remove'; seq: number; entry: LogEntry; state: unknown };

/** What the queue reads of the game: the log as it is now, and the header a state gets. */
export interface SaveSource {
  record(): GameRecord;
  summary(state: unknown): Summary;
}

/** Retry delay after a failed write; the entry stays in memory meanwhile. */
const RETRY_MS = 2000;

/** The writes a session owes, done in order after the frame that shows the entry. */
export class SaveQueue {
  /** Log entries confirmed written to the database. */
  readonly persisted;
  /** Writes waiting (or retrying). */
  readonly pending = signal(0);
  /** The last write failure, shown until a write succeeds. */
  readonly saveError = signal<string | null>(null);
  /** The saved game moved on in another tab: this one stops writing. */
  readonly forked = signal(false);
  private ops: SaveOp[] = [];
  private writing = false;
  /** A start of the writes is already waiting for the next frame. */
  private starting = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Ended: no screen holds it and it owes nothing; it writes no more. */
  private closed = false;
  private idle: (() => void)[] = [];

  constructor(
    private readonly store: EntryWriter,
    private readonly game: SaveSource,
    saved: number,
  ) {
    this.persisted = signal(saved);
  }

  /** Entries made but not yet written to the database (they exist only in memory). */
  unsaved(): number {
    // Read through the `pending` signal, so that a screen saying the count follows it as writes complete.
    if (this.pending.value === 0) return 0;
    return this.ops.filter((op) => op.kind === 'append').length;
  }

  /** Runs `then` once every write owed so far is done (at once if none is owed). */
  whenIdle(then: () => void): void {
    if (this.ops.length === 0) then();
    else this.idle.push(then);
  }

  /** No more writes or retries (what is still owed stays in memory only). */
  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
  }

  /** Writes still owed are retried now (after a failure). */
  retry(): void {
    clearTimeout(this.retryTimer);
    void this.pump();
  }

  /** Waits for every write so far: true once all are done, false at once while saving fails. */
  async flushed(): Promise<boolean> {
    while (this.ops.length > 0 && !this.saveError.value && !this.forked.value) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.ops.length === 0;
  }

  /** Owes one more write, started after the next frame so that the tap's frame only draws. */
  enqueue(op: SaveOp): void {
    this.ops.push(op);
    this.pending.value = this.ops.length;
    // An entry taken back is no longer what storage holds at `seq`: the entry made in its place is not saved.
    if (op.kind === 'remove') this.persisted.value = Math.min(this.persisted.value, op.seq);
    // One start for the entries of one frame: a failure stays reported until a later entry or a retry.
    if (this.starting) return;
    this.starting = true;
    afterNextFrame(() => {
      this.starting = false;
      void this.pump();
    });
  }

  private async pump(): Promise<void> {
    if (this.writing || this.closed) return;
    this.writing = true;
    clearTimeout(this.retryTimer);
    const id = this.game.record().id;
    try {
      while (this.ops.length > 0 && !this.closed) {
        const op = this.ops[0] as SaveOp;
        try {
          const summary = this.game.summary(op.state);
          if (op.kind === 'append') await this.store.append(id, op.seq, op.entry, summary, op.prev);
          else await this.store.removeLast(id, op.seq, summary, op.entry);
        } catch (error) {
          if (!(error instanceof GoneError && this.store.writeBack)) throw error;
          // The saved copy vanished (a wiped or evicted store), not moved on: the whole game in memory
          // is written back, which pays every write owed so far. An entry made while it is written is
          // owed after it, on top of the game written back.
          // The last write owed was queued with the game as it is now.
          const record = this.game.record();
          const paid = this.ops.length;
          await this.store.writeBack(record, this.game.summary(this.ops.at(-1)?.state));
          this.ops.splice(0, paid);
          this.pending.value = this.ops.length;
          this.persisted.value = record.entries.length;
          this.saveError.value = null;
          continue;
        }
        this.ops.shift();
        this.pending.value = this.ops.length;
        this.persisted.value = op.kind === 'append' ? op.seq + 1 : op.seq;
        this.saveError.value = null;
      }
      if (this.ops.length === 0) for (const then of this.idle.splice(0)) then();
    } catch (error) {
      if (error instanceof ForkError) this.forked.value = true;
      else {
        this.saveError.value = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        // The store has dropped its connection; the retry opens a new one.
        if (!this.closed) this.retryTimer = setTimeout(() => void this.pump(), RETRY_MS);
      }
    } finally {
      this.writing = false;
    }
  }
}
