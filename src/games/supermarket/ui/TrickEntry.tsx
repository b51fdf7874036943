// Entering a trick: the cards on the table in play order, who plays next, and the suit x number grid.
import type { Prompt } from '../../../engine/types';
import { CardGrid } from '../../../ui/CardGrid';
import { colourOf } from '../../../ui/colours';
import { Shape } from '../../../ui/Shape';
import type { GameScreenProps, Translate } from '../../types';
import {
  type Action,
  type Card,
  currentRound,
  currentTrick,
  isPlayed,
  nextPlayer,
  RANKS,
  type Rank,
  type State,
  type Suit,
} from '../index';
import { cardMsg } from '../msgs';
import { CardBack, CardTile, suitRows } from './cards';

/** Props of the trick entry. */
export interface TrickEntryProps {
  state: State;
  prompt: Prompt;
  players: GameScreenProps['players'];
  submit: (action: Action) => unknown;
  t: Translate;
  /**
   * True while the table keeps secrets: the grid greys only the cards on the table, not those of taken
   * tricks (which cards are gone is what the players must remember; a tap on one is refused as played).
   */
  secret: boolean;
  /** True when the trick on the table in `state` has been taken face down since (a past state in the history). */
  faceDown: boolean;
  /** The entry being corrected: its card is marked in the empty place it is entered into. */
  initial?: Action | undefined;
}

/**
 * The trick being played and the grid that enters its next card with one tap. The row of cards played so
 * far keeps one height whatever it holds (a card, an empty place, "next"), so the grid never moves.
 */
export function TrickEntry({
  state,
  prompt,
  players,
  submit,
  t,
  secret,
  faceDown,
  initial,
}: TrickEntryProps) {
  const was: Card | null = initial?.type === 'play' ? { suit: initial.suit, rank: initial.rank } : null;
  // A kept flag being corrected stands for no card: a card tapped in its place would be one nobody played.
  const keepInPlace = initial?.type === 'keep';
  const round = currentRound(state);
  const onTable = (card: Card) => round.current.some((c) => c.suit === card.suit && c.rank === card.rank);
  const trick = currentTrick(state);
  const next = nextPlayer(state);
  const seats = Array.from({ length: state.players }, (_, i) => (trick.leader + i) % state.players);
  // A card struck in the grid goes to the rules too: they refuse it saying where it is.
  const play = (suit: string, rank: number) =>
    submit({ type: 'play', trick: prompt.turn ?? trick.number, suit: suit as Suit, rank: rank as Rank });
  return (
    <div class="sm-entry">
      <ol class="sm-slots">
        {seats.map((seat, i) => {
          const card = trick.plays[i]?.card;
          const isNext = !card && seat === next;
          // A correction: the old card stands, marked, where the new one goes (a tap replaces it).
          const old = isNext ? was : null;
          return (
            <li
              key={seat}
              class={isNext ? 'next' : undefined}
              aria-label={t('supermarket.log.play', {
                player: { p: seat },
                card: card
                  ? faceDown
                    ? { key: 'supermarket.log.faceDown' }
                    : cardMsg(card)
                  : old
                    ? t('supermarket.ui.was', { card: cardMsg(old) })
                    : isNext
                      ? t('supermarket.ui.next')
                      : '',
                tail: '',
              })}
            >
              <Shape seat={seat} fill={colourOf(players[seat]?.colour ?? '').css} />
              {old ? (
                <span class="sm-was" aria-current="true">
                  <CardTile card={old} t={t} />
                </span>
              ) : card && faceDown ? (
                <CardBack t={t} />
              ) : card ? (
                <CardTile card={card} t={t} />
              ) : (
                <span class="sm-blank" aria-hidden="true">
                  {isNext && t('supermarket.ui.next')}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <CardGrid
        label={t('supermarket.ui.grid')}
        rows={suitRows(t)}
        cols={RANKS}
        used={(suit, rank) => {
          if (keepInPlace) return true;
          const card: Card = { suit: suit as Suit, rank: rank as Rank };
          return secret ? !faceDown && onTable(card) : isPlayed(round, card);
        }}
        onPick={play}
        onUsed={keepInPlace ? undefined : play}
        control
      />
      {keepInPlace && (
        <p class="notice" role="note">
          {t('supermarket.ui.keepNotCard')}
        </p>
      )}
    </div>
  );
}
