import { describe, expect, it } from 'vitest';
import { rankByChain } from './ranking';

describe('rankByChain', () => {
  it('ranks by the first link when totals differ', () => {
    expect(rankByChain([[5], [9], [7]])).toEqual([
      { rank: 3, shared: false, decidedBy: 0 },
      { rank: 1, shared: false, decidedBy: 0 },
      { rank: 2, shared: false, decidedBy: 0 },
    ]);
  });

  it('reports the tie-break link that separated equal totals', () => {
    // A and B both 10 points; B has more goods cards. C is behind on points.
    const placings = rankByChain([
      [10, 3, 4],
      [10, 5, 0],
      [6, 9, 9],
    ]);
    expect(placings[0]).toEqual({ rank: 2, shared: false, decidedBy: 1 });
    expect(placings[1]).toEqual({ rank: 1, shared: false, decidedBy: 1 });
    expect(placings[2]).toEqual({ rank: 3, shared: false, decidedBy: 0 });
  });

  it('goes down the chain until a link differs', () => {
    const placings = rankByChain([
      [10, 5, 7],
      [10, 5, 8],
    ]);
    expect(placings.map((p) => [p.rank, p.decidedBy])).toEqual([
      [2, 2],
      [1, 2],
    ]);
  });

  it('shares places equal at every link and skips the next rank (1, 1, 3)', () => {
    const placings = rankByChain([
      [8, 2],
      [8, 2],
      [3, 9],
    ]);
    expect(placings).toEqual([
      { rank: 1, shared: true, decidedBy: null },
      { rank: 1, shared: true, decidedBy: null },
      { rank: 3, shared: false, decidedBy: 0 },
    ]);
  });

  it('gives a lone player first place with no deciding link', () => {
    expect(rankByChain([[0]])).toEqual([{ rank: 1, shared: false, decidedBy: null }]);
  });
});
