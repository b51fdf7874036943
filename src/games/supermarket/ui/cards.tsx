// Suits as the table sees them (a colour and a letter each) and a card drawn as a small tile.

import type { GridRow } from '../../../ui/CardGrid';
import { colourOf } from '../../../ui/colours';
import type { Translate } from '../../types';
import { type Card, GOODS, SUITS, type Suit } from '../index';
import { cardMsg } from '../msgs';

/** The colour id of each suit's tiles; the suit letter is always drawn too. */
export const SUIT_COLOUR: Readonly<Record<Suit, string>> = {
  unagi: 'brown',
  umeboshi: 'pink',
  suika: 'green',
  tempura: 'yellow',
};

/** The rows of the suit x number grid. */
export function suitRows(t: Translate): GridRow[] {
  return SUITS.map((suit) => ({
    id: suit,
    label: t(`supermarket.suit.${suit}`),
    letter: t(`supermarket.suitLetter.${suit}`),
    colour: SUIT_COLOUR[suit],
  }));
}

/** A card drawn as a tile: suit colour and letter, number, and one dot per goods pip. */
export function CardTile({ card, t }: { card: Card; t: Translate }) {
  const { css, ink } = colourOf(SUIT_COLOUR[card.suit]);
  const pips = GOODS[card.rank] ?? 0;
  return (
    <svg class="sm-card" viewBox="0 0 36 48" role="img" aria-label={t(cardMsg(card))}>
      <rect x="0.5" y="0.5" width="35" height="47" rx="4" fill={css} stroke="currentColor" />
      <text x="4" y="12" font-size="10" fill={ink}>
        {t(`supermarket.suitLetter.${card.suit}`)}
      </text>
      <text x="18" y="32" font-size="20" font-weight="700" text-anchor="middle" fill={ink}>
        {card.rank}
      </text>
      {Array.from({ length: pips }, (_, i) => (
        <circle key={i} cx={18 + (i - (pips - 1) / 2) * 7} cy="41" r="2.2" fill={ink} />
      ))}
    </svg>
  );
}

/** A card lying face down (a trick taken since, seen in the history): the size of a tile, nothing on it. */
export function CardBack({ t }: { t: Translate }) {
  return (
    <svg class="sm-card sm-back" viewBox="0 0 36 48" role="img" aria-label={t('supermarket.log.faceDown')}>
      <rect x="0.5" y="0.5" width="35" height="47" rx="4" fill="none" stroke="currentColor" />
      <rect x="5" y="5" width="26" height="38" rx="2" fill="currentColor" opacity="0.25" />
    </svg>
  );
}

/** A suit's small square mark with its letter (shelf headers, goods rows). */
export function SuitMark({ suit, t }: { suit: Suit; t: Translate }) {
  const { css, ink } = colourOf(SUIT_COLOUR[suit]);
  return (
    <span class="sm-mark" style={{ background: css, color: ink }} aria-hidden="true">
      {t(`supermarket.suitLetter.${suit}`)}
    </span>
  );
}
