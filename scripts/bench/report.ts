// The tap bench's figures: each game beside the floor, as a table, with the verdict against the budget.

import type { GameRun } from './games';
import { line, ms, type Stats, stats } from './stats';
import type { Measured } from './tapper';

/** The budget: tap → painted frame, 95th percentile, at the bench's slowdown. */
export const TARGET_MS = 50;
/** …and at most this many times the floor's 95th percentile on the same machine. */
export const TARGET_RATIO = 2;
/** The goal for what an entry costs the table in taps, acknowledgements included (issue 32). */
export const TAPS_PER_ENTRY = 1.5;

/** One bench's figures. */
export interface TapFigures {
  taps: number;
  painted: Stats;
  dom: Stats;
  frame: Stats;
  saved: Stats;
  /** Tap → the whole table painted (entries: the game's screen is drawn a frame after the answer line). */
  table: Stats;
  event: Stats;
  eventOver50: number;
}

const since = (taps: readonly Measured[], pick: (m: Measured) => number | null) =>
  taps.flatMap((m) => {
    const end = pick(m);
    return end === null || m.times.start === null ? [] : [end - m.times.start];
  });

/** The figures of a sample of taps. */
export function figures(taps: readonly Measured[]): TapFigures {
  return {
    taps: taps.length,
    painted: stats(since(taps, (m) => m.times.painted)),
    dom: stats(since(taps, (m) => m.times.dom)),
    frame: stats(since(taps, (m) => m.times.frame)),
    saved: stats(since(taps, (m) => m.times.savedPainted)),
    table: stats(since(taps, (m) => m.times.tablePainted)),
    event: stats(taps.map((m) => m.times.event)),
    eventOver50: taps.filter((m) => m.times.event > 50).length,
  };
}

/** Prints the floor, then each game with its ratio to the floor and its verdict; returns the figures. */
export function report(floor: readonly Measured[], games: readonly GameRun[], slowdown: number) {
  const base = figures(floor);
  console.log(
    `floor (a Preact page that changes one line of text per tap, ${base.taps} taps): tap -> painted ${line(since(floor, (m) => m.times.painted))}`,
  );
  const out: Record<string, TapFigures & { ratio: number; ok: boolean; perEntry: number; scrolls: number }> =
    {};
  const rows = [
    '| game | entries | taps | taps per entry (with acknowledgements) | scrolled to | painted median | painted p95 | p95 / floor | DOM updated p95 | whole table painted p95 | Event Timing > 50 ms | verdict |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const game of games) {
    const f = figures(game.taps);
    const ratio = f.painted.p95 / base.painted.p95;
    const ok = f.painted.p95 <= TARGET_MS && ratio <= TARGET_RATIO;
    // What a table pays for an entry: every tap, the acknowledgements of what the rules did included.
    const perEntry = (f.taps + game.acks) / game.entries;
    out[game.id] = { ...f, ratio, ok, perEntry, scrolls: game.scrolls };
    const verdict = ok
      ? 'ok'
      : `MISSED (${[f.painted.p95 > TARGET_MS ? `over ${TARGET_MS} ms` : '', ratio > TARGET_RATIO ? `over ${TARGET_RATIO}x the floor` : ''].filter(Boolean).join(', ')})`;
    rows.push(
      `| ${game.id} | ${game.entries} | ${f.taps} | ${perEntry.toFixed(2)} | ${game.scrolls} | ${ms(f.painted.median)} | ${ms(f.painted.p95)} | ${ratio.toFixed(2)} | ${ms(f.dom.p95)} | ${ms(f.table.p95)} | ${f.eventOver50} of ${f.taps} | ${verdict} |`,
    );
    console.log(
      `\n${game.id}: ${game.entries} entries by ${f.taps} taps and ${game.acks} acknowledgements: ${perEntry.toFixed(2)} taps per entry (goal <= ${TAPS_PER_ENTRY}); ${game.scrolls} controls scrolled to (CPU ${slowdown}x slower)`,
    );
    console.log(
      `  tap -> next frame painted (double rAF): ${line(since(game.taps, (m) => m.times.painted))}  ${verdict}`,
    );
    console.log(`  tap -> DOM updated: ${line(since(game.taps, (m) => m.times.dom))}`);
    console.log(
      `  tap -> start of the frame that draws it (rAF): ${line(since(game.taps, (m) => m.times.frame))}`,
    );
    console.log(
      `  tap -> whole table painted (entries only): ${line(since(game.taps, (m) => m.times.tablePainted))}`,
    );
    console.log(
      `  tap -> "saved" painted (entries only): ${line(since(game.taps, (m) => m.times.savedPainted))}`,
    );
    console.log(
      `  Event Timing (8 ms steps; 0 = under 16 ms): ${line(game.taps.map((m) => m.times.event))}, ${f.eventOver50} of ${f.taps} over 50 ms`,
    );
    const kinds = [...new Set(game.taps.map((m) => m.kind))];
    const byKind = kinds.map((kind) => {
      const taps = game.taps.filter((m) => m.kind === kind);
      const s = stats(since(taps, (m) => m.times.painted));
      const table = stats(since(taps, (m) => m.times.tablePainted));
      return `${kind} ${s.n}: p95 ${ms(s.p95)}${table.n > 0 ? ` (whole table ${ms(table.p95)})` : ''}`;
    });
    console.log(`  by kind of tap: ${byKind.join('; ')}`);
    const scrolled = [...game.scrolledAt].map(([where, n]) => `${where} ${n}`);
    if (scrolled.length) console.log(`  scrolled to, by kind and step: ${scrolled.join('; ')}`);
  }
  console.log(
    `\nTap -> painted frame, CPU ${slowdown}x slower; floor p95 ${ms(base.painted.p95)} (target: p95 <= ${TARGET_MS} ms and <= ${TARGET_RATIO}x the floor)`,
  );
  console.log(rows.join('\n'));
  return { floor: base, games: out };
}
