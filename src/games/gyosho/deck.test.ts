// The deck count corrected during the game (issue 14): a lost card, or the wrong number removed at setup.
import { describe, expect, it } from 'vitest';
import { isViolation } from '../../engine/violation';
import { GOODS } from './components';
import { ordersLeft } from './flow';
import { game } from './index';
import type { State } from './state';
import {
  atTitles,
  attempt,
  C,
  fresh,
  one,
  play,
  ready3,
  refillAfterA,
  SPECIALS,
  setupActions,
  withCards,
  withLoad,
  withWagonAt,
} from './testing';

/** Three players: 32 order cards; with 23 drawn the app counts 9 left, one too many for the end card. */
const refillWithNineLeft = (): State => refillAfterA(23);

describe('the deck count corrected as an entry', () => {
  it('lets the end card come up where it really did once the table counts one card fewer', () => {
    let s = refillWithNineLeft();
    expect(ordersLeft(s)).toBe(9);
    // Too early by the app's count (9 > the 8 shuffled over the end card).
    const early = attempt(s, { type: 'endCard' });
    expect(isViolation(early) && early.code).toBe('gyosho.err.endTooEarly');
    // A card was lost: the table counts 8 order cards left. The end card now fits, and the refill goes on.
    s = play(s, [{ type: 'deck', size: 8 }]);
    expect(ordersLeft(s)).toBe(8);
    expect(s.phase).toBe('refill');
    expect(game.rules.prompt(s).expects).toEqual(['reveal', 'endCard', 'deck']);
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
    const next = attempt(out, { type: 'deck', size: 0 });
    expect(!isViolation(next) && next.phase).toBe('turn');
  });

  it('is refused before the map and the wagon are in', () => {
    const fresh = game.rules.setup(game.options.defaults(3), [
      { name: 'A', colour: 'red' },
      { name: 'B', colour: 'blue' },
      { name: 'C', colour: 'green' },
    ]);
    if (isViolation(fresh)) throw new Error(fresh.code);
    const r = attempt(fresh, { type: 'deck', size: 20 });
    expect(isViolation(r) && r.code).toBe('gyosho.err.notNow');
  });

  it('is taken at every step from the first order card laid to the last turn, as the table enters it', () => {
    const row = [C.elkai, C.heidi, C.centre, C.east, C.south].map((city) => one(city, 'wheat'));
    const big = [C.east, C.south, C.heidi].map((city) => ({
      type: 'reveal' as const,
      city,
      goods: [...GOODS],
      points: 6,
    }));
    // A stands in エルカイブランド with a wheat and cards of ハイジフィールド and エルカイブランド (posts.test.ts's
    // rulebook example): shipping the front order opens two placements, and the table chooses.
    const example = ready3(undefined, [
      { p: 2, city: C.centre },
      { p: 1, city: C.east },
      { p: 0, city: C.heidi },
    ]);
    const beforePost = withLoad(
      withCards(withWagonAt(example, 0, C.elkai), 0, [C.heidi, C.elkai]),
      0,
      [1, 0, 0, 0],
    );
    const steps: [State['phase'], State][] = [
      ['setup.orders', play(fresh(3), setupActions([], [], []))],
      ['setup.reshuffle', play(fresh(3), [...setupActions([], [], []), ...big])],
      ['setup.special', play(fresh(3), setupActions(row, [], []))],
      ['setup.start', play(fresh(3), setupActions(row, SPECIALS, []))],
      ['turn', ready3()],
      ['post', play(beforePost, [{ type: 'ship', p: 0, slot: 0 }])],
    ];
    for (const [phase, s] of steps) {
      expect(s.phase).toBe(phase);
      expect(game.rules.prompt(s).expects, phase).toContain('deck');
      const r = attempt(s, { type: 'deck', size: 20 });
      if (isViolation(r)) throw new Error(`${phase}: ${r.code}`);
      // The count takes no step and no action: the table goes on where it was, with 20 cards still to draw.
      expect(r.phase).toBe(phase);
      expect(r.actionsLeft).toBe(s.actionsLeft);
      expect(ordersLeft(r)).toBe(20);
    }
  });

  it('is refused once the title cards are being entered', () => {
    const s = atTitles();
    expect(s.phase).toBe('titles');
    expect(game.rules.prompt(s).expects).not.toContain('deck');
    const r = attempt(s, { type: 'deck', size: 3 });
    expect(isViolation(r) && r.code).toBe('gyosho.err.notNow');
  });
});
