// Entering a trick: the cards on the table in play order, who plays next, and the suit x number grid.
import type { Prompt } from '../../../engine/types';
import { CardGrid } from '../../../ui/CardGrid';
import { colourOf } from '../../../ui/colours';
import { Shape } from '../../../ui/Shape';
import type { GameScreenProps, Translate } from '../../types';
import {
  type Action,
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
import { CardTile, suitRows } from './cards';

/** Props of the trick entry. */
export interface TrickEntryProps {
  state: State;
  prompt: Prompt;
  players: GameScreenProps['players'];
  submit: (action: Action) => unknown;
  t: Translate;
}

/**
 * The trick being played and the grid that enters its next card with one tap. The row of cards played so
 * far keeps one height whatever it holds (a card, an empty place, "next"), so the grid never moves.
 */
export function TrickEntry({ state, prompt, players, submit, t }: TrickEntryProps) {
  const round = currentRound(state);
  const trick = currentTrick(state);
  const next = nextPlayer(state);
  const seats = Array.from({ length: state.players }, (_, i) => (trick.leader + i) % state.players);
  return (
    <div class="sm-entry">
      <ol class="sm-slots">
        {seats.map((seat, i) => {
          const card = trick.plays[i]?.card;
          const isNext = !card && seat === next;
          return (
            <li
              key={seat}
              class={isNext ? 'next' : undefined}
              aria-label={t('supermarket.log.play', {
                player: { p: seat },
                card: card ? cardMsg(card) : isNext ? t('supermarket.ui.next') : '',
                tail: '',
              })}
            >
              <Shape seat={seat} fill={colourOf(players[seat]?.colour ?? '').css} />
              {card ? (
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
        used={(suit, rank) => isPlayed(round, { suit: suit as Suit, rank: rank as Rank })}
        onPick={(suit, rank) =>
          submit({ type: 'play', trick: prompt.turn ?? trick.number, suit: suit as Suit, rank: rank as Rank })
        }
        control
      />
    </div>
  );
}
