// What the table is told to do on the board after an entry. Expected messages come from the turns worked by
// hand in example.test.ts (docs/examples/edo.json) and from small tables worked here, said in English.
import { describe, expect, it } from 'vitest';
import record from '../../../docs/examples/edo.json';
import { addStrings, makeTranslate } from '../../app/i18n';
import type { GameRecord } from '../../engine/record';
import { replayWith } from '../../engine/replay';
import type { EdoAction } from './actions';
import { announce } from './announce';
import { strings } from './i18n';
import { game } from './index';
import type { Card, EdoState } from './state';
import { withState } from './state';
import { card as g, merchants, play, purchase, RULEBOOK, rulebookTable } from './testing';

addStrings(strings);
const say = makeTranslate('en', merchants(RULEBOOK));
const rec = record as unknown as GameRecord;
// Every entry of the example is an action, so the indexes of entries and actions agree.
const actions = rec.entries.flatMap((e) => (e.kind === 'act' ? [e.action as unknown as EdoAction] : []));

function stateAfter(n: number): EdoState {
  const r = replayWith(game, { ...rec, entries: rec.entries.slice(0, n) });
  if (!r.ok) throw new Error(r.violation.code);
  return r.state as EdoState;
}

/** The announcements of the example's entry `k` (0-based), in English. */
function example(k: number): string[] {
  const action = actions[k] as EdoAction;
  return announce(stateAfter(k), stateAfter(k + 1), action).map((m) => say(m));
}

/** The announcements of one entry on a state, in English. */
function announced(s: EdoState, action: EdoAction): string[] {
  return announce(s, play(s, [action]), action).map((m) => say(m));
}

/** 6-6-6 with nothing kept (only 六助's 赤6 earns) and nobody objecting, then the draw and the markers/bids. */
function turnUpToLastBid(s: EdoState, east: Card, west: Card | null, markers: ('east' | 'west' | 'koban')[]) {
  let t = play(s, [
    { type: 'roll', dice: [6, 6, 6] },
    { type: 'keep', dice: [] },
  ]);
  if (t.phase === 'dice.object') t = play(t, [{ type: 'object', players: [] }]);
  return play(t, [{ type: 'draw', east, west }, ...purchase(t, markers, [])]);
}

/** The bids of a turn by seat, all but the last played; returns the state and the last bid. */
function bids(s: EdoState, list: [number, number][]): { s: EdoState; last: EdoAction } {
  const all: EdoAction[] = list.map(([east, west], player) => ({ type: 'bid', player, east, west }));
  return { s: play(s, all.slice(0, -1)), last: all.at(-1) as EdoAction };
}

describe('announcements of the example game', () => {
  it('turn 1: East won, West tied, small change, a tile turned, Black to お市, markers back', () => {
    expect(example(19)).toEqual([
      'East: お市 pays 1, takes Black 5.',
      'West: tie at 2, the cards stay.',
      'Small change: 佐吉 1 from the stock, 1 each from the pot.',
      'Bad faith: turn the tile of 佐吉.',
      'Privilege markers: Black to お市.',
      'Take back the decision markers.',
    ]);
  });

  it('turn 2: the income from the stock, and 佐吉’s tile turned back when 客引き ends', () => {
    // 3-3-5, お市 keeps 3 3 (黄3 twice = 2); the 5 pays 門左衛門 1 (白5), 六助 0; 佐吉 sits out.
    expect(example(22)).toEqual([
      'Pay from the stock: 門左衛門 1, お市 2.',
      'Tiles back to the summary side: 佐吉.',
    ]);
  });

  it('turn 2: お市 takes both West cards and the Yellow privilege; 門左衛門 takes small change', () => {
    expect(example(31)).toEqual([
      'East: tie at 2, the cards stay.',
      'West: お市 pays 3, takes Yellow 1, Special order.',
      'Small change: 門左衛門 1 from the stock, 1 each from the pot.',
      'Privilege markers: Yellow to お市.',
      'Take back the decision markers.',
    ]);
  });

  it('turn 3: a second upheld objection pays nobody and no tile is up: nothing to do', () => {
    expect(example(37)).toEqual([]);
  });

  it('turn 3: three privileges gained; お市 takes 2 from the stock with Yellow', () => {
    expect(example(46)).toEqual([
      'East: 六助 pays 4, takes Blue 5, Red 2.',
      'West: 門左衛門 pays 1, takes White 3.',
      'Small change: お市 2 (Yellow) from the stock, 1 each from the pot.',
      'Privilege markers: White to 門左衛門, Red to 六助, Blue to 六助.',
      'Take back the decision markers.',
    ]);
  });

  it('turn 4: after 青 lowers the bid, Black is tied and お市 returns its marker', () => {
    // 六助's East 2 lowered to 1 takes 黒1: 黒 お市 1, 六助 1. Pot 1 among two takers: nothing each.
    expect(example(59)).toEqual([
      'East: 六助 pays 1, takes Black 1.',
      'West: お市 pays 3, takes Yellow 6.',
      'Small change from the stock: 門左衛門 1, 佐吉 1.',
      'Bad faith: turn the tile of 佐吉.',
      'Privilege markers: Black back from お市.',
      'Take back the decision markers.',
    ]);
  });

  it('turn 7: no bid on West discards, 六助 turns to bad faith and his turn is skipped', () => {
    expect(example(96)).toEqual([
      'East: tie at 3, the cards stay.',
      'West: no bid, Black 2 to the discard pile.',
      'Small change: お市 2 (Yellow) from the stock, 2 each from the pot.',
      'Bad faith: turn the tile of 六助.',
      'Take back the decision markers.',
      'Skip 六助 (bad faith): the dice go to 門左衛門.',
    ]);
  });

  it('turn 8: the income, and 六助’s tile back after his skipped turn', () => {
    // Re-rolled 1-2-3, 門左衛門 keeps 3 (白3 青3 = 2); 1 2: お市 1 + 黄1 + 白2 = 3, 佐吉 1 (the 1).
    expect(example(102)).toEqual([
      'Pay from the stock: 門左衛門 2, お市 3, 佐吉 1.',
      'Tiles back to the summary side: 六助.',
    ]);
  });

  it('says nothing for entries the table makes itself (a roll, a declaration, a bid before the last)', () => {
    for (const k of [5, 6, 11, 12, 16]) expect([k, example(k)]).toEqual([k, []]);
  });
});

describe('announcements on small tables', () => {
  it('moves the Black marker from お市 to 六助 when he gets more black cards', () => {
    // T1 (門左衛門): お市 alone bids East 1 and takes 黒5: Black to お市. West 黄1 unbid: discarded.
    let s = turnUpToLastBid(rulebookTable({ privileges: true }), g('black', 5), g('yellow', 1), [
      'koban',
      'east',
      'koban',
      'koban',
    ]);
    let b = bids(s, [
      [0, 0],
      [1, 0],
      [0, 0],
      [0, 0],
    ]);
    s = play(b.s, [b.last]);
    expect(s.privileges.black).toBe(1);
    // T2 (お市): 佐吉 and 六助 tie on East at 1: 黒1 stays; West 青1 unbid.
    s = turnUpToLastBid(s, g('black', 1), g('blue', 1), ['koban', 'east', 'east', 'koban']);
    b = bids(s, [
      [0, 0],
      [0, 0],
      [1, 0],
      [1, 0],
    ]);
    s = play(b.s, [b.last]);
    // T3 (佐吉): 黒2 joins 黒1 on East; 六助 alone bids and takes both: 黒 六助 2, お市 1.
    s = turnUpToLastBid(s, g('black', 2), g('white', 3), ['koban', 'east', 'koban', 'koban']);
    b = bids(s, [
      [0, 0],
      [0, 0],
      [0, 0],
      [1, 0],
    ]);
    expect(announced(b.s, b.last)).toContain('Privilege markers: Black from お市 to 六助.');
  });

  it('skips every other merchant when all three show bad faith: the same merchant rolls again', () => {
    const s = turnUpToLastBid(rulebookTable(), g('black', 5), g('yellow', 1), [
      'koban',
      'east',
      'east',
      'east',
    ]);
    const b = bids(s, [
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    const said = announced(b.s, b.last);
    expect(said.slice(-3)).toEqual(
      ['お市', '佐吉', '六助'].map((p) => `Skip ${p} (bad faith): the dice go to 門左衛門.`),
    );
  });

  it('says when the stock could not put a coin on the pot', () => {
    const s = play(rulebookTable(), [
      { type: 'roll', dice: [6, 6, 6] },
      { type: 'keep', dice: [] },
      { type: 'object', players: [] },
    ]);
    const empty = withState(s, { stock: 0 });
    expect(announced(empty, { type: 'draw', east: g('black', 5), west: g('yellow', 1) })).toEqual([
      'Turn 1: the stock was empty, so no coin went to the pot.',
    ]);
  });
});
