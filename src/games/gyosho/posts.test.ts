import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import { NO_GOODS } from './goods';
import { game } from './index';
import { postOptions } from './posts';
import type { State } from './state';
import { attempt, C, play, ready3, withCards, withLoad, withWagonAt } from './testing';

const refused = (s: State, a: Action, code: string) => {
  const before = structuredClone(s);
  const r = attempt(s, a);
  expect(isViolation(r) && r.code).toBe(code);
  expect(s).toEqual(before);
  return r;
};

const unused = (s: State, p: number) => s.merchants[p]?.cards.filter((c) => !c.used).map((c) => c.city);

/**
 * The rulebook's example (商館の配置ステップ): the red player already has a post in ハイジフィールド and holds
 * unused cards of ハイジフィールド and エルカイブランド; a second エルカイブランド card meets rule ① (two of one
 * city) and rule ② (three cards) at once. ハイジフィールド is barred (own post), so the post goes to
 * エルカイブランド, by rule ① (the ハイジフィールド card stays unused) or rule ② (all three used).
 */
function rulebookExample(): State {
  // Red = seat 0; its starting post is in ハイジフィールド; it stands in エルカイブランド with a wheat for slot 0.
  const s = ready3(undefined, [
    { p: 2, city: C.centre },
    { p: 1, city: C.east },
    { p: 0, city: C.heidi },
  ]);
  return withLoad(withCards(withWagonAt(s, 0, C.elkai), 0, [C.heidi, C.elkai]), 0, [1, 0, 0, 0]);
}

describe('the trading-post step', () => {
  it('finds both placements of the rulebook example and asks the table to choose', () => {
    let s = rulebookExample();
    expect(postOptions(s, 0)).toEqual([]);
    s = play(s, [{ type: 'ship', p: 0, slot: 0 }]);
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'post', actors: [0], expects: ['post', 'deck'] });
    expect(postOptions(s, 0)).toEqual([
      { city: C.elkai, use: [C.elkai, C.elkai] },
      { city: C.elkai, use: [C.elkai, C.elkai, C.heidi] },
    ]);
    expect(game.rules.legalActions(s)).toEqual([
      { type: 'post', p: 0, city: C.elkai, use: [C.elkai, C.elkai] },
      { type: 'post', p: 0, city: C.elkai, use: [C.elkai, C.elkai, C.heidi] },
      // The deck may be recounted at this step too: 32 order cards for three players, 5 in the row.
      { type: 'deck', size: 27 },
    ]);
    refused(
      s,
      { type: 'post', p: 0, city: C.heidi, use: [C.elkai, C.elkai, C.heidi] },
      'gyosho.err.postTwice',
    );
    refused(s, { type: 'move', p: 0, city: C.wheat }, 'gyosho.err.notNow');
  });

  it('rule ② (as the example’s text says): all three cards are used', () => {
    const s = play(rulebookExample(), [
      { type: 'ship', p: 0, slot: 0 },
      { type: 'post', p: 0, city: C.elkai, use: [C.elkai, C.heidi, C.elkai] },
    ]);
    expect(s.merchants[0]?.posts).toEqual([C.heidi, C.elkai]);
    expect(unused(s, 0)).toEqual([]);
    // Back to the turn: the shipment was the first of three actions (the turn began at the post in ハイジフィールド).
    expect(game.rules.prompt(s)).toMatchObject({ phase: 'turn', actors: [0] });
    expect(s.actionsLeft).toBe(2);
  });

  it('rule ① (as the example’s card management shows): the ハイジフィールド card stays unused', () => {
    const s = play(rulebookExample(), [
      { type: 'ship', p: 0, slot: 0 },
      { type: 'post', p: 0, city: C.elkai, use: [C.elkai, C.elkai] },
    ]);
    expect(s.merchants[0]?.posts).toEqual([C.heidi, C.elkai]);
    expect(unused(s, 0)).toEqual([C.heidi]);
  });

  it('refuses placements the cards do not support', () => {
    const s = play(rulebookExample(), [{ type: 'ship', p: 0, slot: 0 }]);
    refused(s, { type: 'post', p: 0, city: C.centre, use: [C.centre, C.centre] }, 'gyosho.err.postCards');
    refused(s, { type: 'post', p: 0, city: C.heidi, use: [C.elkai, C.elkai] }, 'gyosho.err.postTwice');
    const t = withCards(s, 0, [C.centre]);
    refused(t, { type: 'post', p: 0, city: C.centre, use: [C.elkai, C.elkai] }, 'gyosho.err.postRule1');
    refused(
      t,
      { type: 'post', p: 0, city: C.centre, use: [C.elkai, C.elkai, C.heidi] },
      'gyosho.err.postRule2',
    );
    refused(t, { type: 'post', p: 1, city: C.elkai, use: [C.elkai, C.elkai] }, 'gyosho.err.notYourTurn');
  });

  it('places the post at once when there is a single placement', () => {
    // Seat 0 (post in ハイジフィールド) holds one unused エルカイブランド card and ships another: rule ① only.
    const start = ready3(undefined, [
      { p: 2, city: C.centre },
      { p: 1, city: C.east },
      { p: 0, city: C.heidi },
    ]);
    const base = withLoad(withCards(withWagonAt(start, 0, C.elkai), 0, [C.elkai]), 0, [1, 0, 0, 0]);
    expect(postOptions(base, 0)).toEqual([]);
    const line = game.words.describe(base, { type: 'ship', p: 0, slot: 0 });
    const s = play(base, [{ type: 'ship', p: 0, slot: 0 }]);
    expect(s.merchants[0]?.posts).toEqual([C.heidi, C.elkai]);
    expect(unused(s, 0)).toEqual([]);
    expect(game.rules.prompt(s).phase).toBe('turn');
    expect(line).toMatchObject({
      key: 'gyosho.log.ship',
      params: { jewel: { key: 'gyosho.log.jewel.red' }, post: { key: 'gyosho.log.autoPost' } },
    });
  });

  it('never places two of a player’s posts in one city: the step is skipped when nothing else fits', () => {
    // Seat 0 started in エルカイブランド and ships a second エルカイブランド card: two cards of that city, but the
    // city already holds its post; with only two cards rule ② cannot apply either.
    const s0 = withLoad(withCards(ready3(), 0, [C.elkai]), 0, [1, 0, 0, 0]);
    const s = play(s0, [{ type: 'ship', p: 0, slot: 0 }]);
    expect(game.rules.prompt(s).phase).toBe('turn');
    expect(s.merchants[0]?.posts).toEqual([C.elkai]);
    expect(unused(s, 0)).toEqual([C.elkai, C.elkai]);
  });

  it('offers each city of three cards by rule ②, 特注 cards counted by their emblem', () => {
    // Seat 0 (post in エルカイブランド) holds ハイジフィールド and centre cards, and ships the 特注 of the east city.
    let s = withWagonAt(withCards(ready3(), 0, [C.heidi, C.centre]), 0, C.east);
    s = withLoad(s, 0, [1, 0, 2, 1]);
    s = play(s, [{ type: 'shipSpecial', p: 0, index: 3 }]);
    expect(game.rules.prompt(s).phase).toBe('post');
    expect(postOptions(s, 0).map((o) => o.city)).toEqual([C.heidi, C.centre, C.east]);
    s = play(s, [{ type: 'post', p: 0, city: C.east, use: [C.heidi, C.centre, C.east] }]);
    expect(s.merchants[0]?.posts).toEqual([C.elkai, C.east]);
  });

  it('places no post once all four are out', () => {
    const s = withCards(ready3(), 0, [C.heidi, C.heidi], [C.wheat, C.arms, C.wine]);
    expect(postOptions(s, 0)).toEqual([]);
  });
});

/** postOptions as first written (a Map of counts and its sorted keys): the counted rewrite must agree with it. */
function referenceOptions(s: State, p: number): { city: number; use: number[] }[] {
  const m = s.merchants[p];
  if (m === undefined || m.posts.length >= 4 || m.cards.filter((c) => !c.used).length < 2) return [];
  const counts = new Map<number, number>();
  for (const c of m.cards) if (!c.used) counts.set(c.city, (counts.get(c.city) ?? 0) + 1);
  const cities = [...counts.keys()].sort((a, b) => a - b);
  const have = cities.map((c) => counts.get(c) ?? 0);
  const open = cities.map((c) => !m.posts.includes(c));
  const out: { city: number; use: number[] }[] = [];
  cities.forEach((c, i) => {
    if (open[i] && (have[i] ?? 0) >= 2) out.push({ city: c, use: [c, c] });
  });
  for (let i = 0; i < cities.length; i++)
    for (let j = i; j < cities.length; j++)
      for (let k = j; k < cities.length; k++) {
        const h = (x: number) => have[x] ?? 0;
        if (i === k ? h(i) < 3 : (i === j && h(i) < 2) || (j === k && h(j) < 2)) continue;
        const use = [cities[i], cities[j], cities[k]] as number[];
        for (const x of new Set([i, j, k])) if (open[x]) out.push({ city: cities[x] as number, use });
      }
  return out;
}

describe('postOptions', () => {
  it('agrees with the reference for any hand of cards and posts, and `limit` gives its first options', () => {
    const base = ready3();
    fc.assert(
      fc.property(
        fc.array(fc.record({ city: fc.integer({ min: 0, max: 8 }), used: fc.boolean() }), { maxLength: 9 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 8 }), { maxLength: 4 }),
        fc.integer({ min: 1, max: 3 }),
        (cards, posts, limit) => {
          const held = cards.map((c, id) => ({
            id,
            city: c.city,
            goods: NO_GOODS,
            points: 1,
            special: false,
            used: c.used,
          }));
          const s: State = {
            ...base,
            merchants: base.merchants.map((m, p) => (p === 0 ? { ...m, cards: held, posts } : m)),
          };
          const all = referenceOptions(s, 0);
          expect(postOptions(s, 0)).toEqual(all);
          expect(postOptions(s, 0, limit)).toEqual(all.slice(0, limit));
        },
      ),
      { numRuns: 500 },
    );
  });
});
