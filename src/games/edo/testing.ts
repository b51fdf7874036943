// Helpers for the tests of this folder: a table of merchants, and entries applied through the kernel's step.
import { step } from '../../engine/replay';
import type { Player, RuleViolation } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { EdoAction, EdoOptions } from './actions';
import { COLOURS } from './components';
import { game } from './index';
import type { Card, EdoState } from './state';

/** Merchants in seat order, each with the colour of the same seat (白 黄 赤 青 黒). */
export function merchants(names: readonly string[]): Player[] {
  return names.map((name, i) => ({ name, colour: COLOURS[i] ?? 'white' }));
}

/** A set-up table (before any entry), failing loudly if setup refuses it. */
export function table(names: readonly string[], options: Partial<EdoOptions> = {}): EdoState {
  const state = game.rules.setup({ ...game.options.defaults(names.length), ...options }, merchants(names));
  if (isViolation(state)) throw new Error(`setup refused: ${state.code}`);
  return state;
}

/** Applies entries one by one through the kernel, failing loudly (with the entry's index) on a refusal. */
export function play(state: EdoState, actions: readonly EdoAction[]): EdoState {
  let s = state;
  actions.forEach((action, i) => {
    const next = step(game, s, action);
    if (isViolation(next)) throw new Error(`entry ${i} (${action.type}) refused: ${next.code}`);
    s = next as EdoState;
  });
  return s;
}

/** Applies one entry through the kernel: the new state or the refusal. */
export function tryStep(state: EdoState, action: unknown): EdoState | RuleViolation {
  return step(game, state, action) as EdoState | RuleViolation;
}

/** The total of coins (players, stock, pot): always 50. */
export function coinTotal(state: EdoState): number {
  return state.coins.reduce((a, b) => a + b, 0) + state.stock + state.pot;
}

/** The four merchants of the rulebook's examples, in seat order: 門左衛門 白, お市 黄, 佐吉 赤, 六助 青. */
export const RULEBOOK = ['門左衛門', 'お市', '佐吉', '六助'] as const;

/**
 * The rulebook's table after setup. Starting cards chosen so the dice example (1-4-5, 門左衛門 keeps 1 and 5)
 * pays 2/0/2/1 in seat order, i.e. 門左衛門 2, 佐吉 2, 六助 1, お市 0 as the text says:
 *   門左衛門 keeps 白5, passes 白2 to お市;  お市 keeps 黄3, passes 黄4 to 佐吉;
 *   佐吉 keeps 赤4, passes 赤6 to 六助;     六助 keeps 青4, passes 青2 to 門左衛門.
 * Holdings: 門左衛門 白5 青2 | お市 黄3 白2 | 佐吉 赤4 黄4 | 六助 青4 赤6. Discards 黒3, 白1.
 */
export function rulebookTable(options: Partial<EdoOptions> = {}): EdoState {
  return play(table(RULEBOOK, options), [
    { type: 'start', player: 0, keep: 5, pass: 2 },
    { type: 'start', player: 1, keep: 3, pass: 4 },
    { type: 'start', player: 2, keep: 4, pass: 6 },
    { type: 'start', player: 3, keep: 4, pass: 2 },
    {
      type: 'discards',
      cards: [
        { colour: 'black', pips: 3 },
        { colour: 'white', pips: 1 },
      ],
    },
  ]);
}

/** Declarations in turn order from the active player, then bids, as one list of entries. */
export function purchase(
  state: EdoState,
  markers: readonly ('east' | 'west' | 'koban')[],
  bids: readonly (readonly [number, number])[],
): EdoAction[] {
  const n = state.players;
  const declares: EdoAction[] = markers.map((choice, k) => ({
    type: 'declare',
    player: (state.active + k) % n,
    choice,
  }));
  const reveal: EdoAction[] = bids.map(([east, west], player) => ({ type: 'bid', player, east, west }));
  return [...declares, ...reveal];
}

/** A goods card of `colour` with `pips` (the tests' short `g`). */
export const card = (colour: 'white' | 'yellow' | 'red' | 'blue' | 'black', pips: number): Card => ({
  colour,
  pips,
});
/** The special card. */
export const specialCard: Card = { colour: 'special' };

/** A 客引き that changes nothing worth checking here: 6-6-6, nothing kept, nobody objects. */
export function quietDice(s: EdoState): EdoState {
  const rolled = play(s, [
    { type: 'roll', dice: [6, 6, 6] },
    { type: 'keep', dice: [] },
  ]);
  return rolled.phase === 'dice.object' ? play(rolled, [{ type: 'object', players: [] }]) : rolled;
}
