// The table strip, below the grid and folded with one tap: its summary line is the four shelves' ◇
// capacities; unfolded, each player's tricks and (masked) goods, and the round's tricks, face down.
import type { Player } from '../../../engine/types';
import { Fold } from '../../../ui/Fold';
import { memo } from '../../../ui/frames';
import type { Translate } from '../../types';
import { type RoundState, shelves } from '../index';
import { SuitMark } from './cards';
import { Goods } from './Goods';
import { TrickList } from './TrickList';

/** The four shelves on one line: suit mark and ◇ capacity, or a dash while the shelf is not set. */
export function ShelfLine({ round, t }: { round: RoundState; t: Translate }) {
  return (
    <span class="sm-shelves">
      <span class="sr-only">{t('supermarket.ui.shelves')}: </span>
      {shelves(round).map(({ suit, capacity }) => (
        <span key={suit} class={capacity === null ? 'sm-shelf unset' : 'sm-shelf'}>
          <SuitMark suit={suit} t={t} />
          <span class="sr-only">{t(`supermarket.suit.${suit}`)} </span>
          {capacity === null ? (
            <>
              <span aria-hidden="true">◇–</span>
              <span class="sr-only">{t('supermarket.label.unset')}</span>
            </>
          ) : (
            <strong class="num">◇{capacity}</strong>
          )}
        </span>
      ))}
    </span>
  );
}

/** Props of the strip. */
export interface StripProps {
  round: RoundState;
  players: readonly Player[];
  secret: boolean;
  t: Translate;
}

/** What of the round the strip shows: it changes when a trick is taken, not with each card played. */
const SHOWN = ['index', 'tricks', 'capacity', 'setAt', 'goods', 'cards', 'tricksWon', 'revokes'] as const;

/** The strip of the round being played (drawn again only when what it shows changed: a slow phone). */
export const Strip = memo(
  function Strip({ round, players, secret, t }: StripProps) {
    return (
      <div class="sm-strip">
        <Fold id="supermarket.strip" summary={<ShelfLine round={round} t={t} />}>
          <Goods round={round} players={players} secret={secret} t={t} />
          <TrickList round={round} players={players} faceUp={false} t={t} />
        </Fold>
      </div>
    );
  },
  (a, b) =>
    a.players === b.players &&
    a.secret === b.secret &&
    a.t === b.t &&
    SHOWN.every((field) => a.round[field] === b.round[field]),
);
