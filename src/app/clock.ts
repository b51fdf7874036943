// The app's own time line: never earlier than anything it has already stamped. A phone whose clock is
// set back must not make a new entry look older than the last one ("Continue" opens the game played last).

/**
 * How far ahead of the wall clock a time seen may be and still be followed: a phone whose clock was set
 * back (a day at most, a time zone mistaken) keeps its order; a time from an imported file in the year
 * 9999 is nobody's clock and would stamp every later entry of every game after it.
 */
export const MAX_AHEAD_MS = 24 * 60 * 60 * 1000;

/** A clock that follows the wall clock but never goes back past a time it has seen or given. */
export class MonotonicClock {
  private last = 0;

  constructor(private readonly wall: () => number = () => Date.now()) {}

  /** Notes a time already stamped (a saved game's last change), so that what comes after is later. */
  observe(iso: string): void {
    const t = Date.parse(iso);
    if (!Number.isFinite(t) || t > this.wall() + MAX_AHEAD_MS) return;
    if (t > this.last) this.last = t;
  }

  /** Now, or 1 ms after the latest time seen if the wall clock is behind it. */
  now(): Date {
    this.last = Math.max(this.wall(), this.last + 1);
    return new Date(this.last);
  }
}
