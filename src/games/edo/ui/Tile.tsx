// Game pieces drawn small: a goods card (colour letter + pips), a pile count by colour, a privilege token.

import { colourOf } from '../../../ui/colours';
import type { Translate } from '../../types';
import type { Card, Colour } from '../state';
import { cardMsg, colourMsg } from '../state';

/** A card colour or 特注, as the tiles draw it. */
export type Kind = Colour | 'special';

/** The one-letter name of a colour (白 黄 赤 青 黒 特 / W Y R B K S), printed on every tile. */
export const letter = (t: Translate, kind: Kind) => t(`edo.ui.l.${kind}`);

/** A coloured tile: the colour's letter, then a number (pips, or a count after ×). */
export function Tile({ kind, text, label, t }: { kind: Kind; text: string; label: string; t: Translate }) {
  const { css, ink } = colourOf(kind);
  const style = kind === 'special' ? undefined : { background: css, color: ink };
  const face = [
    <small key="l" aria-hidden="true">
      {letter(t, kind)}
    </small>,
    <span key="n" aria-hidden="true">
      {text}
    </span>,
  ];
  return label ? (
    <span class={`edo-tile edo-${kind}`} role="img" aria-label={label} style={style}>
      {face}
    </span>
  ) : (
    <span class={`edo-tile edo-${kind}`} aria-hidden="true" style={style}>
      {face}
    </span>
  );
}

/** A goods card with its pips, or a 特注 card. */
export function CardTile({ card, t }: { card: Card; t: Translate }) {
  const text = card.colour === 'special' ? '' : String(card.pips);
  return <Tile kind={card.colour} text={text} label={t(cardMsg(card))} t={t} />;
}

/** A count of cards of one kind (the discard pile by colour). */
export function CountTile({ kind, n, t }: { kind: Kind; n: number; t: Translate }) {
  return <Tile kind={kind} text={`×${n}`} label={t('edo.ui.count', { colour: colourMsg(kind), n })} t={t} />;
}

const ORDER: readonly Kind[] = ['white', 'yellow', 'red', 'blue', 'black', 'special'];

/** Cards sorted by colour in printed order, then by pips (特注 last). */
export function sorted(cards: readonly Card[]): Card[] {
  const pips = (c: Card) => (c.colour === 'special' ? 0 : c.pips);
  return [...cards].sort((a, b) => ORDER.indexOf(a.colour) - ORDER.indexOf(b.colour) || pips(a) - pips(b));
}

/** A row of card tiles with a label for screen readers (an empty row says so). */
export function Cards({ cards, label, t }: { cards: readonly Card[]; label: string; t: Translate }) {
  return (
    <ul class="edo-cards" aria-label={label}>
      {cards.length === 0 ? (
        <li class="muted">{t('edo.none')}</li>
      ) : (
        sorted(cards).map((card, i) => (
          <li key={i}>
            <CardTile card={card} t={t} />
          </li>
        ))
      )}
    </ul>
  );
}

/**
 * The card a two-card entry's first tap chose, in a row of reserved height (the grid below never moves); with
 * none, why the last tap was not taken (`why`, the rules' words), said where the card would have been.
 */
export function Picked({
  label,
  card,
  t,
  onAgain,
  why = null,
}: {
  label: string;
  card: Card | null;
  t: Translate;
  onAgain: () => void;
  why?: string | null;
}) {
  return (
    <p class="edo-picked" aria-live="polite">
      <span>{label}</span>
      {card ? (
        <CardTile card={card} t={t} />
      ) : why ? (
        <span class="edo-why">{why}</span>
      ) : (
        <span class="muted" aria-hidden="true">
          —
        </span>
      )}
      {card && (
        <button type="button" class="link-btn" onClick={onAgain}>
          {t('edo.ui.again')}
        </button>
      )}
    </p>
  );
}
