// What the table enters next: a card from the seat whose turn it is, or, while a revoke flag is open, the
// table's decision to keep it. Asked by the kernel before every entry of every replay: it reads the state
// and never plays anything out.
import type { Prompt } from '../../engine/types';
import { suitMsg } from './msgs';
import { currentRound } from './rules';
import type { State } from './state';
import { seatAt } from './trick';

/** Seat of the player who plays the next card, or null once the match is over. */
export function nextPlayer(state: State): number | null {
  if (state.over) return null;
  const round = currentRound(state);
  return seatAt(round.leader, round.current.length, state.players);
}

/** True while a revoke flag of any round is neither kept nor corrected: a 'keep' entry may name it. */
function hasOpenFlag(state: State): boolean {
  // A few rounds of a few flags each: no need to keep a count in the state.
  for (const round of state.rounds) for (const x of round.revokes) if (x.keptAt === undefined) return true;
  return false;
}

/**
 * The step the table is at: lead or follow (phase 'lead' / 'follow'), or 'over'. A card is taken at every
 * step short of the end; a keep only while a flag is open (the screens offer one beside each open flag).
 */
export function prompt(state: State): Prompt {
  const round = currentRound(state);
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
  const actors = [seatAt(round.leader, round.current.length, state.players)];
  const expects = hasOpenFlag(state) ? ['play', 'keep'] : ['play'];
  const trick = round.tricks.length + 1;
  const led = round.current[0];
  // Whole literals rather than a shared base spread in: the kernel asks this before every entry.
  if (!led) {
    return {
      phase: 'lead',
      title: { key: 'supermarket.phase.lead' },
      actors,
      expects,
      round: round.index + 1,
      turn: trick,
      // Whose card it is stands in the actor chip right above: the hint stays short (two lines at most).
      hint: { key: 'supermarket.hint.lead' },
    };
  }
  return {
    phase: 'follow',
    title: { key: 'supermarket.phase.follow' },
    actors,
    expects,
    round: round.index + 1,
    turn: trick,
    hint: { key: 'supermarket.hint.follow', params: { suit: suitMsg(led.suit) } },
  };
}
