// The settlement of one player at a round's end (":決算"), and the quick score check (決算速見表) built on it.
import { line } from '../../engine/ranking';
import type { RuleViolation, ScoreLine } from '../../engine/types';
import { violation } from '../../engine/violation';
import {
  BACK_BONUS,
  BASE_VALUE,
  COUNT_BONUS,
  FRONT_BONUS,
  GOODS,
  type Goods,
  ICONS,
  type Icon,
  type IconCounts,
  iconName,
  JUNK_BONUS,
  SET_BONUS,
} from './components';
import { overflow } from './faces';

/** One player's settlement: every figure of the breakdown, and the same as score lines for a screen. */
export interface Settlement {
  /** Money per icon of each goods kind this round. */
  values: Record<Goods, number>;
  /** The icons counted (both faces of every card the player won). */
  counts: IconCounts;
  /** Money from the goods icons: sum of count x value. */
  icons: number;
  /** Count bonuses per goods kind: floor(n / 3). */
  countSets: Record<Goods, number>;
  countBonus: number;
  /** Complete chocolate+gold+silk sets: the smallest of the three counts. */
  sets: number;
  setBonus: number;
  junkBonus: number;
  total: number;
  /** The breakdown, line by line: three goods lines, then count, set and junk bonus (zeros included). */
  lines: ScoreLine[];
}

/** Money per goods icon for a price card: 2, +2 on its visible face, +1 on its hidden face (both add). */
export function iconValues(front: Icon, back: Icon): Record<Goods, number> {
  const value = (g: Goods): number =>
    BASE_VALUE + (front === g ? FRONT_BONUS : 0) + (back === g ? BACK_BONUS : 0);
  return { choc: value('choc'), gold: value('gold'), silk: value('silk') };
}

/** The junk bonus for a number of junk icons (not cumulative: the highest step reached). */
export function junkBonus(junk: number): number {
  return JUNK_BONUS.find((step) => junk >= step.junk)?.points ?? 0;
}

/** Settles one player's icons against the price card's two faces (pure; no check of the card set). */
export function settle(front: Icon, back: Icon, counts: Readonly<IconCounts>): Settlement {
  const values = iconValues(front, back);
  const icons = GOODS.reduce((sum, g) => sum + counts[g] * values[g], 0);
  const countSets = {
    choc: Math.floor(counts.choc / COUNT_BONUS.per),
    gold: Math.floor(counts.gold / COUNT_BONUS.per),
    silk: Math.floor(counts.silk / COUNT_BONUS.per),
  };
  const countBonus = (countSets.choc + countSets.gold + countSets.silk) * COUNT_BONUS.points;
  const sets = Math.min(counts.choc, counts.gold, counts.silk);
  const setBonus = sets * SET_BONUS;
  const junk = junkBonus(counts.junk);
  const total = icons + countBonus + setBonus + junk;
  const lines: ScoreLine[] = [
    ...GOODS.map((g) =>
      line({ key: 'katame.line.goods', params: { goods: iconName(g) } }, counts[g] * values[g], {
        key: 'katame.detail.times',
        params: { n: counts[g], v: values[g] },
      }),
    ),
    line({ key: 'katame.line.countBonus' }, countBonus, {
      key: 'katame.detail.countBonus',
      params: { c: countSets.choc, g: countSets.gold, s: countSets.silk, per: COUNT_BONUS.points },
    }),
    line({ key: 'katame.line.setBonus' }, setBonus, {
      key: 'katame.detail.times',
      params: { n: sets, v: SET_BONUS },
    }),
    line({ key: 'katame.line.junkBonus' }, junk, { key: 'katame.detail.junk', params: { n: counts.junk } }),
  ];
  return {
    values,
    counts: { ...counts },
    icons,
    countSets,
    countBonus,
    sets,
    setBonus,
    junkBonus: junk,
    total,
    lines,
  };
}

/**
 * The quick score check (決算速見表): the price card's two faces and one player's icon counts give the
 * settlement with its breakdown. Refuses negative or fractional counts, an odd number of icons (a card
 * brings two), and counts the card set cannot hold together with the price card.
 */
export function quickCheck(
  front: Icon,
  back: Icon,
  counts: Readonly<IconCounts>,
): Settlement | RuleViolation {
  for (const icon of ICONS) {
    const n = counts[icon];
    if (!Number.isInteger(n) || n < 0) {
      return violation('katame.err.badCount', '001 決算', { icon: iconName(icon), count: n });
    }
  }
  const held = ICONS.reduce((sum, icon) => sum + counts[icon], 0);
  // Each card won brings both its faces, so a player's icons always come in pairs.
  if (held % 2 !== 0) return violation('katame.err.oddIcons', '001 決算', { n: held });
  const known = { ...counts, [front]: counts[front] + 1 };
  known[back] += 1;
  return overflow(known) ?? settle(front, back, counts);
}
