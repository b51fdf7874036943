// One session per game in this tab: opening a game that is still saving in the background reuses that
// session instead of starting a second writer beside it. What a session owes belongs to it, not to a
// screen: it ends, and lets go of the game's one-writer claim, only when no screen holds it and it owes
// nothing; until then the page asks before it is left and an update waits (see `owing`, `flushed`).
import { signal } from '@preact/signals';
import type { GameSession } from './session';

/** A live session, the screens holding it, and the game's one-writer claim while this tab has it. */
interface Live {
  session: GameSession;
  holders: number;
  release?: () => void;
  /** The claim being made: a screen back on the game meanwhile waits for it rather than ask again. */
  claiming?: Promise<boolean>;
}

/** The open sessions of this tab, by game id. */
export class Sessions {
  private open = new Map<string, Live>();
  /** Every live session (held by a screen, or still owing writes), for home's and the shell's notices. */
  readonly live = signal<readonly GameSession[]>([]);

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
    this.live.value = [...this.live.peek(), session];
    return session;
  }

  /**
   * Claims the game for this session's writes (`claim` returns the claim's release, or null when another
   * tab has it). A session that has the claim keeps it, across screens, until it ends.
   */
  async claim(session: GameSession, claim: () => Promise<(() => void) | null>): Promise<boolean> {
    const live = this.open.get(session.record.peek().id);
    if (!live || live.session !== session) return false;
    if (live.release) return true;
    // A second ask while the first waits would be refused (a Web Lock already requested is not available).
    live.claiming ??= (async () => {
      const release = await claim();
      if (!release) return false;
      // Ended while the claim was being made: let it go at once.
      if (this.open.get(session.record.peek().id) !== live) {
        release();
        return false;
      }
      live.release = release;
      return true;
    })().finally(() => {
      live.claiming = undefined;
    });
    return live.claiming;
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
      this.live.value = this.live.peek().filter((s) => s !== session);
      session.close();
      live.release?.();
    });
  }

  /** The sessions with entries only in memory (read in a render, it follows their saving). */
  owing(): GameSession[] {
    return this.live.value.filter((s) => s.pending.value > 0);
  }

  /** True once every live session has written all it owes (false while one cannot). */
  async flushed(): Promise<boolean> {
    const done = await Promise.all(this.live.peek().map((s) => s.flushed()));
    return done.every(Boolean);
  }

  /** The live session of a game, if any (for tests and diagnostics). */
  get(id: string): GameSession | undefined {
    return this.open.get(id)?.session;
  }
}
