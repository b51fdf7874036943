// One player's settlement, line by line (icon values, count bonus, set bonus, junk bonus) and its total.
import type { Translate } from '../../types';
import type { Settlement } from '../settle';

/** The breakdown table of a settlement; `caption` names whose it is. */
export function SettlementTable({
  settlement,
  t,
  caption,
}: {
  settlement: Settlement;
  t: Translate;
  caption: string;
}) {
  return (
    <table class="score-lines kt-settlement">
      <caption class="sr-only">{caption}</caption>
      <tbody>
        {settlement.lines.map((line, i) => (
          <tr key={i}>
            <th scope="row">{t(line.label)}</th>
            <td class="muted kt-detail">{line.detail ? t(line.detail) : ''}</td>
            <td class="num">{line.points}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr class="kt-total">
          <th scope="row" colSpan={2}>
            {t('katame.quick.total')}
          </th>
          <td class="num">{settlement.total}</td>
        </tr>
      </tfoot>
    </table>
  );
}
