// What each merchant earns from a share of the dice (不義理 merchants take no part).

import type { Player } from '../../../engine/types';
import { PlayerChip } from '../../../ui/PlayerChip';
import type { Translate } from '../../types';

/** A list of players with their income, or 不義理 for those sitting out. */
export function Income({
  income,
  out,
  players,
  label,
  t,
}: {
  income: readonly number[];
  out: readonly boolean[];
  players: readonly Player[];
  label: string;
  t: Translate;
}) {
  return (
    <section class="edo-income" aria-label={label}>
      <h2 class="edo-h">{label}</h2>
      <ul>
        {players.map((player, p) => (
          <li key={p}>
            <PlayerChip player={player} seat={p} />
            <b class="num">{out[p] ? t('edo.term.dishonour') : `+${income[p] ?? 0}`}</b>
          </li>
        ))}
      </ul>
    </section>
  );
}
