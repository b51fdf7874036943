// What the table enters next (prompt) and the log line of each entry (describe).
import type { Msg, Prompt } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { Action, KeepAction, PlayAction } from './actions';
import { type Card, SUIT_INDEX } from './components';
import { cardMsg, suitMsg } from './msgs';
import { apply, currentRound } from './rules';
import type { State } from './state';
import { seatAt } from './trick';

/** Seat of the player who plays the next card, or null once the match is over. */
export function nextPlayer(state: State): number | null {
  if (state.over) return null;
  const round = currentRound(state);
  return seatAt(round.leader, round.current.length, state.players);
}

/** The step the table is at: lead or follow (phase 'lead' / 'follow'), or 'over'. */
export function prompt(state: State): Prompt {
  const round = currentRound(state);
  const trick = round.tricks.length + 1;
  if (state.over) {
    return {
      phase: 'over',
      title: { key: 'supermarket.phase.over' },
      actors: [],
      expects: [],
      round: round.index + 1,
      hint: { key: 'supermarket.hint.over' },
    };
  }
  const player = seatAt(round.leader, round.current.length, state.players);
  const led = round.current[0];
  const base = { actors: [player], expects: ['play'], round: round.index + 1, turn: trick };
  if (!led) {
    return {
      ...base,
      phase: 'lead',
      title: { key: 'supermarket.phase.lead' },
      // Whose card it is stands in the actor chip right above: the hint stays short (two lines at most).
      hint: { key: 'supermarket.hint.lead' },
    };
  }
  return {
    ...base,
    phase: 'follow',
    title: { key: 'supermarket.phase.follow' },
    hint: { key: 'supermarket.hint.follow', params: { suit: suitMsg(led.suit) } },
  };
}

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

/** The log line of a card: who played what, who took the trick, a shelf set, a revoke it revealed. */
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
  const after = apply(state, action);
  if (isViolation(after)) return { key: 'supermarket.log.refused', params: { card: cardMsg(card) } };
  const shown: Msg = faceDown ? { key: 'supermarket.log.faceDown' } : cardMsg(card);
  const line: Msg = {
    key: 'supermarket.log.play',
    params: { player: { p: player }, card: shown, tail: tail(state, after) },
  };
  const before = currentRound(state);
  // Flags this card raised: the ones the round did not have before it.
  const first = after.rounds[before.index]?.revokes[before.revokes.length];
  if (!first) return line;
  return { key: 'supermarket.log.revoke', params: { line, trick: first.trick, suit: suitMsg(first.suit) } };
}
