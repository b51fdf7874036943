// What the trace tools share: reading a tap bench's Chromium trace, its measures and the page's main thread.
import { readFileSync } from 'node:fs';

/** The trace's events (a trace file is either their array or an object holding them). */
export function readTrace(file) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(raw) ? raw : raw.traceEvents;
}

/** Each User Timing measure named `name`, as [begin, end] on the trace's clock (µs), in order. */
export function measures(events, name) {
  const windows = [];
  const open = new Map();
  for (const e of events.filter((x) => x.name === name).sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'b') open.set(e.id ?? e.id2?.local, e.ts);
    else if (e.ph === 'e') {
      const start = open.get(e.id ?? e.id2?.local);
      if (start !== undefined) windows.push([start, e.ts]);
    }
  }
  return windows;
}

/** The page's main thread, { pid, tid }: the renderer main thread with the most work on it. */
export function mainThread(events) {
  const names = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  const busy = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && names.get(key) === 'CrRendererMain')
      busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const [pid, tid] = main.split(':').map(Number);
  return { pid, tid, name: main };
}
