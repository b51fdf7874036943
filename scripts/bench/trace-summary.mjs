// Where a tap bench's time went, from a Chromium trace (BENCH_TRACE=<folder> on an unminified build):
// within the measured taps only (the `bench-tap` User Timing measures, from pointerdown to the painted
// frame), the page's main thread by kind of work (script, style, layout, paint...), self time per tap;
// then the JavaScript functions by self and inclusive time from the sampling profiler in the same trace.
//
//   node scripts/bench/trace-summary.mjs <trace.json> [top]
//   TRACE_MEASURE=bench-table node scripts/bench/trace-summary.mjs …   tap to the whole table painted instead
import { mainThread, measures, readTrace } from './trace-read.mjs';

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: trace-summary.mjs <trace.json> [top]');
const top = Number(topArg ?? 30);
const events = readTrace(file);

// The measured taps: each `bench-tap` measure's begin and end (trace clock, µs).
const windows = measures(events, process.env.TRACE_MEASURE ?? 'bench-tap');
const taps = Math.max(1, windows.length);
const inTap = (ts) => windows.length === 0 || windows.some(([a, b]) => ts >= a && ts <= b);
console.log(
  `${windows.length} measured taps in the trace${windows.length === 0 ? ' (none marked: all of it)' : ''}`,
);

const { pid, tid, name: main } = mainThread(events);

// Self time by event name: each complete event minus the events nested directly inside it.
const mine = events
  .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.dur !== undefined && inTap(e.ts))
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
// Self time as the wall clock saw it (what the tap waited for) and as the thread's CPU time (tdur: what
// the work itself cost, whatever else the machine was doing; the CPU slowdown is not in it).
const self = new Map();
const cpu = new Map();
let cpuTotal = 0;
const stack = [];
for (const e of mine) {
  while (stack.length > 0 && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
  const parent = stack.at(-1);
  if (parent) {
    self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur);
    cpu.set(parent.name, (cpu.get(parent.name) ?? 0) - (e.tdur ?? 0));
  } else cpuTotal += e.tdur ?? 0;
  self.set(e.name, (self.get(e.name) ?? 0) + e.dur);
  cpu.set(e.name, (cpu.get(e.name) ?? 0) + (e.tdur ?? 0));
  stack.push(e);
}
const ms = (us) => (us / 1000 / taps).toFixed(2).padStart(9);
console.log(`main thread ${main}: per tap (${taps} taps), CPU time ${ms(cpuTotal).trim()} ms in all`);
console.log('  wall ms   CPU ms  self time of');
for (const [name, us] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  if (us > 0) console.log(`${ms(us)}${ms(cpu.get(name) ?? 0)}  ${name}`);
}

// The sampling profiler: the main thread's profile (its start), then its chunks of samples and time deltas.
const nodes = new Map();
const samples = [];
const deltas = [];
const times = [];
let clock = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)?.args?.data?.startTime;
for (const e of events) {
  if (e.name !== 'ProfileChunk' || e.pid !== pid || clock === undefined) continue;
  const data = e.args?.data;
  for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  const ids = data?.cpuProfile?.samples ?? [];
  const dts = data?.timeDeltas ?? [];
  for (const [i, id] of ids.entries()) {
    clock += dts[i] ?? 0;
    samples.push(id);
    deltas.push(dts[i + 1] ?? 0);
    times.push(clock);
  }
}
if (samples.length === 0) process.exit(0);
const label = (n) => {
  const f = n.callFrame;
  const where = f.url ? `${f.url.split('/').pop()}:${f.lineNumber + 1}` : '';
  return `${f.functionName || '(anonymous)'} ${where}`.trim();
};
const selfFn = new Map();
const totalFn = new Map();
for (const [i, id] of samples.entries()) {
  if (!inTap(times[i])) continue;
  const dt = deltas[i] ?? 0;
  let node = nodes.get(id);
  if (!node) continue;
  const l = label(node);
  selfFn.set(l, (selfFn.get(l) ?? 0) + dt);
  const seen = new Set();
  while (node) {
    const name = label(node);
    if (!seen.has(name)) {
      seen.add(name);
      totalFn.set(name, (totalFn.get(name) ?? 0) + dt);
    }
    node = node.parent !== undefined ? nodes.get(node.parent) : undefined;
  }
}
const idle = new Set(['(idle)', '(program)', '(root)', '(garbage collector)']);
console.log('\nJavaScript, self time per tap (ms)');
for (const [name, us] of [...selfFn.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  if (!idle.has(name)) console.log(`${ms(us)}  ${name}`);
}
console.log('\nJavaScript, inclusive time per tap (ms)');
for (const [name, us] of [...totalFn.entries()].sort((a, b) => b[1] - a[1]).slice(0, top * 2)) {
  if (!idle.has(name.split(' ')[0] ?? '')) console.log(`${ms(us)}  ${name}`);
}
