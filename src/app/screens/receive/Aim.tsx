// The camera's view with an aiming frame over it, and the advice line under it: what to change when the
// codes do not read (closer, farther, hold the phones parallel, away from the light, find the code).
import type { ComponentChildren } from 'preact';
import type { Translate } from '../../../games/types';
import type { Advice } from '../../handover/advice';
import './aim.css';

/** The preview (`children`: the <video>) inside a box that draws the aiming frame over it. */
export function AimFrame({ children, hidden }: { children: ComponentChildren; hidden: boolean }) {
  return (
    <div class="aim" hidden={hidden}>
      {children}
      {/* Drawn, not announced: the advice line says what to do. */}
      <div class="aim-frame" aria-hidden="true" />
    </div>
  );
}

/** The advice line: always in the layout (so the screen does not jump), empty while nothing is wrong. */
export function AimAdvice({ advice, t }: { advice: Advice | null; t: Translate }) {
  return (
    <p class="aim-advice" aria-live="polite" data-advice={advice ?? ''}>
      {advice ? t(`handover.aim.${advice}`) : ''}
    </p>
  );
}
