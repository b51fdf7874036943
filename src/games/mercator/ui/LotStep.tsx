// Turning a lot: one tap per card on the colour x number grid, then close the lot (or it closes at its limit).
import { CardGrid } from '../../../ui/CardGrid';
import { cardId, type Goods } from '../index';
import type { StepProps } from './step';
import { Cards, goodsRows, VALUES, Was } from './Tiles';

/** The lot step: the lot so far beside the close button (once it has a card), then the card grid. */
export function LotStep({ s, submit, t, initial }: StepProps) {
  const count = s.lot.length;
  // A correction starts from the old entry: the card turned, or the close, marked.
  return (
    <div class="merc-step">
      <div class="merc-lotbar">
        <Cards cards={s.lot} size={s.limit} label={t('mercator.ui.lot')} t={t} big />
        {initial?.type === 'turn' && <Was colour={initial.colour} value={initial.value} t={t} />}
        {count > 0 && (
          <button
            type="button"
            class="big-btn"
            aria-current={initial?.type === 'close' ? 'true' : undefined}
            onClick={() => submit({ type: 'close' })}
          >
            {t('mercator.ui.close', { count })}
          </button>
        )}
      </div>
      <CardGrid
        control
        label={t('mercator.action.turn')}
        rows={goodsRows(t)}
        cols={VALUES}
        used={(row, value) => s.out.includes(cardId({ colour: row as Goods, value }))}
        onPick={(row, value) => submit({ type: 'turn', colour: row as Goods, value })}
      />
    </div>
  );
}
