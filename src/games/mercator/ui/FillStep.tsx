// The free fill: the last player with room draws cards from the deck until the ship is full.
import { freeHold, SHIP_CAPACITY } from '../index';
import type { StepProps } from './step';
import { Cards, DeckGrid, Was } from './Tiles';

/** The fill step: the ship being filled and the grid for each card drawn. */
export function FillStep({ s, submit, t, initial }: StepProps) {
  const p = { p: s.active };
  const ship = s.ships[s.active] ?? [];
  const title = t('mercator.ui.fillShip', { p, need: freeHold(s, s.active) });
  return (
    <div class="merc-step">
      <section class="merc-fill" aria-labelledby="merc-fill-h">
        <h2 id="merc-fill-h">{title}</h2>
        <Cards cards={ship} size={SHIP_CAPACITY} label={title} t={t} big />
        {initial?.type === 'draw' && <Was colour={initial.colour} value={initial.value} t={t} />}
      </section>
      <DeckGrid
        s={s}
        label={t('mercator.action.draw')}
        t={t}
        onPick={(colour, value) => submit({ type: 'draw', colour, value })}
      />
    </div>
  );
}
