// A player's name with their seat shape in their colour: how every screen names a player.
import type { Player } from '../engine/types';
import { colourOf } from './colours';
import { memo } from './frames';
import { Shape } from './Shape';

/** A player chip; `active` marks whose move it is. Drawn again only when one of these changes. */
export const PlayerChip = memo(function PlayerChip({
  player,
  seat,
  active = false,
}: {
  player: Player;
  seat: number;
  active?: boolean;
}) {
  return (
    <span class={active ? 'chip chip-active' : 'chip'}>
      <Shape seat={seat} fill={colourOf(player.colour).css} />
      <bdi class="chip-name">{player.name}</bdi>
    </span>
  );
});
