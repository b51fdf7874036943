// Words that count cards: the refill says no more cards than the deck can give (注文カードの補充), and a
// count of one is said in the singular.
import { describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../app/i18n';
import { orderCardsInPlay } from './components';
import { ordersLeft } from './flow';
import { strings } from './i18n';
import { game } from './index';
import { C, one, play, players, ready3, withLoad } from './testing';

addStrings(strings);
const en = makeTranslate('en', players(3));
const ja = makeTranslate('ja', players(3));

describe('words that count cards', () => {
  it('a refill with one order card left in the deck says to turn up 1 card, not 2', () => {
    // Three players, five face-up orders; A starts at its post in エルカイブランド (3 actions). The end card has
    // come up already (last round, ends after C) and one order card is left in the deck. A ships the two
    // エルカイブランド orders at the front of the row (slots 0 and 1) and stops: the row is two cards short,
    // but the deck holds one order card, so the table can turn up only that one.
    const row = [
      one(C.elkai, 'wheat', 2),
      one(C.elkai, 'arms', 2),
      one(C.centre, 'wine', 2),
      one(C.east, 'cloth', 2),
      one(C.south, 'wheat', 2),
    ];
    let s = withLoad(ready3(row), 0, [1, 1, 0, 0]);
    s = {
      ...s,
      revealed: orderCardsInPlay(3) - 1,
      endCardOut: true,
      ending: { cause: 'endCard', seat: 0 },
    };
    expect(ordersLeft(s)).toBe(1);
    s = play(s, [
      { type: 'ship', p: 0, slot: 0 },
      { type: 'ship', p: 0, slot: 1 },
    ]);
    const a = { type: 'endTurn', p: 0 } as const;
    const after = play(s, [a]);
    // The rules agree: one reveal completes the refill (the row then stays one short).
    expect(after.phase).toBe('refill');
    const refilled = play(after, [{ type: 'reveal', city: C.heidi, goods: ['arms'], points: 2 }]);
    expect(refilled.phase).toBe('turn');
    expect(refilled.current).toBe(1);
    const said = game.words.announce?.(s, after, a) ?? [];
    expect(said.map((m) => en(m))).toEqual([
      'Slide the order cards to the front and turn up 1 card from the deck',
    ]);
    expect(said.map((m) => ja(m))).toEqual(['注文カードを先頭へ詰め、山札から1枚めくってください']);
  });

  it('a deck recount of one order card says "1 order card left", singular', () => {
    // The table counts the deck (RULINGS 002, the deck count corrected): one order card left, end card not
    // counted. The log line echoes that count.
    const s = ready3();
    const a = { type: 'deck', size: 1 } as const;
    play(s, [a]); // the rules take it
    expect(en(game.words.describe(s, a))).toBe('Deck counted: 1 order card left');
    expect(ja(game.words.describe(s, a))).toBe('山札を数え直した:注文カード残り1枚');
  });
});
