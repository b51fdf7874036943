// The running totals behind the end-of-game chart, checked on the example games against the totals worked
// out by hand in each game's example test.
import { describe, expect, it } from 'vitest';
import { replayWith } from '../engine/replay';
import { EXAMPLES } from '../engine/testing/examples';
import type { GameId } from '../engine/types';
import { MODULES } from './all';

function replayed(game: GameId, entries?: number): unknown {
  const record = EXAMPLES[game];
  const module = MODULES[game];
  if (!module) throw new Error(game);
  const cut = entries === undefined ? record : { ...record, entries: record.entries.slice(0, entries) };
  const result = replayWith(module, cut);
  if (!result.ok) throw new Error(result.violation.code);
  return result.state;
}
const progress = (game: GameId, entries?: number) =>
  MODULES[game]?.scoring.progress?.(replayed(game, entries));

describe('progress: the running totals for the chart', () => {
  it('supermarket: match points, 1 each after round 1, 4/3/4/3 at the end', () => {
    expect(progress('supermarket', 36)).toEqual([1, 1, 1, 1]);
    expect(progress('supermarket')).toEqual([4, 3, 4, 3]);
  });

  it('katame: money, 30 each before the first auction, 29/57/70 at the end', () => {
    expect(progress('katame', 0)).toEqual([30, 30, 30]);
    expect(progress('katame')).toEqual([29, 57, 70]);
  });

  it('mercator: money, 50 each at the start, the final money with the sale in Rome at the end', () => {
    expect(progress('mercator', 0)).toEqual([50, 50, 50, 50]);
    expect(progress('mercator')).toEqual([23, 27, 35, 36]);
  });

  it('edo: coins, 5 each after setup, 4/22/13/5 at the end', () => {
    expect(progress('edo', 0)).toEqual([5, 5, 5, 5]);
    expect(progress('edo')).toEqual([4, 22, 13, 5]);
  });

  it('gyosho: order-card points and jewels, 0 at the start, 33/28/33 at the end', () => {
    expect(progress('gyosho', 0)).toEqual([0, 0, 0]);
    expect(progress('gyosho')).toEqual([33, 28, 33]);
  });
});
