// Replay: the state of a game is the fold of its rules over the record's effective actions.
import * as v from 'valibot';
import { formatPath } from './decode';
import type { GameRecord, LogEntry } from './record';
import type { AnyGameModule, Json, Prompt, RuleViolation } from './types';
import { isViolation, violation } from './violation';

/** An action in force, with the log index of the entry that entered it. */
export interface Slot {
  index: number;
  action: Json;
}

/** An entry that no longer fits the game (after a correction, or in an imported record). */
export interface Rejected {
  index: number;
  action: Json;
  violation: RuleViolation;
}

/** The actions in force after corrections: each 'act' in log order, as last fixed, unless dropped. */
export function effectiveActions(entries: readonly LogEntry[]): Slot[] {
  const slots = new Map<number, Json>();
  entries.forEach((entry, index) => {
    if (entry.kind === 'act') slots.set(index, entry.action);
    else if (entry.kind === 'fix' && slots.has(entry.target)) slots.set(entry.target, entry.action);
    else if (entry.kind === 'drop') slots.delete(entry.target);
  });
  return [...slots].map(([index, action]) => ({ index, action }));
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
  const options = v.safeParse(module.optionsSchema, record.options);
  if (!options.success) {
    return violation('kernel.badOptions', 'setup', { path: formatPath(options.issues[0].path) });
  }
  if (options.output.first >= players.length) return violation('kernel.badFirst', 'setup');
  return module.setup(options.output, players);
}

/**
 * Applies one action from outside: checks its shape against the game's schema, refuses anything after
 * the end, then lets the rules decide. A refusal is a RuleViolation and the state is untouched.
 */
export function step(module: AnyGameModule, state: unknown, action: unknown): unknown {
  const decoded = v.safeParse(module.actionSchema, action);
  if (!decoded.success) {
    return violation('kernel.badAction', 'record', { path: formatPath(decoded.issues[0].path) });
  }
  if (module.isOver(state)) return violation('kernel.gameOver', 'end');
  return module.apply(state, decoded.output);
}

/** What replaying a record gives: the state, what comes next, and every entry that did not fit. */
export type ReplayResult =
  | { ok: true; state: unknown; prompt: Prompt; over: boolean; applied: Slot[]; rejected: Rejected[] }
  | { ok: false; violation: RuleViolation };

/** Replays a record with its game module. Entries that do not fit are skipped and reported, never lost.
 * `visit` sees each applied action with the state it was applied to (for log lines and history). */
export function replayWith(
  module: AnyGameModule,
  record: GameRecord,
  visit?: (slot: Slot, before: unknown) => void,
): ReplayResult {
  let state = begin(module, record);
  if (isViolation(state)) return { ok: false, violation: state };
  const applied: Slot[] = [];
  const rejected: Rejected[] = [];
  for (const slot of effectiveActions(record.entries)) {
    const next = step(module, state, slot.action);
    if (isViolation(next)) rejected.push({ ...slot, violation: next });
    else {
      visit?.(slot, state);
      state = next;
      applied.push(slot);
    }
  }
  return { ok: true, state, prompt: module.prompt(state), over: module.isOver(state), applied, rejected };
}
