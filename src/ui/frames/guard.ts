// The one guard of the frame kit: whether this page draws frames now. Everything put off until after a frame
// asks it, because a frame that never comes would hold that work for ever (a hidden page, tests in Node).

/**
 * True when the page draws frames now: a browser page that is shown. False in Node (tests, tools) and on a
 * hidden page, where requestAnimationFrame does not fire: there, work put off to a frame runs at once.
 */
export function drawsFrames(): boolean {
  return typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && !document.hidden;
}
