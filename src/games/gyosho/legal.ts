// legalActions: every legal entry of a state. Turn steps are enumerated in full; where the table types
// free data (the map, a revealed card, a 特注 card, title points) a representative finite subset is given
// that covers each entry type: the default map, small cards for every city (four-good ones in the starting
// row and for 特注 cards, where they can force a reshuffle), a few title results, the deck recounted as the
// app counts it.

import type { Action } from './actions';
import { GOODS, type Good } from './components';
import { ordersLeft } from './flow';
import { has, total } from './goods';
import { defaultMap, isCity } from './map';
import { loadProblem } from './moves';
import { postOptions } from './posts';
import { expects } from './prompt';
import { wagonSeat } from './setup';
import { shipProblem } from './ship';
import type { State } from './state';
import { capacityOf } from './wagon';

function cities(s: State): number[] {
  return s.map.flatMap((c, i) => (isCity(c) ? [i] : []));
}

/**
 * Representative cards as the table could enter them: one good for 1 point, two goods for 3, and (for the
 * starting row, where it can force a reshuffle, and for 特注 cards) one of each good for 6.
 */
function sampleCards(s: State, withBig: boolean): { city: number; goods: Good[]; points: number }[] {
  return cities(s).flatMap((city) => {
    const pair = [GOODS[city % 4], GOODS[(city + 1) % 4]].filter((g): g is Good => g !== undefined);
    const cards = [...GOODS.map((g) => ({ city, goods: [g], points: 1 })), { city, goods: pair, points: 3 }];
    return withBig ? [...cards, { city, goods: [...GOODS], points: 6 }] : cards;
  });
}

function loads(s: State, p: number): Action[] {
  const m = s.merchants[p];
  if (m === undefined) return [];
  const full = total(m.load) >= capacityOf(s, p);
  const drops: (Good | undefined)[] = full ? GOODS.filter((g) => has(m.load, g) > 0) : [undefined];
  const sources: ('stock' | number)[] = ['stock', ...s.merchants.map((_, q) => q).filter((q) => q !== p)];
  const out: Action[] = [];
  for (const good of GOODS) {
    for (const from of sources) {
      for (const drop of drops) {
        const a: Action =
          drop === undefined ? { type: 'load', p, good, from } : { type: 'load', p, good, from, drop };
        if (a.type === 'load' && loadProblem(s, a) === null) out.push(a);
      }
    }
  }
  return out;
}

function turnActions(s: State): Action[] {
  const p = s.current;
  const m = s.merchants[p];
  if (m === undefined) return [];
  const out: Action[] = (s.adj[m.at] ?? []).map((city) => ({ type: 'move', p, city }));
  out.push(...loads(s, p));
  s.row.forEach((c, slot) => {
    if (c && shipProblem(s, p, c) === null) out.push({ type: 'ship', p, slot });
  });
  s.specials.forEach((c, index) => {
    if (c && shipProblem(s, p, c) === null) out.push({ type: 'shipSpecial', p, index });
  });
  out.push({ type: 'endTurn', p });
  return out;
}

/** Every legal entry now (a representative subset where the table types free data; see the file comment). */
export function legalActions(s: State): Action[] {
  const types = expects(s);
  const out: Action[] = [];
  for (const type of types) {
    switch (type) {
      case 'map':
        out.push({ type: 'map', cells: defaultMap(s.options.road) });
        break;
      case 'wagon':
        for (let capacity = 1; capacity <= 12; capacity++)
          out.push({ type: 'wagon', capacity, seat: wagonSeat(s) ?? 0, side: 'normal' });
        break;
      case 'reveal':
        for (const c of sampleCards(s, s.phase !== 'refill')) out.push({ type: 'reveal', ...c });
        break;
      case 'special':
        for (const c of sampleCards(s, true)) out.push({ type: 'special', ...c });
        break;
      case 'endCard':
        out.push({ type: 'endCard' });
        break;
      case 'reshuffle':
        out.push({ type: 'reshuffle' });
        break;
      case 'deck':
        // The representative recount: the table finds what the app counts (at most the schema's 37).
        out.push({ type: 'deck', size: Math.min(ordersLeft(s), 37) });
        break;
      case 'start':
        s.map.forEach((c, city) => {
          if (c.kind === 'distribution') out.push({ type: 'start', p: s.current, city });
        });
        break;
      case 'move':
        // The whole turn step at once: moves, loads, shipments and stopping.
        out.push(...turnActions(s));
        break;
      case 'post':
        for (const o of postOptions(s, s.current)) out.push({ type: 'post', p: s.current, ...o });
        break;
      case 'title':
        out.push({ type: 'title', points: s.merchants.map(() => 0) });
        out.push({ type: 'title', points: s.merchants.map((_, p) => (p === 0 ? 3 : 1)) });
        break;
      default:
        break;
    }
  }
  return out;
}
