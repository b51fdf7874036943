// Revoke flags: a player who did not follow a suit later played it. Correct the earlier card, or keep it.
import type { Msg } from '../../../engine/types';
import type { Translate } from '../../types';
import { type KeepAction, playOrdinal, type Revoke, type State } from '../index';
import { suitMsg } from '../msgs';

/** The key under which a kept flag is remembered. */
export const revokeKey = (round: number, x: Revoke): string => `${round}:${x.trick}:${x.player}:${x.suit}`;

/** Props of the revoke flags. */
export interface RevokesProps {
  state: State;
  t: Translate;
  /**
   * Enters the table's decision to keep a flag: a log entry, so it survives a reload and an import (absent:
   * a card is being corrected, and a keep does not take a card's place).
   */
  onKeep?: ((action: KeepAction) => void) | undefined;
  /** Opens the correction of the n-th card played (absent: correcting is not possible here). */
  onCorrect?: (ordinal: number) => void;
}

/** Every revoke flag of the match so far, open ones first (the ones to settle), then newest round first. */
export function Revokes({ state, t, onKeep, onCorrect }: RevokesProps) {
  const flags = [...state.rounds]
    .reverse()
    .flatMap((round) => round.revokes.map((x) => ({ round, x })))
    .sort((a, b) => Number(a.x.keptAt !== undefined) - Number(b.x.keptAt !== undefined));
  if (flags.length === 0) return null;
  return (
    <section aria-labelledby="sm-revokes" class="sm-revokes">
      <h2 id="sm-revokes">{t('supermarket.ui.revokes')}</h2>
      <ul>
        {flags.map(({ round, x }) => {
          const key = revokeKey(round.index, x);
          const trick = round.tricks[x.trick - 1];
          const position = trick ? (x.player - trick.leader + state.players) % state.players : 0;
          const said: Msg = {
            key: 'supermarket.label.revoke',
            params: { player: { p: x.player }, suit: suitMsg(x.suit), trick: x.trick, seenAt: x.seenAt },
          };
          const where = t('supermarket.line.round', { round: round.index + 1 });
          return (
            <li key={key} class={x.keptAt !== undefined ? 'notice muted' : 'notice sm-flag'}>
              <p>
                {where}: {t(said)}
              </p>
              {x.keptAt !== undefined ? (
                <p>{t('supermarket.label.keep')}</p>
              ) : !onCorrect && !onKeep ? null : (
                <p>
                  {onCorrect && (
                    <button
                      type="button"
                      class="btn"
                      onClick={() => onCorrect(playOrdinal(state, round.index, x.trick, position))}
                    >
                      {t('supermarket.label.correct')}
                    </button>
                  )}
                  {onKeep && (
                    <button
                      type="button"
                      class="btn sm-quiet"
                      onClick={() =>
                        onKeep({
                          type: 'keep',
                          round: round.index + 1,
                          trick: x.trick,
                          player: x.player,
                          suit: x.suit,
                        })
                      }
                    >
                      {t('supermarket.label.keep')}
                    </button>
                  )}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
