// The steps that take one icon from the table: the price card's faces and the card turned onto the field.
import type { RuleViolation } from '../../../engine/types';
import type { Translate } from '../../types';
import type { Action } from '../actions';
import { DECK_SIZE, type Icon } from '../components';
import { type State, unseen } from '../state';
import { Face } from './Glyph';
import { IconPicker } from './IconPicker';

/** What every step receives from the screen. */
export interface StepProps {
  state: State;
  t: Translate;
  submit: (a: Action) => RuleViolation | null;
  /** The entry being corrected: the step starts from its old value. */
  initial?: Action | undefined;
}

/** The icon of the corrected entry when it is of `type` (a correction marks the old face as chosen). */
export function oldIcon(initial: Action | undefined, type: Action['type']): Icon | undefined {
  return initial && initial.type === type && 'icon' in initial ? initial.icon : undefined;
}

/** Round start: the price card's visible face. */
export function PriceStep({ state, t, submit, initial }: StepProps) {
  return (
    <IconPicker
      legend={t('katame.ui.pickPrice')}
      selected={oldIcon(initial, 'price')}
      t={t}
      left={unseen(state)}
      control
      onPick={(icon) => submit({ type: 'price', icon })}
    />
  );
}

/** How the last auction ended (who pays the market and takes the card), said where the next card is entered;
 * said for a round's first card too, so the icons below stand at the same place for every card. */
function Sale({ state: s, t }: { state: State; t: Translate }) {
  const text =
    s.dealt === 0
      ? t('katame.ui.firstCard')
      : s.sale
        ? t('katame.ui.sold', { k: s.dealt, p: { p: s.sale.p }, price: s.sale.price })
        : t('katame.ui.unsold', { k: s.dealt });
  return <p class="kt-sale">{text}</p>;
}

/** Auction start: the visible face of the card the parent turns onto the field. */
export function CardStep({ state, t, submit, initial }: StepProps) {
  return (
    <>
      <Sale state={state} t={t} />
      <IconPicker
        legend={t('katame.ui.pickCard', { k: state.dealt + 1, of: DECK_SIZE })}
        selected={oldIcon(initial, 'card')}
        t={t}
        left={unseen(state)}
        control
        onPick={(icon) => submit({ type: 'card', icon })}
      />
    </>
  );
}

/** Settlement start: the price card is turned over and its hidden face entered. */
export function SettlePriceStep({ state, t, submit, initial }: StepProps) {
  return (
    <>
      <p class="kt-pair kt-focus">
        {t('katame.ui.priceCard')}
        <Face icon={state.priceFace} t={t} size={40} />
        <Face icon={null} t={t} size={40} />
      </p>
      <IconPicker
        legend={t('katame.ui.pickPriceHidden')}
        selected={oldIcon(initial, 'priceHidden')}
        t={t}
        left={unseen(state)}
        control
        onPick={(icon) => submit({ type: 'priceHidden', icon })}
      />
    </>
  );
}
