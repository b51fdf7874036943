// What a correction changed in the players' totals (money, points). Secret totals are not said: the
// notice names whose total moved, and each of them reads their own on the press-and-hold reveal.
import type { Translate } from '../../../games/types';

/** The players whose total differs between two lists of totals: [player, before, after]. */
export function changesOf(
  before: number[] | undefined,
  after: number[] | undefined,
): [number, number, number][] {
  if (!before || !after) return [];
  return after.flatMap((b, p) =>
    before[p] === b ? [] : [[p, before[p] ?? 0, b] as [number, number, number]],
  );
}

/** The notice under the control after a correction. */
export function ChangedNotice({
  changed,
  secret,
  t,
}: {
  changed: readonly [number, number, number][];
  secret: boolean;
  t: Translate;
}) {
  const text =
    changed.length === 0
      ? t('table.changedNone')
      : secret
        ? t('table.changedSecret', {
            names: changed.map(([p]) => t('table.name', { p: { p } })).join(t('table.listSep')),
          })
        : `${t('table.changed')} ${changed.map(([p, a, b]) => t('table.changedLine', { p: { p }, a, b })).join(' · ')}`;
  return (
    <p class="notice" role="status">
      {text}
    </p>
  );
}
