// The table state below the control, folded away with one tap: the deck, the stock, the jewels, the order
// row and the 特注 cards (names wrap, never cut), each wagon's load, and who still moves in the last round.
import type { Player } from '../../../engine/types';
import { colourOf } from '../../../ui/colours';
import { Fold } from '../../../ui/Fold';
import { memo } from '../../../ui/frames';
import { Shape } from '../../../ui/Shape';
import type { Translate } from '../../types';
import { GOODS } from '../components';
import { ordersLeft, stillToMove } from '../flow';
import { has, total } from '../goods';
import { jewelAt } from '../jewels';
import { isFaceDown } from '../secrets';
import type { Card, State } from '../state';
import { capacityOf } from '../wagon';
import { JewelTok, MiniCard, Piece, Pieces } from './pieces';

/** The fold's one-line summary: orders left in the deck, 特注 cards left, jewels left. */
function Summary({ s, t }: { s: State; t: Translate }) {
  const specials = s.specials.filter((c) => c).length;
  return (
    <span class="st-sum">
      <span>{t('gyosho.ui.deckLeft', { n: ordersLeft(s) })}</span>
      <span>{t('gyosho.ui.specialsLeft', { n: specials })}</span>
      <span>
        <JewelTok kind="red" t={t} />
        <span class="num">×{s.red}</span> <JewelTok kind="white" t={t} />
        <span class="num">×{s.white}</span>
      </span>
    </span>
  );
}

/** Props of the strip: plain values, so that a tap that changes none of them does not draw it again. */
interface StripProps {
  s: State;
  players: readonly Player[];
  t: Translate;
  /** The table keeps secrets: a card of the row taken face down since (the history) is drawn face down. */
  secret: boolean;
  /** The present state (the history shows an earlier `s`). */
  now: State;
}

/** The strip. */
export const Strip = memo(function Strip({ s, players, t, secret, now }: StripProps) {
  const hide = (card: Card) => secret && isFaceDown(now, card.id);
  const playing = s.phase === 'turn' || s.phase === 'post';
  const still = stillToMove(s);
  const specials = s.specials.filter((c) => c !== null);
  return (
    <aside class="strip" aria-label={t('gyosho.ui.strip')}>
      <Fold id="gyosho-strip" summary={<Summary s={s} t={t} />}>
        <p class="st-line">
          <span class="st-label">{t('gyosho.label.stock')}</span>
          {GOODS.map((g) => (
            <span key={g} class="cnt">
              <Piece g={g} t={t} />
              <span>{t(`gyosho.good.${g}`)}</span>
              <b class="num">{has(s.stock, g)}</b>
            </span>
          ))}
        </p>
        {s.row.length > 0 && (
          <>
            <h3 class="st-h">{t('gyosho.label.row')}</h3>
            <ol class="st-row">
              {s.row.map((c, i) => (
                <li key={c?.id ?? `x${i}`}>
                  {c ? (
                    <MiniCard s={s} card={c} jewel={jewelAt(s, i)} t={t} faceDown={hide(c)} />
                  ) : (
                    <span class="mc mc-gone" />
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
        {specials.length > 0 && (
          <>
            <h3 class="st-h">{t('gyosho.label.specials')}</h3>
            <ol class="st-row">
              {specials.map((c) => (
                <li key={c.id}>
                  <MiniCard s={s} card={c} t={t} />
                </li>
              ))}
            </ol>
          </>
        )}
        <ul class="st-wagons">
          {s.merchants.map((m, p) => {
            const cap = capacityOf(s, p);
            return (
              <li key={p} class={p === s.current && playing ? 'cur' : ''}>
                <Shape seat={p} fill={colourOf(players[p]?.colour ?? '').css} />
                <span>{players[p]?.name}</span>
                <Pieces goods={m.load} slots={cap} t={t} />
                <span class="num">{`${total(m.load)}/${cap}`}</span>
              </li>
            );
          })}
        </ul>
        {still.length > 0 && (
          <p class="st-line">
            {t('gyosho.label.stillToMove')}: {still.map((p) => players[p]?.name).join(t('gyosho.ui.sep'))}
          </p>
        )}
      </Fold>
    </aside>
  );
});
