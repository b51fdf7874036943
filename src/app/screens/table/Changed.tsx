// What a correction changed in the players' totals (money, points), under the control once the table has
// moved what the correction asked for. Secret totals are not said: the notice names whose total moved, and
// each of them reads their own on the press-and-hold reveal. It says that nothing changed only when neither
// the board nor any total did.
import type { Translate } from '../../../games/types';

/** Props: the totals that moved, whether the board moved, and whether totals are secret now. */
export interface ChangedNoticeProps {
  totals: readonly [number, number, number][];
  /** True when the correction asked the table to move something (already listed and done). */
  moved: boolean;
  secret: boolean;
  t: Translate;
}

/** The notice under the control after a correction; nothing when only the board moved (its list said so). */
export function ChangedNotice({ totals, moved, secret, t }: ChangedNoticeProps) {
  if (totals.length === 0 && moved) return null;
  const text =
    totals.length === 0
      ? t('board.noneMoved')
      : secret
        ? t('board.changedSecret', {
            names: totals.map(([p]) => t('table.name', { p: { p } })).join(t('table.listSep')),
          })
        : `${t('board.changed')} ${totals.map(([p, a, b]) => t('board.changedLine', { p: { p }, a, b })).join(' · ')}`;
  return (
    <p class="notice" role="status" data-changed>
      {text}
    </p>
  );
}
