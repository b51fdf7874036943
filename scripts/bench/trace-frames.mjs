// Where each entry's wait for the whole table goes, from a tap bench's Chromium trace (BENCH_TRACE=<folder> on
// an unminified build): each `bench-table` measure (tap to the frame that shows the entry on the game's
// screen) cut into its phases on the page's main thread, with the median and p90 of each over the entries.
//
//   node scripts/bench/trace-frames.mjs <trace.json>
//
// Phases: the tap's own task (before the answer's frame), the answer's frame, the gap to the table's frame
// (and how much of it the thread was busy), the table's frame (its script: animation-frame callbacks and the
// renders they set off; its rendering: style, layout, pre-paint, paint, layerize, commit), and what the
// measure's closing timeout waited for after that frame (other tasks that ran first: not the table's).
import { mainThread, measures, readTrace } from './trace-read.mjs';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: trace-frames.mjs <trace.json>');
const events = readTrace(file);
const { pid, tid } = mainThread(events);
const windows = measures(events, 'bench-table');
if (windows.length === 0) throw new Error('no bench-table measures in the trace');

const mine = events
  .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.dur !== undefined)
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
// The thread's tasks: its outermost events.
const tasks = [];
let end = -1;
for (const e of mine) {
  if (e.ts >= end) {
    tasks.push(e);
    end = e.ts + e.dur;
  }
}
/** Time (µs) by event name inside a task, nested events included. */
function inside(task) {
  const by = {};
  for (const e of mine) {
    if (e.ts < task.ts || e === task) continue;
    if (e.ts > task.ts + task.dur) break;
    by[e.name] = (by[e.name] ?? 0) + e.dur;
  }
  return by;
}
const RENDERING = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];
const sum = (list) => list.reduce((s, t) => s + t.dur, 0);

const rows = [];
let first = 0;
for (const [a, b] of windows) {
  while (first < tasks.length && tasks[first].ts + tasks[first].dur < a) first++;
  const own = [];
  for (let i = first; i < tasks.length && tasks[i].ts <= b; i++) own.push(tasks[i]);
  const by = new Map(own.map((t) => [t, inside(t)]));
  // A frame's task paints or commits; the answer's is the first, the table's the one with most script after it.
  const frames = own.filter((t) => (by.get(t).Paint ?? 0) + (by.get(t).Commit ?? 0) > 0);
  if (frames.length < 2) continue;
  const answer = frames[0];
  const table = frames
    .slice(1)
    .sort((x, y) => (by.get(y).FireAnimationFrame ?? 0) - (by.get(x).FireAnimationFrame ?? 0))[0];
  const t = by.get(table);
  const ms = (us) => us / 1000;
  rows.push({
    'tap task': ms(answer.ts - a),
    'answer frame': ms(answer.dur),
    gap: ms(table.ts - answer.ts - answer.dur),
    'gap busy': ms(sum(own.filter((x) => x.ts > answer.ts && x.ts < table.ts))),
    'table frame': ms(table.dur),
    '  script': ms(t.FireAnimationFrame ?? 0),
    '  rendering': ms(RENDERING.reduce((s, n) => s + (t[n] ?? 0), 0)),
    'after it': ms(b - table.ts - table.dur),
    total: ms(b - a),
  });
}
const at = (xs, p) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
console.log(`${rows.length} of ${windows.length} entries with an answer's frame and a table's frame`);
console.log('                 median      p90  (ms)');
for (const key of Object.keys(rows[0] ?? {})) {
  const xs = rows.map((r) => r[key]);
  console.log(`${key.padEnd(14)}${at(xs, 0.5).toFixed(1).padStart(9)}${at(xs, 0.9).toFixed(1).padStart(9)}`);
}
