// A suit's counts must come from its nine cards, whose goods are 4 3 3 1 1 1 0 0 2 (cards 1 to 9).
import { describe, expect, it } from 'vitest';
import { splits } from './split';

describe('splitting a suit among the players', () => {
  it('takes counts some deal gives: all 15 goods, one card each, no card at all', () => {
    // 1+2 (7), 3+4+5+6 (5), 7+8+9 (2), and the fourth player no card of the suit: 7+5+2 = 15.
    expect(splits([7, 5, 2, null])).toBe(true);
    // Cards 1, 2, 3 and 9 to four players: 4, 3, 3, 2.
    expect(splits([4, 3, 3, 2])).toBe(true);
    // Two players with only 7s and 8s.
    expect(splits([0, 0, 15, null])).toBe(true);
  });

  it('refuses counts no deal gives', () => {
    // Four players with exactly 1 goods: only cards 4, 5 and 6 carry 1, and two 1s cannot be split off the 2.
    expect(splits([1, 1, 1, 1])).toBe(false);
    // Three players with 0: only two cards (7 and 8) carry none.
    expect(splits([0, 0, 0, null])).toBe(false);
    // 15 for one player takes every card that carries goods, and the other's 1 has none left.
    expect(splits([15, 1, null, null])).toBe(false);
  });
});
