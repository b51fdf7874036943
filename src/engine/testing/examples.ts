// Every game's example record (docs/examples/<id>.json, docs/record-format.md), for tests and tools: one per
// id of the list (GAME_IDS in ../types.ts), so a game without its example is a compile error here.
import edo from '../../../docs/examples/edo.json';
import gyosho from '../../../docs/examples/gyosho.json';
import katame from '../../../docs/examples/katame.json';
import mercator from '../../../docs/examples/mercator.json';
import supermarket from '../../../docs/examples/supermarket.json';
import type { GameRecord } from '../record';
import type { GameId } from '../types';

const FILES: Record<GameId, unknown> = { edo, katame, gyosho, mercator, supermarket };

/** The example records by game id, as read from the files (shared: do not change them; see `example`). */
export const EXAMPLES = FILES as Record<GameId, GameRecord>;

/** A game's example record, a copy of its own for a test to change. */
export function example(game: GameId): GameRecord {
  return JSON.parse(JSON.stringify(EXAMPLES[game])) as GameRecord;
}
