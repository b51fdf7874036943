import { describe, expect, it } from 'vitest';
import { expectRefused } from '../testing';
import { income, incomePreview, objectionVotes } from './dice';
import { game } from './index';
import type { EdoState } from './state';
import { coinTotal, play, purchase, rulebookTable } from './testing';

// Seats: 0 門左衛門 白, 1 お市 黄, 2 佐吉 赤, 3 六助 青 (see rulebookTable for the holdings).
const roll = (a: number, b: number, c: number) => ({ type: 'roll' as const, dice: [a, b, c] });
const keep = (...dice: number[]) => ({ type: 'keep', dice }) as const;
const object = (...players: number[]) => ({ type: 'object', players }) as const;

const refused = (s: EdoState, a: unknown, code: string) => expectRefused(game, s, a, code);

describe('客引き income (RULINGS 000)', () => {
  it('pays +1 per card whose pips match a die, +1 per die showing 1, doubles counting twice', () => {
    const hand = [
      { colour: 'white', pips: 4 },
      { colour: 'red', pips: 4 },
      { colour: 'blue', pips: 1 },
      { colour: 'special' },
    ] as const;
    expect(income(hand, [4])).toBe(2);
    expect(income(hand, [4, 4])).toBe(4);
    // die 1: +1 always, +1 for 青1.
    expect(income(hand, [1])).toBe(2);
    expect(income(hand, [2, 3])).toBe(0);
    expect(income([], [1, 1, 1])).toBe(3);
  });

  it('rulebook example: 1-4-5, 門左衛門 keeps 1 and 5: 門左衛門 2, 佐吉 2, 六助 1, お市 0', () => {
    const s = play(rulebookTable(), [roll(1, 4, 5), keep(1, 5)]);
    expect(incomePreview(s, [1, 4, 5], [1, 5])).toEqual([2, 0, 2, 1]);
    expect(game.rules.prompt(s)).toMatchObject({
      phase: 'dice.object',
      actors: [1, 2, 3],
      expects: ['object'],
    });
  });

  it('rulebook example: お市 and 六助 object, two of four participants: the dice are rolled again', () => {
    const s = play(rulebookTable(), [roll(1, 4, 5), keep(1, 5)]);
    expect(objectionVotes(s, [1, 3])).toEqual({ votes: 2, participants: 4, upheld: true });
    const again = play(s, [object(1, 3)]);
    expect(again.coins).toEqual([5, 5, 5, 5]);
    expect(again.attempt).toBe(2);
    expect(game.rules.prompt(again)).toMatchObject({
      phase: 'dice.roll',
      actors: [0],
      hint: { key: 'edo.hint.dice.reroll' },
    });
  });

  it('pays the income when nobody objects or the objection falls short, then goes to 仕入れ', () => {
    const none = play(rulebookTable(), [roll(1, 4, 5), keep(1, 5), object()]);
    expect(none.coins).toEqual([7, 5, 7, 6]);
    expect(none.stock).toBe(30 - 5);
    expect(none.lastIncome).toEqual([2, 0, 2, 1]);
    expect(game.rules.prompt(none)).toMatchObject({ phase: 'buy.draw', actors: [0] });
    // One vote of four: 2 x 1 < 4.
    const one = play(rulebookTable(), [roll(1, 4, 5), keep(1, 5), object(1)]);
    expect(one.coins).toEqual([7, 5, 7, 6]);
  });

  it('ends 客引き with no income on a second upheld objection', () => {
    const s = play(rulebookTable(), [roll(1, 4, 5), keep(1, 5), object(1, 3), roll(4, 4, 6), keep(4, 4)]);
    expect(game.rules.prompt(s).hint).toMatchObject({ key: 'edo.hint.dice.objectLast' });
    const ended = play(s, [object(2, 3)]);
    expect(ended.coins).toEqual([5, 5, 5, 5]);
    expect(ended.stock).toBe(30);
    expect(ended.lastIncome).toBeNull();
    expect(game.rules.prompt(ended)).toMatchObject({ phase: 'buy.draw', actors: [0] });
  });

  it('lets the active player keep no dice: everyone else uses all three', () => {
    const s = play(rulebookTable(), [roll(4, 4, 2), keep(), object()]);
    // 門左衛門 nothing; お市 白2: 1; 佐吉 赤4 黄4 with two 4s: 4; 六助 青4 x2: 2.
    expect(s.lastIncome).toEqual([0, 1, 4, 2]);
  });

  it('refuses a die outside 1-6, a roll of two dice, keeping three dice or dice not rolled', () => {
    const s = rulebookTable();
    refused(s, roll(0, 4, 5), 'edo.err.die');
    refused(s, roll(1, 7, 5), 'edo.err.die');
    refused(s, { type: 'roll', dice: [1, 2] }, 'edo.err.diceCount');
    refused(s, { type: 'roll', dice: [1, 2.5, 3] }, 'kernel.badAction');
    const rolled = play(s, [roll(1, 4, 5)]);
    expect(refused(rolled, keep(1, 4, 5), 'edo.err.keepTooMany')).toMatchObject({
      params: { count: 3, max: 2 },
    });
    refused(rolled, keep(6), 'edo.err.keepNotRolled');
    refused(rolled, keep(1, 1), 'edo.err.keepNotRolled');
  });

  it('refuses an objection by the active player, a 不義理 player, an unknown seat or the same player twice', () => {
    const s = play(rulebookTable(), [roll(1, 4, 5), keep(1, 5)]);
    expect(refused(s, object(0), 'edo.err.objectActive')).toMatchObject({ params: { p: { p: 0 } } });
    refused(s, object(1, 1), 'edo.err.objectTwice');
    refused(s, object(4), 'edo.err.badPlayer');
    // 佐吉 breaks his declaration in turn 1 and shows 不義理 during turn 2's 客引き.
    const t2 = play(rulebookTable(), [
      roll(6, 6, 6),
      keep(),
      object(),
      { type: 'draw', east: { colour: 'black', pips: 5 }, west: { colour: 'yellow', pips: 1 } },
    ]);
    const after = play(
      t2,
      purchase(
        t2,
        ['west', 'east', 'east', 'west'],
        [
          [0, 2],
          [1, 0],
          [0, 0],
          [0, 2],
        ],
      ),
    );
    expect(after.dishonour).toEqual([false, false, true, false]);
    const rolled = play(after, [roll(1, 4, 5), keep(1)]);
    expect(game.rules.prompt(rolled).actors).toEqual([0, 3]);
    expect(refused(rolled, object(2), 'edo.err.objectDishonour')).toMatchObject({ params: { p: { p: 2 } } });
  });

  it('不義理 players neither earn nor count as participants; the tiles turn back at the end of 客引き', () => {
    let s = play(rulebookTable(), [
      roll(6, 6, 6),
      keep(),
      object(),
      { type: 'draw', east: { colour: 'black', pips: 5 }, west: { colour: 'yellow', pips: 1 } },
    ]);
    s = play(
      s,
      purchase(
        s,
        ['west', 'east', 'east', 'west'],
        [
          [0, 2],
          [1, 0],
          [0, 0],
          [0, 2],
        ],
      ),
    );
    // Turn 2: お市 active; 佐吉 (赤4 黄4) shows 不義理: the 4s pay him nothing.
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'dice.roll', actors: [1], turn: 2 });
    s = play(s, [roll(4, 4, 2), keep(2)]);
    // Participants 門左衛門, お市, 六助: one objection of three falls short (2 x 1 < 3).
    expect(objectionVotes(s, [3])).toMatchObject({ votes: 1, participants: 3, upheld: false });
    const paid = play(s, [object(3)]);
    // お市 keeps 2 (白2): 1. Others 4, 4: 門左衛門 0, 佐吉 不義理 0, 六助 青4: 2.
    expect(paid.lastIncome).toEqual([0, 1, 0, 2]);
    expect(paid.dishonour).toEqual([false, false, false, false]);
  });

  it('黒 privilege (variant): its holder’s objection counts twice', () => {
    // Turn 1: 六助 wins East (黒5) alone and becomes the 黒 holder; everyone keeps their word.
    const turn1 = (variant: boolean) => {
      const s = play(rulebookTable({ privileges: variant }), [
        roll(6, 6, 6),
        keep(),
        object(),
        { type: 'draw', east: { colour: 'black', pips: 5 }, west: { colour: 'yellow', pips: 1 } },
      ]);
      return play(
        s,
        purchase(
          s,
          ['koban', 'koban', 'koban', 'east'],
          [
            [0, 0],
            [0, 0],
            [0, 0],
            [1, 0],
          ],
        ),
      );
    };
    const on = turn1(true);
    expect(on.privileges.black).toBe(3);
    // Turn 2: お市 active; 六助 alone objects: 2 votes of 4 participants, upheld.
    const rolled = play(on, [roll(3, 3, 3), keep(3, 3)]);
    expect(objectionVotes(rolled, [3])).toEqual({ votes: 2, participants: 4, upheld: true });
    expect(play(rolled, [object(3)]).phase).toBe('dice.roll');
    // Without the variant nobody holds 黒: one vote of four is not enough.
    const off = play(turn1(false), [roll(3, 3, 3), keep(3, 3), object(3)]);
    expect(off.phase).toBe('buy.draw');
  });

  it('pays from a short stock in seat order from the active player and notes who went short', () => {
    const s = play(rulebookTable(), [roll(1, 4, 5), keep(1, 5)]);
    // Move all but 3 stock coins to お市 (coins stay 50): owed 門左衛門 2, 佐吉 2, 六助 1.
    const short = { ...s, stock: 3, coins: [5, 32, 5, 5] };
    const paid = play(short, [object()]);
    expect(paid.lastIncome).toEqual([2, 0, 1, 0]);
    expect(paid.stock).toBe(0);
    expect(coinTotal(paid)).toBe(50);
    expect(paid.notes).toEqual([
      {
        key: 'edo.note.short',
        params: { p: { p: 2 }, owed: 2, paid: 1, reason: { key: 'edo.reason.income' }, turn: 1 },
      },
      {
        key: 'edo.note.short',
        params: { p: { p: 3 }, owed: 1, paid: 0, reason: { key: 'edo.reason.income' }, turn: 1 },
      },
    ]);
  });

  it('skips the objection step when nobody but the active player takes part', () => {
    const s = play(rulebookTable(), [roll(1, 4, 5)]);
    const alone = { ...s, dishonour: [false, true, true, true] };
    const paid = play(alone, [keep(1, 5)]);
    expect(paid.lastIncome).toEqual([2, 0, 0, 0]);
    expect(game.rules.prompt(paid).phase).toBe('buy.draw');
  });
});
