// `npm run bench`: bundle sizes against their budgets, then replay speed in Node.
import { execFileSync } from 'node:child_process';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
console.log('# Bundle sizes (gzip) — from dist/, built by `npm run build`');
run('node', ['scripts/budget.mjs']);
console.log('\n# Replay speed (Node', process.version, ')');
run('node_modules/.bin/vite', ['build', '--config', 'scripts/bench.vite.config.mjs']);
run('node', ['node_modules/.bench/replay-bench.js']);
