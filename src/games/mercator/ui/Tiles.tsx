// Drawn goods cards (inline SVG tiles with number and colour letter), empty holds, and the card grids.
import { CardGrid, type GridRow } from '../../../ui/CardGrid';
import { colourOf } from '../../../ui/colours';
import type { Translate } from '../../types';
import { cardId, cardOf, GOODS, type Goods, MAX_VALUE, type State } from '../index';
import { cardMsg } from '../messages';

/** The card values 1-10, the grid's columns. */
export const VALUES = Array.from({ length: MAX_VALUE }, (_, i) => i + 1);

/** The five goods as rows of the card grid: name, letter and colour. */
export function goodsRows(t: Translate): GridRow[] {
  return GOODS.map((g) => ({
    id: g,
    label: t(`mercator.goods.${g}`),
    letter: t(`mercator.ui.letter.${g}`),
    colour: g,
  }));
}

/** One card as a small coloured tile with its number and colour letter; `big` for the lot on offer. */
export function Tile({ id, t, big = false }: { id: number; t: Translate; big?: boolean }) {
  const card = cardOf(id);
  const { css, ink } = colourOf(card.colour);
  return (
    <svg
      class={big ? 'merc-tile big' : 'merc-tile'}
      viewBox="0 0 22 30"
      role="img"
      aria-label={t(cardMsg(card))}
    >
      <rect
        x="0.5"
        y="0.5"
        width="21"
        height="29"
        rx="3"
        fill={css}
        stroke="currentColor"
        stroke-opacity="0.6"
      />
      <text x="2.5" y="8" font-size="7" font-weight="600" fill={ink}>
        {t(`mercator.ui.letter.${card.colour}`)}
      </text>
      <text x="11" y="23" font-size="12" font-weight="700" text-anchor="middle" fill={ink}>
        {card.value}
      </text>
    </svg>
  );
}

/** A free place in a hold or a lot, drawn as a dashed outline. */
export function Slot({ big = false }: { big?: boolean }) {
  return (
    <svg class={big ? 'merc-tile big' : 'merc-tile'} viewBox="0 0 22 30" aria-hidden="true">
      <rect
        x="1"
        y="1"
        width="20"
        height="28"
        rx="3"
        fill="none"
        stroke="currentColor"
        stroke-opacity="0.45"
        stroke-dasharray="3 2"
      />
    </svg>
  );
}

/** Cards followed by empty places up to `size`, as a list. */
export function Cards({
  cards,
  size,
  label,
  t,
  big = false,
}: {
  cards: readonly number[];
  size: number;
  label: string;
  t: Translate;
  big?: boolean;
}) {
  const free = Math.max(0, size - cards.length);
  return (
    <ul class="merc-cards" aria-label={label}>
      {cards.map((id) => (
        <li key={id}>
          <Tile id={id} t={t} big={big} />
        </li>
      ))}
      {Array.from({ length: free }, (_, i) => (
        <li key={`free-${i}`} aria-hidden="true">
          <Slot big={big} />
        </li>
      ))}
    </ul>
  );
}

/** The card of the entry being corrected, outlined and read as "was …": the grid's next tap replaces it. */
export function Was({ colour, value, t }: { colour: Goods; value: number; t: Translate }) {
  return (
    <span class="merc-was" aria-current="true">
      <span>{t('mercator.ui.was')}</span>
      <Tile id={cardId({ colour, value })} t={t} big />
    </span>
  );
}

/**
 * A step's main control: the colour × number grid of the cards, those already out of the deck marked used;
 * a tap gives the card picked (a lot's card turned, a fill's card drawn). A used card's tap goes to the rules
 * too, which refuse it saying it is out.
 */
export function DeckGrid({
  s,
  label,
  t,
  onPick,
}: {
  s: State;
  label: string;
  t: Translate;
  onPick: (colour: Goods, value: number) => void;
}) {
  return (
    <CardGrid
      control
      label={label}
      rows={goodsRows(t)}
      cols={VALUES}
      used={(row, value) => s.out.includes(cardId({ colour: row as Goods, value }))}
      onPick={(row, value) => onPick(row as Goods, value)}
      onUsed={(row, value) => onPick(row as Goods, value)}
    />
  );
}
