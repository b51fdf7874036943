// Quick check input by counts: each player's goods per suit (blank = took no card of that suit).
import type { Player } from '../../../engine/types';
import type { Translate } from '../../types';
import { SUITS } from '../index';
import { SuitMark } from './cards';

/** Props of the counts table. */
export interface QuickCountsProps {
  players: readonly Player[];
  counts: readonly (readonly (number | null)[])[];
  onChange: (player: number, suit: number, value: number | null) => void;
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
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={15}
                    aria-label={t('supermarket.ui.countOf', {
                      player: player.name,
                      suit: { key: `supermarket.suit.${suit}` },
                    })}
                    value={counts[p]?.[s] ?? ''}
                    onInput={(e) => {
                      const text = e.currentTarget.value.trim();
                      onChange(p, s, text === '' ? null : Number(text));
                    }}
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
