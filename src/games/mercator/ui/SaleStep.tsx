// Open auction: pick who called the highest price, enter the price; or no buyer.
import { useState } from 'preact/hooks';
import { NumberPad } from '../../../ui/NumberPad';
import { Bidders } from './Bidders';
import type { StepProps } from './step';

/** The sale step: the possible buyers, then the price pad with a "no buyer" key. */
export function SaleStep(props: StepProps) {
  const { submit, t } = props;
  const [winner, setWinner] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  return (
    <div class="merc-step">
      <Bidders
        {...props}
        label={t('mercator.ui.winner')}
        picked={winner}
        onPick={(p) => {
          setWinner(p);
          setMissing(false);
        }}
      />
      {missing && (
        <p class="error" role="alert">
          {t('mercator.ui.pickWinner')}
        </p>
      )}
      <NumberPad
        label={winner === null ? t('mercator.ui.pickWinner') : t('mercator.ui.priceOf', { p: { p: winner } })}
        okLabel={t('mercator.ui.sold')}
        clearLabel={t('pad.clear')}
        onSubmit={(price) => {
          if (winner === null) {
            setMissing(true);
            return false;
          }
          const refused = submit({ type: 'sold', player: winner, price });
          if (!refused) setWinner(null);
          return !refused;
        }}
      >
        <button type="button" class="btn" onClick={() => submit({ type: 'unsold' })}>
          {t('mercator.ui.unsold')}
        </button>
      </NumberPad>
    </div>
  );
}
