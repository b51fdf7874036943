// What a phone hands over: the game as saved once every write is done; while saving fails, the game in
// memory, with the entries only it holds (a phone whose disk is full is the one likeliest to hand it on).
import type { GameRecord } from '../../engine/record';
import type { Library } from '../library';

/** The game to hand over and whether it is still in play, or null when it is not on this phone. */
export async function gameToHand(
  library: Pick<Library, 'sessions' | 'store' | 'load'>,
  id: string,
): Promise<{ record: GameRecord; playing: boolean } | null> {
  const live = library.sessions.get(id);
  await live?.flushed();
  const meta = await (await library.store).meta(id);
  if (!meta || meta.deletedAt !== null) return null;
  // A copy another tab moved on is not handed over from here: the saved one is newer.
  if (live && live.pending.peek() > 0 && !live.forked.peek())
    return { record: live.record.peek(), playing: !live.view.peek().over };
  const record = await library.load(id);
  return record ? { record, playing: meta.status === 'playing' } : null;
}
