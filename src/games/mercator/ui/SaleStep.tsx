// Open auction: first who called the highest price (or no buyer), then the price on the number pad.
import { useFresh } from '../../../ui/frames';
import { NumberPad } from '../../../ui/NumberPad';
import { Bidders } from './Bidders';
import type { StepProps } from './step';
import { Cards } from './Tiles';

/**
 * The sale step in two parts, so each part's control fits the phone: the buyers with "no buyer" first;
 * once a buyer is picked, the price pad, with the buyers below it to change the pick (the price typed stays).
 */
export function SaleStep(props: StepProps) {
  const { s, submit, t, initial } = props;
  // A correction starts from the old sale: its buyer picked and its price on the pad, or "no buyer" marked.
  const old = initial?.type === 'sold' ? initial : undefined;
  // The step stays drawn from lot to lot (ui/frames/Stages.tsx): each open sale starts with no winner picked.
  const [winner, setWinner] = useFresh<number | null>(s.turn, () => (old ? old.player : null));
  const lot = (
    <div class="merc-lotbar">
      <Cards cards={s.lot} size={s.lot.length} label={t('mercator.ui.lot')} t={t} big />
    </div>
  );
  const unsold = (
    <button
      type="button"
      class="btn"
      aria-current={initial?.type === 'unsold' ? 'true' : undefined}
      onClick={() => submit({ type: 'unsold' })}
    >
      {t('mercator.ui.unsold')}
    </button>
  );
  if (winner === null) {
    return (
      <div class="merc-step">
        {lot}
        <div class="merc-buyers" data-control>
          <Bidders {...props} label={t('mercator.ui.pickWinner')} picked={null} onPick={setWinner} />
          <div class="merc-unsold">{unsold}</div>
        </div>
      </div>
    );
  }
  return (
    <div class="merc-step">
      {lot}
      <NumberPad
        entry={s.turn}
        label={t('mercator.ui.priceOf', { p: { p: winner } })}
        okLabel={t('mercator.ui.sold')}
        clearLabel={t('pad.clear')}
        initial={old?.price}
        onSubmit={(price) => !submit({ type: 'sold', player: winner, price })}
      >
        {unsold}
      </NumberPad>
      <Bidders {...props} label={t('mercator.ui.winner')} picked={winner} onPick={setWinner} />
    </div>
  );
}
