// The trading-post step after a shipment: rule ① two unused cards of one city, rule ② any three unused cards.
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import type { Action } from './actions';
import { POSTS_PER_PLAYER } from './components';
import { checkEndInto, finishTurn } from './flow';
import { cityParam } from './map';
import { copyMerchant, copyState, type Merchant, replaceAt, type State } from './state';

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

/**
 * Every legal placement for player p, rule ① first; empty when none is possible or no post is left. With
 * `limit`, only the first `limit` of them (the post step after a shipment asks whether there are 0, 1 or more).
 */
export function postOptions(s: State, p: number, limit = Number.POSITIVE_INFINITY): PostOption[] {
  const m = s.merchants[p];
  if (m === undefined || m.posts.length >= POSTS_PER_PLAYER) return [];
  let unused = 0;
  let last = -1;
  for (const c of m.cards) {
    if (c.used) continue;
    unused++;
    if (c.city > last) last = c.city;
  }
  if (unused < 2) return []; // every rule needs two cards or more
  // Unused cards counted by city (a map index), then the cities that have some, ascending, with their
  // counts: small arrays, not a Map and its sorted keys (this runs after every shipment).
  const byCity: number[] = [];
  for (let c = 0; c <= last; c++) byCity.push(0);
  for (const c of m.cards) if (!c.used) byCity[c.city] = (byCity[c.city] as number) + 1;
  const cities: number[] = [];
  const have: number[] = [];
  for (let c = 0; c <= last; c++) {
    if ((byCity[c] as number) > 0) {
      cities.push(c);
      have.push(byCity[c] as number);
    }
  }
  const open: boolean[] = [];
  let anyOpen = false;
  for (const c of cities) {
    const free = !m.posts.includes(c);
    open.push(free);
    if (free) anyOpen = true;
  }
  // Every placement is on a city of the cards used: none without the player's post, none at all.
  if (!anyOpen) return [];
  const out: PostOption[] = [];
  for (let i = 0; i < cities.length; i++) {
    if (open[i] && (have[i] ?? 0) >= 2)
      out.push({ city: cities[i] as number, use: [cities[i], cities[i]] as number[] });
    if (out.length >= limit) return out;
  }
  if (unused < 3) return out; // rule ② takes three cards
  // Rule ②: every multiset of three unused cards, and each of its cities without the player's post.
  for (let i = 0; i < cities.length; i++) {
    for (let j = i; j < cities.length; j++) {
      for (let k = j; k < cities.length; k++) {
        // How many cards of each city the trio needs: 3 when i = k, 2 for a repeated city.
        if (i === k ? (have[i] ?? 0) < 3 : (i === j && (have[i] ?? 0) < 2) || (j === k && (have[j] ?? 0) < 2))
          continue;
        if (!open[i] && !open[j] && !open[k]) continue;
        const use = [cities[i], cities[j], cities[k]] as number[];
        if (open[i]) out.push({ city: cities[i] as number, use });
        if (j !== i && open[j]) out.push({ city: cities[j] as number, use });
        if (k !== j && open[k]) out.push({ city: cities[k] as number, use });
        if (out.length >= limit) return out.slice(0, limit);
      }
    }
  }
  return out;
}

/** The merchants once p placed a post and marked the cards it used (the first unused card of each named city). */
function placed(s: State, p: number, option: PostOption): readonly Merchant[] {
  const m = s.merchants[p];
  if (m === undefined) return s.merchants.slice();
  const left = [...option.use];
  const cards = m.cards.map((c) => {
    const k = c.used ? -1 : left.indexOf(c.city);
    if (k < 0) return c;
    left.splice(k, 1);
    return { id: c.id, city: c.city, goods: c.goods, points: c.points, special: c.special, used: true };
  });
  const owner = copyMerchant(m);
  owner.cards = cards;
  owner.posts = [...m.posts, option.city];
  return replaceAt(s.merchants, p, owner);
}

/** After a shipment, on a fresh copy the caller owns: no placement possible skips the step, one is made at once, several ask the table. */
export function postStepInto(d: State, p: number): void {
  const options = postOptions(d, p, 2);
  if (options.length === 0) return;
  const [only] = options;
  if (options.length === 1 && only) {
    d.merchants = placed(d, p, only);
    checkEndInto(d);
  } else d.phase = 'post';
}

/** Why a chosen placement is illegal, or null. */
export function postProblem(s: State, a: Extract<Action, { type: 'post' }>): RuleViolation | null {
  const m = s.merchants[a.p];
  if (m === undefined) return violation('gyosho.err.badSeat', SECTION, { seat: a.p });
  if (m.posts.includes(a.city))
    return violation('gyosho.err.postTwice', SECTION, { p: { p: a.p }, city: cityParam(s, a.city) });
  const counts = unusedByCity(s, a.p);
  for (const c of new Set(a.use)) {
    const n = a.use.filter((x) => x === c).length;
    const have = counts.get(c) ?? 0;
    if (have < n) {
      return violation('gyosho.err.postCards', SECTION, { city: cityParam(s, c), n, have });
    }
  }
  if (a.use.length === 2 && a.use.some((c) => c !== a.city)) {
    return violation('gyosho.err.postRule1', SECTION, { city: cityParam(s, a.city) });
  }
  if (!a.use.includes(a.city))
    return violation('gyosho.err.postRule2', SECTION, { city: cityParam(s, a.city) });
  return null;
}

/** The table's choice of placement; the turn goes on (or ends, if the shipment was the last action). */
export function applyPost(s: State, a: Extract<Action, { type: 'post' }>): State | RuleViolation {
  const problem = postProblem(s, a);
  if (problem) return problem;
  const d = copyState(s);
  d.phase = 'turn';
  d.merchants = placed(s, a.p, { city: a.city, use: a.use });
  checkEndInto(d);
  return d.actionsLeft <= 0 ? finishTurn(d) : d;
}
