// Figures of a sample of timings: median, 95th percentile and extremes, and how they are printed.

/** Median, 95th percentile and extremes of a sample (nearest-rank percentiles). */
export interface Stats {
  n: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

/** The figures of a sample. */
export function stats(values: readonly number[]): Stats {
  const xs = [...values].sort((a, b) => a - b);
  const at = (q: number) => xs[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)] ?? Number.NaN;
  return { n: xs.length, median: at(0.5), p95: at(0.95), min: xs[0] ?? Number.NaN, max: at(1) };
}

/** A duration in ms, two decimals under 10 ms. */
export const ms = (n: number): string => `${n.toFixed(n < 10 ? 2 : 1)} ms`;

/** A sample on one line. */
export function line(values: readonly number[]): string {
  const s = stats(values);
  return `median ${ms(s.median)}, p95 ${ms(s.p95)} (min ${ms(s.min)}, max ${ms(s.max)}, n = ${s.n})`;
}
