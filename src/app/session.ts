// One open game: its record and replayed state; entries, undo, redo, corrections (its writes: save-queue.ts).
import { signal } from '@preact/signals';
import { withEntry, withoutLast } from '../engine/log';
import { entersAction, type GameRecord, type LogEntry, RECORD_VERSION } from '../engine/record';
import { effectiveActions, type Rejected, replayWith, type Slot, step } from '../engine/replay';
import type { AnyGameModule, Json, Prompt, RuleViolation } from '../engine/types';
import { isViolation, violation } from '../engine/violation';
import type { Summary } from '../store/games';
import { summarize } from '../store/summary';
import { type EntryWriter, SaveQueue } from './save-queue';

export type { EntryWriter } from './save-queue';

/** What the screens show of the game now. */
export interface SessionView {
  state: unknown;
  prompt: Prompt;
  over: boolean;
  rejected: Rejected[];
}

type ActEntry = Extract<LogEntry, { kind: 'act' }>;

/** A game being played: enter, undo, redo, correct; saving runs behind, in order (save-queue.ts). */
export class GameSession {
  readonly record;
  readonly view;
  /** The writes this game owes, and how they went. */
  private readonly saves: SaveQueue;
  /** Log entries confirmed written to the database. */
  readonly persisted;
  /** Writes waiting (or retrying). */
  readonly pending;
  /** The last write failure, shown until a write succeeds. */
  readonly saveError;
  /** The saved game moved on in another tab: this one stops writing. */
  readonly forked;
  /** Another tab holds this game: this one only shows it. */
  readonly readOnly = signal(false);
  readonly canRedo = signal(false);
  /** The state each applied log entry was applied to, by log index (for log lines and history). */
  private before = new Map<number, unknown>();
  private applied: Slot[] = [];
  /** By log index: [the entry's action, the action it is in force as] for entries placed again. */
  private placed = new Map<number, [Json, Json]>();
  private redoStack: LogEntry[] = [];
  /**
   * The actions this session has itself checked against the game's schema (applied by a checked replay
   * or by `step`): only these are replayed without the check. A stored record is never trusted as such.
   */
  private checked = new WeakSet<object>();

  constructor(
    readonly module: AnyGameModule,
    record: GameRecord,
    store: EntryWriter,
    private readonly now: () => string,
  ) {
    this.record = signal(record);
    this.view = signal<SessionView>(this.rebuild(record));
    this.saves = new SaveQueue(
      store,
      { record: () => this.record.value, summary: (state) => this.summary(state) },
      record.entries.length,
    );
    this.persisted = this.saves.persisted;
    this.pending = this.saves.pending;
    this.saveError = this.saves.saveError;
    this.forked = this.saves.forked;
  }

  /** Entries made but not yet written to the database (they exist only in memory). */
  unsaved(): number {
    return this.saves.unsaved();
  }

  /** Runs `then` once every write owed so far is done (at once if none is owed). */
  whenIdle(then: () => void): void {
    this.saves.whenIdle(then);
  }

  /** Ends the session: no more writes or retries (what it still owed stays in memory only). */
  close(): void {
    this.saves.close();
  }

  /** The state an entry in force was applied to, or (for one that no longer fits) the state it was refused in. */
  stateBefore(index: number): unknown {
    return this.before.get(index);
  }

  /**
   * The action entry `index` is in force as, where a change to the past placed it again (a card's trick
   * number moved): the entry's log line says that one, not the stale stamp the rules would refuse.
   */
  placedAt(index: number, action: Json | undefined): Json | undefined {
    const placed = this.placed.get(index);
    return placed && placed[0] === action ? placed[1] : action;
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
    if (typeof action === 'object' && action !== null) this.checked.add(action);
    this.redoStack = [];
    this.canRedo.value = false;
    this.appendApplied(entry, current.state, next);
    return null;
  }

  /** Takes back the last log entry (an entry or a correction); refused while another tab holds the game. */
  undo(): RuleViolation | null {
    const blocked = this.blocked();
    if (blocked) return blocked;
    const { record, removed } = withoutLast(this.record.value);
    if (!removed) return null;
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
    this.saves.enqueue({ kind: 'remove', seq: index, entry: removed, state: this.view.value.state });
    return null;
  }

  /** Enters again the last entry taken back, as it was; refused while another tab holds the game. */
  redo(): RuleViolation | null {
    const blocked = this.blocked();
    if (blocked) return blocked;
    const entry = this.redoStack.pop();
    this.canRedo.value = this.redoStack.length > 0;
    if (!entry) return null;
    this.commit(withEntry(this.record.value, entry), entry);
    return null;
  }

  /** Corrects the action of a past entry; later entries that no longer fit are reported, not dropped. */
  correct(target: number, action: Json): RuleViolation | null {
    return this.amend({ kind: 'fix', target, action, at: this.now() });
  }

  /** Enters an action the table forgot, just before past entry `before`; later entries that no longer fit are reported. */
  insert(before: number, action: Json): RuleViolation | null {
    return this.amend({ kind: 'ins', before, action, at: this.now() });
  }

  /** Removes a past entry from the game (recorded in the log, so undo brings it back). */
  remove(target: number): RuleViolation | null {
    return this.amend({ kind: 'drop', target, at: this.now() });
  }

  /** Writes still owed to the database are retried now (after a failure). */
  retry(): void {
    this.saves.retry();
  }

  /**
   * Waits for every write so far (used before an app update reloads the page): true once all are done,
   * false at once while saving fails, so that the caller does not reload over unsaved entries.
   */
  flushed(): Promise<boolean> {
    return this.saves.flushed();
  }

  private blocked(): RuleViolation | null {
    if (this.forked.value) return violation('app.err.forked', 'app');
    if (this.readOnly.value) return violation('app.err.otherTab', 'app');
    return null;
  }

  private amend(entry: LogEntry): RuleViolation | null {
    const blocked = this.blocked();
    if (blocked) return blocked;
    if (entry.kind === 'act') return violation('app.err.notAnEntry', 'app');
    const target = entry.kind === 'ins' ? entry.before : entry.target;
    if (!entersAction(this.record.value.entries[target])) return violation('app.err.notAnEntry', 'app');
    // A removed entry is changed by undoing its removal: a fix or a second removal of it would change nothing.
    if (
      entry.kind !== 'ins' &&
      !effectiveActions(this.record.value.entries).some((s) => s.index === target)
    ) {
      return violation('app.err.removed', 'app');
    }
    // A record with an inserted entry is written in record version 2.
    const candidate = withEntry(
      entry.kind === 'ins' ? { ...this.record.value, version: RECORD_VERSION } : this.record.value,
      entry,
    );
    const result = replayWith(this.module, candidate);
    // The new action itself must fit where it goes; what it makes unfit later is reported, never refused.
    const own = entry.kind === 'ins' ? candidate.entries.length - 1 : target;
    const ownRejection = result.ok ? result.rejected.find((r) => r.index === own) : undefined;
    if (entry.kind !== 'drop' && ownRejection) return ownRejection.violation;
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
    this.saves.enqueue({
      kind: 'append',
      seq: index,
      entry,
      prev: record.entries[index - 1] ?? null,
      state: next,
    });
  }

  private commit(record: GameRecord, entry: LogEntry): void {
    this.record.value = record;
    this.view.value = this.rebuild(record);
    const seq = record.entries.length - 1;
    this.saves.enqueue({
      kind: 'append',
      seq,
      entry,
      prev: record.entries[seq - 1] ?? null,
      state: this.view.value.state,
    });
  }

  private describeState(state: unknown): Omit<SessionView, 'rejected'> {
    return { state, prompt: this.module.rules.prompt(state), over: this.module.rules.isOver(state) };
  }

  private rebuild(record: GameRecord): SessionView {
    const before = new Map<number, unknown>();
    const { checked } = this;
    // Every action is checked once: what a checked replay or `step` applied is trusted after that.
    const result = replayWith(
      this.module,
      record,
      (slot, state) => {
        before.set(slot.index, state);
        if (typeof slot.action === 'object' && slot.action !== null) checked.add(slot.action);
      },
      {
        trusted: (slot) =>
          typeof slot.action === 'object' && slot.action !== null && checked.has(slot.action),
        onReject: (slot, state) => before.set(slot.index, state),
      },
    );
    if (!result.ok) throw new Error(`game ${record.id} cannot be set up: ${result.violation.code}`);
    this.before = before;
    this.applied = result.applied;
    this.placed = new Map();
    for (const slot of result.applied)
      if (slot.placed !== undefined) this.placed.set(slot.index, [slot.action, slot.placed]);
    return { state: result.state, prompt: result.prompt, over: result.over, rejected: result.rejected };
  }

  private summary(state: unknown): Summary {
    return summarize(this.module, state, this.record.value.players, this.now());
  }
}
