// The table's model over the race game given a board, for the model's tests: counters the entries add (said by
// the entry itself) and a crown the rules hand to the winner by themselves.
import { expect } from 'vitest';
import type { Board, Shift } from '../../engine/board';
import type { LogEntry } from '../../engine/record';
import { type RaceAction, type RaceState, raceGame, raceRecord } from '../../engine/testing/race-game';
import type { AnyGameModule } from '../../engine/types';
import { type EntryWriter, GameSession } from '../session';
import type { RecordKeeper } from '../table-kept';
import { TableModel } from '../table-model';
import type { KeptTable } from '../table-moves';

const counter = { id: 'counter', name: { key: 'counters' } };
const crown = { id: 'crown', name: { key: 'crown' } };

/** Each player's counters (one per point added) and, once the race is won, the crown in front of the winner. */
function boardOf(state: RaceState): Board {
  return {
    places: state.added.map((n, p) => ({
      id: `pile:${p}`,
      name: { key: 'pile', params: { p: { p } } },
      owner: p,
      items: [
        { ...counter, count: n },
        { ...crown, count: state.winner === p ? 1 : 0 },
      ],
    })),
  };
}

/** An entry adds its counters to the player's pile (the table does it as it says the number). */
const saidOf = (state: RaceState, action: RaceAction): Shift[] => [
  { item: counter, count: action.n, from: null, to: `pile:${state.turn}` },
];

/** The race game with a board: counters the entries add, a crown the rules hand to the winner. */
export const race: AnyGameModule = { ...raceGame, board: { of: boardOf, said: saidOf } };
const noWrites: EntryWriter = { append: async () => undefined, removeLast: async () => undefined };
const record = raceRecord(6);

/** A race to 6 at the table's model (its words a line's place), with the entries so far; `keeper` keeps its list. */
export function table(entries: LogEntry[] = [], keeper?: RecordKeeper<KeptTable>) {
  const session = new GameSession(race, { ...record, entries }, noWrites, () => '2026-11-27T10:00:00.000Z');
  const model = new TableModel(session, keeper);
  model.words = {
    line: (entries, i) => `line ${i + 1} of ${entries.length}`,
    reason: (r) => r.violation.code,
  };
  return { session, model };
}
/** The list that stops play, a move a line: count, item, from > to. */
export const moves = (model: TableModel) => {
  const stop = model.stop.value;
  if (!stop) return [];
  const list = stop.kind === 'past' ? stop.change.moves : stop.ruled.moves;
  return list.map((m) => `${m.count} ${m.item.id} ${m.from?.id ?? 'pool'}>${m.to?.id ?? 'pool'}`);
};

/** A 3, B 2 (total 5), A 1 (A 4, total 6): A wins, and the rules hand A the crown. */
export function aWins(model: TableModel): void {
  model.enter({ type: 'add', n: 3 });
  model.enter({ type: 'add', n: 2 });
  model.enter({ type: 'add', n: 1 });
}

/** B really added 3, not 2: B wins at 6, A's 1 no longer fits, and the table leaves it for later. */
export function bAddedThree(model: TableModel): void {
  model.open('fix', 1);
  expect(model.enterPast({ type: 'add', n: 3 })).toBeNull();
  model.closeAmend();
}
