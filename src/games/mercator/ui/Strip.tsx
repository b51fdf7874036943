// The table state below the control: each ship's cards, cargo value (public), money (secret), the deck.
import { Fold } from '../../../ui/Fold';
import { memo } from '../../../ui/frames';
import { PlayerChip } from '../../../ui/PlayerChip';
import { Secret } from '../../../ui/Secret';
import type { GameScreenProps } from '../../types';
import { allColours, colourIndexOf, deckLeft, isFull, SHIP_CAPACITY, type State } from '../index';
import { Cards } from './Tiles';

/** Props of the strip: the frame's props with the state typed. */
type StripProps = Pick<GameScreenProps, 'players' | 't' | 'secret'> & { s: State };

/**
 * The ships strip below the step's control, folded with one tap: the deck count on its summary line, then
 * the variants in play and one row per ship.
 */
export const Strip = memo(function Strip({ s, players, t, secret }: StripProps) {
  const variants = (['colourBonus', 'openAuction', 'series'] as const).filter((v) => s[v]);
  return (
    <section class="merc-strip" aria-label={t('mercator.ui.ships')}>
      <Fold
        id="mercator-ships"
        summary={
          <span class="num">{t('mercator.ui.shipsSummary', { left: deckLeft(s), size: s.deckSize })}</span>
        }
      >
        {variants.length > 0 && (
          <p class="merc-facts">
            {variants.map((v) => (
              <span key={v}>{t(`mercator.opt.${v}`)}</span>
            ))}
          </p>
        )}
        <StripTable s={s} players={players} t={t} secret={secret} />
      </Fold>
    </section>
  );
});

/** One row per ship: the player, the cards on board, the pawn (cargo value) and the money (masked). */
function StripTable({ s, players, t, secret }: StripProps) {
  const colours = (cards: readonly number[]) => new Set(cards.map(colourIndexOf)).size;
  return (
    <table class="merc-ships">
      <thead>
        <tr>
          <th scope="col">{t('mercator.ui.colShip')}</th>
          <th scope="col">{t('mercator.ui.colCards')}</th>
          <th scope="col">{t('mercator.ui.colCargo')}</th>
          <th scope="col">{t('mercator.ui.colMoney')}</th>
        </tr>
      </thead>
      <tbody>
        {players.map((player, p) => {
          const cards = s.ships[p] ?? [];
          const money = s.money[p] ?? 0;
          const start = s.start[p] ?? 0;
          return (
            <tr key={p} class={isFull(s, p) ? 'merc-full' : undefined}>
              <th scope="row">
                <PlayerChip player={player} seat={p} active={p === s.active && s.phase !== 'over'} />
                {isFull(s, p) && <small class="merc-mark">{t('mercator.ui.full')}</small>}
              </th>
              <td>
                <Cards
                  cards={cards}
                  size={SHIP_CAPACITY}
                  label={t('mercator.ui.shipCards', { p: { p }, count: cards.length })}
                  t={t}
                />
                {s.colourBonus && cards.length > 0 && (
                  <small class={allColours(cards) ? 'merc-mark merc-bonus' : 'merc-mark'}>
                    {t('mercator.ui.colours', { n: colours(cards) })}
                  </small>
                )}
              </td>
              <td class="num merc-cargo">{s.cargo[p] ?? 0}</td>
              <td>
                <Secret
                  hidden={secret}
                  label={t('secret.hold', { what: t('mercator.ui.moneyOf', { p: { p } }) })}
                >
                  {s.series ? t('mercator.ui.moneyStart', { money, start }) : money}
                </Secret>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
