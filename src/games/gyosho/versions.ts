// The rules versions of 行商の時代. A game keeps the version its record names (the kernel passes it to setup,
// which stores it in the state), so a saved game replays as it was played.
//
// Version 1: the game ends only by the rulebook's three conditions (the end card, the fifth 特注 card, a
// fourth trading post).
// Version 2 (docs/rulings/gyosho.md, "No order fits any wagon"): the last round is also called once no wagon
// can ever hold the goods of a face-up order or a 特注 card left, since then none of the three can come.

/** The version a new game is played under. */
export const RULES_VERSION = 2;

/** Every version this module replays: the current one and each older one still in saved records. */
export const REPLAYED_VERSIONS: readonly number[] = [1, 2];

/** Whether a table on which no order fits any wagon goes into its last round (version 2 on). */
export function endsWhenNothingFits(rules: number): boolean {
  return rules >= 2;
}
