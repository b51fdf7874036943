// Quick check input by counts: each player's goods per suit (blank = took no card of that suit).
import type { Player, RuleViolation } from '../../../engine/types';
import { violation } from '../../../engine/violation';
import { readWhole } from '../../../ui/whole-number';
import type { Translate } from '../../types';
import { SUITS } from '../index';
import { SuitMark } from './cards';

/** Players' numbers as typed, read as whole numbers (blank is null), or the first refused quoting its text. */
export function readTyped(rows: readonly (readonly string[])[]): (number | null)[][] | RuleViolation {
  const out: (number | null)[][] = [];
  for (const [p, row] of rows.entries()) {
    const read = row.map(readWhole);
    const bad = read.find((x) => !x.ok);
    if (bad && !bad.ok)
      return violation('supermarket.err.quickNotWhole', 'RULINGS 004 商品数', { p: { p }, value: bad.typed });
    out.push(read.map((x) => (x.ok ? x.n : null)));
  }
  return out;
}

/** Props of the counts table. */
export interface QuickCountsProps {
  players: readonly Player[];
  /** As typed: `readTyped` reads them, so 「３」 is 3 and "1e1" is refused, quoted. */
  counts: readonly (readonly string[])[];
  onChange: (player: number, suit: number, text: string) => void;
  t: Translate;
}

/** A players x suits table of number fields. */
export function QuickCounts({ players, counts, onChange, t }: QuickCountsProps) {
  return (
    <fieldset>
      <legend>{t('supermarket.label.goods')}</legend>
      <p class="muted">{t('supermarket.ui.countsHelp')}</p>
      <table class="sm-table sm-inputs">
        <thead>
          <tr>
            <td />
            {SUITS.map((suit) => (
              <th key={suit} scope="col">
                <SuitMark suit={suit} t={t} />
                <span class="sr-only">{t(`supermarket.suit.${suit}`)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {players.map((player, p) => (
            <tr key={p}>
              <th scope="row">
                <span class="sm-name">{player.name}</span>
              </th>
              {SUITS.map((suit, s) => (
                <td key={suit}>
                  <input
                    type="text"
                    inputMode="numeric"
                    aria-label={t('supermarket.ui.countOf', {
                      player: player.name,
                      suit: { key: `supermarket.suit.${suit}` },
                    })}
                    value={counts[p]?.[s] ?? ''}
                    onInput={(e) => onChange(p, s, e.currentTarget.value)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}
