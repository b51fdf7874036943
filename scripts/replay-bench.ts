// Replay speed of the rules: every example record in docs/examples replayed for about a second each,
// reported as entries per second. Bundled for Node by scripts/bench.mjs (vite build --ssr).
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { MODULES } from '../src/engine/modules';
import type { GameRecord } from '../src/engine/record';
import { replayWith } from '../src/engine/replay';
import { raceGame } from '../src/engine/testing/race-game';

function measure(name: string, run: () => number): void {
  let entries = 0;
  let rounds = 0;
  for (let i = 0; i < 20; i++) run(); // warm up the JIT
  const start = performance.now();
  while (performance.now() - start < 1000) {
    entries += run();
    rounds++;
  }
  const seconds = (performance.now() - start) / 1000;
  const perSecond = Math.round(entries / seconds);
  console.log(
    `${name.padEnd(44)} ${perSecond.toLocaleString('en').padStart(12)} entries/s  (${rounds} replays)`,
  );
}

// Run from the repository root (npm run bench), wherever the bundle lands.
const dir = new URL('docs/examples/', `file://${process.cwd()}/`);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
for (const file of files) {
  const record = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as GameRecord;
  const module = MODULES[record.game];
  if (!module) continue;
  measure(`${record.game} example (${record.entries.length} entries)`, () => {
    const result = replayWith(module, record);
    if (!result.ok || result.rejected.length > 0) throw new Error(`${file} does not replay cleanly`);
    return result.applied.length;
  });
}

// The kernel alone: a 500-entry game of the test-only race game (+1 each turn, target 500).
const race: GameRecord = {
  format: 'choba-record',
  version: 1,
  id: 'bench',
  game: 'supermarket',
  rulesVersion: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  options: { first: 0, target: 500 },
  players: [
    { name: 'A', colour: 'a' },
    { name: 'B', colour: 'b' },
  ],
  entries: Array.from({ length: 500 }, () => ({
    kind: 'act' as const,
    action: { type: 'add', n: 1 },
    at: '2026-01-01T00:00:00.000Z',
  })),
};
measure('kernel only (500-entry test game)', () => {
  const result = replayWith(raceGame, race);
  if (!result.ok) throw new Error('race does not replay');
  return result.applied.length;
});
