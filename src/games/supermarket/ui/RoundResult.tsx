// A round's scoring, revealed: per shelf each player's goods count, the capacity, who went over, who scored.
import type { Player } from '../../../engine/types';
import { colourOf } from '../../../ui/colours';
import { memo } from '../../../ui/frames';
import { Shape } from '../../../ui/Shape';
import type { Translate } from '../../types';
import type { ShelfResult } from '../index';
import { SuitMark } from './cards';

/** Props of the round result. */
export interface RoundResultProps {
  title: string;
  shelves: readonly ShelfResult[];
  points: readonly number[];
  players: readonly Player[];
  t: Translate;
}

function Cell({ shelf, p, t }: { shelf: ShelfResult; p: number; t: Translate }) {
  const count = shelf.counts[p] ?? null;
  if (count === null)
    return (
      <td class="num muted">
        <span aria-hidden="true">—</span>
        <span class="sr-only">{t('supermarket.ui.noCard')}</span>
      </td>
    );
  if (shelf.over[p])
    return (
      <td class="num sm-over">
        <s>{count}</s> <small>{t('supermarket.label.over')}</small>
      </td>
    );
  if (shelf.scorers.includes(p))
    return (
      <td class="num sm-scored">
        <strong>{count}</strong> <small>{t('supermarket.label.scored')}</small>
      </td>
    );
  return <td class="num">{count}</td>;
}

/** The head row of a players-across table: a first cell, then each player's shape and name. */
export function Head({ players, first }: { players: readonly Player[]; first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {players.map((player, p) => (
          <th key={p} scope="col">
            <Shape seat={p} fill={colourOf(player.colour).css} size={14} />
            <span class="sm-name">{player.name}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The round result as a table: shelves down, players across, points at the foot (redrawn only on a change). */
export const RoundResult = memo(function RoundResult({
  title,
  shelves,
  points,
  players,
  t,
}: RoundResultProps) {
  return (
    <section class="sm-result" aria-label={title}>
      <h2>{title}</h2>
      <table class="sm-table">
        <Head players={players} first={t('supermarket.ui.shelfCol')} />
        <tbody>
          {shelves.map((shelf) => (
            <tr key={shelf.suit}>
              <th scope="row">
                <SuitMark suit={shelf.suit} t={t} />
                <span class="sr-only">{t(`supermarket.suit.${shelf.suit}`)} </span>
                <span class="num">
                  {shelf.capacity === null ? t('supermarket.label.unset') : `◇${shelf.capacity}`}
                </span>
              </th>
              {players.map((_, p) => (
                <Cell key={p} shelf={shelf} p={p} t={t} />
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('supermarket.chain.points')}</th>
            {players.map((_, p) => (
              <td key={p} class="num sm-points">
                {points[p] ?? 0}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
});
