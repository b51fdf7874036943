// The one guard of the frame kit: whether this page draws frames now. Everything put off to a frame asks it,
// because a frame that never comes would hold that work for ever (a hidden page, tests in Node).

/**
 * True when the page draws frames now: a browser page that is shown. False in Node (tests, tools) and on a
 * hidden page, where requestAnimationFrame does not fire: there, work put off to a frame runs at once.
 */
export function drawsFrames(): boolean {
  return typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && !document.hidden;
}

/** Calls `then` at the next frame, at once where no frame is drawn (`drawsFrames`); returns its cancel. */
export function nextFrame(then: () => void): () => void {
  if (!drawsFrames()) {
    then();
    return () => undefined;
  }
  const id = requestAnimationFrame(then);
  return () => cancelAnimationFrame(id);
}
