// Setup [1]: each player's wagon card in seat order: its side (通常面 or 初心者面, per player as the rulebook reads)
// and its cargo slots, one tap; the capacity entered last time for that side is offered first.
import { useState } from 'preact/hooks';
import type { GameScreenProps } from '../../types';
import type { Action } from '../actions';
import { wagonSeat } from '../setup';
import type { State, WagonSide } from '../state';
import { recall, rememberCapacity } from './memory';

const SIDES: readonly WagonSide[] = ['normal', 'beginner'];

/** The side toggle and the capacity pad for the next player's wagon. */
export function SetupWagon({ state, submit, t, initial }: GameScreenProps<State, Action>) {
  const old = initial?.type === 'wagon' ? initial : undefined;
  // A record made before per-player sides has one wagon entry for the whole table: its correction stays one.
  const seat = old ? old.seat : (wagonSeat(state) ?? 0);
  const [side, setSide] = useState<WagonSide>(old?.side ?? state.options.wagon ?? 'normal');
  // A correction offers the capacity entered before; otherwise the one remembered for this side.
  const last = old && (old.side ?? 'normal') === side ? old.capacity : recall().capacity?.[side];
  const pick = (capacity: number) => {
    const entry: Action =
      seat === undefined ? { type: 'wagon', side, capacity } : { type: 'wagon', seat, side, capacity };
    if (!submit(entry)) rememberCapacity(side, capacity);
  };
  return (
    <section class="gy">
      <fieldset class="chips">
        <legend>
          {seat === undefined ? t('gyosho.opt.wagon') : t('gyosho.ui.wagonSide', { p: { p: seat } })}
        </legend>
        {SIDES.map((x) => (
          <button key={x} type="button" class="chp" aria-pressed={side === x} onClick={() => setSide(x)}>
            {t(`gyosho.opt.wagon.${x}`)}
          </button>
        ))}
      </fieldset>
      {typeof last === 'number' && (
        <button type="button" class="big-btn" onClick={() => pick(last)}>
          {t('gyosho.ui.wagonLast', { n: last })}
        </button>
      )}
      <fieldset class="pad pads4" data-control>
        <legend>{t('gyosho.label.capacity')}</legend>
        {Array.from({ length: 12 }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            class={n === last ? 'pad-key selected' : 'pad-key'}
            aria-label={t('gyosho.ui.capacityN', { n })}
            onClick={() => pick(n)}
          >
            {n}
          </button>
        ))}
      </fieldset>
    </section>
  );
}
