// The secrets' panel under the game's screen: each player's hidden facts, held to be read.
import { useMemo } from 'preact/hooks';
import type { AnyGameModule, Player } from '../../../engine/types';
import type { Translate } from '../../../games/types';
import { useLater, useStable } from '../../../ui/frames';
import { Reveal } from '../../../ui/Reveal';
import { factsByPlayer } from '../../secrecy';

/**
 * The panel, drawn from the state of the frame before (ui/frames/later.ts): it is below the fold, and only
 * this part draws again in the next frame, not the whole table.
 */
export function Secrets({
  module,
  state,
  players,
  t,
}: {
  module: AnyGameModule;
  state: unknown;
  players: readonly Player[];
  t: Translate;
}) {
  const later = useLater(state);
  const facts = useMemo(
    () => factsByPlayer(module, later, players.length, t),
    [module, later, players.length, t],
  );
  const holdFor = useStable((p: number) => t('secrets.holdFor', { p: { p } }));
  return (
    <Reveal
      players={players}
      facts={facts}
      title={t('secrets.title')}
      idle={t('secrets.idle')}
      label={holdFor}
    />
  );
}
