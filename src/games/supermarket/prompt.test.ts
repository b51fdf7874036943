import { describe, expect, it } from 'vitest';
import exampleJson from '../../../docs/examples/supermarket.json';
import { decodeRecord } from '../../engine/decode';
import { replayWith } from '../../engine/replay';
import { game } from './index';
import { currentRound } from './rules';
import type { State } from './state';
import { card, DULL_ROUND, playAll, start } from './testing';
import { currentTrick, isPlayed, lastScoredRound, playOrdinal, shelves, takenBy } from './view';

describe('prompt', () => {
  it('gives the frame the round and the trick, and names the step in the title', () => {
    const s = playAll(start(), 'u9 u3 u2 u1 m1');
    expect(game.rules.prompt(s)).toEqual({
      phase: 'follow',
      title: { key: 'supermarket.phase.follow' },
      actors: [1],
      expects: ['play'],
      round: 1,
      turn: 2,
      hint: {
        key: 'supermarket.hint.follow',
        params: { suit: { key: 'supermarket.suit.umeboshi' } },
      },
    });
    expect(game.rules.prompt(start(3, 2))).toMatchObject({
      phase: 'lead',
      title: { key: 'supermarket.phase.lead' },
      round: 1,
      turn: 1,
      actors: [2],
      hint: { key: 'supermarket.hint.lead' },
    });
  });
});

describe('screen helpers', () => {
  it('the trick on the table, the shelves, the played cards', () => {
    const s = playAll(start(4, 1), 'u9 u3 u2 u1 s5 s6');
    expect(currentTrick(s)).toEqual({
      number: 2,
      leader: 1,
      led: 'suika',
      plays: [
        { player: 1, card: card('s5') },
        { player: 2, card: card('s6') },
      ],
    });
    expect(shelves(currentRound(s))).toEqual([
      { suit: 'unagi', capacity: 3, setAt: 1 },
      { suit: 'umeboshi', capacity: null, setAt: null },
      { suit: 'suika', capacity: null, setAt: null },
      { suit: 'tempura', capacity: null, setAt: null },
    ]);
    expect(isPlayed(currentRound(s), card('s6'))).toBe(true);
    expect(isPlayed(currentRound(s), card('s7'))).toBe(false);
    expect(lastScoredRound(s)).toBeNull();
    expect(takenBy(currentRound(s), 1)).toEqual([card('u9'), card('u3'), card('u2'), card('u1')]);
  });

  it('the last scored round stays visible after the next round starts', () => {
    const s = playAll(start(), DULL_ROUND);
    expect(lastScoredRound(s)?.index).toBe(0);
    expect(currentRound(s).index).toBe(1);
  });

  it('playOrdinal finds the log entry of a card to correct', () => {
    const decoded = decodeRecord(exampleJson);
    if (!decoded.ok) throw new Error('bad example');
    const result = replayWith(game, decoded.record);
    if (!result.ok) throw new Error('bad replay');
    const state = result.state as State;
    // Round 3, trick 7, third card: 1:う4 (see example.test.ts).
    const slot = result.applied[playOrdinal(state, 2, 7, 2)];
    expect(slot?.action).toEqual({ type: 'play', trick: 7, suit: 'unagi', rank: 4 });
    expect(state.rounds[2]?.tricks[6]?.cards[2]).toEqual(card('u4'));
  });
});
