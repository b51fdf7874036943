// The finite stock (RULINGS 000): it pays in seat order from the active player until it is empty,
// and says who went short. Coins are never created.
import type { Msg } from '../../engine/types';
import type { EdoState } from './state';

/** What a payment from the stock leaves: everyone's coins, the stock, and notes for whoever went short. */
export interface Paid {
  coins: number[];
  stock: number;
  paid: number[];
  notes: Msg[];
}

/** Pays `owed[p]` to each player from the stock, in seat order from the active player, as far as it goes. */
export function payFromStock(
  state: Pick<EdoState, 'coins' | 'stock' | 'active' | 'players' | 'turn'>,
  owed: readonly number[],
  reason: string,
): Paid {
  const coins = state.coins.slice();
  const paid = owed.map(() => 0);
  const notes: Msg[] = [];
  let stock = state.stock;
  for (let k = 0; k < state.players; k++) {
    const p = (state.active + k) % state.players;
    const want = owed[p] ?? 0;
    if (want <= 0) continue;
    const give = Math.min(want, stock);
    stock -= give;
    coins[p] = (coins[p] ?? 0) + give;
    paid[p] = give;
    if (give < want) {
      notes.push({
        key: 'edo.note.short',
        params: { p: { p }, owed: want, paid: give, reason: { key: reason }, turn: state.turn },
      });
    }
  }
  return { coins, stock, paid, notes };
}
