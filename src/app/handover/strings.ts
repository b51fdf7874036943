// The hand-over screens' strings join the translation tables when those screens' code loads.
import { addStrings } from '../i18n';
import { en, ja } from '../strings/handover';

let added = false;

/** Adds the hand-over strings to the tables, once; each hand-over screen calls it as its module loads. */
export function addHandoverStrings(): void {
  if (added) return;
  added = true;
  addStrings({ ja, en });
}
