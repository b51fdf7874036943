// The finished tricks of a round: who took each, the shelf it set, revoke flags. A taken trick lies face
// down until the end of the game (seed 004), so its cards are drawn only once the game is over.
import type { Player } from '../../../engine/types';
import { colourOf } from '../../../ui/colours';
import { Shape } from '../../../ui/Shape';
import type { Translate } from '../../types';
import { type RoundState, revokesOn, SUITS } from '../index';
import { suitMsg } from '../msgs';
import { CardTile, SuitMark } from './cards';

/** Props of the trick list; `faceUp` draws each trick's cards (only once the game is over). */
export interface TrickListProps {
  round: RoundState;
  players: readonly Player[];
  faceUp: boolean;
  t: Translate;
}

/** The round's tricks in order, a flagged trick marked with its revoke. */
export function TrickList({ round, players, faceUp, t }: TrickListProps) {
  if (round.tricks.length === 0) return null;
  return (
    <section class="sm-tricks" aria-labelledby={`sm-tricks-${round.index}`}>
      <h2 id={`sm-tricks-${round.index}`}>{t('supermarket.ui.tricks', { n: round.tricks.length })}</h2>
      <ol>
        {round.tricks.map((trick, i) => {
          const flags = revokesOn(round, i + 1);
          const winner = players[trick.winner];
          return (
            <li key={i} class={flags.length > 0 ? 'sm-flagged' : undefined}>
              <span class="num muted sm-trick-no">{i + 1}</span>
              {faceUp ? (
                trick.cards.map((card, j) => <CardTile key={j} card={card} t={t} />)
              ) : (
                <span class="sm-facedown muted">{t('supermarket.label.hidden')}</span>
              )}
              <span class="sm-winner">
                → <Shape seat={trick.winner} fill={colourOf(winner?.colour ?? '').css} size={14} />
                {winner?.name}
              </span>
              {trick.sets && (
                <strong class="sm-set">
                  <SuitMark suit={trick.sets} t={t} />
                  <span class="sr-only">{t(suitMsg(trick.sets))} </span>◇
                  {round.capacity[SUITS.indexOf(trick.sets)]}
                </strong>
              )}
              {flags.map((x) => (
                <small key={x.player} class="error">
                  {t('supermarket.label.revoke', {
                    player: { p: x.player },
                    suit: suitMsg(x.suit),
                    trick: x.trick,
                    seenAt: x.seenAt,
                  })}
                </small>
              ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
