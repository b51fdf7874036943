import { describe, expect, it } from 'vitest';
import { game } from './index';
import { privilegesOf } from './privileges';
import type { Card, EdoState } from './state';
import { coinTotal, card as g, play, purchase, quietDice, rulebookTable, tryStep } from './testing';

// Seats: 0 門左衛門 白, 1 お市 黄, 2 佐吉 赤, 3 六助 青. Holdings after setup:
// 門左衛門 白5 青2 | お市 黄3 白2 | 佐吉 赤4 黄4 | 六助 青4 赤6.

/** The four seats' bids, [East, West] by seat: the seats not named bid nothing. */
const bids = (by: Record<number, [number, number]> = {}): [number, number][] =>
  [0, 1, 2, 3].map((p) => by[p] ?? [0, 0]);

/** Dice, draw, markers (turn order) and bids (by seat), stopping before any 青 step. */
function toReveal(
  s: EdoState,
  east: Card,
  west: Card | null,
  markers: ('east' | 'west' | 'koban')[],
  bidding: [number, number][],
) {
  const drawn = play(quietDice(s), [{ type: 'draw', east, west }]);
  return play(drawn, purchase(drawn, markers, bidding));
}

const KOBAN: ('east' | 'west' | 'koban')[] = ['koban', 'koban', 'koban', 'koban'];

/** Turn 1: 六助 takes East (青5), 青4 青5 against 門左衛門's 青2, and holds 青; West (青3) ties and stays. */
const blueTied = () =>
  toReveal(
    rulebookTable({ privileges: true }),
    g('blue', 5),
    g('blue', 3),
    ['east', 'west', 'west', 'koban'],
    bids({ 1: [0, 1], 2: [0, 1], 3: [1, 0] }),
  );

/** Turn 1: 六助 alone takes East (青5) for 1 and holds 青; West (黄1) stays. */
const blueAlone = () =>
  toReveal(
    rulebookTable({ privileges: true }),
    g('blue', 5),
    g('yellow', 1),
    ['koban', 'koban', 'koban', 'east'],
    bids({ 3: [1, 0] }),
  );

/** Turn 1: お市 takes West (黄1), 黄3 黄1 against 佐吉's 黄4, and holds 黄. */
const yellowToOichi = () =>
  toReveal(
    rulebookTable({ privileges: true }),
    g('black', 5),
    g('yellow', 1),
    ['koban', 'west', 'koban', 'koban'],
    bids({ 1: [0, 1] }),
  );

describe('御用商人 (variant)', () => {
  it('gives a colour to the sole player with the most cards; a tie at the top gives it to nobody', () => {
    const hands: Card[][] = [
      [g('white', 1), g('white', 2), g('blue', 1)],
      [g('white', 3), g('blue', 2), { colour: 'special' }, { colour: 'special' }],
      [g('red', 1)],
    ];
    expect(privilegesOf(hands)).toEqual({ white: 0, yellow: null, red: 2, blue: null, black: null });
  });

  it('is off by default: nobody ever holds a privilege', () => {
    const s = toReveal(
      rulebookTable(),
      g('blue', 5),
      g('blue', 3),
      ['east', 'koban', 'koban', 'koban'],
      bids({ 3: [1, 0] }),
    );
    expect(s.privileges.blue).toBeNull();
    expect(game.rules.prompt(s).phase).toBe('dice.roll');
  });

  it('is gained on an award, lost on a tie and moved, re-checked after every award', () => {
    let s = blueTied();
    expect(s.privileges.blue).toBe(3);
    // Turn 2 (お市 active): East 青1; West now holds 青3 and 黒2. 門左衛門 takes East: 2 against 2, nobody
    // holds 青. Then 佐吉 takes West (青3 黒2): 青 stays tied at the top, and 佐吉 alone holds 黒.
    s = toReveal(
      s,
      g('blue', 1),
      g('black', 2),
      ['koban', 'koban', 'west', 'east'],
      bids({ 0: [1, 0], 2: [0, 1] }),
    );
    expect(s.lastBuy).toMatchObject({ east: { kind: 'won', player: 0 }, west: { kind: 'won', player: 2 } });
    expect(s.privileges.blue).toBeNull();
    expect(s.privileges.black).toBe(2);
    // Turn 3 (佐吉 active): 門左衛門 takes East (青6): 3 against 2, the privilege comes back to him.
    s = toReveal(s, g('blue', 6), g('red', 2), ['koban', 'koban', 'east', 'koban'], bids({ 0: [1, 0] }));
    expect(s.privileges.blue).toBe(0);
  });

  it('moves a privilege straight from one holder to another when a site of several cards is won', () => {
    // Turn 2: West (青3) gains 青1; 門左衛門 takes both: 青2 青3 青1 against 六助's 青4 青5.
    let s = blueTied();
    expect(s.privileges.blue).toBe(3);
    s = toReveal(s, g('black', 1), g('blue', 1), ['koban', 'koban', 'koban', 'west'], bids({ 0: [0, 1] }));
    expect(s.privileges.blue).toBe(0);
  });

  it('青: after the reveal its holder may lower a bid of 1 to nothing, which is 小銭稼ぎ checked against the marker', () => {
    let s = blueAlone();
    expect(s.privileges.blue).toBe(3);
    // Turn 2 (お市 active): 六助 declares East and bids 1.
    s = toReveal(s, g('red', 2), g('white', 3), ['koban', 'koban', 'east', 'koban'], bids({ 3: [1, 0] }));
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'buy.blue', actors: [3], expects: ['blue'] });
    const before = structuredClone(s);
    expect(tryStep(s, { type: 'blue', player: 0, lower: true })).toMatchObject({ code: 'edo.err.notBlue' });
    expect(s).toEqual(before);
    const pot = s.pot;
    const coins = s.coins[3] ?? 0;
    const lowered = play(s, [{ type: 'blue', player: 3, lower: true }]);
    // Nobody bid on East any more: its card is discarded. Four takers share the pot of `pot` coins.
    expect(lowered.lastBuy).toMatchObject({ east: { kind: 'discarded' }, koban: [0, 1, 2, 3], flipped: [3] });
    expect((lowered.coins[3] ?? 0) - coins).toBe(1 + Math.floor(pot / 4));
    expect(lowered.dishonour).toEqual([false, false, false, true]);
    // Kept instead, the bid of 1 wins East.
    const kept = play(s, [{ type: 'blue', player: 3, lower: false }]);
    expect(kept.lastBuy?.east).toMatchObject({ kind: 'won', player: 3, price: 1 });
    expect(coinTotal(lowered)).toBe(50);
  });

  it('青: a holder who bid nothing has nothing to lower (no step)', () => {
    const s = blueAlone();
    const t2 = toReveal(s, g('red', 2), g('white', 3), KOBAN, bids());
    expect(t2.phase).toBe('dice.roll');
  });

  it('黄: its holder at 小銭稼ぎ time gets one more stock coin', () => {
    const s = yellowToOichi();
    expect(s.privileges.yellow).toBe(1);
    // Turn 2 (お市 active): everyone takes 小銭稼ぎ. The pot (1 left from turn 1's three takers, + 1) is
    // too small to split among four.
    const before = play(quietDice(s), [{ type: 'draw', east: g('red', 1), west: g('white', 3) }]);
    const after = play(before, purchase(before, KOBAN, bids()));
    const gain = after.coins.map((c, p) => c - (before.coins[p] ?? 0));
    // Pot 1 among 4: nobody gets a share; お市 1 + 1 (黄), the others 1.
    expect(gain).toEqual([1, 2, 1, 1]);
  });

  it('黄: a holder who loses the privilege on this turn’s award gets no extra coin', () => {
    let s = yellowToOichi();
    // Turn 2: 佐吉 takes East (黄2): 黄4 黄2 against お市's 黄3 黄1: a tie, nobody holds 黄 at 小銭稼ぎ time.
    const before = play(quietDice(s), [{ type: 'draw', east: g('yellow', 2), west: g('white', 3) }]);
    s = play(before, purchase(before, ['koban', 'east', 'koban', 'koban'], bids({ 2: [1, 0] })));
    expect(s.privileges.yellow).toBeNull();
    expect((s.coins[1] ?? 0) - (before.coins[1] ?? 0)).toBe(1);
  });
});
