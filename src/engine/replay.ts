// Replay: the state of a game is the fold of its rules over the record's effective actions.
import * as v from 'valibot';
import { checkAction } from './check-action';
import { formatPath } from './decode';
import { refusedBy } from './gate';
import type { GameRecord, LogEntry } from './record';
import type { AnyGameModule, Json, Prompt, Refused, RuleViolation } from './types';
import { isViolation, violation } from './violation';

/** An action in force, with the log index of the entry that entered it. */
export interface Slot {
  index: number;
  action: Json;
  /** The action as the rules took it, where a change to the past moved its place stamp (`reposition`). */
  placed?: Json;
}

/** An entry that no longer fits the game (after a correction, or in an imported record). */
export interface Rejected {
  index: number;
  action: Json;
  violation: RuleViolation;
}

/**
 * The actions in force after corrections, in game order: each 'act' in log order, with every 'ins' just
 * before the entry it names (several before one entry: in the order they were made), each as last fixed,
 * unless dropped. A fix or drop counts only at an entry made before it that still enters an action (one of
 * an entry removed already changes nothing); an ins at an entry made before it that entered one, removed
 * since or not (it plays where that entry stood). One that names a later entry or no action is ignored here;
 * the decoder refuses a record that has one.
 */
export function effectiveActions(entries: readonly LogEntry[]): Slot[] {
  // A record without corrections (most of them): every entry in log order, without the bookkeeping below.
  let corrected = false;
  for (const entry of entries) if (entry.kind !== 'act') corrected = true;
  if (!corrected) {
    const slots: Slot[] = [];
    for (let index = 0; index < entries.length; index++) {
      const { action } = entries[index] as Extract<LogEntry, { kind: 'act' }>;
      if (action !== undefined) slots.push({ index, action });
    }
    return slots;
  }
  // By log index: the action in force, or undefined (no action of its own, or dropped).
  const inForce: (Json | undefined)[] = new Array(entries.length);
  // By log index: the entry has a place in the game order, removed since or not (what an insert may name).
  const placed: boolean[] = new Array(entries.length).fill(false);
  // By log index: the 'ins' entries to play just before it.
  const insertedBefore = new Map<number, number[]>();
  const roots: number[] = [];
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index] as LogEntry;
    if (entry.kind === 'act') {
      inForce[index] = entry.action;
      placed[index] = true;
      roots.push(index);
    } else if (entry.kind === 'ins') {
      // Named after its entry was removed, an insert still plays where that entry stood: it is never lost.
      if (entry.before >= index || !placed[entry.before]) continue;
      inForce[index] = entry.action;
      placed[index] = true;
      const before = insertedBefore.get(entry.before);
      if (before === undefined) insertedBefore.set(entry.before, [index]);
      else before.push(index);
    } else if (entry.target >= index || inForce[entry.target] === undefined) continue;
    else if (entry.kind === 'fix') inForce[entry.target] = entry.action;
    else inForce[entry.target] = undefined;
  }
  const slots: Slot[] = [];
  // A dropped entry still anchors what was inserted before it: the insert stays in force.
  const emit = (index: number): void => {
    const inserted = insertedBefore.get(index);
    if (inserted !== undefined) for (const before of inserted) emit(before);
    const action = inForce[index];
    if (action !== undefined) slots.push({ index, action });
  };
  for (const index of roots) emit(index);
  return slots;
}

/** Sets up a game from a record's players and options, checking the options against the game's schema. */
export function begin(
  module: AnyGameModule,
  record: Pick<GameRecord, 'options' | 'players' | 'rulesVersion'>,
): unknown {
  if (!module.replays.includes(record.rulesVersion)) {
    return violation('kernel.rulesVersion', 'record', { version: record.rulesVersion });
  }
  const { players } = record;
  if (players.length < module.players.min || players.length > module.players.max) {
    return violation('kernel.playerCount', 'setup', {
      count: players.length,
      min: module.players.min,
      max: module.players.max,
    });
  }
  const options = v.safeParse(module.options.schema, record.options);
  if (!options.success) {
    return violation('kernel.badOptions', 'setup', { path: formatPath(options.issues[0].path) });
  }
  if (options.output.first >= players.length) return violation('kernel.badFirst', 'setup');
  return module.rules.setup(options.output, players, record.rulesVersion);
}

/**
 * Applies one action from outside: checks its shape against the game's schema, then the kernel's checks
 * (`judge`), then lets the rules decide. A refusal is a RuleViolation and the state is untouched.
 */
export function step(module: AnyGameModule, state: unknown, action: unknown): unknown {
  const decoded = checkAction(module.rules.actionSchema, action);
  if (!decoded.success) {
    return violation('kernel.badAction', 'record', { path: formatPath(decoded.issues[0].path) });
  }
  return judge(module, state, decoded.output as { type: string });
}

/**
 * What every game's entry goes through, checked once here rather than by each game: nothing after the end,
 * only what the prompt expects, only from a seat whose move it is; then the game's rules decide.
 */
function judge(module: AnyGameModule, state: unknown, action: { type: string }): unknown {
  const { rules } = module;
  if (rules.isOver(state)) return violation('kernel.gameOver', 'end');
  const prompt = rules.prompt(state);
  const why = refusedBy(prompt, action.type, rules.actor?.(action));
  return why === null ? rules.apply(state, action) : refuse(module, state, action, prompt, why);
}

/** The kernel's refusal before the rules see the entry, in the game's words where it has them. */
function refuse(
  module: AnyGameModule,
  state: unknown,
  action: unknown,
  prompt: Prompt,
  why: Refused,
): RuleViolation {
  const own = module.rules.refuse?.(state, action, why);
  if (own !== undefined) return own;
  if (why === 'step') return violation('kernel.notNow', 'flow', { now: prompt.title });
  const mover = prompt.actors[0];
  return mover === undefined
    ? violation('kernel.notNow', 'flow', { now: prompt.title })
    : violation('kernel.notYours', 'flow', { now: prompt.title, p: { p: mover } });
}

/**
 * Applies one action already checked against the game's schema when it was entered (by `step`, or by
 * the import's decoding): the kernel's checks and the rules still decide.
 */
export function stepTrusted(module: AnyGameModule, state: unknown, action: Json): unknown {
  return judge(module, state, action as { type: string });
}

/** What replaying a record gives: the state, what comes next, and every entry that did not fit. */
export type ReplayResult =
  | { ok: true; state: unknown; prompt: Prompt; over: boolean; applied: Slot[]; rejected: Rejected[] }
  | { ok: false; violation: RuleViolation };

/** How a record is replayed. */
export interface ReplayOptions {
  /**
   * The record's actions all passed the game's schema already (or, as a function, the ones that did):
   * they were entered through `step` on this device, or decoded by the import. Skips the per-entry
   * schema check (the costly part of a replay); the rules still judge every entry. Never set it for a
   * record from outside or from storage: only for actions this app has itself checked.
   */
  trusted?: boolean | ((slot: Slot) => boolean);
  /** Sees each entry the rules refuse with the state it was refused in (where its correction starts). */
  onReject?: (slot: Slot, state: unknown) => void;
}

/** Replays a record with its game module. Entries that do not fit are skipped and reported, never lost.
 * `visit` sees each applied action with the state it was applied to (for log lines and history). */
export function replayWith(
  module: AnyGameModule,
  record: GameRecord,
  visit?: (slot: Slot, before: unknown) => void,
  options: ReplayOptions = {},
): ReplayResult {
  let state = begin(module, record);
  if (isViolation(state)) return { ok: false, violation: state };
  const applied: Slot[] = [];
  const rejected: Rejected[] = [];
  const { trusted = false } = options;
  for (const slot of effectiveActions(record.entries)) {
    const skipCheck = typeof trusted === 'function' ? trusted(slot) : trusted;
    // Two direct calls rather than one through a chosen function: V8 inlines a direct call.
    let next = skipCheck ? stepTrusted(module, state, slot.action) : step(module, state, slot.action);
    let inForce = slot;
    // A change to the past moved what the entry says about its place (a trick number): placed again. Only an
    // action of the game's own shape: one refused for its shape is no action of the game to place.
    if (isViolation(next) && next.code !== 'kernel.badAction' && module.replay?.reposition) {
      const placed = module.replay?.reposition(state, slot.action);
      // Refused there too: the reason is the one at its new place, not the stale stamp.
      if (placed !== undefined) {
        next = step(module, state, placed);
        inForce = { ...slot, placed };
      }
    }
    if (isViolation(next)) {
      rejected.push({ ...slot, violation: next });
      // One refused for its shape (a malformed import) has no words and no place to be corrected from.
      if (next.code !== 'kernel.badAction') options.onReject?.(slot, state);
    } else {
      visit?.(inForce, state);
      state = next;
      applied.push(inForce);
    }
  }
  return {
    ok: true,
    state,
    prompt: module.rules.prompt(state),
    over: module.rules.isOver(state),
    applied,
    rejected,
  };
}
