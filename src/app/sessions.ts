// One session per game in this tab: opening a game that is still saving in the background reuses that
// session instead of starting a second writer beside it; a session ends only when no screen holds it and
// it owes nothing.
import type { GameSession } from './session';

/** The open sessions of this tab, by game id. */
export class Sessions {
  private open = new Map<string, { session: GameSession; holders: number }>();

  /** The game's live session, or a new one from `create` (which may fail: nothing is kept then). */
  async acquire(id: string, create: () => Promise<GameSession>): Promise<GameSession> {
    const live = this.open.get(id);
    if (live) {
      live.holders++;
      return live.session;
    }
    const session = await create();
    // Another screen may have opened the same game while this one was loading.
    const raced = this.open.get(id);
    if (raced) {
      session.close();
      raced.holders++;
      return raced.session;
    }
    this.open.set(id, { session, holders: 1 });
    return session;
  }

  /** A screen lets go of the session; the last one to let go ends it once its writes are done. */
  release(session: GameSession): void {
    const id = session.record.peek().id;
    const live = this.open.get(id);
    if (!live || live.session !== session) return;
    live.holders--;
    if (live.holders > 0) return;
    session.whenIdle(() => {
      if (live.holders > 0 || this.open.get(id) !== live) return;
      this.open.delete(id);
      session.close();
    });
  }

  /** The live session of a game, if any (for tests and diagnostics). */
  get(id: string): GameSession | undefined {
    return this.open.get(id)?.session;
  }
}
