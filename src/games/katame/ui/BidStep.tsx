// One declaration of an auction: the field card and the price to beat, then the bidder's pad with Pass.
import type { Player } from '../../../engine/types';
import { NumberPad } from '../../../ui/NumberPad';
import { PlayerChip } from '../../../ui/PlayerChip';
import { currentBidder, minBid } from '../state';
import { Face } from './Glyph';
import type { StepProps } from './IconSteps';

/**
 * The field card with the price to beat (two lines, their height fixed so the pad never moves), then the
 * pad. Pass sits under the keys, far from Undo; a bidder who cannot top the price sees "pass only" and
 * a highlighted Pass on the same pad (a price typed anyway is refused with the reason, and kept).
 */
export function BidStep({
  state: s,
  t,
  submit,
  players,
  initial,
}: StepProps & { players: readonly Player[] }) {
  const p = currentBidder(s);
  const money = s.money[p] ?? 0;
  const min = minBid(s);
  const face = s.field ?? 'junk';
  const holder = s.high ? players[s.high.p] : undefined;
  const mustPass = min > money;
  // A correction starts from the old declaration: its price on the pad, or Pass marked as chosen.
  const oldPrice = initial?.type === 'bid' ? initial.price : undefined;
  const oldPass = initial?.type === 'pass';
  return (
    <>
      <div class="kt-field">
        <Face icon={face} t={t} size={44} />
        <div class="kt-field-text">
          <strong>{t(`katame.icon.${face}`)}</strong>
          <span class="kt-high">
            {s.high && holder ? (
              <>
                {t('katame.ui.high')}
                <PlayerChip player={holder} seat={s.high.p} />
                <strong class="num">{t('katame.money', { n: s.high.price })}</strong>
              </>
            ) : (
              <span class="muted">{t('katame.ui.noHigh')}</span>
            )}
          </span>
        </div>
      </div>
      <NumberPad
        // A new bidder (or a new card) starts from an empty pad; a refused amount stays for the same bidder.
        entry={`${s.round}.${s.dealt}.${p}`}
        label={
          mustPass ? t('katame.ui.passOnly', { p: { p } }) : t('katame.ui.priceFor', { p: { p }, min, money })
        }
        okLabel={t('katame.ui.bid')}
        clearLabel={t('katame.ui.clear')}
        initial={oldPrice}
        onSubmit={(price) => !submit({ type: 'bid', p, price })}
      >
        {/* The usual raise in one tap (issue 32): the lowest price that tops the standing one, away from Undo. */}
        {!mustPass && (
          <button
            type="button"
            class="btn kt-min"
            aria-current={oldPrice === min ? 'true' : undefined}
            onClick={() => submit({ type: 'bid', p, price: min })}
          >
            {t('katame.ui.bidMin', { n: min })}
          </button>
        )}
        <button
          type="button"
          class={mustPass || oldPass ? 'btn kt-pass kt-pass-now' : 'btn kt-pass'}
          aria-current={oldPass ? 'true' : undefined}
          onClick={() => submit({ type: 'pass', p })}
        >
          {t('katame.ui.pass')}
        </button>
      </NumberPad>
    </>
  );
}
