// A tiny game for kernel tests only: players take turns adding 1-3 to a total; reaching the target ends it.
// Whoever reaches the target exactly scores 1; overshooting is refused, so a correction can break later entries.
import * as v from 'valibot';
import { line, scoresFromChain } from '../ranking';
import type { GameRecord } from '../record';
import type { GameModule, Player } from '../types';
import { violation } from '../violation';

/** State of the race game. */
export interface RaceState {
  total: number;
  target: number;
  turn: number;
  players: number;
  added: number[];
  winner: number | null;
}

/** The race game's only action. */
export type RaceAction = { type: 'add'; n: number };

/** Options of the race game. */
export interface RaceOptions {
  first: number;
  target: number;
}

/** The race game module, a test fixture for the kernel. */
export const raceGame: GameModule<RaceState, RaceAction, RaceOptions> = {
  id: 'supermarket',
  rulesVersion: 1,
  replays: [1],
  players: { min: 2, max: 4 },
  colours: ['a', 'b', 'c', 'd'],
  options: {
    specs: [
      { key: 'target', kind: 'number', label: 'race.target', help: 'race.target.help', min: 5, max: 30 },
    ],
    defaults: () => ({ first: 0, target: 10 }),
    schema: v.object({ first: v.number(), target: v.pipe(v.number(), v.integer(), v.minValue(5)) }),
  },
  rules: {
    actionSchema: v.object({ type: v.literal('add'), n: v.pipe(v.number(), v.integer()) }),
    setup: (options, players) => ({
      total: 0,
      target: options.target,
      turn: options.first,
      players: players.length,
      added: players.map(() => 0),
      winner: null,
    }),
    apply(state, action) {
      if (action.n < 1 || action.n > 3) return violation('race.range', 'race 1', { n: action.n });
      if (state.total + action.n > state.target)
        return violation('race.over', 'race 2', { total: state.total + action.n });
      const total = state.total + action.n;
      const added = state.added.map((a, p) => (p === state.turn ? a + action.n : a));
      return {
        total,
        target: state.target,
        added,
        players: state.players,
        turn: (state.turn + 1) % state.players,
        winner: total === state.target ? state.turn : null,
      };
    },
    prompt: (state) =>
      state.winner === null
        ? { phase: 'add', title: { key: 'race.add' }, actors: [state.turn], expects: ['add'] }
        : { phase: 'over', title: { key: 'race.over' }, actors: [], expects: [] },
    isOver: (state) => state.winner !== null,
    legalActions: (state) =>
      [1, 2, 3].filter((n) => state.total + n <= state.target).map((n) => ({ type: 'add' as const, n })),
  },
  scoring: {
    score(state) {
      const points = state.added.map((_, p) => (p === state.winner ? 1 : 0));
      return {
        chain: [{ key: 'race.points' }, { key: 'race.added' }],
        players: scoresFromChain(
          points.map((pts) => [line({ key: 'race.win' }, pts)]),
          points.map((pts, p) => [pts, state.added[p] ?? 0]),
        ),
      };
    },
  },
  words: { describe: (_state, action) => ({ key: 'race.log', params: { n: action.n } }) },
  // Each player's tally of what they added, as counters in front of them; an entry moves nothing by itself.
  board: {
    of: (state) => ({
      places: state.added.map((n, p) => ({
        id: `tally:${p}`,
        name: { key: 'race.tally', params: { p: { p } } },
        owner: p,
        items: [{ id: 'counter', name: { key: 'race.counter' }, count: n }],
      })),
    }),
    said: () => [],
  },
};

/** A race game's record for tests: game `g`, first to `target`, the players named as given, no entry yet. */
export function raceRecord(target: number, names: readonly string[] = ['A', 'B']): GameRecord {
  const players: Player[] = names.map((name, i) => ({ name, colour: String.fromCharCode(97 + i) }));
  return {
    format: 'choba-record',
    version: 1,
    id: 'g',
    game: 'supermarket',
    rulesVersion: 1,
    createdAt: '2026-11-27T10:00:00.000Z',
    options: { first: 0, target },
    players,
    entries: [],
  };
}
