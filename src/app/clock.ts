// The app's own time line: never earlier than anything it has already stamped. A phone whose clock is
// set back must not make a new entry look older than the last one ("Continue" opens the game played last).

/** A clock that follows the wall clock but never goes back past a time it has seen or given. */
export class MonotonicClock {
  private last = 0;

  constructor(private readonly wall: () => number = () => Date.now()) {}

  /** Notes a time already stamped (a saved game's last change), so that what comes after is later. */
  observe(iso: string): void {
    const t = Date.parse(iso);
    if (Number.isFinite(t) && t > this.last) this.last = t;
  }

  /** Now, or 1 ms after the latest time seen if the wall clock is behind it. */
  now(): Date {
    this.last = Math.max(this.wall(), this.last + 1);
    return new Date(this.last);
  }
}
