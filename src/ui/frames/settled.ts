// Which deferred parts of a view still show an earlier state than the present, so that the view can say
// when every one of them shows it: the table's drawn mark (screens/Table.tsx), which the browser tests wait
// on instead of polling the strip, the secrets' panel and the log one by one.
import { createContext } from 'preact';
import { useContext, useEffect, useMemo, useRef } from 'preact/hooks';

/** The deferred parts of one view that are behind, and what to do each time none is any more. */
export class Settling {
  private behind = 0;
  private queued = false;

  constructor(private readonly settled: () => void) {}

  /** Counts one part as behind until the call it returns (called twice, it counts once). */
  hold(): () => void {
    this.behind += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.behind -= 1;
      this.check();
    };
  }

  /**
   * Calls `settled` if no part is behind once the work under way is done. One part catches up in the same
   * flush of effects in which the part drawn from it falls behind (the strip when the game's screen shows
   * the entry): the count read then, a microtask later, is not a zero between the two.
   */
  check(): void {
    if (this.behind > 0 || this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      if (this.behind === 0) this.settled();
    });
  }
}

/** The view whose deferred parts a `useLater` below it reports to; none outside such a view. */
export const SettlingContext = createContext<Settling | null>(null);

/** A view's `Settling`, calling the latest `settled` at mount and each time its last part caught up. */
export function useSettling(settled: () => void): Settling {
  const latest = useRef(settled);
  latest.current = settled;
  const settling = useMemo(() => new Settling(() => latest.current()), []);
  // At mount every part shows the present (the parts' own effects, which would hold, ran just before).
  useEffect(() => settling.check(), [settling]);
  return settling;
}

/**
 * Reports this part as behind, from the frame that showed the change until the frame that shows it here
 * (effects run once a frame is on the screen), to `own` or else to the view around it.
 */
export function useBehind(behind: boolean, own?: Settling): void {
  const around = useContext(SettlingContext);
  const settling = own ?? around;
  useEffect(() => (behind && settling ? settling.hold() : undefined), [behind, settling]);
}
