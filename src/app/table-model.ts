// The table's own state, as a model of signals and methods (created once per open game, passed down): the
// last answer, a change to the past in progress, what the rules or a correction ask the table to move, and
// the views over the table (history, board check). The Table component only reads these and lays them out.
import { computed, signal } from '@preact/signals';
import { applyShifts, type Shift } from '../engine/board';
import type { LogEntry } from '../engine/record';
import { type Rejected, step } from '../engine/replay';
import type { Json, Prompt, RuleViolation } from '../engine/types';
import { isViolation, violation } from '../engine/violation';
import type { Amend } from './screens/table/Amend';
import type { GameSession } from './session';
import type { RecordKeeper } from './table-kept';
import {
  entryRuled,
  type KeptTable,
  movedBack,
  ownMoves,
  type Past,
  pastChange,
  type Ruled,
  type Stop,
  type TableThen,
  type Undone,
} from './table-moves';

/** What the last tap did, for the answer line: an entry made or taken back, with its log line. */
export type Last = { kind: 'entered' | 'undone'; line: string } | null;

/** What the model needs said in words, from the screen that shows it (its language and secrecy). */
export interface TableWords {
  /** The log line of entry `index` of `entries`. */
  line(entries: readonly LogEntry[], index: number): string;
  /** Why an entry no longer fits, in a sentence (a sealed bid's without its amount). */
  reason(unfit: Rejected): string;
}

/** The table's model over one game session. */
export class TableModel {
  /** The refusal of the last entry tried, shown beside the control; null once an entry fits. */
  readonly refusal = signal<RuleViolation | null>(null);
  /** A change to the past in progress (a correction, an insert, an entry to fit again). */
  readonly amend = signal<Amend | null>(null);
  readonly last = signal<Last>(null);
  /** What the rules did by themselves on the last entry; cleared by the next entry or acknowledged. */
  readonly ruled = signal<Ruled | null>(null);
  /** What the last change to the past asks the table to move (from the table as it lay), and whether it is done. */
  readonly past = signal<Past | null>(null);
  /** Bumped when the game goes back (undo, redo, an entry removed): the game's steps start afresh. */
  readonly back = signal(0);
  readonly history = signal(false);
  /** The board check: where everything should lie now. */
  readonly checking = signal(false);

  /** The change to the past whose target still exists (an undo may have taken it away). */
  readonly target = computed(() => {
    const amend = this.amend.value;
    return amend && amend.index < this.session.record.value.entries.length ? amend : null;
  });

  /** What stops play now: moves the rules made, or moves a change to the past asks for. */
  readonly stop = computed<Stop>(() => {
    const past = this.past.value;
    if (past && !past.done && past.change.moves.length > 0)
      return { kind: 'past', change: past.change, undone: past.undone };
    const ruled = this.ruled.value;
    if (ruled && ruled.moves.length > 0) return { kind: 'ruled', ruled };
    return null;
  });

  /**
   * The game as it stood before a change to the past whose entries are still being fitted again: the list
   * of what to move waits until the last unfit entry is entered (or left for later), then covers it all.
   */
  private pastFrom: TableThen | null = null;

  /** True while a change made at this table is still being fitted again (its unfit entries are its own doing). */
  get fitting(): boolean {
    return this.pastFrom !== null;
  }

  /** Words for what the model records as text; the screen sets them as it renders (language, secrecy). */
  words: TableWords = { line: () => '', reason: (r) => r.violation.code };

  /** `keeper` keeps what stops play across a reload (the app's keeps it in localStorage; tests may leave it out). */
  constructor(
    readonly session: GameSession,
    private readonly keeper?: RecordKeeper<KeptTable>,
  ) {
    const kept = keeper?.read(session.record.value);
    if (!kept) return;
    this.ruled.value = kept.ruled;
    this.past.value = kept.past;
    this.pastFrom = kept.pastFrom;
  }

  /** Keeps what stops play as it now stands, against the record as it now stands. */
  private keep(): void {
    const value = { ruled: this.ruled.value, past: this.past.value, pastFrom: this.pastFrom };
    const open = value.ruled?.moves.length || (value.past && !value.past.done) || value.pastFrom;
    this.keeper?.write(this.session.record.value, open ? value : null);
  }

  /** Enters an action at the present: refused with the reason, or applied with what the rules did. */
  enter(action: unknown): RuleViolation | null {
    const result = this.session.submit(action as Json);
    this.refusal.value = result;
    if (!result) {
      this.past.value = null;
      this.answered();
      this.keep();
    }
    return result;
  }

  /** The state and question of the entry being changed, or null at the present. */
  pastView(): { state: unknown; prompt: Prompt } | null {
    const target = this.target.value;
    if (!target) return null;
    const state = this.session.stateBefore(target.index);
    return state === undefined ? null : { state, prompt: this.session.module.rules.prompt(state) };
  }

  /** Enters the action of the change in progress: it replaces the entry (a fix) or goes just before it. */
  enterPast(action: unknown): RuleViolation | null {
    const target = this.target.value;
    const before = target ? this.session.stateBefore(target.index) : undefined;
    if (!target || before === undefined) return null;
    const checked = step(this.session.module, before, action);
    const result = isViolation(checked)
      ? checked
      : this.changePast(() =>
          target.kind === 'fix'
            ? this.session.correct(target.index, action as Json)
            : this.session.insert(target.index, action as Json),
        );
    this.refusal.value = result;
    if (!result) this.answered();
    this.keep();
    return result;
  }

  /** Removes past entry `index` from the game; what it changes on the board is said as moves. */
  remove(index: number): RuleViolation | null {
    this.back.value++;
    const result = this.changePast(() => this.session.remove(index));
    this.refusal.value = result;
    this.keep();
    return result;
  }

  /** Opens the correction of entry `index`, or the insert of a forgotten entry before it (one with a place). */
  open(kind: Amend['kind'], index: number): void {
    if (this.session.stateBefore(index) === undefined) return;
    this.amend.value = { kind, index };
  }

  /** Opens the correction of the `ordinal`-th entry in force (a flagged card, from the game's screen). */
  openOrdinal(ordinal: number): void {
    const slot = this.session.appliedSlots()[ordinal];
    if (slot) this.open('fix', slot.index);
  }

  /** Leaves the change in progress (an unfit entry left for later: what moved so far is listed now). */
  closeAmend(): void {
    this.amend.value = null;
    // A refusal of the change left is no answer to the present: it would stand beside the next player's step.
    this.refusal.value = null;
    this.settlePast();
    this.keep();
  }

  /**
   * Takes back the last entry; the answer line says which, or why it cannot be (another tab has the game; a
   * finished game on a `locked` booth screen, where a passer-by's tap would take the result off the table).
   * What the rules had moved on it, and the table has done, is listed to be moved back.
   */
  undo(locked = false): void {
    const { entries } = this.session.record.value;
    const line = entries.length > 0 ? this.words.line(entries, entries.length - 1) : '';
    const run = this.undoRun();
    const table = run?.from ?? this.tableNow();
    const own = this.ownOfLast();
    const undone = entries.at(-1)?.kind === 'act' ? 'entry' : 'change';
    const refused =
      locked && this.session.view.value.over ? violation('lock.err.undo', 'app') : this.session.undo();
    this.refusal.value = refused;
    if (refused) return;
    this.back.value++;
    this.ruled.value = null;
    this.amend.value = null;
    this.pastFrom = null;
    this.listBack(table, [...own, ...(run?.kept ?? [])], undone);
    this.last.value = { kind: 'undone', line };
    this.keep();
  }

  /**
   * Enters again the last entry taken back; the answer line echoes it, or says why it cannot be. While the
   * undo's list is not done on the board, what it asked to move back still lies as the entry left it.
   */
  redo(): void {
    const run = this.undoRun();
    const refused = this.session.redo();
    this.refusal.value = refused;
    if (refused) return;
    this.back.value++;
    this.past.value = null;
    this.answered();
    if (run) {
      // The entry entered again is the run's newest taken back: its own moves are in force again.
      this.ruled.value = null;
      this.listBack(run.from, run.kept.slice(this.ownOfLast().length), run.undone);
    }
    this.keep();
  }

  /** The run of undos whose list of moves is not yet done on the board, if any. */
  private undoRun(): Past | null {
    const past = this.past.value;
    return past && !past.done && past.undone ? past : null;
  }

  /** The last entry's own moves (`ownMoves`), if it is an entry in force at the end; else none. */
  private ownOfLast(): readonly Shift[] {
    const { entries } = this.session.record.value;
    const slot = this.session.appliedSlots().at(-1);
    const last = slot?.index === entries.length - 1 && entries.at(-1)?.kind === 'act';
    const before = slot && last ? this.session.stateBefore(slot.index) : undefined;
    if (!slot || before === undefined) return [];
    return ownMoves(this.session.module, before, slot.action, this.session.view.value.state);
  }

  /** After an undo or a redo: what the table must move from where it lies to the game now, `kept` left. */
  private listBack(from: TableThen, kept: readonly Shift[], undone: Undone): void {
    const change = movedBack(this.session.module, from, this.session.view.value.state, kept);
    this.past.value = change.moves.length > 0 ? { change, done: false, from, undone, kept } : null;
  }

  /** The table has done on the board what stopped play. */
  acknowledge(): void {
    const past = this.past.value;
    if (past && !past.done && past.change.moves.length > 0) this.past.value = { ...past, done: true };
    else this.ruled.value = null;
    this.keep();
  }

  /** Makes a change to the past, saying what it moves on the board, and opens what it left unfit. */
  private changePast(change: () => RuleViolation | null): RuleViolation | null {
    const before = this.tableNow();
    const result = change();
    if (result) return result;
    this.pastFrom ??= before;
    this.past.value = null;
    this.ruled.value = null;
    this.refit();
    if (!this.amend.value) this.settlePast();
    return null;
  }

  /**
   * The table as it lies now: a list of moves not yet done on the board has not moved anything there (the
   * last change to the past's, or what the rules did on the last entry, whose own moves the table did make).
   */
  private tableNow(): TableThen {
    const { module, view } = this.session;
    const past = this.past.value;
    if (past && !past.done && past.change.moves.length > 0) return past.from;
    const state = view.value.state;
    const slot = this.session.appliedSlots().at(-1);
    const before = slot ? this.session.stateBefore(slot.index) : undefined;
    if (this.ruled.value && this.ruled.value.moves.length > 0 && slot && before !== undefined) {
      const said = module.board.said(before, slot.action);
      if (said !== 'whole') return { state, board: applyShifts(module.board.of(before), said) };
    }
    return { state, board: module.board.of(state) };
  }

  /** Lists what the change to the past in progress moved, from the table before its first step to now. */
  private settlePast(): void {
    const from = this.pastFrom;
    if (!from) return;
    const change = pastChange(this.session.module, from, this.session.view.value.state);
    this.past.value = { change, done: false, from, undone: false, kept: [] };
    this.pastFrom = null;
  }

  /** The first entry a change to the past made unfit opens at once, to be entered again. */
  private refit(): void {
    // An entry refused for its shape (a malformed import) has no state to be corrected from: not opened.
    const first = this.session.view.value.rejected.find(
      (r) => this.session.stateBefore(r.index) !== undefined,
    );
    this.amend.value = first
      ? { kind: 'fix', index: first.index, refit: { reason: this.words.reason(first) } }
      : null;
  }

  /** After an entry (or a redo): the answer line echoes it, and what the rules did by themselves is said. */
  private answered(): void {
    const { session } = this;
    const entries = session.record.value.entries;
    const slot = session.appliedSlots().at(-1);
    this.last.value = { kind: 'entered', line: this.words.line(entries, entries.length - 1) };
    const before = slot ? session.stateBefore(slot.index) : undefined;
    // Only an entry made at the end of the game has rules acting on it now (a change to the past says moves;
    // an insert whose later entries no longer fit is last in force, yet it is not one).
    const atEnd = slot?.index === entries.length - 1 && entries.at(-1)?.kind === 'act';
    this.ruled.value =
      slot && before !== undefined && atEnd && !this.past.value && !this.pastFrom
        ? entryRuled(session.module, before, session.view.value.state, slot.action)
        : null;
  }
}
