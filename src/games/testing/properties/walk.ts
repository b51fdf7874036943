// Random legal games for the shared properties. Each game says how its tables are set and how a pick chooses
// among its legal entries; the walk enters them through the kernel one at a time, so that its states are the
// step-by-step truth the other paths (replay, undo, import) must agree with. It enters them as checked
// (`stepTrusted`, as a session replays what it checked itself): the schema check is the costly part of a step,
// and the replays that the properties compare with check every entry's shape anyway.
import fc from 'fast-check';
import { newRecord } from '../../../engine/log';
import type { GameRecord } from '../../../engine/record';
import { begin, stepTrusted } from '../../../engine/replay';
import type { AnyGameModule, BaseOptions, GameModule, Json, Player } from '../../../engine/types';
import { isViolation } from '../../../engine/violation';

/** When every generated entry was made: one fixed time, so that records made twice are equal. */
export const AT = '2026-11-22T10:00:00.000Z';

/** A table to set up: the options and players a new record holds. */
export interface Table<O extends BaseOptions> {
  options: O;
  players: Player[];
}

/** How a game is played at random: its tables, the picks that drive its choices, how a pick chooses. */
export interface Play<S, A, O extends BaseOptions> {
  /** The tables a random game starts from. */
  tables: fc.Arbitrary<Table<O>>;
  /** Numbers the choices are made from; `choose` decides how (the default cycles through them). */
  picks: fc.Arbitrary<readonly number[]>;
  /** The legal entry the `i`-th choice makes; default: `legal[picks[i mod length] mod legal.length]`. */
  choose?: (legal: readonly A[], picks: readonly number[], i: number, state: S) => A;
  /** The most entries a game takes: a walk that reaches it stops there, ended or not. */
  limit: number;
}

/** A random legal game: its record, its entries, and states[i], the state entry i was made in (the last: now). */
export class Walk<S, A> {
  constructor(
    readonly record: GameRecord,
    readonly actions: readonly A[],
    readonly states: readonly S[],
    /** Why the walk stopped short: a legal entry refused, or none legal before the end; null when it did not. */
    readonly refused: string | null,
  ) {}

  /** The state after the last entry. */
  get last(): S {
    return this.states[this.states.length - 1] as S;
  }

  /** The record cut after its first `k` entries, as undo leaves it. */
  prefix(k: number): GameRecord {
    return { ...this.record, entries: this.record.entries.slice(0, k) };
  }

  // A counterexample is reported by its table and entries, not by hundreds of states.
  [fc.toStringMethod](): string {
    const { options, players } = this.record;
    return JSON.stringify({ options, players: players.length, entries: this.actions, refused: this.refused });
  }
}

const cycle = <A>(legal: readonly A[], picks: readonly number[], i: number): A =>
  legal[(picks[i % Math.max(1, picks.length)] ?? 0) % legal.length] as A;

/** Plays `table` from `picks` until the game ends, the game's limit, or `stop` entries. */
export function walk<S, A extends { type: string }, O extends BaseOptions>(
  module: GameModule<S, A, O>,
  play: Play<S, A, O>,
  table: Table<O>,
  picks: readonly number[],
  stop = Number.POSITIVE_INFINITY,
): Walk<S, A> {
  const kernel = module as AnyGameModule;
  const options = table.options as unknown as GameRecord['options'];
  const record = newRecord(kernel, 'property', table.players, options, AT);
  const first = begin(kernel, record);
  if (isViolation(first)) return new Walk(record, [], [], `setup refused: ${first.code}`);
  const choose = play.choose ?? cycle;
  const states: S[] = [first as S];
  const actions: A[] = [];
  let refused: string | null = null;
  let state = first as S;
  for (let i = 0; i < Math.min(stop, play.limit) && !module.rules.isOver(state); i++) {
    const legal = module.rules.legalActions(state);
    if (legal.length === 0) {
      refused = `no legal entry in ${module.rules.prompt(state).phase}`;
      break;
    }
    const action = choose(legal, picks, i, state);
    const next = stepTrusted(kernel, state, action as unknown as Json);
    if (isViolation(next)) {
      refused = `legal entry ${i} refused: ${JSON.stringify(action)} ${next.code}`;
      break;
    }
    actions.push(action);
    states.push(next as S);
    state = next as S;
  }
  const entries = actions.map((action) => ({
    kind: 'act' as const,
    action: action as unknown as Json,
    at: AT,
  }));
  return new Walk({ ...record, entries }, actions, states, refused);
}

/** Whole random games of a module: each played to its end (or its limit). */
export function wholeGames<S, A extends { type: string }, O extends BaseOptions>(
  module: GameModule<S, A, O>,
  play: Play<S, A, O>,
): fc.Arbitrary<Walk<S, A>> {
  return fc.tuple(play.tables, play.picks).map(([table, picks]) => walk(module, play, table, picks));
}

/** Random games of a module cut anywhere: from the table just set up to the end. */
export function partGames<S, A extends { type: string }, O extends BaseOptions>(
  module: GameModule<S, A, O>,
  play: Play<S, A, O>,
): fc.Arbitrary<Walk<S, A>> {
  return fc
    .tuple(play.tables, play.picks, fc.nat({ max: play.limit }))
    .map(([table, picks, stop]) => walk(module, play, table, picks, stop));
}
