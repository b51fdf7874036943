// The log line of each entry: a card (who played it, who took the trick, a shelf set, a revoke it revealed)
// or a kept revoke flag.
import type { Msg } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { Action, KeepAction, PlayAction } from './actions';
import { type Card, SUIT_INDEX } from './components';
import { cardMsg, suitMsg } from './msgs';
import { nextPlayer } from './prompt';
import { apply, currentRound } from './rules';
import type { State } from './state';

/** What the trick did once the card completed it (taken, a shelf set, the round over); nothing otherwise. */
function tail(before: State, after: State): Msg {
  const round = before.rounds[before.rounds.length - 1];
  const done = round ? after.rounds[round.index] : undefined;
  const trick = done?.tricks[round?.tricks.length ?? 0];
  if (!round || !done || !trick) return { key: 'supermarket.tail.none' };
  const winner = { p: trick.winner };
  const end = done.result !== null;
  if (trick.sets) {
    const cap = done.capacity[SUIT_INDEX[trick.sets]] ?? 0;
    const params = { winner, suit: suitMsg(trick.sets), cap, round: round.index + 1 };
    return { key: end ? 'supermarket.tail.takeSetEnd' : 'supermarket.tail.takeSet', params };
  }
  return {
    key: end ? 'supermarket.tail.takeEnd' : 'supermarket.tail.take',
    params: { winner, round: round.index + 1 },
  };
}

/** The log line of an entry, said of the state it was entered in. */
export function describe(state: State, action: Action): Msg {
  return action.type === 'keep' ? keepLine(action) : playLine(state, action, false);
}

/** The log line of a kept revoke flag: the flag is public (it says no card), so it reads the same to all. */
export function keepLine(action: KeepAction): Msg {
  return {
    key: 'supermarket.log.keep',
    params: {
      round: action.round,
      trick: action.trick,
      player: { p: action.player },
      suit: suitMsg(action.suit),
    },
  };
}

/**
 * The log line of a card; `faceDown` names the card only as "a card" (its trick has been taken face down
 * since), while who played it, who took the trick and the ◇ marker it set stay: they are public.
 */
export function playLine(state: State, action: PlayAction, faceDown: boolean): Msg {
  const card: Card = { suit: action.suit, rank: action.rank };
  const player = nextPlayer(state) ?? 0;
  // The line says what the card did (the trick taken, a shelf set, a flag raised): the rules work it out.
  const after = apply(state, action);
  const shown: Msg = faceDown ? { key: 'supermarket.log.faceDown' } : cardMsg(card);
  // A card the rules refuse there (an unfit entry) is said as what was entered: who, and the card.
  const tailMsg: Msg = isViolation(after) ? { key: 'supermarket.tail.none' } : tail(state, after);
  const line: Msg = {
    key: 'supermarket.log.play',
    params: { player: { p: player }, card: shown, tail: tailMsg },
  };
  if (isViolation(after)) return line;
  const before = currentRound(state);
  // Flags this card raised: the ones the round did not have before it.
  const first = after.rounds[before.index]?.revokes[before.revokes.length];
  if (!first) return line;
  return { key: 'supermarket.log.revoke', params: { line, trick: first.trick, suit: suitMsg(first.suit) } };
}
