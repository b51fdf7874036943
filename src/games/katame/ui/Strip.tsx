// The table at a glance: round, price card, cards left, and each player's money and cards won (parent marked).
import { PlayerChip } from '../../../ui/PlayerChip';
import type { StripProps } from '../../types';
import { DECK_SIZE, ROUNDS } from '../components';
import type { State } from '../state';
import { Face } from './Glyph';

/**
 * The round the table shows: the current one, or once the game is over the last one as it ended. After the
 * last settlement the round's own fields are cleared for a next round that never comes, but the cards still
 * lie as round 3 left them (the deck included), and the strip and its folded line say so.
 */
export function shownRound(s: State): Pick<State, 'priceFace' | 'priceHidden' | 'won' | 'dealt'> {
  const last = s.phase === 'over' ? s.history.at(-1) : undefined;
  if (!last) return { priceFace: s.priceFace, priceHidden: s.priceHidden, won: s.won, dealt: s.dealt };
  return {
    priceFace: last.priceFace,
    priceHidden: last.priceHidden,
    won: last.won,
    dealt: last.won.reduce((n, cards) => n + cards.length, last.discarded.length),
  };
}

/** The strip (also the history view's read-only table). Hidden faces are never drawn: won cards show their visible face. */
export function Strip({ state, players, t }: StripProps) {
  const s = state as State;
  const { priceFace, priceHidden, won, dealt } = shownRound(s);
  return (
    <section class="kt kt-strip" aria-label={t('katame.ui.strip')}>
      <p class="kt-strip-top">
        <span class="num">{t('katame.ui.roundOf', { round: s.round, rounds: ROUNDS })}</span>
        <span class="kt-pair">
          {t('katame.ui.priceShort')}
          <Face icon={priceFace} t={t} size={24} />
          <Face icon={priceHidden} t={t} size={24} />
        </span>
        <span class="num">{t('katame.ui.deckLeft', { n: DECK_SIZE - dealt, of: DECK_SIZE })}</span>
      </p>
      <ul class="kt-purses">
        {players.map((player, p) => (
          <li key={p} class="kt-purse">
            <PlayerChip player={player} seat={p} />
            {p === s.parent ? <span class="kt-badge">{t('katame.ui.parent')}</span> : <span />}
            <span class="kt-money num">{t('katame.money', { n: s.money[p] ?? 0 })}</span>
            <ul class="kt-won" aria-label={t('katame.ui.wonOf', { p: { p }, n: won[p]?.length ?? 0 })}>
              {(won[p] ?? []).map((card, i) => (
                <li key={i}>
                  <Face icon={card.face} t={t} size={22} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
