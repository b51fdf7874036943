// Correcting the past and stepping through history on real games, through the session the table uses.
import { describe, expect, it } from 'vitest';
import type { GameRecord, LogEntry } from '../engine/record';
import { replayWith } from '../engine/replay';
import { EXAMPLES } from '../engine/testing/examples';
import { GAME_IDS, type Json } from '../engine/types';
import { MODULES } from '../games/all';
import { game as katameGame } from '../games/katame/index';
import { stateAfter } from './screens/History';
import { GameSession } from './session';

const at = '2026-11-22T10:00:00.000Z';
const nowhere = { append: async () => undefined, removeLast: async () => undefined };
const act = (action: Json): LogEntry => ({ kind: 'act', action, at });

/** A session of a two-player 片目 game with these entries. */
function katame(entries: LogEntry[]): GameSession {
  const record: GameRecord = {
    format: 'choba-record',
    version: 2,
    id: 'k',
    game: 'katame',
    rulesVersion: 1,
    createdAt: at,
    options: { first: 0 },
    players: [
      { name: 'Aya', colour: 'indigo' },
      { name: 'Ken', colour: 'vermilion' },
    ],
    entries,
  };
  return new GameSession(katameGame, record, nowhere, () => at);
}

describe('correcting a bid', () => {
  it('a raised bid makes the later bid that was higher no longer fit, and it is reported, not dropped', () => {
    const session = katame([
      act({ type: 'price', icon: 'choc' }),
      act({ type: 'card', icon: 'silk' }),
      act({ type: 'bid', p: 0, price: 5 }),
      act({ type: 'bid', p: 1, price: 6 }),
    ]);
    expect((session.view.value.state as { money: number[] }).money).toEqual([30, 24]);
    // Aya really said 8: Ken's 6 is no longer higher than the last price.
    expect(session.correct(2, { type: 'bid', p: 0, price: 8 })).toBeNull();
    const rejected = session.view.value.rejected;
    expect(rejected.map((r) => [r.index, r.violation.code])).toEqual([[3, 'katame.err.notHigher']]);
    expect(session.record.value.entries).toHaveLength(5);
    // Ken's turn to answer Aya's 8 comes again; nobody has paid yet.
    expect(session.view.value.prompt.actors).toEqual([1]);
    expect((session.view.value.state as { money: number[] }).money).toEqual([30, 30]);
  });
});

describe('a removed entry', () => {
  it('cannot be corrected or removed again, and changes nothing; an insert before it still plays', () => {
    const session = katame([act({ type: 'price', icon: 'choc' }), act({ type: 'card', icon: 'silk' })]);
    expect(session.remove(1)).toBeNull();
    const entries = session.record.value.entries.length;
    expect(session.correct(1, { type: 'card', icon: 'tea' })?.code).toBe('app.err.removed');
    expect(session.remove(1)?.code).toBe('app.err.removed');
    expect(session.record.value.entries).toHaveLength(entries);
    // The silk card, entered again before the removed line, is in the game.
    expect(session.insert(1, { type: 'card', icon: 'silk' })).toBeNull();
    expect(session.appliedSlots().map((s) => s.action)).toEqual([
      { type: 'price', icon: 'choc' },
      { type: 'card', icon: 'silk' },
    ]);
  });
});

describe('history', () => {
  it.each(GAME_IDS)('%s: the state after every entry equals a fresh replay of that prefix', (id) => {
    const record = EXAMPLES[id];
    const module = MODULES[id];
    const session = new GameSession(module, record, nowhere, () => at);
    const count = session.appliedSlots().length;
    expect(count).toBe(record.entries.length);
    for (let k = 0; k <= count; k++) {
      const fresh = replayWith(module, { ...record, entries: record.entries.slice(0, k) });
      expect(fresh.ok && fresh.state).toEqual(stateAfter(session, k));
    }
  });
});
