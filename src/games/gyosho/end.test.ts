import { describe, expect, it } from 'vitest';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { stillToMove } from './flow';
import { game } from './index';
import type { State } from './state';
import { atTitles, attempt, C, pass, play, ready3, withCards, withLoad, withWagonAt } from './testing';

const refused = (s: State, a: Action, code: string) => {
  const before = structuredClone(s);
  const r = attempt(s, a);
  expect(isViolation(r) && r.code).toBe(code);
  expect(s).toEqual(before);
};

// 3 players, A (seat 0) starts: the player right of the start player is C (seat 2), who ends the game.
describe('end condition ①: the end card', () => {
  // 32 order cards for three players; with 24 drawn, 8 are left: the end card may be next.
  const nearEnd = (): State => ({ ...ready3(), revealed: 24 });

  it('refuses the end card while more than 8 order cards are left in the deck', () => {
    let s = withLoad({ ...ready3(), revealed: 23 }, 0, [1, 0, 0, 0]);
    s = play(s, [
      { type: 'ship', p: 0, slot: 0 },
      { type: 'endTurn', p: 0 },
    ]);
    expect(game.rules.prompt(s).expects).toEqual(['reveal', 'deck']);
    refused(s, { type: 'endCard' }, 'gyosho.err.endTooEarly');
  });

  it('finishes the round after the end card comes up, so that C ends the game', () => {
    let s = withLoad(nearEnd(), 0, [1, 0, 0, 0]);
    s = play(s, [
      { type: 'ship', p: 0, slot: 0 },
      { type: 'endTurn', p: 0 },
    ]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'refill', expects: ['reveal', 'endCard', 'deck'] });
    s = play(s, [{ type: 'endCard' }]);
    expect(s.ending).toEqual({ cause: 'endCard', seat: 0 });
    refused(s, { type: 'endCard' }, 'gyosho.err.endCardTwice');
    // The row still needs a card: the refill goes on past the end card.
    expect(game.rules.prompt(s).phase).toBe('refill');
    expect(stillToMove(s)).toEqual([1, 2]);
    s = play(s, [{ type: 'reveal', city: C.wine, goods: ['wine'], points: 1 }]);
    expect(s.row).toHaveLength(5);
    expect(game.rules.prompt(s)).toMatchObject({
      phase: 'turn',
      actors: [1],
      hint: { key: 'gyosho.hint.lastRound', params: { last: { p: 2 } } },
    });
    s = pass(s);
    expect(stillToMove(s)).toEqual([2]);
    expect(game.rules.isOver(s)).toBe(false);
    s = pass(s);
    expect(game.rules.isOver(s)).toBe(true);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'over', actors: [], expects: [] });
    expect(stillToMove(s)).toEqual([]);
  });

  it('ends at once when the end card comes up in the refill after C’s turn (equal turns already)', () => {
    let s = pass(pass(nearEnd()));
    s = withLoad(s, 2, [0, 0, 1, 0]);
    s = play(s, [{ type: 'ship', p: 2, slot: 2 }, { type: 'endTurn', p: 2 }, { type: 'endCard' }]);
    expect(game.rules.isOver(s)).toBe(true);
    expect(s.round).toBe(1);
  });

  it('refuses any entry after the game ended', () => {
    let s = withLoad(nearEnd(), 2, [0, 0, 1, 0]);
    s = play(pass(pass(s)), [
      { type: 'ship', p: 2, slot: 2 },
      { type: 'endTurn', p: 2 },
      { type: 'endCard' },
    ]);
    // The kernel refuses every entry after the end, of any step or seat, before the rules are asked.
    refused(s, { type: 'move', p: 0, city: C.wheat }, 'kernel.gameOver');
    refused(s, { type: 'reveal', city: C.wine, goods: ['wine'], points: 1 }, 'kernel.gameOver');
    refused(s, { type: 'endTurn', p: 0 }, 'kernel.gameOver');
  });
});

describe('end condition ②: all five 特注 cards taken', () => {
  it('finishes the round: B took the last one, C still moves, A does not', () => {
    // Wagons of 5 slots: 特注 #5 needs 5 goods.
    let s = pass(ready3(undefined, undefined, {}, 5));
    s = { ...s, specials: s.specials.map((c, i) => (i === 4 ? c : null)) };
    // 特注 #5: south city, 織物 武具 酒 酒 小麦.
    s = withLoad(withWagonAt(s, 1, C.south), 1, [1, 1, 2, 1]);
    s = play(s, [{ type: 'shipSpecial', p: 1, index: 4 }]);
    expect(s.ending).toEqual({ cause: 'specials', seat: 1 });
    // B still has the rest of this turn.
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'turn', actors: [1] });
    s = pass(s);
    // No order card left the row: no refill, C is on.
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'turn', actors: [2] });
    s = pass(s);
    expect(game.rules.isOver(s)).toBe(true);
  });
});

describe('end condition ③: a player placed all four posts', () => {
  it('finishes the round after A places the fourth post, A still using the rest of the turn', () => {
    // A: posts in エルカイブランド (start), 小麦 and 武具 cities; one unused ハイジフィールド card; ships another.
    let s = withCards(ready3(), 0, [C.heidi], [C.wheat, C.arms]);
    s = withLoad(withWagonAt(s, 0, C.heidi), 0, [0, 1, 0, 0]);
    s = play(s, [{ type: 'ship', p: 0, slot: 1 }]);
    expect(s.merchants[0]?.posts).toEqual([C.elkai, C.wheat, C.arms, C.heidi]);
    expect(s.ending).toEqual({ cause: 'posts', seat: 0 });
    s = play(s, [
      { type: 'move', p: 0, city: C.wine },
      { type: 'endTurn', p: 0 },
    ]);
    expect(game.rules.prompt(s).phase).toBe('refill');
    s = play(s, [{ type: 'reveal', city: C.wine, goods: ['arms'], points: 1 }]);
    s = pass(pass(s));
    expect(game.rules.isOver(s)).toBe(true);
    expect(game.rules.prompt(s).hint).toEqual({
      key: 'gyosho.hint.over',
      params: { cause: { key: 'gyosho.end.posts' } },
    });
  });

  it('ends right after C’s turn when C places the fourth post, without a refill', () => {
    let s = pass(pass(ready3()));
    s = withCards(s, 2, [C.elkai], [C.wheat, C.arms]);
    s = withLoad(withWagonAt(s, 2, C.elkai), 2, [1, 0, 0, 0]);
    s = play(s, [{ type: 'ship', p: 2, slot: 0 }]);
    expect(s.ending).toEqual({ cause: 'posts', seat: 2 });
    s = pass(s);
    expect(game.rules.isOver(s)).toBe(true);
    expect(s.row[0]).toBeNull();
  });
});

describe('title cards (variant)', () => {
  it('asks for each title’s points per player after the last turn, then scores them', () => {
    let s = atTitles();
    expect(game.rules.prompt(s)).toMatchObject({
      phase: 'titles',
      expects: ['title'],
      hint: { params: { k: 1 } },
    });
    expect(game.rules.isOver(s)).toBe(false);
    refused(s, { type: 'title', points: [3, 0] }, 'gyosho.err.titleCount');
    s = play(s, [{ type: 'title', points: [3, 0, 0] }]);
    expect(game.rules.isOver(s)).toBe(false);
    s = play(s, [{ type: 'title', points: [0, 2, 2] }]);
    expect(game.rules.isOver(s)).toBe(true);
    const score = game.scoring.score(s);
    // A: 3 (title) = 3. B: 2 (title) = 2. C: wine order 2 + white? no: slot 2 has no jewel; 2 + 2 = 4.
    expect(score.players.map((p) => p.total)).toEqual([3, 2, 4]);
    expect(score.players[0]?.lines.at(-1)).toMatchObject({
      label: { key: 'gyosho.score.titles' },
      points: 3,
      detail: { key: 'gyosho.score.sum', params: { terms: '3 + 0' } },
    });
    expect(score.players.map((p) => p.rank)).toEqual([2, 3, 1]);
    // C's one card, the wine order of 2, is named on the order-card line: the sheet adds up card by card.
    expect(score.players[2]?.lines[0]?.detail).toEqual({
      key: 'gyosho.score.ordersCards',
      params: { n: 1, terms: '2' },
    });
  });
});
