// The benchmarks that need a real browser, in Debian's headless Chromium (flags as in e2e/browser.ts):
//   store  IndexedDB through the app's GameStore (scripts/bench/store.ts; the page at BENCH_STORE_URL);
//   tap    every game's entries tapped through its screens in the built app (at BENCH_APP_URL) with the
//          CPU slowed down 4x, beside a floor page (BENCH_FLOOR_URL): scripts/bench/taps.ts.
// Bundled for Node by scripts/bench.mjs, which serves the pages and runs this with `store` and/or `tap`.
import { storeBench } from './bench/store';
import { tapBench } from './bench/taps';

const parts = process.argv.slice(2);
const out: Record<string, unknown> = {};
const need = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
if (parts.includes('store')) {
  const url = need('BENCH_STORE_URL');
  console.log(`\n# Store in headless Chromium (${url})`);
  out.store = await storeBench(url);
}
if (parts.includes('tap')) {
  const url = need('BENCH_APP_URL');
  console.log(`\n# Tap to screen in the built app (${url}), every game, beside the floor page`);
  out.tap = await tapBench(url, need('BENCH_FLOOR_URL'));
}
console.log(`BENCH_BROWSER ${JSON.stringify(out)}`);
