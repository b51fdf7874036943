import { describe, expect, it } from 'vitest';
import type { GameMeta } from '../store/schema';
import { unplayedTwin } from './create-game';

const players = [
  { name: 'Aki', colour: 'red' },
  { name: 'Ben', colour: 'blue' },
];

const meta = (id: string, change: Partial<GameMeta> = {}): GameMeta => ({
  id,
  game: 'mercator',
  rulesVersion: 1,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  options: { first: 0, series: false },
  players,
  entryCount: 0,
  status: 'playing',
  winners: [],
  deletedAt: null,
  ...change,
});

describe('unplayedTwin', () => {
  it('finds a saved game of the same title, players and options with nothing entered', () => {
    const metas = [meta('played', { entryCount: 4 }), meta('twin')];
    // The same options in another key order are the same options.
    expect(unplayedTwin(metas, 'mercator', players, { series: false, first: 0 })?.id).toBe('twin');
  });

  it('does not take a game of another title, other players, seats, colours or options, or a deleted one', () => {
    const others = [
      meta('title', { game: 'katame' }),
      meta('seats', { players: [...players].reverse() }),
      meta('colour', { players: [{ name: 'Aki', colour: 'green' }, players[1] as GameMeta['players'][0]] }),
      meta('options', { options: { first: 1, series: false } }),
      meta('deleted', { deletedAt: '2026-11-22T11:00:00.000Z' }),
      meta('played', { entryCount: 1 }),
    ];
    expect(unplayedTwin(others, 'mercator', players, { first: 0, series: false })).toBeUndefined();
  });
});
