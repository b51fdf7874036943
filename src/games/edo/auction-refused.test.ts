// 仕入れ (the purchase): entries the rules refuse, each with its reason, and the end of the game's deck.
import { describe, expect, it } from 'vitest';
import { step } from '../../engine/replay';
import { expectRefused } from '../testing';
import type { EdoAction } from './actions';
import { game } from './index';
import type { EdoState } from './state';
import { card as g, play, purchase, quietDice, rulebookTable, specialCard as special } from './testing';

// Seats: 0 門左衛門 白, 1 お市 黄, 2 佐吉 赤, 3 六助 青 (holdings: see rulebookTable).

const refused = (s: EdoState, a: unknown, code: string) => expectRefused(game, s, a, code);

describe('仕入れ: refused entries', () => {
  const atBids = () => {
    const s = play(quietDice(rulebookTable()), [{ type: 'draw', east: g('black', 5), west: g('yellow', 1) }]);
    return play(s, purchase(s, ['east', 'east', 'koban', 'west'], []));
  };

  it('refuses a bid above the bidder’s coins, on both sites, negative, twice, or by an unknown seat', () => {
    const s = atBids();
    // 門左衛門 has 5 coins (the 6-6-6 roll paid only 六助). The refusal names the amount, never his coins:
    // they are hidden behind his screen.
    const over = refused(s, { type: 'bid', player: 0, east: 6, west: 0 }, 'edo.err.overCoins');
    expect(over.params).toEqual({ p: { p: 0 }, n: 6 });
    refused(s, { type: 'bid', player: 0, east: 1, west: 1 }, 'edo.err.bothSites');
    refused(s, { type: 'bid', player: 0, east: -1, west: 0 }, 'edo.err.amount');
    refused(s, { type: 'bid', player: 7, east: 1, west: 0 }, 'edo.err.badPlayer');
    const once = play(s, [{ type: 'bid', player: 0, east: 5, west: 0 }]);
    refused(once, { type: 'bid', player: 0, east: 1, west: 0 }, 'edo.err.bidTwice');
  });

  it('takes the markers in turn order from the active player only', () => {
    const s = play(quietDice(rulebookTable({ first: 2 })), [
      { type: 'draw', east: g('black', 5), west: g('yellow', 1) },
    ]);
    expect(game.rules.prompt(s).actors).toEqual([2]);
    refused(s, { type: 'declare', player: 0, choice: 'east' }, 'edo.err.notYourTurn');
    const next = play(s, [{ type: 'declare', player: 2, choice: 'east' }]);
    expect(game.rules.prompt(next).actors).toEqual([3]);
  });

  it('needs a card on West while the deck has two; the last card goes to East alone', () => {
    const s = quietDice(rulebookTable());
    refused(s, { type: 'draw', east: g('black', 5), west: null }, 'edo.err.needWest');
    const last = quietDice(rulebookTable({ deck: 1 }));
    expect(game.rules.prompt(last).hint).toMatchObject({ key: 'edo.hint.buy.drawLast' });
    refused(last, { type: 'draw', east: g('black', 5), west: g('red', 1) }, 'edo.err.deckEmpty');
    const drawn = play(last, [{ type: 'draw', east: g('black', 5), west: null }]);
    expect([drawn.deck, drawn.east.length, drawn.west.length]).toEqual([0, 1, 0]);
    // West holds no card: it can be neither declared nor bid on.
    refused(drawn, { type: 'declare', player: 0, choice: 'west' }, 'edo.err.emptySite');
    expect(game.rules.legalActions(drawn).map((a) => (a as { choice?: string }).choice)).toEqual([
      'east',
      'koban',
    ]);
  });

  it('ends the game after the turn that emptied the deck, and refuses any entry after it', () => {
    const last = quietDice(rulebookTable({ deck: 1 }));
    const over = play(last, [
      { type: 'draw', east: g('black', 5), west: null },
      ...purchase(
        last,
        ['east', 'koban', 'koban', 'koban'],
        [
          [2, 0],
          [0, 0],
          [0, 0],
          [0, 0],
        ],
      ),
    ]);
    expect(game.rules.isOver(over)).toBe(true);
    expect(game.rules.prompt(over)).toMatchObject({ phase: 'over', actors: [], expects: [] });
    const before = structuredClone(over);
    expect(step(game, over, { type: 'roll', dice: [1, 2, 3] })).toMatchObject({ code: 'kernel.gameOver' });
    expect(over).toEqual(before);
  });

  it('names the empty deck when a card is drawn at the end', () => {
    // A 特注 card in a hand makes the end wait for its colour: the game is not over yet.
    const last = quietDice(rulebookTable({ deck: 1 }));
    const waiting = play(last, [
      { type: 'draw', east: special, west: null },
      ...purchase(
        last,
        ['east', 'koban', 'koban', 'koban'],
        [
          [1, 0],
          [0, 0],
          [0, 0],
          [0, 0],
        ],
      ),
    ]);
    expect(game.rules.prompt(waiting)).toMatchObject({ phase: 'end.special', actors: [0] });
    refused(waiting, { type: 'draw', east: g('red', 1), west: null }, 'edo.err.deckEmpty');
    refused(waiting, { type: 'roll', dice: [1, 2, 3] }, 'edo.err.phase');
  });

  it('refuses entries that do not belong to the step', () => {
    const s = rulebookTable();
    const cases: EdoAction[] = [
      { type: 'bid', player: 0, east: 1, west: 0 },
      { type: 'keep', dice: [] },
      { type: 'blue', player: 3, lower: true },
    ];
    for (const action of cases) refused(s, action, 'edo.err.phase');
  });
});
