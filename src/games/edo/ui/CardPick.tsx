// Entering one card as it turns up: a tap on the colour x pips grid, or the 特注 button.
import { CardGrid } from '../../../ui/CardGrid';
import type { Translate } from '../../types';
import { openCounts } from '../cards';
import { COLOURS, type Colour, GOODS_PER_COLOUR, SPECIAL_CARDS } from '../components';
import { type Card, colourMsg, type EdoState } from '../state';
import { letter } from './Tile';

const PIPS = [1, 2, 3, 4, 5, 6];

/** The card grid; colours whose six cards are all open, and 特注 once both are out, cannot be picked. */
export function CardPick({
  state,
  label,
  t,
  onPick,
}: {
  state: EdoState;
  label: string;
  t: Translate;
  onPick: (card: Card) => void;
}) {
  const open = openCounts(state);
  const rows = COLOURS.map((c) => ({ id: c, label: t(colourMsg(c)), letter: letter(t, c), colour: c }));
  return (
    <div class="edo-pick" data-control>
      <CardGrid
        label={label}
        rows={rows}
        cols={PIPS}
        used={(row) => open.colours[row as Colour] >= GOODS_PER_COLOUR}
        onPick={(row, pips) => onPick({ colour: row as Colour, pips })}
      />
      <button
        type="button"
        class="btn edo-wide"
        disabled={open.special >= SPECIAL_CARDS}
        onClick={() => onPick({ colour: 'special' })}
      >
        {t('edo.card.special')}
      </button>
    </div>
  );
}
