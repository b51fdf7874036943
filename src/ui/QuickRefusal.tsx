// A quick check's refusal under its fields. The check has no record and so no players: each seat the reason
// names is said as the form names it ("Player 2"), never as a bare seat number.
import type { RuleViolation } from '../engine/types';
import type { Translate } from '../games/types';
import { namedMsg } from './named';
import './quick-refusal.css';

/** Props of `QuickRefusal`: the refusal, the form's names by seat, and whether it is read out on its own. */
export interface QuickRefusalProps {
  refused: RuleViolation;
  names: readonly string[];
  t: Translate;
  /** False inside a region that is read out already (a live result that is a refusal or a score). */
  alert?: boolean;
}

/** The refusal in words, its seats named as the form names them. */
export function QuickRefusal({ refused, names, t, alert = true }: QuickRefusalProps) {
  return (
    <p class="error quick-refusal" role={alert ? 'alert' : undefined}>
      {t(namedMsg({ key: refused.code, params: refused.params }, names))}
    </p>
  );
}
