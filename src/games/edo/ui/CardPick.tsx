// Entering one card as it turns up: a tap on the colour x pips grid, or the 特注 button.

import type { Msg } from '../../../engine/types';
import { CardGrid } from '../../../ui/CardGrid';
import type { Translate } from '../../types';
import { checkEntering, openCounts } from '../cards';
import { COLOURS, type Colour, GOODS_PER_COLOUR } from '../components';
import { RULE } from '../sections';
import { type Card, colourMsg, type EdoState } from '../state';
import { letter } from './Tile';

const PIPS = [1, 2, 3, 4, 5, 6];

/**
 * Why a card picked first of an entry's two cannot enter even alone, in the rules' own words (the refusal
 * the entry would get), or null: a third 特注, or a colour whose six cards are all open.
 */
export function refusedAlone(state: EdoState, card: Card): Msg | null {
  // The section only names a pips refusal, which a tap on the grid never makes.
  const refused = checkEntering(state, [card], RULE.cardCount);
  return refused && { key: refused.code, params: refused.params };
}

/**
 * The card grid; colours whose six cards are all open are struck through (cards already seen). They and 特注
 * stay tappable once all are out (「特注カード:2枚」): the entry is refused with the reason, where a faded
 * button said nothing while the hint still asked for the card turned up.
 */
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
        onUsed={(row, pips) => onPick({ colour: row as Colour, pips })}
      />
      <button type="button" class="btn edo-wide" onClick={() => onPick({ colour: 'special' })}>
        {t('edo.card.special')}
      </button>
    </div>
  );
}
