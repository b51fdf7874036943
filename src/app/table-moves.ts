// What the table must move after an entry or a change to the past, worked out from the game's board:
// pure functions of states, tested without a screen (table-moves.test.ts).
import { applyShifts, type Board, diffBoards, type Move, movedByRules, type Shift } from '../engine/board';
import type { AnyGameModule, Msg } from '../engine/types';

/** What the rules did by themselves on one entry: their words, and what the table must move for it. */
export interface Ruled {
  messages: Msg[];
  /** Empty when the rules moved nothing on the board: then nothing stops play. */
  moves: Move[];
}

/** What a correction, an insert or a removal changed: what to move, and the players' totals that moved. */
export interface PastChange {
  moves: Move[];
  /** [player, before, after] for each total (money, points) that differs. */
  totals: [number, number, number][];
}

/**
 * What stops play until the table says it is done on the board: what to move, with why (a change to the past is
 * a correction, an insert or a removal, or an undo that takes back what the rules had moved).
 */
export type Stop =
  | { kind: 'ruled'; ruled: Ruled }
  | { kind: 'past'; change: PastChange; undone: Undone }
  | null;

/** What an undo took back, when it made a list: an entry (the rules' moves on it), or a correction. */
export type Undone = false | 'entry' | 'change';

/** A change to the past's list of moves: from the table as it lay, whether done, and whether an undo made it. */
export interface Past {
  change: PastChange;
  done: boolean;
  from: TableThen;
  undone: Undone;
  /** The own moves of the entries taken back by this run of undos, the oldest entry's first (`movedBack`). */
  kept: readonly Shift[];
}

/** What the model keeps across a reload: what stops play, and a change to the past still being fitted again. */
export interface KeptTable {
  ruled: Ruled | null;
  past: Past | null;
  pastFrom: TableThen | null;
}

/** What the rules did by themselves when `action` took the game from `before` to `after`. */
export function entryRuled(module: AnyGameModule, before: unknown, after: unknown, action: unknown): Ruled {
  const messages = module.words.announce?.(before, after, action) ?? [];
  return { messages, moves: movedByRules(module.board, before, action, after) };
}

/** The table as it lies before a change to the past: the game's state then, and its board as laid out. */
export interface TableThen {
  state: unknown;
  board: Board;
}

/** What the table must move, and which totals moved, between the table before a change to the past and after. */
export function pastChange(module: AnyGameModule, before: TableThen, after: unknown): PastChange {
  const moves = diffBoards(before.board, module.board.of(after));
  return {
    moves,
    totals: totalsChanged(module.scoring.progress?.(before.state), module.scoring.progress?.(after)),
  };
}

/** The players whose total differs between two lists of totals: [player, before, after]. */
export function totalsChanged(
  before: number[] | undefined,
  after: number[] | undefined,
): [number, number, number][] {
  if (!before || !after) return [];
  return after.flatMap((b, p) =>
    before[p] === b ? [] : [[p, before[p] ?? 0, b] as [number, number, number]],
  );
}

/**
 * What the table must move when entries are taken back (undo) or entered again (redo), from the table as it
 * lies: to the game now, with the own moves of the entries taken back and not entered again (`kept`: a card
 * turned, a coin paid as it was said) left where the players made them. Those are the players' own and never
 * listed; what the rules moved on those entries is.
 */
export function movedBack(
  module: AnyGameModule,
  table: TableThen,
  now: unknown,
  kept: readonly Shift[],
): PastChange {
  return {
    moves: diffBoards(table.board, applyShifts(module.board.of(now), kept)),
    totals: totalsChanged(module.scoring.progress?.(table.state), module.scoring.progress?.(now)),
  };
}

/**
 * An entry's own moves, the players' (never listed): what it said it moved, or its whole change, as shifts,
 * when all of it is its own.
 */
export function ownMoves(
  module: AnyGameModule,
  before: unknown,
  action: unknown,
  after: unknown,
): readonly Shift[] {
  const said = module.board.said(before, action);
  if (said !== 'whole') return said;
  return diffBoards(module.board.of(before), module.board.of(after)).map((m) => ({
    item: m.item,
    count: m.count,
    from: m.from?.id ?? null,
    to: m.to?.id ?? null,
  }));
}
