// One open game: the record, its replayed state, and every entry saved in order, one transaction each.
import { signal } from '@preact/signals';
import { withEntry, withoutLast } from '../engine/log';
import type { GameRecord, LogEntry } from '../engine/record';
import { type Rejected, replayWith, type Slot, step } from '../engine/replay';
import type { AnyGameModule, Json, Prompt, RuleViolation } from '../engine/types';
import { isViolation, violation } from '../engine/violation';
import { ForkError, type Summary } from '../store/games';
import { summarize } from '../store/summary';

/** The part of the store a session writes to. */
export interface EntryWriter {
  append(gameId: string, seq: number, entry: LogEntry, summary: Summary): Promise<void>;
  removeLast(gameId: string, seq: number, summary: Summary): Promise<void>;
}

/** What the screens show of the game now. */
export interface SessionView {
  state: unknown;
  prompt: Prompt;
  over: boolean;
  rejected: Rejected[];
}

type ActEntry = Extract<LogEntry, { kind: 'act' }>;
type Op = { kind: 'append'; seq: number; entry: LogEntry } | { kind: 'remove'; seq: number };

/** Retry delay after a failed write; the entry stays in memory meanwhile. */
const RETRY_MS = 2000;

/** A game being played: enter, undo, redo, correct; saving runs behind, in order, and reports failures. */
export class GameSession {
  readonly record;
  readonly view;
  /** Log entries confirmed written to the database. */
  readonly persisted;
  /** Writes waiting (or retrying). */
  readonly pending = signal(0);
  /** The last write failure, shown until a write succeeds. */
  readonly saveError = signal<string | null>(null);
  /** The saved game moved on in another tab: this one stops writing. */
  readonly forked = signal(false);
  /** Another tab holds this game: this one only shows it. */
  readonly readOnly = signal(false);
  readonly canRedo = signal(false);
  /** The state each applied log entry was applied to, by log index (for log lines and history). */
  private before = new Map<number, unknown>();
  private applied: Slot[] = [];
  private redoStack: LogEntry[] = [];
  private ops: Op[] = [];
  private writing = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly module: AnyGameModule,
    record: GameRecord,
    private readonly store: EntryWriter,
    private readonly now: () => string,
  ) {
    this.record = signal(record);
    this.persisted = signal(record.entries.length);
    this.view = signal<SessionView>(this.rebuild(record));
  }

  /** The state an applied log entry was applied to. */
  stateBefore(index: number): unknown {
    return this.before.get(index);
  }

  /** The actions in force, each with its log index. */
  appliedSlots(): readonly Slot[] {
    return this.applied;
  }

  /** Enters an action: refused with the reason and nothing changed, or applied and queued for saving. */
  submit(action: Json): RuleViolation | null {
    const blocked = this.blocked();
    if (blocked) return blocked;
    const current = this.view.value;
    const next = step(this.module, current.state, action);
    if (isViolation(next)) return next;
    const entry: ActEntry = { kind: 'act', action, at: this.now() };
    this.redoStack = [];
    this.canRedo.value = false;
    this.appendApplied(entry, current.state, next);
    return null;
  }

  /** Takes back the last log entry (an entry or a correction). */
  undo(): void {
    if (this.blocked()) return;
    const { record, removed } = withoutLast(this.record.value);
    if (!removed) return;
    const index = record.entries.length;
    const lastApplied = this.applied.at(-1);
    if (removed.kind === 'act' && lastApplied?.index === index && this.view.value.rejected.length === 0) {
      const state = this.before.get(index);
      this.before.delete(index);
      this.applied.pop();
      this.record.value = record;
      this.view.value = { ...this.describeState(state), rejected: [] };
    } else {
      this.record.value = record;
      this.view.value = this.rebuild(record);
    }
    this.redoStack.push(removed);
    this.canRedo.value = true;
    this.enqueue({ kind: 'remove', seq: index });
  }

  /** Enters again the last entry taken back, as it was. */
  redo(): void {
    if (this.blocked()) return;
    const entry = this.redoStack.pop();
    this.canRedo.value = this.redoStack.length > 0;
    if (!entry) return;
    this.commit(withEntry(this.record.value, entry), entry);
  }

  /** Corrects the action of a past entry; later entries that no longer fit are reported, not dropped. */
  correct(target: number, action: Json): RuleViolation | null {
    return this.amend({ kind: 'fix', target, action, at: this.now() });
  }

  /** Removes a past entry from the game (recorded in the log, so undo brings it back). */
  remove(target: number): RuleViolation | null {
    return this.amend({ kind: 'drop', target, at: this.now() });
  }

  /** Writes still owed to the database are retried now (after a failure). */
  retry(): void {
    clearTimeout(this.retryTimer);
    void this.pump();
  }

  /** Resolves when every write so far has completed (used before an app update reloads the page). */
  async flushed(): Promise<void> {
    while (this.ops.length > 0 && !this.saveError.value && !this.forked.value) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private blocked(): RuleViolation | null {
    if (this.forked.value) return violation('app.err.forked', 'app');
    if (this.readOnly.value) return violation('app.err.otherTab', 'app');
    return null;
  }

  private amend(entry: LogEntry): RuleViolation | null {
    const blocked = this.blocked();
    if (blocked) return blocked;
    if (entry.kind === 'act' || this.record.value.entries[entry.target]?.kind !== 'act') {
      return violation('app.err.notAnEntry', 'app');
    }
    const candidate = withEntry(this.record.value, entry);
    const result = replayWith(this.module, candidate);
    const ownRejection = result.ok ? result.rejected.find((r) => r.index === entry.target) : undefined;
    if (entry.kind === 'fix' && ownRejection) return ownRejection.violation;
    this.redoStack = [];
    this.canRedo.value = false;
    this.commit(candidate, entry);
    return null;
  }

  private appendApplied(entry: ActEntry, before: unknown, next: unknown): void {
    const record = withEntry(this.record.value, entry);
    const index = record.entries.length - 1;
    this.before.set(index, before);
    this.applied.push({ index, action: entry.action });
    this.record.value = record;
    this.view.value = { ...this.describeState(next), rejected: this.view.value.rejected };
    this.enqueue({ kind: 'append', seq: index, entry });
  }

  private commit(record: GameRecord, entry: LogEntry): void {
    this.record.value = record;
    this.view.value = this.rebuild(record);
    this.enqueue({ kind: 'append', seq: record.entries.length - 1, entry });
  }

  private describeState(state: unknown): Omit<SessionView, 'rejected'> {
    return { state, prompt: this.module.prompt(state), over: this.module.isOver(state) };
  }

  private rebuild(record: GameRecord): SessionView {
    const before = new Map<number, unknown>();
    // Trusted: every entry the session holds passed `step` (or the import's check) when it was entered.
    const result = replayWith(this.module, record, (slot, state) => before.set(slot.index, state), {
      trusted: true,
    });
    if (!result.ok) throw new Error(`game ${record.id} cannot be set up: ${result.violation.code}`);
    this.before = before;
    this.applied = result.applied;
    return { state: result.state, prompt: result.prompt, over: result.over, rejected: result.rejected };
  }

  private summary(): Summary {
    const { record, view } = this;
    return summarize(this.module, view.value.state, record.value.players, this.now());
  }

  private enqueue(op: Op): void {
    this.ops.push(op);
    this.pending.value = this.ops.length;
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    const id = this.record.value.id;
    try {
      while (this.ops.length > 0) {
        const op = this.ops[0] as Op;
        if (op.kind === 'append') await this.store.append(id, op.seq, op.entry, this.summary());
        else await this.store.removeLast(id, op.seq, this.summary());
        this.ops.shift();
        this.pending.value = this.ops.length;
        this.persisted.value = op.kind === 'append' ? op.seq + 1 : op.seq;
        this.saveError.value = null;
      }
    } catch (error) {
      if (error instanceof ForkError) this.forked.value = true;
      else {
        this.saveError.value = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        this.retryTimer = setTimeout(() => void this.pump(), RETRY_MS);
      }
    } finally {
      this.writing = false;
    }
  }
}
