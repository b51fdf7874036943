import { describe, expect, it } from 'vitest';
import { isViolation } from '../../engine/violation';
import { cardTotal } from './cards';
import { defaultDeck } from './components';
import { game } from './index';
import { coinTotal, merchants, play, RULEBOOK, rulebookTable, table, tryStep } from './testing';

describe('setup (ゲームの準備, RULINGS 000)', () => {
  it('computes the deck: 32 - 2 x players - 2 discards - cards left in the box (5p 0, 4p 7, 3p 8)', () => {
    // 5p: 32 - 10 - 2 - 0 = 20; 4p: 32 - 8 - 2 - 7 = 15; 3p: 32 - 6 - 2 - 8 = 16.
    expect([defaultDeck(5), defaultDeck(4), defaultDeck(3)]).toEqual([20, 15, 16]);
    expect(game.options.defaults(4)).toEqual({ first: 0, privileges: false, deck: 15 });
    const s = rulebookTable();
    expect(s.deck).toBe(15);
    expect(s.removed).toBe(7);
  });

  it('lets the table correct the deck size; the difference goes to the box so 32 cards stay counted', () => {
    const s = rulebookTable({ deck: 17 });
    expect(s.deck).toBe(17);
    expect(s.removed).toBe(5);
    expect(cardTotal(s)).toBe(32);
    // Without the option (an older record), the deck is computed: 3 players leave 8 cards in the box.
    const plain = game.rules.setup({ first: 0, privileges: false }, merchants(['a', 'b', 'c']));
    expect(!isViolation(plain) && plain.removed).toBe(8);
  });

  it('refuses a deck that cannot fit and colours that are not five distinct goods colours', () => {
    // 4 players: at most 32 - 8 - 2 = 22 cards in the deck.
    expect(game.rules.setup({ first: 0, privileges: false, deck: 23 }, merchants(RULEBOOK))).toMatchObject({
      code: 'edo.err.deckSize',
      params: { max: 22 },
    });
    const twins = [...merchants(['a', 'b', 'c']).slice(0, 2), { name: 'c', colour: 'white' }];
    expect(game.rules.setup(game.options.defaults(3), twins)).toMatchObject({ code: 'edo.err.colours' });
    const odd = [...merchants(['a', 'b']), { name: 'c', colour: 'green' }];
    expect(game.rules.setup(game.options.defaults(3), odd)).toMatchObject({ code: 'edo.err.colours' });
  });

  it('deals 5 coins each, the rest to the stock, and starts with the starting cards in seat order', () => {
    const s = table(RULEBOOK);
    expect(s.coins).toEqual([5, 5, 5, 5]);
    expect(s.stock).toBe(30);
    expect(coinTotal(s)).toBe(50);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'setup.start', actors: [0], expects: ['start'] });
  });

  it('passes one starting card to the left neighbour (the next seat clockwise)', () => {
    let s = play(table(RULEBOOK), [{ type: 'start', player: 0, keep: 5, pass: 2 }]);
    expect(s.hands[0]).toEqual([{ colour: 'white', pips: 5 }]);
    expect(s.hands[1]).toEqual([{ colour: 'white', pips: 2 }]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'setup.start', actors: [1] });
    s = play(s, [
      { type: 'start', player: 1, keep: 3, pass: 4 },
      { type: 'start', player: 2, keep: 4, pass: 6 },
      { type: 'start', player: 3, keep: 4, pass: 2 },
    ]);
    // The last seat passes to seat 0.
    expect(s.hands[0]).toEqual([
      { colour: 'white', pips: 5 },
      { colour: 'blue', pips: 2 },
    ]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'setup.discards', expects: ['discards'] });
    expect(cardTotal(s)).toBe(32);
  });

  it('starts turn 1 with the start player after the two first discards', () => {
    const s = rulebookTable({ first: 2 });
    expect(s.discard).toHaveLength(2);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'dice.roll', actors: [2], turn: 1 });
  });

  it('refuses bad starting cards and discards, leaving the state as it was', () => {
    const s = table(RULEBOOK);
    const before = structuredClone(s);
    expect(tryStep(s, { type: 'start', player: 1, keep: 3, pass: 4 })).toMatchObject({
      code: 'edo.err.notYourTurn',
    });
    expect(tryStep(s, { type: 'start', player: 0, keep: 7, pass: 4 })).toMatchObject({
      code: 'edo.err.pips',
      params: { value: 7 },
    });
    expect(tryStep(s, { type: 'roll', dice: [1, 2, 3] })).toMatchObject({ code: 'edo.err.phase' });
    expect(s).toEqual(before);
    const ready = play(s, [
      { type: 'start', player: 0, keep: 5, pass: 2 },
      { type: 'start', player: 1, keep: 3, pass: 4 },
      { type: 'start', player: 2, keep: 4, pass: 6 },
      { type: 'start', player: 3, keep: 4, pass: 2 },
    ]);
    const frozen = structuredClone(ready);
    expect(tryStep(ready, { type: 'discards', cards: [{ colour: 'black', pips: 3 }] })).toMatchObject({
      code: 'edo.err.discardCount',
    });
    expect(
      tryStep(ready, {
        type: 'discards',
        cards: [
          { colour: 'red', pips: 0 },
          { colour: 'red', pips: 1 },
        ],
      }),
    ).toMatchObject({ code: 'edo.err.pips', params: { value: 0 } });
    expect(ready).toEqual(frozen);
  });

  it('refuses a seventh card of a colour and a third 特注, counting East and West together', () => {
    const s = play(rulebookTable(), [
      { type: 'roll', dice: [6, 6, 6] },
      { type: 'keep', dice: [] },
      { type: 'object', players: [] },
    ]);
    const west = { colour: 'red', pips: 1 } as const;
    // Open 白 cards: 白5 and 白2 in hands, 白1 discarded; three more planted in the discard make six.
    const whites = [2, 3, 4].map((pips) => ({ colour: 'white' as const, pips }));
    const six = { ...s, discard: [...s.discard, ...whites] };
    expect(tryStep(six, { type: 'draw', east: { colour: 'white', pips: 6 }, west })).toMatchObject({
      code: 'edo.err.colourFull',
      params: { max: 6 },
    });
    const special = { colour: 'special' } as const;
    const two = { ...s, discard: [...s.discard, special, special] };
    expect(tryStep(two, { type: 'draw', east: special, west })).toMatchObject({
      code: 'edo.err.specialFull',
    });
    const one = { ...s, discard: [...s.discard, special] };
    expect(tryStep(one, { type: 'draw', east: special, west: special })).toMatchObject({
      code: 'edo.err.specialFull',
    });
    expect(tryStep(s, { type: 'draw', east: special, west: special })).not.toMatchObject({ violation: true });
  });
});
