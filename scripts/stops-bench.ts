// Stops of play per game, over each example record in docs/examples: how many entries stood the control
// aside for "Done on the board" before issue 31 (every entry whose rules said something: `announce`), and
// how many do now (only an entry whose rules moved something on the board by themselves: `movedByRules`).
// Counts, not timings. Bundled for Node by scripts/bench.mjs (vite build --ssr).
import { readdirSync, readFileSync } from 'node:fs';
import { movedByRules } from '../src/engine/board';
import type { GameRecord } from '../src/engine/record';
import { replayWith } from '../src/engine/replay';
import type { GameId } from '../src/engine/types';
import { MODULES } from '../src/games/all';

const dir = 'docs/examples';
const rows: string[] = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const record = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as GameRecord;
  const module = MODULES[record.game as GameId];
  if (!module) continue;
  const steps: [unknown, unknown][] = [];
  const result = replayWith(module, record, (slot, before) => steps.push([before, slot.action]));
  if (!result.ok) throw new Error(`${file}: ${result.violation.code}`);
  let said = 0;
  let moved = 0;
  for (let i = 0; i < steps.length; i++) {
    const [before, action] = steps[i] as [unknown, unknown];
    const after = i + 1 < steps.length ? (steps[i + 1] as [unknown, unknown])[0] : result.state;
    if ((module.words.announce?.(before, after, action) ?? []).length > 0) said++;
    const board = module.board;
    if (board && movedByRules(board, before, action, after).length > 0) moved++;
  }
  rows.push(`| ${record.game} | ${steps.length} | ${said} | ${moved} |`);
}
console.log('| game | entries | stops before (announced) | stops now (the rules moved something) |');
console.log('| --- | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
