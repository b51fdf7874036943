// The rules versions of the Edo game. A game keeps the version its record names (the kernel passes it to
// setup, which stores it in the state), so a finished game replays and scores as it was played.
//
// Version 1: the 赤 holder may take nothing, and may take a discarded 特注 card as a wild card.
// Version 2 (RULINGS 000, issue 15): 赤 must take one goods card when the discard pile holds one
// (「獲得する」 is not optional); a discarded 特注 card is dead (「ゲーム終了まで何の効果も持たない」).

/** The version a new game is played under. */
export const RULES_VERSION = 2;

/** Every version this module replays: the current one and each older one still in saved records. */
export const REPLAYED_VERSIONS: readonly number[] = [1, 2];

/** Whether 赤 may decline the pick and take a discarded 特注 card (version 1 only). */
export function redIsOptional(rules: number): boolean {
  return rules < 2;
}
