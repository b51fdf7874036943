// Test support only (imported by *.test.ts): build states from entries and check the game's invariants.
import { step } from '../../engine/replay';
import type { Player } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import type { Action } from './actions';
import {
  DECK_SIZE,
  ICON_LIMITS,
  ICONS,
  type Icon,
  type IconCounts,
  NO_ICONS,
  ROUNDS,
  START_MONEY,
} from './components';
import { game } from './index';
import { heldIcons } from './settlement';
import { setup } from './setup';
import type { State, WonCard } from './state';

/** Players A, B, C, D in seat order. */
export function seats(n: number): Player[] {
  return ['A', 'B', 'C', 'D'].slice(0, n).map((name) => ({ name, colour: 'indigo' }));
}

/** A fresh game; throws if setup refuses (tests only). */
export function start(n = 3, first = 0): State {
  const s = setup({ first }, seats(n));
  if (isViolation(s)) throw new Error(s.code);
  return s;
}

/**
 * Enters entries in order through the kernel, as the table does; throws with the refusal's code and the
 * entry's index (tests only).
 */
export function play(s: State, actions: readonly Action[]): State {
  let state = s;
  actions.forEach((a, i) => {
    const next = step(game, state, a);
    if (isViolation(next)) throw new Error(`entry ${i} ${JSON.stringify(a)} refused: ${next.code}`);
    state = next as State;
  });
  return state;
}

/** Entries of one auction: the card's visible face, then declarations from the parent on (null = pass). */
export function auction(s: State, icon: Icon, prices: readonly (number | null)[]): Action[] {
  return [
    { type: 'card', icon },
    ...prices.map((price, k): Action => {
      const p = (s.parent + k) % s.n;
      return price === null ? { type: 'pass', p } : { type: 'bid', p, price };
    }),
  ];
}

/** Plays one auction (see auction()). */
export function playAuction(s: State, icon: Icon, prices: readonly (number | null)[]): State {
  return play(s, auction(s, icon, prices));
}

function faces(cards: readonly WonCard[][]): IconCounts {
  const all = cards.flat();
  return all.reduce(
    (c, card) => {
      const held = heldIcons([card]);
      return {
        choc: c.choc + held.choc,
        gold: c.gold + held.gold,
        silk: c.silk + held.silk,
        junk: c.junk + held.junk,
      };
    },
    { ...NO_ICONS },
  );
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Every invariant the issue names; returns the broken ones (empty when all hold). */
export function brokenInvariants(s: State): string[] {
  const out: string[] = [];
  const paidBefore = s.money.map((_, p) => sum(s.history.map((r) => r.paid[p] ?? 0)));
  const settled = s.money.map((_, p) => sum(s.history.map((r) => r.settlements[p]?.total ?? 0)));
  // Money is conserved with the market: every gold a player has came from the start or a settlement, less payments.
  s.money.forEach((m, p) => {
    const expected = START_MONEY + (settled[p] ?? 0) - (paidBefore[p] ?? 0) - (s.paid[p] ?? 0);
    if (m !== expected) out.push(`money of ${p}: ${m} != ${expected}`);
    if (!Number.isInteger(m) || m < 0) out.push(`money of ${p} is ${m}`);
    if ((s.paid[p] ?? 0) !== sum((s.won[p] ?? []).map((c) => c.price))) out.push(`paid of ${p}`);
  });
  if (s.dealt > DECK_SIZE) out.push(`dealt ${s.dealt} > 12`);
  const settledCards = s.won.flat().length + s.discarded.length + (s.phase === 'bid' ? 1 : 0);
  if (settledCards !== s.dealt) out.push(`cards won + discarded ${settledCards} != dealt ${s.dealt}`);
  for (const r of s.history) {
    const cards = r.won.flat().length + r.discarded.length;
    if (cards > DECK_SIZE) out.push(`round ${r.round}: ${cards} auctions`);
    const all = faces(r.won);
    all[r.priceFace] += 1;
    all[r.priceHidden] += 1;
    for (const icon of r.discarded) all[icon] += 1;
    for (const icon of ICONS)
      if (all[icon] > ICON_LIMITS[icon]) out.push(`round ${r.round}: ${icon} ${all[icon]}`);
    if (r.won.flat().some((c) => c.hidden === null)) out.push(`round ${r.round}: a hidden face missing`);
  }
  const seen = faces(s.won);
  if (s.priceFace) seen[s.priceFace] += 1;
  if (s.priceHidden) seen[s.priceHidden] += 1;
  for (const icon of s.discarded) seen[icon] += 1;
  if (s.field) seen[s.field] += 1;
  for (const icon of ICONS) {
    if (seen[icon] !== s.seen[icon]) out.push(`seen ${icon} ${s.seen[icon]} != ${seen[icon]}`);
    if (s.seen[icon] > ICON_LIMITS[icon]) out.push(`seen ${icon} over the set`);
  }
  const settling = s.phase === 'settleCard';
  if (!settling && s.won.flat().some((c) => c.hidden !== null))
    out.push('a hidden face known before the settlement');
  if (s.phase !== 'settleCard' && s.priceHidden !== null) out.push('price card hidden face known too early');
  const rounds = s.phase === 'over' ? ROUNDS : s.round - 1;
  if (s.history.length !== rounds) out.push(`history ${s.history.length} != ${rounds}`);
  return out;
}
