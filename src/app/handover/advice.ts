// What the receiving screen tells the user while codes do not read, from where the decoder saw the code in
// the camera image: its size (camera pixels a module), whether it runs off the frame, how uneven its sides
// are (the phones not parallel), and whether part of it is washed out by a reflected light. Pure: the
// screen hands in what each frame showed, this says what to do, or nothing while codes keep coming in.

/** A point in camera pixels. */
export interface Point {
  x: number;
  y: number;
}
/** A code's corners in camera pixels, in order around it (top-left, top-right, bottom-right, bottom-left). */
export type Quad = [Point, Point, Point, Point];

/** A frame's pixels (RGBA, as ImageData holds them). */
export interface Luma {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** What to do, as a key of the hand-over strings (`handover.aim.<advice>`). */
export type Advice = 'find' | 'closer' | 'farther' | 'flatter' | 'glare';

/** One frame as the adviser keeps it. */
export interface Look {
  /** When it was read (ms, any clock the caller keeps). */
  at: number;
  width: number;
  height: number;
  /** The codes seen, found or read, with their corners. */
  quads: { corners: Quad; modules?: number }[];
  glare: boolean;
}

/** Looks older than this say nothing about the phone's pose now. */
export const WINDOW_MS = 2000;
/** Advice is given only when no new code has come in for this long: while codes come in, the pose works. */
export const STALL_MS = 1500;
/** Below this many camera pixels a module, a blurred or tilted code stops reading (docs/performance.md). */
export const MIN_PX_PER_MODULE = 3.5;
/** A square code whose sides differ by more than this is seen at a slant of about 22° or more. */
const MAX_SLANT = 1.08;
/** Chōba's codes are at most version 15: 77 modules across. */
const MODULES = 77;

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** The advice for the frames seen lately; null while codes come in, or when nothing is wrong that shows. */
export function advise(looks: readonly Look[], now: number, lastCodeAt: number): Advice | null {
  if (now - lastCodeAt < STALL_MS) return null;
  const recent = looks.filter((look) => now - look.at <= WINDOW_MS);
  if (recent.length === 0) return null;
  const seen = recent.filter((look) => look.quads.length > 0);
  const last = seen.at(-1);
  if (!last) return now - (recent[0]?.at ?? now) >= STALL_MS ? 'find' : null;
  const quad = last.quads.reduce((a, b) => (span(b.corners) > span(a.corners) ? b : a));
  const [tl, tr, br, bl] = quad.corners;
  const edge = Math.min(last.width, last.height) * 0.01;
  const cut = quad.corners.some(
    (p) => p.x < edge || p.y < edge || p.x > last.width - edge || p.y > last.height - edge,
  );
  if (cut || span(quad.corners) > 0.8 * Math.min(last.width, last.height)) return 'farther';
  if (span(quad.corners) / (quad.modules ?? MODULES) < MIN_PX_PER_MODULE) return 'closer';
  if (recent.some((look) => look.glare)) return 'glare';
  const [top, bottom, left, right] = [dist(tl, tr), dist(bl, br), dist(tl, bl), dist(tr, br)];
  const ratio = (a: number, b: number) => Math.max(a, b) / Math.max(1, Math.min(a, b));
  const slant = Math.max(ratio(top, bottom), ratio(left, right), ratio(top + bottom, left + right));
  return slant > MAX_SLANT ? 'flatter' : null;
}

/** A code's size in camera pixels: the mean length of its four sides. */
export function span(corners: Quad): number {
  const [a, b, c, d] = corners;
  return (dist(a, b) + dist(b, c) + dist(c, d) + dist(d, a)) / 4;
}

/**
 * True when part of a code found but not read is washed out: one of its 3 × 3 cells has lost most of the
 * contrast the others keep, and is brighter than them. Every cell of a code holds dark and light modules,
 * so a blur or a dim room lowers all cells alike; a reflected light flattens only where it falls.
 */
export function washedOut(image: Luma, corners: Quad): boolean {
  const cells: { contrast: number; mean: number }[] = [];
  const [tl, tr, br, bl] = corners;
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 3; col++) {
      const values: number[] = [];
      for (let v = 0; v < 8; v++)
        for (let u = 0; u < 8; u++) {
          // Bilinear inside the quad: (s, t) in [0, 1] across and down the code.
          const s = (col + (u + 0.5) / 8) / 3;
          const t = (row + (v + 0.5) / 8) / 3;
          const x = (1 - t) * ((1 - s) * tl.x + s * tr.x) + t * ((1 - s) * bl.x + s * br.x);
          const y = (1 - t) * ((1 - s) * tl.y + s * tr.y) + t * ((1 - s) * bl.y + s * br.y);
          const i = (Math.round(y) * image.width + Math.round(x)) * 4;
          if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
          const { rgba } = image;
          values.push(0.299 * (rgba[i] ?? 0) + 0.587 * (rgba[i + 1] ?? 0) + 0.114 * (rgba[i + 2] ?? 0));
        }
      if (values.length < 16) return false;
      values.sort((a, b) => a - b);
      const low = values[Math.floor(values.length * 0.1)] ?? 0;
      const high = values[Math.floor(values.length * 0.9)] ?? 0;
      cells.push({ contrast: high - low, mean: values.reduce((a, b) => a + b, 0) / values.length });
    }
  const contrasts = cells.map((cell) => cell.contrast).sort((a, b) => a - b);
  const typical = contrasts[Math.floor(contrasts.length / 2)] ?? 0;
  const means = cells.map((cell) => cell.mean).sort((a, b) => a - b);
  const middle = means[Math.floor(means.length / 2)] ?? 0;
  return typical > 40 && cells.some((cell) => cell.contrast < typical * 0.35 && cell.mean > middle + 20);
}
