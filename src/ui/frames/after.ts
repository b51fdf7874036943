// Work that a tap needs done, but not before its frame is on the screen: the entry's write, the log below
// the fold. It waits for an idle moment long enough for it after that frame (the browser's own
// scheduling: requestIdleCallback), so that it delays no frame; it never waits longer than `LATEST_MS`.
import { drawsFrames } from './guard';

/** The latest such work starts, idle or not (a hidden page draws no frame and is never idle). */
const LATEST_MS = 150;
/** The idle time a piece of work asks for (a slow phone takes this long for a write or the log). */
const ENOUGH_MS = 8;

/**
 * Runs `then` once the frame that shows what just changed has been drawn and the page is idle, at once
 * where nothing draws frames (a hidden page, tests in Node). Without requestIdleCallback (Safari), just
 * after that frame.
 */
export function afterNextFrame(then: () => void): void {
  if (!drawsFrames()) {
    then();
    return;
  }
  let done = false;
  // A page put away (the phone locked, another app) may be ended without another task: the work goes now.
  // So too on a reload or close, at its first sign (beforeunload): by pagehide a write may not finish.
  const hidden = () => {
    if (document.hidden) once();
  };
  const once = () => {
    if (done) return;
    done = true;
    document.removeEventListener('visibilitychange', hidden);
    removeEventListener('pagehide', once);
    removeEventListener('beforeunload', once);
    then();
  };
  document.addEventListener('visibilitychange', hidden);
  addEventListener('pagehide', once);
  addEventListener('beforeunload', once);
  setTimeout(once, LATEST_MS);
  const idle = globalThis.requestIdleCallback;
  requestAnimationFrame(() => {
    // A frame's rendering runs in the task of its animation-frame callbacks: what is queued here runs after it.
    if (typeof idle !== 'function') {
      setTimeout(once, 0);
      return;
    }
    const wait = (deadline: IdleDeadline) => {
      if (deadline.didTimeout || deadline.timeRemaining() >= ENOUGH_MS) once();
      else if (!done) idle(wait);
    };
    idle(wait);
  });
}
