// The trading-post step after a shipment: rule ① two unused cards of one city, rule ② any three unused cards.
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import { POSTS_PER_PLAYER } from './components';
import { checkEnd, finishTurn } from './flow';
import type { Action } from './schema';
import type { State } from './state';

const SECTION = '002 商館の配置ステップ';

/** One legal placement: the city, and the cities of the cards it marks used (2 = rule ①, 3 = rule ②). */
export interface PostOption {
  city: number;
  use: number[];
}

/** Unused (商館未配置) cards of a player, counted by city; 特注 cards count by their emblem. */
export function unusedByCity(s: State, p: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const c of s.merchants[p]?.cards ?? []) if (!c.used) counts.set(c.city, (counts.get(c.city) ?? 0) + 1);
  return counts;
}

/** Every legal placement for player p, rule ① first; empty when none is possible or no post is left. */
export function postOptions(s: State, p: number): PostOption[] {
  const m = s.merchants[p];
  if (m === undefined || m.posts.length >= POSTS_PER_PLAYER) return [];
  const counts = unusedByCity(s, p);
  const cities = [...counts.keys()].sort((a, b) => a - b);
  const open = (c: number) => !m.posts.includes(c);
  const out: PostOption[] = [];
  for (const c of cities) if (open(c) && (counts.get(c) ?? 0) >= 2) out.push({ city: c, use: [c, c] });
  // Rule ②: every multiset of three unused cards, and each of its cities without the player's post.
  for (let i = 0; i < cities.length; i++) {
    for (let j = i; j < cities.length; j++) {
      for (let k = j; k < cities.length; k++) {
        const trio = [cities[i], cities[j], cities[k]] as number[];
        const need = new Map<number, number>();
        for (const c of trio) need.set(c, (need.get(c) ?? 0) + 1);
        if ([...need].some(([c, n]) => (counts.get(c) ?? 0) < n)) continue;
        for (const c of need.keys()) if (open(c)) out.push({ city: c, use: trio });
      }
    }
  }
  return out;
}

/** Places a post and marks the cards it used (the first unused card of each named city). */
function place(s: State, p: number, option: PostOption): State {
  const left = [...option.use];
  const merchants = s.merchants.map((m, q) => {
    if (q !== p) return m;
    const cards = m.cards.map((c) => {
      const k = c.used ? -1 : left.indexOf(c.city);
      if (k < 0) return c;
      left.splice(k, 1);
      return { ...c, used: true };
    });
    return { ...m, cards, posts: [...m.posts, option.city] };
  });
  return checkEnd({ ...s, merchants });
}

/** After a shipment: no placement possible skips the step, one is made at once, several ask the table. */
export function postStep(s: State, p: number): State {
  const options = postOptions(s, p);
  if (options.length === 0) return s;
  const [only] = options;
  if (options.length === 1 && only) return place(s, p, only);
  return { ...s, phase: 'post' };
}

/** Why a chosen placement is illegal, or null. */
export function postProblem(s: State, a: Extract<Action, { type: 'post' }>): RuleViolation | null {
  const m = s.merchants[a.p];
  const city = s.map[a.city]?.name ?? String(a.city);
  if (m === undefined) return violation('gyosho.err.badSeat', SECTION, { seat: a.p });
  if (m.posts.includes(a.city)) return violation('gyosho.err.postTwice', SECTION, { p: { p: a.p }, city });
  const counts = unusedByCity(s, a.p);
  for (const c of new Set(a.use)) {
    const n = a.use.filter((x) => x === c).length;
    const have = counts.get(c) ?? 0;
    if (have < n) {
      return violation('gyosho.err.postCards', SECTION, { city: s.map[c]?.name ?? String(c), n, have });
    }
  }
  if (a.use.length === 2 && a.use.some((c) => c !== a.city)) {
    return violation('gyosho.err.postRule1', SECTION, { city });
  }
  if (!a.use.includes(a.city)) return violation('gyosho.err.postRule2', SECTION, { city });
  return null;
}

/** The table's choice of placement; the turn goes on (or ends, if the shipment was the last action). */
export function applyPost(s: State, a: Extract<Action, { type: 'post' }>): State | RuleViolation {
  const problem = postProblem(s, a);
  if (problem) return problem;
  const placed = place({ ...s, phase: 'turn' }, a.p, { city: a.city, use: a.use });
  return placed.actionsLeft <= 0 ? finishTurn(placed) : placed;
}
