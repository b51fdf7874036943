// The shape of a スーパーマーケット game in progress, and the empty states setup and a new round start from.
import type { Card, Suit } from './components';
import type { RoundScore } from './shelves';

/** Options: only the seat of the first leader of round 1 (the rulebook has no variants). */
export interface Options {
  first: number;
}

/** A finished trick: who led, the cards in play order, who took it, and the shelf it set if any. */
export interface Trick {
  leader: number;
  /** cards[i] was played by seat (leader + i) % players. */
  cards: Card[];
  winner: number;
  /** The suit whose ◇ capacity this trick set (RULINGS 004), or null. */
  sets: Suit | null;
}

/** A player did not follow `suit` in trick `trick` (1-based) and later played that suit in trick `seenAt`. */
export interface Revoke {
  trick: number;
  player: number;
  suit: Suit;
  seenAt: number;
  /**
   * Set once the table kept the play as entered (a 'keep' entry of the log): how many cards of the match
   * had been played then, so the screens can count entries in force. Absent while the flag is open.
   */
  keptAt?: number;
}

/** A trick in which a player did not follow the led suit: a revoke if they play that suit later. */
export interface Void {
  trick: number;
  player: number;
  suit: Suit;
}

/** One round: the tricks so far, the trick being played, the shelves and every player's take. */
export interface RoundState {
  /** 0-based round number. */
  index: number;
  /** Who led the round's first trick. */
  firstLeader: number;
  tricks: Trick[];
  /** Who leads the trick being played. */
  leader: number;
  /** Cards of the trick being played, in play order. */
  current: Card[];
  /** Per suit, a 9-bit mask of the numbers already played this round (bit rank-1). */
  played: number[];
  /** Per suit, the ◇ shelf capacity, or null while not set. Public. */
  capacity: (number | null)[];
  /** Per suit, the 1-based trick that set the capacity, or null. */
  setAt: (number | null)[];
  /** goods[p][suit]: goods pips in the tricks player p took. Secret until the round ends. */
  goods: number[][];
  /** cards[p][suit]: cards of that suit in the tricks player p took. Secret until the round ends. */
  cards: number[][];
  /** Tricks taken per player (the face-down piles are visible, so this is public). */
  tricksWon: number[];
  /** Failures to follow not (yet) contradicted by a later card. */
  voids: Void[];
  /** Failures to follow that a later card proved to be revokes. */
  revokes: Revoke[];
  /** The round's scoring once its last trick is taken; null while it is played. */
  result: RoundScore | null;
}

/** The whole match. */
export interface State {
  players: number;
  /** Seat of the first leader of round 1; round r is led first by (first + r) % players. */
  first: number;
  /** Tricks per round (= hand size). */
  tricksPerRound: number;
  /** Rounds in the match (= players). */
  totalRounds: number;
  /** Every round so far; the last is the one being played, or the final one once the match is over. */
  rounds: RoundState[];
  over: boolean;
}

// Plain loops, not Array.from: a replay starts a round three or four times, and Array.from's generic
// iteration was most of a new round's cost.
const zeros = (n: number): number[] => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
};
const zeroRows = (n: number): number[][] => {
  const out: number[][] = [];
  for (let i = 0; i < n; i++) out.push([0, 0, 0, 0]);
  return out;
};

/** A round before its first card: empty shelves, no tricks, led by `firstLeader`. */
export function newRound(index: number, firstLeader: number, players: number): RoundState {
  return {
    index,
    firstLeader,
    tricks: [],
    leader: firstLeader,
    current: [],
    played: [0, 0, 0, 0],
    capacity: [null, null, null, null],
    setAt: [null, null, null, null],
    goods: zeroRows(players),
    cards: zeroRows(players),
    tricksWon: zeros(players),
    voids: [],
    revokes: [],
    result: null,
  };
}
