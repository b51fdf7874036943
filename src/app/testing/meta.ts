// A saved game's summary as the home list holds it, for tests of what reads the list (the booth tally).
import type { GameMeta } from '../../store/schema';

/** A katame game's summary, last saved at `updatedAt`, with `winners` named once finished. */
export function meta(
  id: string,
  status: 'playing' | 'finished',
  updatedAt: string,
  deletedAt: string | null = null,
  winners: string[] = [],
): GameMeta {
  return {
    id,
    game: 'katame',
    rulesVersion: 1,
    createdAt: updatedAt,
    updatedAt,
    options: { first: 0 },
    players: winners.map((name) => ({ name, colour: 'blue' })),
    entryCount: 3,
    status,
    winners,
    deletedAt,
  };
}
