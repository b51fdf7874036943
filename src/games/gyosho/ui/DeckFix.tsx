// The deck count, corrected at any step (a lost card, the wrong number removed at setup): the table counts the
// order cards left in the deck and enters that number, so that the end card fits where it really came up.
import { NumberPad } from '../../../ui/NumberPad';
import type { GameScreenProps } from '../../types';
import type { Action } from '../actions';
import { ordersLeft } from '../flow';
import type { State } from '../state';

/** A folded number pad under the step, starting from the deck as the app counts it (or the corrected entry's count). */
export function DeckFix({ state, submit, t, initial }: GameScreenProps<State, Action>) {
  const old = initial?.type === 'deck' ? initial.size : undefined;
  return (
    <details class="fold gy-deckfix" open={old !== undefined}>
      <summary class="fold-summary">{t('gyosho.ui.deckFix')}</summary>
      <NumberPad
        label={t('gyosho.ui.deckCount')}
        okLabel={t('gyosho.ui.deckOk')}
        clearLabel={t('gyosho.ui.deckClear')}
        initial={old ?? ordersLeft(state)}
        onSubmit={(size) => !submit({ type: 'deck', size })}
      />
    </details>
  );
}
