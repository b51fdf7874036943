// Two builds of the app, tap bench against tap bench, alternated round by round (A B, then B A, ...), so that a
// machine that drifts through the morning weighs on both alike: whole runs one after the other once gave the
// same rendering code 30 % more CPU per entry an hour later (docs/performance.md, 2026-11-29).
//
//   BENCH_GAMES=gyosho,edo node scripts/bench/ab.mjs dist-a dist-b [rounds]
//
// Every other BENCH_* setting goes through to each run. Prints each run's floor, and for each game and build the
// p95 of tap -> answer painted and of tap -> whole table painted, run by run, then the median over the runs.
import { execFileSync } from 'node:child_process';

const [a, b, roundsArg] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: ab.mjs <dist-a> <dist-b> [rounds]');
const rounds = Number(roundsArg ?? 2);

/** One tap bench of `dist`: the report's machine-readable line. */
function bench(dist) {
  const out = execFileSync('node', ['scripts/bench.mjs', 'tap'], {
    env: { ...process.env, E2E_DIST: dist },
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = out.split('\n').find((l) => l.startsWith('BENCH_BROWSER '));
  if (!line) throw new Error(`no BENCH_BROWSER line from the run of ${dist}`);
  return JSON.parse(line.slice('BENCH_BROWSER '.length)).tap;
}

const runs = { [a]: [], [b]: [] };
for (let round = 0; round < rounds; round++) {
  for (const dist of round % 2 === 0 ? [a, b] : [b, a]) {
    const tap = bench(dist);
    runs[dist].push(tap);
    console.log(`round ${round + 1}, ${dist}: floor p95 ${tap.floor.painted.p95.toFixed(1)} ms`);
  }
}

const median = (xs) => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((x, y) => x - y);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const ms = (x) => (x === null || x === undefined ? '-' : x.toFixed(1));
const games = Object.keys(runs[a][0].games);
console.log('\n| game | build | answer p95, run by run (median) | whole table p95, run by run (median) |');
console.log('| --- | --- | --- | --- |');
for (const game of games) {
  for (const dist of [a, b]) {
    const answer = runs[dist].map((t) => t.games[game].painted.p95);
    const table = runs[dist].map((t) => t.games[game].table.p95);
    const cell = (xs) => `${xs.map(ms).join(' / ')} (${ms(median(xs.filter((x) => x !== null)))})`;
    console.log(`| ${game} | ${dist} | ${cell(answer)} | ${cell(table)} |`);
  }
}
