// What the rules do by themselves is said as what to do on the board; each expected sentence is worked
// out by hand from the rulebook (出荷アクション, 商館の配置ステップ, 注文カードの補充, ゲームの終了).
import { describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../app/i18n';
import type { Action } from './actions';
import { strings } from './i18n';
import { game } from './index';
import type { State } from './state';
import { C, one, pass, play, players, ready3, withCards, withLoad, withWagonAt } from './testing';

addStrings(strings);
const en = makeTranslate('en', players(3));
const ja = makeTranslate('ja', players(3));

/** The announcements of one entry, as the English table reads them, and the state after it. */
function said(s: State, a: Action, t = en): [string[], State] {
  const after = play(s, [a]);
  return [(game.words.announce?.(s, after, a) ?? []).map((m) => t(m)), after];
}

describe('announcements', () => {
  it('a shipment from the front slot hands over a red jewel; the turn goes on, nothing else', () => {
    // A starts at its post in エルカイブランド (3 actions) and ships the front order (エルカイブランド, wheat).
    const s = withLoad(ready3(), 0, [1, 0, 0, 0]);
    const [lines, after] = said(s, { type: 'ship', p: 0, slot: 0 });
    expect(lines).toEqual(['A takes a red jewel (3 points) from the front of the order row']);
    expect(after.actionsLeft).toBe(2);
  });

  it('the end of the turn slides the row over the empty front slot and turns up one card', () => {
    const s = play(withLoad(ready3(), 0, [1, 0, 0, 0]), [{ type: 'ship', p: 0, slot: 0 }]);
    // Five face-up cards for three players; one was shipped.
    expect(said(s, { type: 'endTurn', p: 0 })[0]).toEqual([
      'Slide the order cards to the front and turn up 1 card from the deck',
    ]);
  });

  it('the last action ending the turn says the jewel, then the slide and the card to turn up', () => {
    // Two actions used by moving there and back; the third ships the front order and ends the turn.
    let s = withLoad(ready3(), 0, [1, 0, 0, 0]);
    s = play(s, [
      { type: 'move', p: 0, city: C.wheat },
      { type: 'move', p: 0, city: C.elkai },
    ]);
    const [lines, after] = said(s, { type: 'ship', p: 0, slot: 0 });
    expect(lines).toEqual([
      'A takes a red jewel (3 points) from the front of the order row',
      'Slide the order cards to the front and turn up 1 card from the deck',
    ]);
    expect(after.phase).toBe('refill');
  });

  it('a card shipped from the back of the row leaves nothing to slide: only a card to turn up', () => {
    // The fifth card (南 = 流通都市E, wheat) is shipped; no jewel lies over slot 5.
    const s = withLoad(withWagonAt(ready3(), 0, C.south), 0, [1, 0, 0, 0]);
    const [lines, after] = said(s, { type: 'ship', p: 0, slot: 4 });
    expect(lines).toEqual([]);
    expect(said(after, { type: 'endTurn', p: 0 })[0]).toEqual(['Turn up 1 card from the deck']);
  });

  it('the second slot gives a white jewel', () => {
    const s = withLoad(withWagonAt(ready3(), 0, C.heidi), 0, [0, 1, 0, 0]);
    expect(said(s, { type: 'ship', p: 0, slot: 1 })[0]).toEqual([
      'A takes a white jewel (1 point) from the front of the order row',
    ]);
  });

  it('the last red jewel taken sends the white jewels to the front card', () => {
    const s = { ...withLoad(ready3(), 0, [1, 0, 0, 0]), red: 1 };
    expect(said(s, { type: 'ship', p: 0, slot: 0 })[0]).toEqual([
      'A takes a red jewel (3 points) from the front of the order row',
      'The red jewels are gone: move the white jewels to the front slot of the row',
    ]);
  });

  it('a special order keeps one of each kind in the shipping area and returns the rest', () => {
    // 特注 2: ハイジフィールド, wheat ×2, arms, wine. One wheat, the arms and the wine stay; one wheat goes back.
    const s = withLoad(withWagonAt(ready3(undefined, undefined, {}, 4), 0, C.heidi), 0, [2, 1, 1, 0]);
    expect(said(s, { type: 'shipSpecial', p: 0, index: 1 })[0]).toEqual([
      'Special order: leave 1 Grain, 1 Arms, 1 Wine in A’s shipping area in Heidifield; return 1 Grain to the stock',
    ]);
    // All of one kind each: nothing goes back, nothing to say (特注 1: one of each good).
    const t = withLoad(ready3(undefined, undefined, {}, 4), 0, [1, 1, 1, 1]);
    expect(said(t, { type: 'shipSpecial', p: 0, index: 0 })[0]).toEqual([]);
  });

  it('the only legal trading post is placed by itself and said with the cards it uses', () => {
    // A holds one unused 流通都市D card; a second one (shipped from slot 4, 流通都市D cloth) meets rule ① only.
    const row = [one(C.elkai, 'wheat'), one(C.heidi, 'arms'), one(C.centre, 'wine'), one(C.east, 'cloth')];
    let s = ready3([...row, one(C.east, 'cloth')]);
    s = withLoad(withCards(withWagonAt(s, 0, C.east), 0, [C.east]), 0, [0, 0, 0, 1]);
    const [lines] = said(s, { type: 'ship', p: 0, slot: 3 });
    expect(lines).toEqual(['Place A’s trading post in Market D (① two Market D cards)']);
    expect(said(s, { type: 'ship', p: 0, slot: 3 }, ja)[0]).toEqual([
      'Aの商館を流通都市Dに置いてください(①流通都市Dの注文カード2枚)',
    ]);
  });

  it('rule ② with a single city left open names the three cards', () => {
    // A's own posts: エルカイブランド (start) and 流通都市C; unused cards: エルカイブランド, 流通都市C; a 流通都市D
    // card makes three (rule ②), and 流通都市D is the only city of the three without A's post.
    let s = withCards(withWagonAt(ready3(), 0, C.east), 0, [C.elkai, C.centre], [C.centre]);
    s = withLoad(s, 0, [0, 0, 0, 1]);
    expect(said(s, { type: 'ship', p: 0, slot: 3 })[0]).toEqual([
      'Place A’s trading post in Market D (② three cards: Elkaibrand, Market C, Market D)',
    ]);
  });

  it('a post chosen after the last action ends the turn: the row slides and is refilled', () => {
    // The rulebook's post example: A (post in ハイジフィールド) holds a ハイジフィールド and an エルカイブランド card
    // and ships the front order in エルカイブランド with its last action; two placements are legal.
    let s = ready3(undefined, [
      { p: 2, city: C.centre },
      { p: 1, city: C.east },
      { p: 0, city: C.heidi },
    ]);
    s = withLoad(withCards(withWagonAt(s, 0, C.elkai), 0, [C.heidi, C.elkai]), 0, [1, 0, 0, 0]);
    s = { ...s, actionsLeft: 1 };
    const [shipped, after] = said(s, { type: 'ship', p: 0, slot: 0 });
    // The table chooses the post next, so the turn is not over yet: only the jewel.
    expect(shipped).toEqual(['A takes a red jewel (3 points) from the front of the order row']);
    expect(after.phase).toBe('post');
    const [posted] = said(after, { type: 'post', p: 0, city: C.elkai, use: [C.elkai, C.elkai] });
    expect(posted).toEqual(['Slide the order cards to the front and turn up 1 card from the deck']);
  });

  it('the end card calls the last round, until the player right of the start player', () => {
    // A ships and ends; the refill is entered; the table turns up the end card (the deck is near its end).
    let s = play(withLoad(ready3(), 0, [1, 0, 0, 0]), [{ type: 'ship', p: 0, slot: 0 }]);
    s = pass(s);
    s = { ...s, revealed: s.revealed + 24 }; // 32 order cards for three players: 3 left, the end card may come
    const [lines, after] = said(s, { type: 'endCard' });
    expect(lines).toEqual([
      'Put the end card beside the order row. Last round: the game ends after C’s turn',
    ]);
    expect(after.phase).toBe('refill');
  });

  it('the fifth special order calls the last round', () => {
    // Four 特注 cards already gone; A ships the last one (特注 1 in エルカイブランド, one of each good).
    let s = withLoad(ready3(undefined, undefined, {}, 4), 0, [1, 1, 1, 1]);
    s = { ...s, specials: s.specials.map((c, i) => (i === 0 ? c : null)) };
    expect(said(s, { type: 'shipSpecial', p: 0, index: 0 })[0]).toEqual([
      'Last round: the game ends after C’s turn, since all five special orders were taken',
    ]);
  });

  it('plain entries say nothing', () => {
    const s = ready3();
    expect(said(s, { type: 'move', p: 0, city: C.wheat })[0]).toEqual([]);
    expect(said(withWagonAt(s, 0, C.wheat), { type: 'load', p: 0, good: 'wheat', from: 'stock' })[0]).toEqual(
      [],
    );
    expect(said(s, { type: 'endTurn', p: 0 })[0]).toEqual([]);
  });
});
