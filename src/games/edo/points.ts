// Final points of one merchant (一、ゲームの終了): coins, goods valued by the discard pile, 紋, 白 privilege.

import { line } from '../../engine/ranking';
import type { Msg, ScoreLine } from '../../engine/types';
import { COLOURS, type Colour, CREST_MIN_CARDS, CREST_POINTS, WHITE_BONUS } from './components';
import { type Counts, colourMsg, joinMsg } from './state';

/** What scores for one merchant once the 特注 colours are chosen. */
export interface Holding {
  coins: number;
  /** Goods cards by colour, 特注 cards not included. */
  cards: Counts;
  /** The colour each held 特注 card counts as. */
  specials: readonly Colour[];
  /** Holds the 白 privilege (+3). */
  white: boolean;
}

/** A merchant's score lines and the values the tie-break chain needs. */
export interface Breakdown {
  lines: ScoreLine[];
  total: number;
  /** Goods cards held, 特注 included (first tie-break). */
  goods: number;
  coins: number;
}

/** Cards of each colour once 特注 cards count as their chosen colours. */
export function withSpecials(cards: Counts, specials: readonly Colour[]): Counts {
  const out = { ...cards };
  for (const c of specials) out[c]++;
  return out;
}

/** 紋 points for these holdings: the highest level reached by colours held at 2+ cards each. */
export function crestPoints(counts: Counts): { colours: Colour[]; points: number } {
  const colours = COLOURS.filter((c) => counts[c] >= CREST_MIN_CARDS);
  return { colours, points: CREST_POINTS[colours.length] ?? 0 };
}

/**
 * The total alone, for the searches over 赤 picks and 特注 colours (same arithmetic as `breakdown`). It builds
 * nothing: the prompt runs these searches at the end for every entry the kernel checks.
 */
export function totalOf(discard: Counts, h: Holding): number {
  let total = h.coins + (h.white ? WHITE_BONUS : 0);
  let crested = 0;
  for (const c of COLOURS) {
    let n = h.cards[c];
    for (const s of h.specials) if (s === c) n++;
    total += n * discard[c];
    if (n >= CREST_MIN_CARDS) crested++;
  }
  return total + (CREST_POINTS[crested] ?? 0);
}

/** Every score line of one merchant, each with how it was computed. */
export function breakdown(discard: Counts, h: Holding): Breakdown {
  const counts = withSpecials(h.cards, h.specials);
  const lines: ScoreLine[] = [
    line({ key: 'edo.line.coins' }, h.coins, { key: 'edo.detail.coins', params: { n: h.coins } }),
  ];
  let goods = 0;
  for (const c of COLOURS) {
    const n = counts[c];
    if (n === 0) continue;
    goods += n;
    const special = h.specials.filter((s) => s === c).length;
    const detail: Msg = special
      ? { key: 'edo.detail.goodsSpecial', params: { n, value: discard[c], special } }
      : { key: 'edo.detail.goods', params: { n, value: discard[c] } };
    lines.push(line({ key: 'edo.line.goods', params: { colour: colourMsg(c) } }, n * discard[c], detail));
  }
  const crest = crestPoints(counts);
  if (crest.points > 0) {
    lines.push(
      line({ key: `edo.line.crest${crest.colours.length}` }, crest.points, {
        key: 'edo.detail.crest',
        params: { colours: joinMsg(crest.colours.map(colourMsg)) },
      }),
    );
  }
  if (h.white) lines.push(line({ key: 'edo.line.white' }, WHITE_BONUS, { key: 'edo.detail.white' }));
  const total = lines.reduce((sum, l) => sum + l.points, 0);
  return { lines, total, goods, coins: h.coins };
}
