// Updating a game here from a newer copy of it (a hand-back, or the rescue file written before an update),
// once the player taps "Update": never under a session writing the game, in this tab or another. A game open
// here is refused rather than changed under its screen (the session holds its entries in memory and would
// take the update for another tab's fork): the offer stays, and says to leave the game first.
import type { GameStore } from '../../store/games';
import { applyOffer, type Offer } from '../../store/handback';
import type { Sessions } from '../sessions';
import { holdGame } from '../tab-lock';

/** What a tap on "Update" did: updated, refused while the game is open, or the copy here moved on meanwhile. */
export type UpdateResult = 'updated' | 'open' | 'moved';

/** Appends what this phone's copy lacks, holding the game's one-writer claim while it writes. */
export async function updateGame(
  store: GameStore,
  sessions: Sessions,
  offer: Offer,
  hold: typeof holdGame = holdGame,
): Promise<UpdateResult> {
  const id = offer.record.id;
  // A session of this tab (its screen open, or still owing writes): the claim across tabs would not see it.
  if (sessions.get(id)) return 'open';
  const release = await hold(id, () => undefined);
  if (!release) return 'open';
  try {
    return (await applyOffer(store, offer)) ? 'updated' : 'moved';
  } finally {
    release();
  }
}
