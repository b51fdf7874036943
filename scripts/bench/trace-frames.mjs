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
// Then each phase's thread time by kind of work (self time, mean per entry: the rows add up to the phase).
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
/** Self time (µs) by event name inside a task: each event less the events directly inside it. */
function selfTimes(task) {
  const by = {};
  const stack = [];
  for (const e of mine) {
    if (e.ts < task.ts) continue;
    if (e.ts > task.ts + task.dur) break;
    while (stack.length > 0 && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) by[parent.name] = (by[parent.name] ?? 0) - e.dur;
    by[e.name] = (by[e.name] ?? 0) + e.dur;
    stack.push(e);
  }
  return by;
}
const RENDERING = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];
/** The second table's kinds of work, by the trace's event names (script: JavaScript and the events' dispatch to it). */
const KINDS = {
  script: [
    'FunctionCall',
    'RunMicrotasks',
    'EventDispatch',
    'FireAnimationFrame',
    'TimerFire',
    'FireIdleCallback',
  ],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  'pre-paint': ['PrePaint'],
  paint: ['Paint'],
  layerize: ['Layerize'],
  commit: ['Commit'],
  'hit test': ['HitTest'],
};
const kindOf = (name) => Object.keys(KINDS).find((k) => KINDS[k].includes(name)) ?? 'other';
const PHASES = ['tap task', 'answer frame', 'gap', 'table frame', 'after it'];
/** Per phase and kind, the self time (µs) summed over the entries. */
const byKind = Object.fromEntries(PHASES.map((p) => [p, {}]));
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
  for (const task of own) {
    const phase =
      task === answer
        ? 'answer frame'
        : task === table
          ? 'table frame'
          : task.ts < answer.ts
            ? 'tap task'
            : task.ts < table.ts
              ? 'gap'
              : 'after it';
    for (const [name, us] of Object.entries(selfTimes(task))) {
      const kind = kindOf(name);
      byKind[phase][kind] = (byKind[phase][kind] ?? 0) + us;
    }
  }
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
console.log('\nthread time by kind, mean ms per entry');
console.log(`${''.padEnd(10)}${PHASES.map((p) => p.padStart(13)).join('')}`);
for (const kind of [...Object.keys(KINDS), 'other']) {
  const cells = PHASES.map((p) => ((byKind[p][kind] ?? 0) / 1000 / rows.length).toFixed(1).padStart(13));
  console.log(`${kind.padEnd(10)}${cells.join('')}`);
}
