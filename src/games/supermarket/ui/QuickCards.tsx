// Quick check input by cards: pick whose tricks, then tap the cards in them; tap a listed card to take it back.
import type { Player, RuleViolation } from '../../../engine/types';
import { violation } from '../../../engine/violation';
import { CardGrid } from '../../../ui/CardGrid';
import type { Translate } from '../../types';
import { type Card, RANKS, type Rank, type Suit } from '../index';
import { cardMsg } from '../msgs';
import { Choice } from './Choice';
import { CardTile, suitRows } from './cards';

/** Every card is dealt, once (配り切り): a card can be in one player's tricks only. */
const DEALT = '004 配り切り';

/** Props of the cards entry. */
export interface QuickCardsProps {
  players: readonly Player[];
  taken: readonly (readonly Card[])[];
  who: number;
  onWho: (player: number) => void;
  onChange: (player: number, cards: Card[]) => void;
  /** A card already in someone's tricks was tapped: why it is not taken again. */
  onRefused: (why: RuleViolation) => void;
  t: Translate;
}

/** The card grid for one player's tricks at a time. */
export function QuickCards({ players, taken, who, onWho, onChange, onRefused, t }: QuickCardsProps) {
  const mine = taken[who] ?? [];
  const ownerOf = (suit: string, rank: number) =>
    taken.findIndex((cards) => cards.some((c) => c.suit === suit && c.rank === rank));
  const refuse = (suit: string, rank: number) => {
    const p = ownerOf(suit, rank);
    const card = cardMsg({ suit: suit as Suit, rank: rank as Rank });
    onRefused(
      p === who
        ? violation('supermarket.err.quickCardMine', DEALT, { card })
        : violation('supermarket.err.quickCardTaken', DEALT, { card, player: { p } }),
    );
  };
  return (
    <>
      <Choice
        legend={t('supermarket.ui.takenBy')}
        options={players.map((player, p) => ({
          value: p,
          label: `${player.name} (${taken[p]?.length ?? 0})`,
        }))}
        value={who}
        onChange={onWho}
      />
      <CardGrid
        label={t('supermarket.ui.byCards')}
        rows={suitRows(t)}
        cols={RANKS}
        used={(suit, rank) => ownerOf(suit, rank) >= 0}
        onUsed={refuse}
        onPick={(suit, rank) => onChange(who, [...mine, { suit: suit as Suit, rank: rank as Rank }])}
      />
      <ul class="sm-picked">
        {mine.map((card, i) => (
          <li key={`${card.suit}${card.rank}`}>
            <button
              type="button"
              aria-label={t('supermarket.ui.remove', { card: cardMsg(card) })}
              onClick={() => onChange(who, [...mine.slice(0, i), ...mine.slice(i + 1)])}
            >
              <CardTile card={card} t={t} />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
