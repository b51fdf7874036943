// The board: where every physical component the table keeps lies, as data a game derives from its state,
// and the one game-independent diff that turns two boards into what the table must move, in its words.
// Pure: no DOM, no clock, no storage.
import type { Msg, MsgParam } from './msg';

/**
 * One kind of component in one place, with how many of it lie there. `id` names the kind across places
 * and across boards of the same game ('coin', 'good:wine', 'trick:2:5'): the diff matches pieces by it.
 */
export interface Item {
  id: string;
  /** The component in words; rendered with the count as `n` ("{n} coins", "Trick 5 (4 cards, face down)"). */
  name: Msg;
  count: number;
  /** Where it comes from and goes back to when it is on no place of the board ("the bank", "the box"). */
  pool?: Msg;
  /** The component without a count ("coins"), said where the count is secret; required in a secret place. */
  plain?: Msg;
  /**
   * Where it always passes between players, never hand to hand (coins paid to the stock and paid out of it):
   * a place id, or an id on no board for its pool. A move from one player's place to another's is said
   * as two, through there.
   */
  through?: string;
  /**
   * The item it is made of when it comes onto the board (a trick in the middle is cards out of hands): a
   * gain from the pool that matches a loss of that item to the pool is said as one move, from where the
   * other left ("Trick 6 (1 card, face up): from けんじ's hand to the middle").
   */
  takenFrom?: string;
  /**
   * Never passes from one player to another (a card in a hand, which only its holder plays): where a change
   * to the past would move it between two players, the record and the hands disagree, and no move on the
   * table mends that, so none is said.
   */
  keptByOwner?: boolean;
}

/** A place that holds components: a player's hand, coins, tricks or shipping area; a ship, a city, a row. */
export interface Place {
  /** Stable across boards of the same game: 'coins:2', 'ship:0', 'city:heidifield', 'row'. */
  id: string;
  /** The place in words ("Chie's shipping area"; a player's own coins may be just the player). */
  name: Msg;
  /** The player in front of whom it lies; absent for a shared area. */
  owner?: number;
  /** True when how many of each thing lies here is its owner's secret (coins behind a screen). */
  secret?: boolean;
  /** What lies here (items with count 0 may be left out). */
  items: Item[];
}

/** Every place of the table, in the order the table reads it: each player's in seat order, then shared. */
export interface Board {
  places: Place[];
}

/** A move the entry itself describes, which the table made as it entered it (a card played to the trick). */
export interface Shift {
  item: Omit<Item, 'count'>;
  count: number;
  /** A place id, or null for the item's pool. */
  from: string | null;
  to: string | null;
}

/** What an entry said it moved (board.said): its shifts, or 'whole' when its whole change is its own. */
export type Said = readonly Shift[] | 'whole';

/** One thing for the table to move: `count` of `item` from one place (or its pool) to another. */
export interface Move {
  item: Omit<Item, 'count'>;
  count: number;
  from: Place | null;
  to: Place | null;
  /** Owners of a secret place at either end: the count is theirs to read, behind a press-and-hold. */
  hidden: number[];
  /** The player whose group lists it (the owner of where it comes from, else of where it goes); null: shared. */
  group: number | null;
}

/** A place without what it holds: a move names its ends, never their contents. */
const bare = ({ items: _, ...place }: Place): Place => ({ ...place, items: [] });

/** The count of each item id in each place id (place id, then item id), with the items by id. */
function tally(board: Board) {
  const counts = new Map<string, Map<string, number>>();
  const items = new Map<string, Omit<Item, 'count'>>();
  for (const place of board.places) {
    for (const { count, ...item } of place.items) {
      if (count === 0) continue;
      const here = counts.get(place.id) ?? new Map<string, number>();
      counts.set(place.id, here);
      here.set(item.id, (here.get(item.id) ?? 0) + count);
      if (!items.has(item.id)) items.set(item.id, item);
    }
  }
  return { counts, items, count: (place: string, item: string) => counts.get(place)?.get(item) ?? 0 };
}

/**
 * What the table must move to turn `before` into `after`, grouped per player in seat order, then shared.
 * Per kind of item, each place's loss goes to the places that gained, in the table's reading order; what
 * is left over goes to (or comes from) the item's pool.
 */
export function diffBoards(before: Board, after: Board): Move[] {
  const was = tally(before);
  const now = tally(after);
  // Places in reading order: the board after first (where things lie now), then places that are gone.
  const places = new Map<string, Place>();
  for (const place of [...after.places, ...before.places])
    if (!places.has(place.id)) places.set(place.id, bare(place));
  const order = [...places.keys()];
  const itemIds = [...new Set([...now.items.keys(), ...was.items.keys()])];
  // Only the items whose count changed somewhere are looked for place by place: an entry changes a few of
  // a board's items, and looking at every item in every place was most of a diff's time.
  const changed = new Set<string>();
  for (const [place, here] of now.counts)
    for (const [id, n] of here) if (was.count(place, id) !== n) changed.add(id);
  for (const [place, here] of was.counts)
    for (const id of here.keys()) if (now.count(place, id) === 0) changed.add(id);
  const moves: Move[] = [];
  for (const id of itemIds) {
    const item = now.items.get(id) ?? was.items.get(id);
    if (!item || !changed.has(id)) continue;
    const losses: [string, number][] = [];
    const gains: [string, number][] = [];
    for (const place of order) {
      const delta = now.count(place, id) - was.count(place, id);
      if (delta < 0) losses.push([place, -delta]);
      else if (delta > 0) gains.push([place, delta]);
    }
    let g = 0;
    for (const loss of losses) {
      while (loss[1] > 0 && g < gains.length) {
        const gain = gains[g] as [string, number];
        const n = Math.min(loss[1], gain[1]);
        moves.push(moveOf(item, n, places.get(loss[0]) ?? null, places.get(gain[0]) ?? null));
        loss[1] -= n;
        gain[1] -= n;
        if (gain[1] === 0) g++;
      }
      if (loss[1] > 0) moves.push(moveOf(item, loss[1], places.get(loss[0]) ?? null, null));
    }
    for (; g < gains.length; g++) {
      const gain = gains[g] as [string, number];
      if (gain[1] > 0) moves.push(moveOf(item, gain[1], null, places.get(gain[0]) ?? null));
    }
  }
  const said = merged(
    paired(moves)
      .filter((m) => !(m.item.keptByOwner && betweenPlayers(m)))
      .flatMap((m) => viaHub(m, places)),
  );
  return inReadingOrder(said, before, after);
}

/**
 * Moves grouped per player in seat order, then shared; within a group by the place they start from (the
 * board after first), then by where the item stands in that place's list, as the board lists what lies there.
 */
function inReadingOrder(moves: Move[], before: Board, after: Board): Move[] {
  if (moves.length < 2) return moves;
  const order = [...new Set([...after.places, ...before.places].map((p) => p.id))];
  // Looked up in the places the moves start from only.
  const ends = new Set(moves.map((m) => (m.from ?? m.to)?.id));
  const listed = new Map<string, number>();
  for (const place of [...after.places, ...before.places]) {
    if (!ends.has(place.id)) continue;
    place.items.forEach((item, i) => {
      const key = `${place.id}\u0000${item.id}`;
      if (!listed.has(key)) listed.set(key, i);
    });
  }
  const rank = (m: Move) => (m.group === null ? Number.MAX_SAFE_INTEGER : m.group);
  const end = (m: Move) => (m.from ?? m.to)?.id ?? '';
  const at = (m: Move) => order.indexOf(end(m));
  const item = (m: Move) => listed.get(`${end(m)}\u0000${m.item.id}`) ?? 0;
  return moves.sort((a, b) => rank(a) - rank(b) || at(a) - at(b) || item(a) - item(b));
}

/** Gains from the pool of items taken from another, matched with that item's losses to the pool. */
function paired(moves: readonly Move[]): Move[] {
  const out: Move[] = moves.map((m) => ({ ...m }));
  for (const gain of out) {
    const source = gain.item.takenFrom;
    if (source === undefined || gain.from !== null) continue;
    for (const loss of out) {
      if (gain.count === 0) break;
      if (loss.item.id !== source || loss.to !== null || loss.count === 0 || loss.from === null) continue;
      const n = Math.min(gain.count, loss.count);
      out.push(moveOf(gain.item, n, loss.from, gain.to));
      gain.count -= n;
      loss.count -= n;
    }
  }
  return out.filter((m) => m.count > 0);
}

/** True for a move from one player's place to another player's. */
const betweenPlayers = ({ from, to }: Move) =>
  from?.owner !== undefined && to?.owner !== undefined && from.owner !== to.owner;

/** A move between two players' places of an item that passes through a hub, as two moves through it. */
function viaHub(move: Move, places: ReadonlyMap<string, Place>): Move[] {
  const { from, to, item } = move;
  if (item.through === undefined || !betweenPlayers(move)) return [move];
  const hub = places.get(item.through) ?? null;
  return [moveOf(item, move.count, from, hub), moveOf(item, move.count, hub, to)];
}

/** Moves of the same item between the same two places, said once with their counts added. */
function merged(moves: readonly Move[]): Move[] {
  const out: Move[] = [];
  const seen = new Map<string, Move>();
  for (const move of moves) {
    const key = `${move.item.id}\u0000${move.from?.id ?? ''}\u0000${move.to?.id ?? ''}`;
    const known = seen.get(key);
    if (known) known.count += move.count;
    else {
      const copy = { ...move };
      seen.set(key, copy);
      out.push(copy);
    }
  }
  return out;
}

function moveOf(item: Omit<Item, 'count'>, count: number, from: Place | null, to: Place | null): Move {
  const hidden: number[] = [];
  for (const end of [from, to])
    if (end?.secret && end.owner !== undefined && !hidden.includes(end.owner)) hidden.push(end.owner);
  return { item, count, from, to, hidden, group: from?.owner ?? to?.owner ?? null };
}

/** The board as the table has it once it made the moves an entry describes (before the rules act). */
export function applyShifts(board: Board, shifts: readonly Shift[]): Board {
  const places = board.places.map((place) => ({ ...place, items: place.items.map((i) => ({ ...i })) }));
  const find = (id: string | null) => (id === null ? undefined : places.find((p) => p.id === id));
  for (const shift of shifts) {
    const from = find(shift.from);
    const held = from?.items.find((i) => i.id === shift.item.id);
    if (held) held.count -= shift.count;
    const to = find(shift.to);
    if (!to) continue;
    const there = to.items.find((i) => i.id === shift.item.id);
    if (there) there.count += shift.count;
    else to.items.push({ ...shift.item, count: shift.count });
  }
  return { places };
}

/** What the rules moved by themselves on an entry: the board's change less what the entry itself says. */
export function ruleMoves(before: Board, said: readonly Shift[], after: Board): Move[] {
  return diffBoards(applyShifts(before, said), after);
}

/** What the rules moved by themselves when `action` took a game from `before` to `after`, by its board. */
export function movedByRules<S, A>(
  board: {
    of(state: S): Board;
    said(before: S, action: A): Said;
    ruled?(before: S, action: A, after: S): readonly Shift[];
  },
  before: S,
  action: A,
  after: S,
): Move[] {
  const said = board.said(before, action);
  // An entry that is its whole change moves nothing of the rules': no board to work out, no diff.
  if (said === 'whole') return [];
  const named = board.ruled?.(before, action, after) ?? [];
  if (named.length === 0) return ruleMoves(board.of(before), said, board.of(after));
  return namedMoves(applyShifts(board.of(before), said), named, board.of(after));
}

/**
 * The rules' moves when the game names some of them: those as named (a diff nets what comes out of one
 * place and into it on the same entry, so a pot shared out would read as paid into the stock), then the
 * rest of the change as diffed, in the board's reading order.
 */
function namedMoves(table: Board, named: readonly Shift[], after: Board): Move[] {
  const places = new Map<string, Place>();
  for (const place of [...after.places, ...table.places])
    if (!places.has(place.id)) places.set(place.id, bare(place));
  const at = (id: string | null) => (id === null ? null : (places.get(id) ?? null));
  const own = merged(named.map((s) => moveOf(s.item, s.count, at(s.from), at(s.to)))).filter(
    (m) => m.count > 0,
  );
  const rest = diffBoards(applyShifts(table, named), after);
  return inReadingOrder([...own, ...rest], table, after);
}

/** True when two lists of moves say the same moves (same items, counts and ends), in any order. */
export function sameMoves(a: readonly Move[], b: readonly Move[]): boolean {
  const key = (m: Move) => `${m.item.id}|${m.count}|${m.from?.id ?? ''}|${m.to?.id ?? ''}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((k, i) => k === right[i]);
}

/** A move as a message of the shell's tables, with its count left out where it is secret. */
export function moveMsg(move: Move, secret: boolean): Msg {
  const hide = secret && move.hidden.length > 0;
  const what: Msg = hide
    ? (move.item.plain ?? move.item.name)
    : { ...move.item.name, params: { ...move.item.name.params, n: move.count } };
  const pool: MsgParam = move.item.pool ?? { key: 'board.pool' };
  const params: Record<string, MsgParam> = {
    what,
    from: move.from ? move.from.name : pool,
    to: move.to ? move.to.name : pool,
  };
  return { key: 'board.move', params };
}
