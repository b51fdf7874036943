// The timing script a tap bench installs in the page before the page's own scripts: it timestamps each
// armed tap from its pointerdown to the painted frame, and (for a tap that makes an entry) to "saved".

/** One tap as the page saw it (performance.now() times, ms). */
export interface TapTimes {
  /** The pointerdown's timestamp. */
  start: number | null;
  /** The first DOM change after it. */
  dom: number | null;
  /** The animation frame that follows the change (its rendering starts then). */
  frame: number | null;
  /** The frame after that (double requestAnimationFrame): the change was on screen by then. */
  painted: number | null;
  /** The screen says "saved" again (the IndexedDB transaction completed), and the frame after. */
  saved: number | null;
  savedPainted: number | null;
  /**
   * An entry: the table drew it (its frame's data-entries changed: the game's screen follows the answer line
   * a frame later), and the frame after. The answer is on screen at `painted`, the whole table at this one.
   */
  table: number | null;
  tablePainted: number | null;
  /** The longest Event Timing duration of the tap's events (0: all under the API's 16 ms threshold). */
  event: number;
}

declare global {
  interface Window {
    __tap: TapTimes;
    /** Arms the next tap; `save`: it makes an entry, so the measurement also waits for "saved". */
    __arm: (save: boolean) => Promise<void>;
    __armed: Promise<void>;
    /** Nodes added or removed during the measured taps, by where (BENCH_MUTATIONS: what a tap rebuilds). */
    __rebuilt: Record<string, number>;
  }
}

/**
 * Installed with `addInitScript` (serialised: it may use nothing from outside its body). Each measured
 * tap is also a `bench-tap` User Timing measure, so that a trace can be cut down to the taps.
 */
export function collector(tally: boolean): void {
  const empty = (): TapTimes => ({
    start: null,
    dom: null,
    frame: null,
    painted: null,
    saved: null,
    savedPainted: null,
    table: null,
    tablePainted: null,
    event: 0,
  });
  let tap = empty();
  let armed = false;
  let save = false;
  let done: () => void = () => undefined;
  /** The tap whose entry the table drew in the tap's own frame. */
  let tableWithAnswer: TapTimes | null = null;
  const finish = (current: TapTimes) => {
    if (current !== tap || current.painted === null) return;
    if (save && (current.savedPainted === null || current.tablePainted === null)) return;
    armed = false;
    if (current.start !== null) {
      performance.measure('bench-tap', { start: current.start, end: current.painted });
      // The entry's whole table too, for a trace of what the table's own frame costs (trace-summary.mjs).
      if (current.tablePainted !== null)
        performance.measure('bench-table', { start: current.start, end: current.tablePainted });
    }
    done();
  };
  window.__arm = (entry) => {
    tap = empty();
    window.__tap = tap;
    armed = true;
    save = entry;
    return new Promise<void>((resolve) => {
      done = resolve;
      const mine = tap;
      setTimeout(() => {
        if (tap !== mine) return; // a later tap is being measured
        armed = false;
        resolve();
      }, 5000);
    });
  };
  window.__tap = tap;
  addEventListener(
    'pointerdown',
    (event) => {
      if (armed && tap.start === null) tap.start = event.timeStamp;
    },
    true,
  );
  const savedNow = () =>
    document.querySelector('.save-status')?.getAttribute('data-saved') === 'yes' &&
    document.querySelector('.log .unsaved') === null;
  window.__rebuilt = {};
  /** Where a change happened, as a selector of its element's nearest classed ancestor and that one's parent. */
  const where = (node: Node) => {
    const el = node instanceof Element ? node : node.parentElement;
    const named = el?.closest('[class]');
    const up = named?.parentElement?.closest('[class]');
    const name = (e: Element | null | undefined) =>
      e ? `${e.tagName.toLowerCase()}.${e.classList[0]}` : '-';
    return `${name(up)} > ${name(named)}`;
  };
  const size = (node: Node) => (node instanceof Element ? node.getElementsByTagName('*').length + 1 : 1);
  new MutationObserver((records) => {
    const current = tap;
    if (!armed || current.start === null) return;
    for (const r of tally ? records : []) {
      let n = 0;
      for (const node of r.addedNodes) n += size(node);
      for (const node of r.removedNodes) n += size(node);
      if (n > 0) window.__rebuilt[where(r.target)] = (window.__rebuilt[where(r.target)] ?? 0) + n;
    }
    const now = performance.now();
    const first = current.dom === null;
    if (first) {
      current.dom = now;
      requestAnimationFrame(() => {
        current.frame = performance.now();
        requestAnimationFrame(() => {
          current.painted = performance.now();
          if (tableWithAnswer === current) current.tablePainted = current.painted;
          finish(current);
        });
      });
    }
    const drawn = records.some((r) => r.attributeName === 'data-entries');
    if (save && current.table === null && drawn) {
      current.table = now;
      if (first) {
        // Drawn with the answer, in the tap's own frame: painted with it.
        tableWithAnswer = current;
      } else {
        // Drawn later, in an animation-frame callback (ui/frames/later.ts): that frame is rendered in the
        // same task, so a task queued now runs once it is.
        setTimeout(() => {
          current.tablePainted = performance.now();
          finish(current);
        });
      }
    }
    // Saved: the indicator says so and no log line is marked unsaved (the new entry's line was, until then).
    if (save && current.saved === null && savedNow()) {
      current.saved = now;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          current.savedPainted = performance.now();
          finish(current);
        }),
      );
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  new PerformanceObserver((list) => {
    // interactionId is in Chromium but not yet in TypeScript's DOM library.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
      if (tap.start !== null && entry.interactionId > 0 && entry.startTime >= tap.start - 1) {
        tap.event = Math.max(tap.event, entry.duration);
      }
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
}
