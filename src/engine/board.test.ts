// The game-independent board diff: what the table must move between two boards, worked by hand on small
// boards (two players' coins and a bank, face-down tricks, a good on shipping areas).
import { describe, expect, it } from 'vitest';
import { applyShifts, type Board, diffBoards, type Move, movedByRules, moveMsg, ruleMoves } from './board';

const coin = { id: 'coin', name: { key: 'coins' }, plain: { key: 'coinsPlain' }, pool: { key: 'bank' } };
const wine = { id: 'good:wine', name: { key: 'wine' } };
const trick5 = { id: 'trick:5', name: { key: 'trick5' } };

/** A board of two players (coins secret or open), their shipping areas and tricks. */
function board(
  coins: [number, number],
  parts: { ship?: [number, number]; tricks?: [number, number] } = {},
  secret = false,
): Board {
  const [s0, s1] = parts.ship ?? [0, 0];
  const [t0, t1] = parts.tricks ?? [0, 0];
  return {
    places: [
      { id: 'coins:0', name: { key: 'p0' }, owner: 0, secret, items: [{ ...coin, count: coins[0] }] },
      { id: 'ship:0', name: { key: 'ship0' }, owner: 0, items: [{ ...wine, count: s0 }] },
      { id: 'tricks:0', name: { key: 'tricks0' }, owner: 0, items: [{ ...trick5, count: t0 }] },
      { id: 'coins:1', name: { key: 'p1' }, owner: 1, secret, items: [{ ...coin, count: coins[1] }] },
      { id: 'ship:1', name: { key: 'ship1' }, owner: 1, items: [{ ...wine, count: s1 }] },
      { id: 'tricks:1', name: { key: 'tricks1' }, owner: 1, items: [{ ...trick5, count: t1 }] },
    ],
  };
}

const brief = (moves: Move[]) =>
  moves.map((m) => `${m.count} ${m.item.id} ${m.from?.id ?? 'pool'}>${m.to?.id ?? 'pool'} g${m.group}`);

describe('diffBoards', () => {
  it('finds nothing to move between equal boards', () => {
    expect(diffBoards(board([5, 3]), board([5, 3]))).toEqual([]);
  });

  it('moves a trick from one taker to the other', () => {
    expect(brief(diffBoards(board([0, 0], { tricks: [1, 0] }), board([0, 0], { tricks: [0, 1] })))).toEqual([
      '1 trick:5 tricks:0>tricks:1 g0',
    ]);
  });

  it('pays what one player loses to the one who gains, and the rest to or from the pool', () => {
    // Player 0 loses 5, player 1 gains 3: 3 go from 0 to 1, the other 2 go to the bank.
    expect(brief(diffBoards(board([10, 0]), board([5, 3])))).toEqual([
      '3 coin coins:0>coins:1 g0',
      '2 coin coins:0>pool g0',
    ]);
    // Both gain: each from the bank, grouped by player in seat order.
    expect(brief(diffBoards(board([0, 0]), board([2, 4])))).toEqual([
      '2 coin pool>coins:0 g0',
      '4 coin pool>coins:1 g1',
    ]);
  });

  it("lists one place's moves in the order the place lists its items", () => {
    const card = (id: string, count: number) => ({ id, name: { key: id }, count });
    const at = (own: number): Board => ({
      places: [
        { id: 'a', name: { key: 'a' }, owner: 0, items: [card('gold', 1 - own)] },
        {
          id: 'b',
          name: { key: 'b' },
          owner: 1,
          items: [card('choc', own), card('gold', own), card('silk', own)],
        },
      ],
    });
    // Gold is listed first on the board (player 0's place), but within player 1's place choc comes first.
    expect(brief(diffBoards(at(1), at(0)))).toEqual([
      '1 choc b>pool g1',
      '1 gold b>a g1',
      '1 silk b>pool g1',
    ]);
  });

  it('groups a move by where it comes from, else by where it goes, and shared places last', () => {
    const shared: Board = { places: [{ id: 'row', name: { key: 'row' }, items: [{ ...wine, count: 1 }] }] };
    const before: Board = { places: [...board([0, 0]).places, ...shared.places] };
    const after: Board = {
      places: [
        ...board([0, 0], { ship: [0, 1] }).places,
        { ...shared.places[0], items: [] } as Board['places'][0],
      ],
    };
    expect(brief(diffBoards(before, after))).toEqual(['1 good:wine row>ship:1 g1']);
    expect(brief(diffBoards(after, before))).toEqual(['1 good:wine ship:1>row g1']);
  });

  it('marks the owners of a secret place at either end, so the count is theirs to read', () => {
    const [move] = diffBoards(board([10, 0], {}, true), board([4, 6], {}, true));
    expect(move?.hidden).toEqual([0, 1]);
    // The line says the coins without a count; the count is in the full line, behind the hold.
    expect(moveMsg(move as Move, true).params?.what).toEqual({ key: 'coinsPlain' });
    expect(moveMsg(move as Move, false).params?.what).toEqual({ key: 'coins', params: { n: 6 } });
    expect(moveMsg(move as Move, false).params?.to).toEqual({ key: 'p1' });
  });

  it('names the pool of a piece, or the supply when it has none', () => {
    const [toBank] = diffBoards(board([3, 0]), board([0, 0]));
    expect(moveMsg(toBank as Move, false).params?.to).toEqual({ key: 'bank' });
    const [fromSupply] = diffBoards(board([0, 0]), board([0, 0], { ship: [2, 0] }));
    expect(moveMsg(fromSupply as Move, false).params?.from).toEqual({ key: 'board.pool' });
  });
});

describe('an item that passes through a hub', () => {
  const stock = (n: number): Board['places'][0] => ({
    id: 'stock',
    name: { key: 'stock' },
    items: [{ ...coin, through: 'stock', count: n }],
  });
  const withHub = (coins: [number, number, number], hub: number): Board => ({
    places: [
      ...coins.map((n, p) => ({
        id: `coins:${p}`,
        name: { key: `p${p}` },
        owner: p,
        items: [{ ...coin, through: 'stock', count: n }],
      })),
      stock(hub),
    ],
  });

  it('is paid into the hub and out of it, never hand to hand', () => {
    // Player 0 pays 7 into the stock; the stock pays player 1 two and player 2 one (Edo's income, entry 111).
    expect(brief(diffBoards(withHub([10, 0, 0], 20), withHub([3, 2, 1], 24)))).toEqual([
      '7 coin coins:0>stock g0',
      '2 coin stock>coins:1 g1',
      '1 coin stock>coins:2 g2',
    ]);
  });

  it('passes through the pool when the hub is on no board', () => {
    const poolHub = (coins: [number, number]): Board => ({
      places: coins.map((n, p) => ({
        id: `coins:${p}`,
        name: { key: `p${p}` },
        owner: p,
        items: [{ ...coin, through: 'bank', count: n }],
      })),
    });
    expect(brief(diffBoards(poolHub([5, 0]), poolHub([2, 3])))).toEqual([
      '3 coin coins:0>pool g0',
      '3 coin pool>coins:1 g1',
    ]);
  });
});

describe('an item taken from another', () => {
  it('comes from where that one left: a card out of a hand into the trick in the middle', () => {
    const hand = { id: 'card:hand', name: { key: 'cards' } };
    const trick6 = { id: 'trick:6', name: { key: 'trick6' }, takenFrom: 'card:hand' };
    const at = (hands: [number, number], middle: number): Board => ({
      places: [
        ...hands.map((n, p) => ({
          id: `hand:${p}`,
          name: { key: `hand${p}` },
          owner: p,
          items: [{ ...hand, count: n }],
        })),
        { id: 'middle', name: { key: 'middle' }, items: [{ ...trick6, count: middle }] },
      ],
    });
    // Player 1 played one card into the middle.
    expect(brief(diffBoards(at([5, 5], 0), at([5, 4], 1)))).toEqual(['1 trick:6 hand:1>middle g1']);
    // Two more cards in the middle than hands gave: the rest comes from the pool.
    expect(brief(diffBoards(at([5, 5], 0), at([5, 4], 2)))).toEqual([
      '1 trick:6 hand:1>middle g1',
      '1 trick:6 pool>middle gnull',
    ]);
  });
});

describe('an item kept by its owner', () => {
  const hands = (counts: [number, number], keptByOwner: boolean): Board => ({
    places: counts.map((n, p) => ({
      id: `hand:${p}`,
      name: { key: `hand${p}` },
      owner: p,
      items: [{ id: 'card:hand', name: { key: 'cards' }, keptByOwner, count: n }],
    })),
  });

  it('is never said to pass from one player to another: no one at the table would make that move', () => {
    // A play inserted earlier moves who played each later card one seat on: player 0 now holds one fewer.
    expect(diffBoards(hands([4, 3], true), hands([3, 4], true))).toEqual([]);
    // Without the mark, the same change is one card handed across.
    expect(brief(diffBoards(hands([4, 3], false), hands([3, 4], false)))).toEqual([
      '1 card:hand hand:0>hand:1 g0',
    ]);
  });

  it('still goes to and comes from its pool', () => {
    expect(brief(diffBoards(hands([4, 3], true), hands([3, 3], true)))).toEqual([
      '1 card:hand hand:0>pool g0',
    ]);
  });
});

describe('ruleMoves', () => {
  it('leaves out what the entry itself moved, and keeps what the rules moved', () => {
    // The entry: player 0 ships a wine from the supply. The rules: player 1 is paid 2 coins by player 0.
    const before = board([5, 0]);
    const after = board([3, 2], { ship: [1, 0] });
    const said = [{ item: wine, count: 1, from: null, to: 'ship:0' }];
    expect(brief(ruleMoves(before, said, after))).toEqual(['2 coin coins:0>coins:1 g0']);
    expect(ruleMoves(before, said, applyShifts(before, said))).toEqual([]);
  });

  it('movedByRules: shifts are taken from the change; an entry said whole works out no board', () => {
    // States are the players' coins. Entry 'pay': player 0 pays 2 coins to player 1, its whole change. Entry
    // 'score': it says nothing of its own, so the same 2 coins are the rules' doing.
    let boardsMade = 0;
    const spec = {
      of: (coins: [number, number]) => {
        boardsMade++;
        return board(coins);
      },
      said: (_: [number, number], action: string) => (action === 'pay' ? ('whole' as const) : []),
    };
    expect(brief(movedByRules(spec, [5, 0], 'score', [3, 2]))).toEqual(['2 coin coins:0>coins:1 g0']);
    expect(boardsMade).toBe(2);
    expect(movedByRules(spec, [5, 0], 'pay', [3, 2])).toEqual([]);
    expect(boardsMade).toBe(2);
  });

  it('movedByRules: moves the game names are said as named, not netted; the rest is diffed', () => {
    // States: [player 0's coins, player 1's coins, pot, stock]. Entry 'buy': player 0 pays 2 into the stock;
    // player 1 takes 1 from the stock and the 1 coin of the pot. Netted, the stock gains 1 and player 1
    // gains 2, which reads as 2 from player 0 to player 1 through the stock and the pot's coin into the
    // stock. Named (player 1's two coins), the pot's coin goes to player 1 and the stock pays 1.
    type Coins = [number, number, number, number];
    const of = ([a, b, pot, stock]: Coins): Board => ({
      places: [
        { id: 'coins:0', name: { key: 'p0' }, owner: 0, secret: true, items: [{ ...coin, count: a }] },
        { id: 'coins:1', name: { key: 'p1' }, owner: 1, secret: true, items: [{ ...coin, count: b }] },
        { id: 'pot', name: { key: 'pot' }, items: [{ ...coin, count: pot }] },
        { id: 'stock', name: { key: 'stock' }, items: [{ ...coin, count: stock }] },
      ],
    });
    const hub = { ...coin, through: 'stock' };
    const netted = {
      of: (c: Coins) => {
        const b = of(c);
        for (const p of b.places) p.items = p.items.map((i) => ({ ...i, through: 'stock' }));
        return b;
      },
      said: () => [],
    };
    const named = {
      ...netted,
      ruled: () => [
        { item: hub, count: 1, from: 'stock', to: 'coins:1' },
        { item: hub, count: 1, from: 'pot', to: 'coins:1' },
      ],
    };
    const before: Coins = [5, 5, 1, 10];
    const after: Coins = [3, 7, 0, 11];
    expect(brief(movedByRules(netted, before, 'buy', after))).toEqual([
      '2 coin coins:0>stock g0',
      '2 coin stock>coins:1 g1',
      '1 coin pot>stock gnull',
    ]);
    const moves = movedByRules(named, before, 'buy', after);
    expect(brief(moves)).toEqual([
      '2 coin coins:0>stock g0',
      '1 coin pot>coins:1 g1',
      '1 coin stock>coins:1 g1',
    ]);
    // Each end is the place as the board names it, and a secret end hides its count from the others.
    expect(moves.map((m) => m.hidden)).toEqual([[0], [1], [1]]);
    expect(moves[1]?.from?.name).toEqual({ key: 'pot' });
    // Nothing named: the diff alone, as before.
    expect(movedByRules({ ...netted, ruled: () => [] }, before, 'buy', after)).toEqual(
      movedByRules(netted, before, 'buy', after),
    );
  });

  it('applyShifts adds a piece to a place that had none, and leaves the board it was given alone', () => {
    const before = board([0, 0]);
    const shifted = applyShifts(before, [{ item: trick5, count: 1, from: null, to: 'tricks:1' }]);
    expect(shifted.places.find((p) => p.id === 'tricks:1')?.items).toContainEqual({ ...trick5, count: 1 });
    expect(before.places.find((p) => p.id === 'tricks:1')?.items).toEqual([{ ...trick5, count: 0 }]);
  });
});
