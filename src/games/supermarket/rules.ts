// The transitions of スーパーマーケット: a card played (trick, round and match end included) and a revoke flag
// kept; and the game's words for what the kernel refuses before them. Pure; the input state is never changed.
import type { Refused, RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { Action, PlayAction } from './actions';
import { type Card, goodsOf, SUIT_INDEX } from './components';
import { keepRevoke, noRevoke } from './keep';
import { cardMsg } from './msgs';
import { trackRevokes } from './revoke';
import { roundScore } from './shelves';
import { newRound, type RoundState, type State, type Trick } from './state';
import { capacityOf, seatAt, trickWinner } from './trick';

/** The round being played (or the last one, once the match is over). */
export function currentRound(state: State): RoundState {
  return state.rounds[state.rounds.length - 1] as RoundState;
}

/** Where a card was played this round: trick (1-based) and seat; null if it has not been played. */
export function findPlayed(
  round: RoundState,
  card: Card,
  players: number,
): { trick: number; player: number } | null {
  const same = (c: Card) => c.suit === card.suit && c.rank === card.rank;
  for (const [t, trick] of round.tricks.entries()) {
    const i = trick.cards.findIndex(same);
    if (i >= 0) return { trick: t + 1, player: seatAt(trick.leader, i, players) };
  }
  const i = round.current.findIndex(same);
  return i >= 0 ? { trick: round.tricks.length + 1, player: seatAt(round.leader, i, players) } : null;
}

/**
 * Why a card cannot be entered now, or null when it can (revokes are flagged, never refused): what the prompt
 * cannot say, the trick its stamp names and whether the card is still in a hand. That the match is still on
 * is the kernel's check.
 */
function refusal(state: State, action: PlayAction): RuleViolation | null {
  const round = currentRound(state);
  const trick = round.tricks.length + 1;
  if (action.trick !== undefined && action.trick < trick) {
    return violation('supermarket.err.trickComplete', '004 トリック', {
      trick: action.trick,
      size: state.players,
      current: trick,
    });
  }
  if (action.trick !== undefined && action.trick > trick) {
    return violation('supermarket.err.trickAhead', '004 トリック', { trick: action.trick, current: trick });
  }
  const card: Card = { suit: action.suit, rank: action.rank };
  if (((round.played[SUIT_INDEX[card.suit]] ?? 0) >> (card.rank - 1)) & 1) {
    const where = findPlayed(round, card, state.players);
    // A card of the trick on the table is in plain view: say who played it. A card of a taken trick lies
    // face down (seed 004): say only that it has been played, not in whose pile it lies.
    if (where && where.trick === trick) {
      return violation('supermarket.err.cardOnTable', '004 配り切り', {
        card: cardMsg(card),
        player: { p: where.player },
      });
    }
    return violation('supermarket.err.cardPlayed', '004 配り切り', { card: cardMsg(card) });
  }
  return null;
}

// Object literals with every field spelled out keep one hidden class per type: replay stays fast.
function withRound(state: State, round: RoundState): State {
  const rounds = state.rounds.slice();
  rounds[rounds.length - 1] = round;
  return {
    players: state.players,
    first: state.first,
    tricksPerRound: state.tricksPerRound,
    totalRounds: state.totalRounds,
    rounds,
    over: state.over,
  };
}

/** The round after its trick `cards` is complete: the winner takes the goods and leads; a shelf may be set. */
function completeTrick(state: State, round: RoundState, cards: Card[]): RoundState {
  const n = state.players;
  const number = round.tricks.length + 1;
  const winner = trickWinner(cards, round.leader, n);
  const led = SUIT_INDEX[(cards[0] as Card).suit];
  let { capacity, setAt } = round;
  let sets: Trick['sets'] = null;
  if (capacity[led] === null) {
    const cap = capacityOf(cards);
    if (cap !== null) {
      capacity = capacity.slice();
      setAt = setAt.slice();
      capacity[led] = cap;
      setAt[led] = number;
      sets = (cards[0] as Card).suit;
    }
  }
  const goodsRow = (round.goods[winner] as number[]).slice();
  const cardsRow = (round.cards[winner] as number[]).slice();
  for (const card of cards) {
    const s = SUIT_INDEX[card.suit];
    goodsRow[s] = (goodsRow[s] ?? 0) + goodsOf(card.rank);
    cardsRow[s] = (cardsRow[s] ?? 0) + 1;
  }
  const goods = round.goods.slice();
  goods[winner] = goodsRow;
  const taken = round.cards.slice();
  taken[winner] = cardsRow;
  const tricksWon = round.tricksWon.slice();
  tricksWon[winner] = (tricksWon[winner] ?? 0) + 1;
  const tricks = round.tricks.slice();
  tricks.push({ leader: round.leader, cards, winner, sets });
  const done = tricks.length === state.tricksPerRound;
  const result = done
    ? roundScore(
        capacity,
        goods.map((row, p) => row.map((g, s) => ((taken[p]?.[s] ?? 0) > 0 ? g : null))),
      )
    : null;
  // Every field spelled out: a spread of this many fields costs far more (this runs on every trick).
  return {
    index: round.index,
    firstLeader: round.firstLeader,
    tricks,
    leader: winner,
    current: [],
    played: round.played,
    capacity,
    setAt,
    goods,
    cards: taken,
    tricksWon,
    voids: round.voids,
    revokes: round.revokes,
    result,
  };
}

/**
 * Applies one entry the prompt takes: a card (trick, round and match end included) or a kept revoke; refused
 * with the reason where the card or the flag does not fit.
 */
export function apply(state: State, action: Action): State | RuleViolation {
  if (action.type === 'keep') return keepRevoke(state, action);
  const refused = refusal(state, action);
  if (refused) return refused;
  const round = currentRound(state);
  const card: Card = { suit: action.suit, rank: action.rank };
  const player = seatAt(round.leader, round.current.length, state.players);
  const trick = round.tricks.length + 1;
  const tracked = trackRevokes(round.voids, round.revokes, player, card, trick, round.current[0]);
  const played = round.played.slice();
  const s = SUIT_INDEX[card.suit];
  played[s] = (played[s] ?? 0) | (1 << (card.rank - 1));
  const cards = round.current.slice();
  cards.push(card);
  const next: RoundState = {
    index: round.index,
    firstLeader: round.firstLeader,
    tricks: round.tricks,
    leader: round.leader,
    current: cards,
    played,
    capacity: round.capacity,
    setAt: round.setAt,
    goods: round.goods,
    cards: round.cards,
    tricksWon: round.tricksWon,
    voids: tracked ? tracked.voids : round.voids,
    revokes: tracked ? tracked.revokes : round.revokes,
    result: null,
  };
  if (cards.length < state.players) return withRound(state, next);
  const finished = completeTrick(state, next, cards);
  const after = withRound(state, finished);
  if (!finished.result) return after;
  const index = finished.index + 1;
  if (index === state.totalRounds) {
    after.over = true;
    return after;
  }
  // `after` is the fresh copy withRound made: its rounds are its own to extend.
  after.rounds.push(newRound(index, (state.first + index) % state.players, state.players));
  return after;
}

/**
 * The seat an entry is made for: none. A card names no seat (the engine knows whose turn it is), and a keep
 * names the player who did not follow, not who decides: the table keeps a flag together, whoever taps.
 */
export function actor(_action: Action): number | undefined {
  return undefined;
}

/**
 * The game's words for an entry the prompt does not take. A keep then names no open flag: said as the flag it
 * asked for, as the rules say it for a flag already kept. A card is taken at every step short of the match's
 * end (which the kernel says first): all the rounds are played. No entry names a mover (`actor`), so the
 * refusal is the same whatever the kernel's reason.
 */
export function refuse(state: State, action: Action, _why: Refused): RuleViolation {
  if (action.type === 'keep') return noRevoke(action);
  return violation('supermarket.err.matchOver', '004 ラウンド数', { rounds: state.totalRounds });
}
