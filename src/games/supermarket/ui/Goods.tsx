// Tricks won per player (public: the piles are on the table) and their goods per suit (secret: masked).
import { PlayerChip } from '../../../ui/PlayerChip';
import { Secret } from '../../../ui/Secret';
import type { GameScreenProps, Translate } from '../../types';
import { type RoundState, SUITS } from '../index';

/** Props of the goods list. */
export interface GoodsProps {
  round: RoundState;
  players: GameScreenProps['players'];
  secret: boolean;
  t: Translate;
}

/** Each player's tricks and, behind a press-and-hold, their goods count per suit. */
export function Goods({ round, players, secret, t }: GoodsProps) {
  return (
    <section aria-labelledby="sm-goods">
      <h2 id="sm-goods">{t('supermarket.ui.goods')}</h2>
      <ul class="sm-goods">
        {players.map((player, p) => (
          <li key={p}>
            <PlayerChip player={player} seat={p} />
            <span class="num">{t('supermarket.ui.wonN', { n: round.tricksWon[p] ?? 0 })}</span>
            <Secret hidden={secret} label={t('supermarket.ui.goodsOf', { player: { p } })}>
              {SUITS.map((suit, s) => (
                <span key={suit} class="sm-good">
                  {t(`supermarket.suitLetter.${suit}`)}
                  {(round.cards[p]?.[s] ?? 0) > 0 ? (round.goods[p]?.[s] ?? 0) : '-'}
                </span>
              ))}
            </Secret>
          </li>
        ))}
      </ul>
    </section>
  );
}
