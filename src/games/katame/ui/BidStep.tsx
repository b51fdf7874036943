// One declaration of an auction: the current bidder names a price on the number pad, or passes.
import type { Player } from '../../../engine/types';
import { NumberPad } from '../../../ui/NumberPad';
import { PlayerChip } from '../../../ui/PlayerChip';
import { currentBidder, minBid } from '../state';
import { Face } from './Glyph';
import type { StepProps } from './IconSteps';

/** The field card and the price to beat beside a pass key, then the pad (the lowest price in its legend). */
export function BidStep({ state: s, t, submit, players }: StepProps & { players: readonly Player[] }) {
  const p = currentBidder(s);
  const money = s.money[p] ?? 0;
  const min = minBid(s);
  const face = s.field ?? 'junk';
  const holder = s.high ? players[s.high.p] : undefined;
  const mustPass = min > money;
  const pass = (big: boolean) => (
    <button type="button" class={big ? 'big-btn' : 'btn kt-pass'} onClick={() => submit({ type: 'pass', p })}>
      {t('katame.ui.pass')}
    </button>
  );
  return (
    <>
      <div class="kt-field">
        <Face icon={face} t={t} size={44} />
        <strong class="kt-field-text">
          {t('katame.ui.field', { k: s.dealt, face: { key: `katame.icon.${face}` } })}
        </strong>
        {!mustPass && pass(false)}
      </div>
      <p class="kt-pair kt-high">
        {s.high && holder ? (
          <>
            {t('katame.ui.high')}
            <PlayerChip player={holder} seat={s.high.p} />
            <strong class="num">{t('katame.money', { n: s.high.price })}</strong>
          </>
        ) : (
          <span class="muted">{t('katame.ui.noHigh')}</span>
        )}
      </p>
      {mustPass ? (
        pass(true)
      ) : (
        <NumberPad
          label={t('katame.ui.priceFor', { p: { p }, min, money })}
          okLabel={t('katame.ui.bid')}
          clearLabel={t('katame.ui.clear')}
          onSubmit={(price) => !submit({ type: 'bid', p, price })}
        />
      )}
    </>
  );
}
