// Rules version 2: when no wagon can ever hold the goods of a face-up order or a 特注 card left, nothing can be
// shipped again, so none of the rulebook's three ends can come; the last round is called instead. Worked by
// hand: capacity = the slots entered + one per order card taken (特注 cards add none).
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../app/testing/table';
import { newRecord } from '../../engine/log';
import type { GameRecord } from '../../engine/record';
import type { AnyGameModule } from '../../engine/types';
import type { Action } from './actions';
import { stillToMove } from './flow';
import { game } from './index';
import type { State } from './state';
import { C, type CardIn, must, one, pass, play, players, SPECIALS, setupActions, withLoad } from './testing';

/** An order of three goods (more than a wagon of one or two slots holds). */
const three = (city: number): CardIn => ({ city, goods: ['wheat', 'arms', 'wine'], points: 3 });
/** A, B, C start in エルカイブランド, ハイジフィールド and the centre (placed C, B, A). */
const STARTS = [
  { p: 2, city: C.centre },
  { p: 1, city: C.heidi },
  { p: 0, city: C.elkai },
];

/** A 3-player table (A starts, C ends each round) set up under `rules` with every wagon of `capacity` slots. */
function table(row: readonly CardIn[], capacity: number, specials = SPECIALS, rules?: number): State {
  const options = game.options.defaults(3);
  const empty = must(game.rules.setup(options, players(3), rules));
  return play(empty, setupActions(row, specials, STARTS, capacity));
}

const lastRound = (last: number) => ({
  key: 'gyosho.ann.lastRound',
  params: { cause: { key: 'gyosho.end.nothingFits' }, last: { p: last } },
});

/** Plays `a` and returns the state with what the app says of it. */
function said(s: State, a: Action): [State, unknown[]] {
  const after = play(s, [a]);
  return [after, game.words.announce?.(s, after, a) ?? []];
}

describe('no order fits any wagon (rules version 2)', () => {
  const bigRow = [three(C.elkai), three(C.heidi), three(C.centre), three(C.east), three(C.south)];

  it('calls the last round when play starts: one slot each, every order of three goods, 特注 cards of four or five', () => {
    const setup = setupActions(bigRow, SPECIALS, STARTS, 1);
    const before = play(must(game.rules.setup(game.options.defaults(3), players(3))), setup.slice(0, -1));
    const [s, words] = said(before, setup.at(-1) as Action);
    expect(s.ending).toEqual({ cause: 'nothingFits', seat: 0 });
    expect(words).toEqual([lastRound(2)]);
    expect(game.rules.prompt(s).hint).toMatchObject({
      key: 'gyosho.hint.lastRound',
      params: { last: { p: 2 } },
    });
    expect(stillToMove(s)).toEqual([0, 1, 2]);
    // Equal turns: A, B and C each take their turn, and the game ends after C's.
    const end = pass(pass(pass(s)));
    expect(game.rules.isOver(end)).toBe(true);
    expect(game.rules.prompt(end).hint).toEqual({
      key: 'gyosho.hint.over',
      params: { cause: { key: 'gyosho.end.nothingFits' } },
    });
  });

  it('goes on while one order fits: a one-good order with one slot, or orders of three with three slots', () => {
    expect(table([one(C.elkai, 'wheat'), ...bigRow.slice(1)], 1).ending).toBeNull();
    expect(table(bigRow, 3).ending).toBeNull();
  });

  it('goes on while a 特注 card fits, though no order in the row does', () => {
    const specials = [{ city: C.elkai, goods: ['wheat', 'arms'], points: 2 } as CardIn, ...SPECIALS.slice(1)];
    expect(table(bigRow, 2, specials).ending).toBeNull();
  });

  it('calls it when the last 特注 card that fitted is taken: a 特注 card makes no trailer', () => {
    const specials = [{ city: C.elkai, goods: ['wheat', 'arms'], points: 2 } as CardIn, ...SPECIALS.slice(1)];
    const s0 = withLoad(table(bigRow, 2, specials), 0, [1, 1, 0, 0]);
    const [s, words] = said(s0, { type: 'shipSpecial', p: 0, index: 0 });
    expect(s.ending).toEqual({ cause: 'nothingFits', seat: 0 });
    expect(words).toContainEqual(lastRound(2));
    // A keeps the rest of the turn (3 actions in a city with A's post), then B and C.
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'turn', actors: [0] });
    expect(game.rules.isOver(pass(pass(pass(s))))).toBe(true);
  });

  it('counts a trailer: after A ships the one-good order, a refilled order of two fits A’s two, one of three does not', () => {
    const start = withLoad(table([one(C.elkai, 'wheat'), ...bigRow.slice(1)], 1), 0, [1, 0, 0, 0]);
    const s = play(start, [
      { type: 'ship', p: 0, slot: 0 },
      { type: 'endTurn', p: 0 },
    ]);
    expect(s.phase).toBe('refill');
    const two: Action = { type: 'reveal', city: C.wine, goods: ['wine', 'cloth'], points: 2 };
    expect(play(s, [two]).ending).toBeNull();
    const [after, words] = said(s, { type: 'reveal', ...three(C.wine) });
    expect(after.ending).toEqual({ cause: 'nothingFits', seat: 0 });
    expect(words).toEqual([lastRound(2)]);
    expect(game.rules.prompt(after)).toMatchObject({ phase: 'turn', actors: [1] });
  });

  it('ends at once when the refill after C’s turn leaves nothing that fits (equal turns already)', () => {
    const row = [three(C.elkai), three(C.heidi), one(C.centre, 'wine'), three(C.east), three(C.south)];
    let s = pass(pass(table(row, 1)));
    s = withLoad(s, 2, [0, 0, 1, 0]);
    s = play(s, [
      { type: 'ship', p: 2, slot: 2 },
      { type: 'endTurn', p: 2 },
      { type: 'reveal', ...three(C.wine) },
    ]);
    expect(game.rules.isOver(s)).toBe(true);
    expect(s.round).toBe(1);
    expect(s.ending).toEqual({ cause: 'nothingFits', seat: 2 });
  });

  it('takes the last round back when the wagon entry is corrected to the slots really printed', () => {
    const at = '2026-12-06T10:00:00.000Z';
    const acts = [
      ...setupActions(bigRow, SPECIALS, STARTS, 1),
      ...[0, 1, 2].map((p) => ({ type: 'endTurn', p })),
    ];
    const json = {
      ...newRecord(game as AnyGameModule, 'stuck', players(3), { first: 0, road: false, titles: false }, at),
      entries: acts.map((action) => ({ kind: 'act', action, at })),
    };
    const session = sessionOf(json as unknown as GameRecord);
    expect(session.view.value.over).toBe(true);
    // The table finds the wagon cards show three slots, and corrects that entry in the log.
    const wagon = acts.findIndex((a) => a.type === 'wagon');
    expect(session.correct(wagon, { type: 'wagon', capacity: 3 })).toBeNull();
    const view = session.view.value;
    expect(view.rejected).toEqual([]);
    expect(view.over).toBe(false);
    const s = view.state as State;
    expect(s.ending).toBeNull();
    // Every entry kept: the three turns stand, and it is A's turn of round 2.
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'turn', actors: [0] });
    expect(s.round).toBe(2);
  });

  it('leaves a version-1 record as it was played: no last round, the turns go on', () => {
    const s = table(bigRow, 1, SPECIALS, 1);
    expect(s.rules).toBe(1);
    expect(s.ending).toBeNull();
    const later = pass(pass(pass(pass(s))));
    expect(game.rules.isOver(later)).toBe(false);
    expect(game.rules.prompt(later)).toMatchObject({ phase: 'turn', actors: [1] });
  });

  it('starts new games under version 2 and replays version-1 records', () => {
    expect(game.rulesVersion).toBe(2);
    expect(game.replays).toEqual([1, 2]);
    expect(table(bigRow, 1).rules).toBe(2);
  });
});
