// The faces known this round (price card, visible faces, hidden faces entered), held to the card set's 7/7/7/5.
import type { RuleViolation } from '../../engine/types';
import { violation } from '../../engine/violation';
import { ICON_LIMITS, ICONS, type Icon, type IconCounts, iconName } from './components';

/** The first icon kind whose count exceeds the card set (13 cards carry exactly 7/7/7/5 icons), or null. */
export function overflow(counts: Readonly<IconCounts>): RuleViolation | null {
  for (const icon of ICONS) if (counts[icon] > ICON_LIMITS[icon]) return tooMany(icon, counts[icon]);
  return null;
}

function tooMany(icon: Icon, count: number): RuleViolation {
  return violation('katame.err.tooMany', 'RULINGS 001 カードの内訳', {
    icon: iconName(icon),
    count,
    limit: ICON_LIMITS[icon],
  });
}

/** The known faces with one more face: refused when that kind is already complete this round. */
export function seeFace(seen: Readonly<IconCounts>, icon: Icon): IconCounts | RuleViolation {
  const count = seen[icon] + 1;
  // Only the kind just entered can go over: every earlier entry was checked the same way.
  if (count > ICON_LIMITS[icon]) return tooMany(icon, count);
  const out = { choc: seen.choc, gold: seen.gold, silk: seen.silk, junk: seen.junk };
  out[icon] = count;
  return out;
}
