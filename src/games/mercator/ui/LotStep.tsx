// Turning a lot: one tap per card on the colour x number grid, then close the lot (or it closes at its limit).
import type { StepProps } from './step';
import { Cards, DeckGrid, Was } from './Tiles';

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
      <DeckGrid
        s={s}
        label={t('mercator.action.turn')}
        t={t}
        onPick={(colour, value) => submit({ type: 'turn', colour, value })}
      />
    </div>
  );
}
