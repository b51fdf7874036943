// The deck count corrected during the game (issue 14): a lost card, or the wrong number removed at setup.
import { describe, expect, it } from 'vitest';
import { isViolation } from '../../engine/violation';
import { ordersLeft } from './flow';
import { game } from './index';
import type { State } from './state';
import { play, ready3, withLoad } from './testing';

/** Three players: 32 order cards; with 23 drawn the app counts 9 left, one too many for the end card. */
function refillWithNineLeft(): State {
  const s = withLoad({ ...ready3(), revealed: 23 }, 0, [1, 0, 0, 0]);
  return play(s, [
    { type: 'ship', p: 0, slot: 0 },
    { type: 'endTurn', p: 0 },
  ]);
}

describe('the deck count corrected as an entry', () => {
  it('lets the end card come up where it really did once the table counts one card fewer', () => {
    let s = refillWithNineLeft();
    expect(ordersLeft(s)).toBe(9);
    // Too early by the app's count (9 > the 8 shuffled over the end card).
    const early = game.rules.apply(s, { type: 'endCard' });
    expect(isViolation(early) && early.code).toBe('gyosho.err.endTooEarly');
    // A card was lost: the table counts 8 order cards left. The end card now fits, and the refill goes on.
    s = play(s, [{ type: 'deck', size: 8 }]);
    expect(ordersLeft(s)).toBe(8);
    expect(s.phase).toBe('refill');
    expect(game.rules.prompt(s).expects).toEqual(['reveal', 'endCard']);
    s = play(s, [{ type: 'endCard' }]);
    expect(s.ending).toEqual({ cause: 'endCard', seat: 0 });
  });

  it('counts further draws from the corrected size, and takes no action from the player', () => {
    const s = play(ready3(), [{ type: 'deck', size: 20 }]);
    // ready3's row drew 4 cards: 4 + 20 = 24 in this game's deck.
    expect(s.deckSize).toBe(s.revealed + 20);
    expect(s.actionsLeft).toBe(ready3().actionsLeft);
    expect(s.current).toBe(ready3().current);
  });

  it('ends a refill that the new count leaves nothing to draw for', () => {
    const s = refillWithNineLeft();
    // The end card already out and no order card left by the table's count: the next player is on.
    const out = { ...s, endCardOut: true };
    const next = game.rules.apply(out, { type: 'deck', size: 0 });
    expect(!isViolation(next) && next.phase).toBe('turn');
  });

  it('is refused before the map and the wagon are in', () => {
    const fresh = game.rules.setup(game.options.defaults(3), [
      { name: 'A', colour: 'red' },
      { name: 'B', colour: 'blue' },
      { name: 'C', colour: 'green' },
    ]);
    if (isViolation(fresh)) throw new Error(fresh.code);
    const r = game.rules.apply(fresh, { type: 'deck', size: 20 });
    expect(isViolation(r) && r.code).toBe('gyosho.err.notNow');
  });
});
