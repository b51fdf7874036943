// What a table may read while a round is played: the facts the rules hide (taken tricks, goods) and the log
// lines of cards whose trick has been taken face down since. Expected values are worked by hand.
import { describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../app/i18n';
import { strings } from './i18n';
import { game } from './index';
import type { State } from './state';
import { DULL_ROUND, playAll, players, playOf, start } from './testing';

addStrings(strings);
const t = makeTranslate('ja', players(4));
const en = makeTranslate('en', players(4));

/** The facts of a state in words: [owner, sentence]. */
const facts = (s: State, tr = t) => (game.secrecy?.secrets(s) ?? []).map((f) => [f.owner, tr(f.fact)]);

/** The log line of the k-th card (0-based) of `codes` played from `from`, read in the state `now`. */
function lineOf(from: State, codes: string, k: number, now: State): string {
  const list = codes.split(' ');
  const before = playAll(from, list.slice(0, k).join(' '));
  return t(
    game.secrecy?.describeOpen?.(before, playOf(before, list[k] as string), now) ?? { key: 'missing' },
  );
}

// Trick 1 (A leads): u9 A, u3 B, u2 C, u1 D → A (9 wins), ◇うなぎ 3. Trick 2 (A leads): m5 A, m9 B, m8 C,
// m7 D → B, ◇梅干 8. Goods (1:4 2:3 3:3 4-6:1 7-8:0 9:2): A うなぎ 2+3+3+4 = 12; B 梅干 1+2+0+0 = 3.
const TWO = 'u9 u3 u2 u1 m5 m9 m8 m7';

describe('secrets: taken tricks lie face down until the round ends', () => {
  it('names each taken trick for the player who took it, and each player goods so far', () => {
    expect(facts(playAll(start(), TWO))).toEqual([
      [0, '第1トリック（あなたが取得）：うなぎ9・うなぎ3・うなぎ2・うなぎ1'],
      [1, '第2トリック（あなたが取得）：梅干5・梅干9・梅干8・梅干7'],
      [0, 'Aの商品：うなぎ12個'],
      [1, 'Bの商品：梅干3個'],
    ]);
    // Trick 3 (B leads): s1 B, s2 C, s4 D, u5 A (does not follow) → D (すいか 4 is the highest すいか),
    // ◇すいか 2. D: すいか 4+3+1 = 8, うなぎ 1 (A's u5 lies in D's trick).
    const three = playAll(start(), `${TWO} s1 s2 s4 u5`);
    expect(facts(three, en)).toEqual([
      [0, 'Trick 1 (you took it): Eel 9, Eel 3, Eel 2, Eel 1'],
      [1, 'Trick 2 (you took it): Umeboshi 5, Umeboshi 9, Umeboshi 8, Umeboshi 7'],
      [3, 'Trick 3 (you took it): Watermelon 1, Watermelon 2, Watermelon 4, Eel 5'],
      [0, "A's goods: Eel 12 goods"],
      [1, "B's goods: Umeboshi 3 goods"],
      [3, "D's goods: Eel 1 good, Watermelon 8 goods"],
    ]);
  });

  it('hides nothing before the first trick, between rounds and once the match is over', () => {
    expect(facts(playAll(start(), 'u9 u3 u2'))).toEqual([]);
    expect(facts(playAll(start(), DULL_ROUND))).toEqual([]);
    const over = playAll(start(), Array(4).fill(DULL_ROUND).join(' '));
    expect(over.over).toBe(true);
    expect(facts(over)).toEqual([]);
  });
});

describe('describeOpen: the log of a round being played', () => {
  const now = playAll(start(), `${TWO} s1 s2`);

  it('names no card of a taken trick: who played, who took it and the ◇ it set stay', () => {
    // u3 was B's card in trick 1 (taken by A); u1 was D's, the trick's last card.
    expect(lineOf(start(), TWO, 1, now)).toBe('B：伏せ札');
    expect(lineOf(start(), TWO, 3, now)).toBe('D：伏せ札　→ Aがトリック・◇うなぎは3');
    expect(lineOf(start(), TWO, 7, now)).toBe('D：伏せ札　→ Bがトリック・◇梅干は8');
    // The card that completes a trick is hidden at once: the trick is taken as it is entered.
    expect(lineOf(start(), TWO, 7, playAll(start(), TWO))).toBe('D：伏せ札　→ Bがトリック・◇梅干は8');
  });

  it('names the cards of the trick on the table, and every card once the round is turned face up', () => {
    expect(lineOf(playAll(start(), TWO), 's1 s2', 1, now)).toBe('C：すいか2');
    const next = playAll(start(), `${DULL_ROUND} m1`);
    expect(lineOf(start(), DULL_ROUND, 1, next)).toBe('B：梅干1');
    expect(lineOf(start(), DULL_ROUND, 35, next)).toBe('D：てんぷら9　→ Aがトリック・第1ラウンド終了');
  });

  it('is the plain line at a teaching table (describe names every card)', () => {
    const before = playAll(start(), 'u9');
    expect(t(game.words.describe(before, playOf(before, 'u3')))).toBe('B：うなぎ3');
  });
});
