// Jewels over the front slots of the order row: red (3) over slot 1, white (1) over slot 2, white forward when red runs out.
import { copyMerchant, replaceAt, type State } from './state';

/** A jewel colour. */
export type Jewel = 'red' | 'white';

/**
 * The jewel a card in row slot `slot` (0 = front) carries. Red sits over the front slot and white over
 * the second; once red runs out the white tokens lie over the front slot (RULINGS 002). The tokens stay
 * over their slot while a shipped card leaves it empty until the end-of-turn slide.
 */
export function jewelAt(s: Pick<State, 'red' | 'white'>, slot: number): Jewel | null {
  if (slot === 0) return s.red > 0 ? 'red' : s.white > 0 ? 'white' : null;
  if (slot === 1) return s.red > 0 && s.white > 0 ? 'white' : null;
  return null;
}

/** The shipper of the card in `slot` takes the jewel over it, if any, on a fresh copy the caller owns (changed in place). */
export function takeJewelInto(d: State, p: number, slot: number): void {
  const jewel = jewelAt(d, slot);
  if (jewel === null) return;
  const m = d.merchants[p];
  // A branch per colour rather than a computed key: V8 keeps the merchant's shape and the store inline.
  if (m !== undefined) {
    const taker = copyMerchant(m);
    if (jewel === 'red') taker.red += 1;
    else taker.white += 1;
    d.merchants = replaceAt(d.merchants, p, taker);
  }
  if (jewel === 'red') d.red -= 1;
  else d.white -= 1;
}
