// Camera frames of a phone lying on a table, made from screenshots of the sending screen (one per code), for
// the hand-over bench (scripts/handover-bench.ts) and e2e/handover-camera.e2e.ts: a pinhole camera with a
// 60° field of view looks at the phone's screen, which is tilted, turned and moved by a hand; the lens
// blurs, the sensor adds noise, a lamp is reflected on the glass, and a rolling shutter reads the rows one
// after another while the phone moves. Frames are grey (a decoder reads luminance only) and written as
// .y4m, which Chromium plays as its fake camera (`--use-file-for-fake-video-capture`), looped.
import { closeSync, openSync, writeSync } from 'node:fs';

/** A screenshot of the sending screen as luminance, 0 – 255, with where its code's centre lies. */
export interface Screen {
  width: number;
  height: number;
  luma: Uint8Array;
  /** The code's centre and width, in the screenshot's pixels: the receiving phone aims at the code. */
  code: { x: number; y: number; width: number };
}

/** How the receiving phone sees the sending one. */
export interface Level {
  name: string;
  width: number;
  height: number;
  /** The code's width over the frame's, seen flat (1/6: a 6-cm code at 30 cm). */
  codeFraction: number;
  /** Turn about the horizontal axis (the phones not parallel), about the vertical axis, in the plane (°). */
  tilt: number;
  yaw: number;
  roll: number;
  /** Lens blur (σ, camera pixels) and sensor noise (σ, grey levels). */
  blur: number;
  noise: number;
  /** A lamp reflected on the screen, near the code's top-left corner. */
  glare: boolean;
  /** A hand-held phone: drift and tremor, blurred over the exposure and skewed by the rolling shutter. */
  moving: boolean;
}

/** Frames a second, and how long the sender shows each code (prepare.ts: five codes a second). */
export const FPS = 30;
const FRAMES_PER_CODE = 6;
const FOV = (60 * Math.PI) / 180;
/** A phone's screen is 6.5 cm wide; its code is nearly as wide (docs/performance.md). */
const SCREEN_CM = 6.5;

type M3 = number[]; // 3 × 3, row-major

const mul = (a: M3, b: M3): M3 =>
  [0, 1, 2].flatMap((r) =>
    [0, 1, 2].map((c) => [0, 1, 2].reduce((s, k) => s + a[r * 3 + k]! * b[k * 3 + c]!, 0)),
  );

function invert(m: M3): M3 {
  const [a, b, c, d, e, f, g, h, i] = m as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const A = e * i - f * h;
  const B = f * g - d * i;
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    A,
    c * h - b * i,
    b * f - c * e,
    B,
    a * i - c * g,
    c * d - a * f,
    C,
    b * g - a * h,
    a * e - b * d,
  ].map((v) => v / det);
}

/** Where the hand holds the phone at time t (s): a slow drift and a tremor, in cm and degrees. */
function hand(level: Level, t: number): { dx: number; dy: number; droll: number } {
  if (!level.moving) return { dx: 0, dy: 0, droll: 0 };
  const w = 2 * Math.PI;
  return {
    dx: 0.5 * Math.sin(w * 0.7 * t) + 0.05 * Math.sin(w * 9 * t),
    dy: 0.35 * Math.sin(w * 0.5 * t + 1) + 0.05 * Math.sin(w * 11 * t + 2),
    droll: 2 * Math.sin(w * 0.6 * t),
  };
}

/** Camera pixel -> screenshot pixel at time t. */
function inverseAt(level: Level, screen: Screen, t: number): M3 {
  const f = level.width / 2 / Math.tan(FOV / 2);
  const cmPerPx = SCREEN_CM / screen.width;
  const codeCm = screen.code.width * cmPerPx;
  const distance = (f * codeCm) / (level.codeFraction * level.width);
  const { dx, dy, droll } = hand(level, t);
  const rad = Math.PI / 180;
  const [rx, ry, rz] = [level.tilt * rad, level.yaw * rad, (level.roll + droll) * rad];
  const Rx: M3 = [1, 0, 0, 0, Math.cos(rx), -Math.sin(rx), 0, Math.sin(rx), Math.cos(rx)];
  const Ry: M3 = [Math.cos(ry), 0, Math.sin(ry), 0, 1, 0, -Math.sin(ry), 0, Math.cos(ry)];
  const Rz: M3 = [Math.cos(rz), -Math.sin(rz), 0, Math.sin(rz), Math.cos(rz), 0, 0, 0, 1];
  const R = mul(Ry, mul(Rx, Rz));
  // Screen cm (u, v, 1) -> camera space: the rotation's first two columns and the translation.
  const P: M3 = [R[0]!, R[1]!, dx, R[3]!, R[4]!, dy, R[6]!, R[7]!, distance];
  const K: M3 = [f, 0, level.width / 2, 0, f, level.height / 2, 0, 0, 1];
  const A: M3 = [cmPerPx, 0, -screen.code.x * cmPerPx, 0, cmPerPx, -screen.code.y * cmPerPx, 0, 0, 1];
  return invert(mul(K, mul(P, A)));
}

/** Deterministic noise (a frame's grain is the same on every run). */
function gaussian(seed: number): () => number {
  let s = seed >>> 0 || 1;
  const uniform = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) + 0.5) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/**
 * A Gaussian blur of σ camera pixels (in place), separable, its kernel cut at 3σ. (It was three box blurs of
 * a radius rounded from σ: σ 0.5 and 1 both came out as 1.41 and σ 1.5 as 2.45, so the harsh level was
 * blurred 1.6 times more than it said.)
 */
export function blur(image: Float32Array, width: number, height: number, sigma: number): void {
  if (sigma <= 0) return;
  const r = Math.max(1, Math.ceil(3 * sigma));
  const kernel = Float32Array.from({ length: 2 * r + 1 }, (_, k) =>
    Math.exp(-((k - r) ** 2) / (2 * sigma * sigma)),
  );
  const total = kernel.reduce((s, w) => s + w, 0);
  for (let k = 0; k < kernel.length; k++) kernel[k]! /= total;
  const line = new Float32Array(Math.max(width, height));
  const pass = (n: number, at: (k: number) => number) => {
    for (let k = 0; k < n; k++) line[k] = image[at(k)]!;
    for (let k = 0; k < n; k++) {
      let sum = 0;
      for (let j = -r; j <= r; j++) sum += kernel[j + r]! * line[Math.min(n - 1, Math.max(0, k + j))]!;
      image[at(k)] = sum;
    }
  };
  for (let y = 0; y < height; y++) pass(width, (x) => y * width + x);
  for (let x = 0; x < width; x++) pass(height, (y) => y * width + x);
}

/** One camera frame (grey, 0 – 255) of `screen` at time t (s). */
export function renderFrame(level: Level, screen: Screen, t: number): Uint8Array {
  const { width, height } = level;
  const image = new Float32Array(width * height);
  // A moving phone is blurred over a 1/60-s exposure (three instants), and each row is read 20 ms after the
  // first (a rolling shutter); a still one is drawn at one instant.
  const instants = level.moving ? [0, 1 / 120, 1 / 60] : [0];
  const readout = level.moving ? 0.02 : 0;
  const bezel = screen.width * 0.06;
  for (let y = 0; y < height; y++) {
    for (const dt of instants) {
      const m = inverseAt(level, screen, t + dt + (readout * y) / height);
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (const [ox, oy] of [
          [0.25, 0.25],
          [0.75, 0.25],
          [0.25, 0.75],
          [0.75, 0.75],
        ] as const) {
          const [X, Y] = [x + ox, y + oy];
          const w = m[6]! * X + m[7]! * Y + m[8]!;
          const u = (m[0]! * X + m[1]! * Y + m[2]!) / w;
          const v = (m[3]! * X + m[4]! * Y + m[5]!) / w;
          if (u >= 0 && v >= 0 && u < screen.width - 1 && v < screen.height - 1) {
            const [iu, iv] = [Math.floor(u), Math.floor(v)];
            const [fu, fv] = [u - iu, v - iv];
            const i = iv * screen.width + iu;
            const L = screen.luma;
            sum +=
              (L[i]! * (1 - fu) + L[i + 1]! * fu) * (1 - fv) +
              (L[i + screen.width]! * (1 - fu) + L[i + screen.width + 1]! * fu) * fv;
          } else if (u > -bezel && v > -bezel && u < screen.width + bezel && v < screen.height + bezel)
            sum += 18;
          else sum += 95 + 25 * Math.sin(x / 37 + y / 91); // the table's wood
        }
        image[y * width + x]! += sum / 4 / instants.length;
      }
    }
  }
  const light = (x: number, y: number) => 0.8 + 0.25 * (x / width) - 0.05 * (y / height); // a lamp to the right
  if (level.glare) {
    // The lamp's reflection on the glass: over the code's top-left third (the sensor clips it, below).
    const [gx, gy, r] = [
      width * (0.5 - level.codeFraction / 5),
      height / 2 - width * level.codeFraction * 0.2,
      width * level.codeFraction * 0.16,
    ];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const d2 = ((x - gx) ** 2 + (y - gy) ** 2) / (r * r);
        if (d2 < 9) image[y * width + x]! += 230 * Math.exp(-d2 / 2);
      }
  }
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) image[y * width + x]! *= light(x, y);
  // The lens blurs the light before the sensor records it: the reflection's excess spreads into its
  // surroundings and only then is clipped, with the grain, at the sensor's white (it was clipped before the
  // blur, which dimmed the glare's halo).
  blur(image, width, height, level.blur);
  const grain = gaussian(Math.round(t * FPS) + 1);
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = Math.max(0, Math.min(255, image[i]! + level.noise * grain()));
  return out;
}

/** The frames of one round of codes (each shown for 200 ms), as the sender cycles them. */
export function* roundFrames(level: Level, screens: Screen[]): Generator<Uint8Array> {
  for (let frame = 0; frame < screens.length * FRAMES_PER_CODE; frame++)
    yield renderFrame(level, screens[Math.floor(frame / FRAMES_PER_CODE)]!, frame / FPS);
}

/** Writes frames as a .y4m video (I420, limited range, grey), which Chromium's fake camera loops. */
export function writeY4m(path: string, level: Level, frames: Iterable<Uint8Array>): number {
  const file = openSync(path, 'w');
  const { width, height } = level;
  writeSync(file, `YUV4MPEG2 W${width} H${height} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const y = new Uint8Array(width * height);
  let count = 0;
  for (const frame of frames) {
    for (let i = 0; i < frame.length; i++) y[i] = 16 + Math.round((frame[i]! * 219) / 255);
    writeSync(file, 'FRAME\n');
    writeSync(file, y);
    writeSync(file, chroma);
    count++;
  }
  closeSync(file);
  return count;
}
