// The finished tricks of a round, folded away: cards in play order, who took each, the shelf it set, revoke flags.
import { useState } from 'preact/hooks';
import type { Player } from '../../../engine/types';
import type { Translate } from '../../types';
import { type RoundState, revokesOn, SUITS } from '../index';
import { suitMsg } from '../msgs';
import { CardTile } from './cards';

/** The round's tricks (folded: taken tricks lie face down), a flagged trick marked with its revoke. */
export function TrickList({
  round,
  players,
  t,
}: {
  round: RoundState;
  players: readonly Player[];
  t: Translate;
}) {
  // The list is built only while unfolded: every card tap re-renders the screen, and a folded list costs nothing.
  const [open, setOpen] = useState(false);
  if (round.tricks.length === 0) return null;
  return (
    <details class="sm-tricks" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('supermarket.ui.tricks', { n: round.tricks.length })}</summary>
      {open && (
        <ol>
          {round.tricks.map((trick, i) => {
            const flags = revokesOn(round, i + 1);
            return (
              <li key={i} class={flags.length > 0 ? 'sm-flagged' : undefined}>
                <span class="num muted">{i + 1}</span>
                {trick.cards.map((card, j) => (
                  <CardTile key={j} card={card} t={t} />
                ))}
                <span>
                  → {players[trick.winner]?.name}
                  {trick.sets && (
                    <strong>
                      {' '}
                      {t(suitMsg(trick.sets))}◇{round.capacity[SUITS.indexOf(trick.sets)]}
                    </strong>
                  )}
                </span>
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
      )}
    </details>
  );
}
