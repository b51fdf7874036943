// Why the hand-over bench's harsh frames read nothing (issue 35): camera frames made by
// scripts/handover-bench-scene.ts, one thing varied at a time, decoded in Node by ZXing (zxing-wasm, the app's
// options and variants of them) and by the `qr` package, without a browser. The sending screen is drawn here
// (the app's encoder, its quiet zone and 8 screenshot pixels a module, on a light page with lines of text),
// not screenshotted, so the probe runs anywhere. Run:
//   node_modules/.bin/jiti scripts/handover-probe.ts [experiment ...]   (experiments: see EXPERIMENTS)
//   PROBE_PNG=/tmp/probe  also writes each variation's first frame (whole, and the code's surroundings) as PNGs;
//   PROBE_OPTIONS=app,no-downscale,...  the ZXing option sets to compare (OPTIONS); PROBE_PER_CODE=2 frames a
//   code; PROBE_REPEAT=1 decodes a frame for its median CPU time; PROBE_QR=0 skips the `qr` decoder.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { encodeQR } from 'qr';
import decodeQR from 'qr/decode.js';
import { prepareZXingModule, type ReaderOptions, readBarcodes } from 'zxing-wasm/reader';
import { CODE_CHARS, QR_ECC, QUIET_MODULES, toCodes } from '../src/app/handover/codes';
import { ZXING_OPTIONS } from '../src/app/handover/scanner';
import { blur, type Level, renderFrame, type Screen } from './handover-bench-scene';

/** The sending phone's screen (720 × 1280: 360 × 640 CSS px at 2 device px each) with one code on it. */
function screenOf(text: string): Screen {
  const modules = encodeQR(text, 'raw', { ecc: QR_ECC, border: QUIET_MODULES, encoding: 'alphanumeric' });
  const [width, height, px] = [720, 1280, 8]; // 4 CSS px a module
  const luma = new Uint8Array(width * height).fill(250);
  const size = modules.length * px;
  const [left, top] = [(width - size) / 2, 96];
  // A title above and a few lines of text and a button below, as the hand-over screen has.
  const bar = (x: number, y: number, w: number, h: number, shade: number) => {
    for (let j = y; j < y + h; j++) luma.fill(shade, j * width + x, j * width + x + w);
  };
  bar(24, 30, 380, 36, 40);
  for (let k = 0; k < 4; k++) bar(24, top + size + 40 + k * 48, 500 - 60 * k, 22, 70);
  bar(24, top + size + 260, 672, 96, 30);
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      bar(left + x * px, top + y * px, px, px, dark ? 0 : 255);
    });
  });
  return { width, height, luma, code: { x: left + size / 2, y: top + size / 2, width: size } };
}

/** Six codes as full as the app makes them (about a 177-entry game), from fixed pseudo-random bytes. */
function screens(): Screen[] {
  const bytes = new Uint8Array(2150);
  let s = 12345;
  for (let i = 0; i < bytes.length; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    bytes[i] = s >>> 24;
  }
  const texts = toCodes(bytes, CODE_CHARS, 'HTTP://127.0.0.1:4398/R/');
  return texts.map(screenOf);
}

const still = { roll: 3, glare: false, moving: false };
const hd = { width: 1920, height: 1080, codeFraction: 1 / 6 };
const sd = { width: 1280, height: 720, codeFraction: 1 / 6 };
const HARSH: Level = {
  ...hd,
  ...still,
  name: 'harsh-1080',
  tilt: 25,
  yaw: 8,
  blur: 1.5,
  noise: 4,
  glare: true,
};
const MILD: Level = { ...hd, ...still, name: 'mild-1080', tilt: 12, yaw: 6, blur: 1, noise: 3 };
const CLEAN: Level = { ...hd, ...still, name: 'clean-1080', tilt: 0, yaw: 0, blur: 0.5, noise: 1 };

type Variant = { name: string; level: Level; options?: Partial<ReaderOptions> };
const vary = (base: Level, changes: Partial<Level>): Variant => ({
  name: `${base.name} ${Object.entries(changes)
    .map(([k, v]) => `${k}=${typeof v === 'number' ? +v.toFixed(3) : v}`)
    .join(' ')}`,
  level: { ...base, ...changes },
});

const OPTIONS: Record<string, Partial<ReaderOptions>> = {
  app: {},
  'no-downscale': { tryDownscale: false },
  'downscale-2': { downscaleFactor: 2 },
  'downscale-2-thr-600': { downscaleFactor: 2, downscaleThreshold: 600 },
  global: { binarizer: 'GlobalHistogram' },
  fixed: { binarizer: 'FixedThreshold' },
  denoise: { tryDenoise: true },
  'not-harder': { tryHarder: false },
  rotate: { tryRotate: true },
  sharpen: {},
};

/** Not options: a frame sharpened (unsharp mask, σ 1.5, amount 1) before ZXing reads it, to see whether
 * sharpening would move the blur's edge (it would be code in scanner.ts, not an option). */
function sharpened(grey: Uint8Array, width: number, height: number): Uint8Array {
  const soft = Float32Array.from(grey);
  blur(soft, width, height, 1.5);
  return Uint8Array.from(grey, (g, i) => Math.max(0, Math.min(255, 2 * g - soft[i]!)));
}

const EXPERIMENTS: Record<string, () => Variant[]> = {
  // The bench's levels as they stand.
  levels: () =>
    [CLEAN, MILD, HARSH, { ...HARSH, name: 'tilt25-1080', glare: false }].map((level) => ({
      name: level.name,
      level,
    })),
  // Harsh, one thing taken away at a time.
  harsh: () => [
    { name: 'harsh', level: HARSH },
    vary(HARSH, { glare: false }),
    vary(HARSH, { tilt: 0, yaw: 0 }),
    vary(HARSH, { tilt: 12, yaw: 6 }),
    vary(HARSH, { blur: 1 }),
    vary(HARSH, { blur: 0.5 }),
    vary(HARSH, { noise: 1 }),
    vary(HARSH, { codeFraction: 1 / 4 }),
    vary(HARSH, { glare: false, blur: 1 }),
  ],
  // Tilt 25° without glare, blur σ swept (camera pixels).
  blur: () =>
    [0, 0.5, 0.8, 1, 1.2, 1.41, 1.5, 1.8, 2, 2.45].map((blur) =>
      vary({ ...HARSH, glare: false, name: 'tilt25' }, { blur }),
    ),
  // Glare alone, on the clean and mild poses.
  glare: () => [
    vary(CLEAN, { glare: true }),
    vary(MILD, { glare: true }),
    vary({ ...MILD, name: 'mild-1080 blur=1.5 noise=4', blur: 1.5, noise: 4 }, { glare: true }),
  ],
  // Tilt alone (sharp-ish, blur 1), 0 – 40°.
  tilt: () =>
    [0, 12, 25, 35, 40].map((tilt) => vary({ ...HARSH, glare: false, blur: 1, name: 'tilt' }, { tilt })),
  // Code size in the frame at harsh.
  size: () => [1 / 8, 1 / 6, 1 / 5, 1 / 4, 1 / 3].map((codeFraction) => vary(HARSH, { codeFraction })),
  // Noise at tilt 25.
  noise: () => [0, 2, 4, 8].map((noise) => vary({ ...HARSH, glare: false, name: 'tilt25' }, { noise })),
  // Past the edge: where the app's options stop reading, for trying other options.
  edge: () => [
    vary(HARSH, { blur: 1.65 }),
    vary(HARSH, { blur: 1.8 }),
    vary(HARSH, { blur: 2 }),
    { name: 'mild-720', level: { ...MILD, ...sd, name: 'mild-720' } },
    { name: 'harsh-720', level: { ...HARSH, ...sd, name: 'harsh-720' } },
  ],
  // For timing: the levels that read, and frames with nothing readable (too far; out of focus), which are
  // most of the frames while the phone is being aimed.
  timing: () => [
    { name: 'clean-1080', level: CLEAN },
    { name: 'mild-1080', level: MILD },
    { name: 'harsh-1080', level: HARSH },
    vary(MILD, { codeFraction: 1 / 30 }),
    vary(MILD, { blur: 4 }),
    { name: 'mild-720', level: { ...MILD, ...sd, name: 'mild-720' } },
    vary({ ...MILD, ...sd, name: 'mild-720' }, { blur: 4 }),
  ],
  // 720p.
  sd: () => [
    { name: 'mild-720', level: { ...MILD, ...sd, name: 'mild-720' } },
    { name: 'harsh-720', level: { ...HARSH, ...sd, name: 'harsh-720' } },
    { name: 'harsh-720-closer', level: { ...HARSH, ...sd, codeFraction: 1 / 4, name: 'harsh-720-closer' } },
  ],
};

/** Minimal grey PNG. */
function png(path: string, width: number, height: number, grey: Uint8Array): void {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(grey.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  writeFileSync(
    path,
    Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const imageOf = (grey: Uint8Array, width: number, height: number) => {
  const data = new Uint8ClampedArray(grey.length * 4);
  for (let i = 0; i < grey.length; i++) {
    data[i * 4] = data[i * 4 + 1] = data[i * 4 + 2] = grey[i]!;
    data[i * 4 + 3] = 255;
  }
  return { data, width, height, colorSpace: 'srgb' as const };
};

async function main(): Promise<void> {
  const wasm = readFileSync('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm');
  await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer as ArrayBuffer }, fireImmediately: true });
  const all = screens();
  // Frames per variation: each code at two instants (the grain differs), as in the bench's round of 6 a code.
  const perCode = Number(process.env.PROBE_PER_CODE ?? 2);
  const optionNames = (process.env.PROBE_OPTIONS ?? 'app').split(',');
  const pngDir = process.env.PROBE_PNG;
  if (pngDir) mkdirSync(pngDir, { recursive: true });
  const names = process.argv.slice(2);
  for (const experiment of names.length ? names : ['levels']) {
    console.log(`\n## ${experiment}`);
    const header = ['variation', ...optionNames.map((o) => `ZXing ${o} (ms)`), 'qr'];
    console.log(`| ${header.join(' | ')} |`);
    for (const variant of EXPERIMENTS[experiment]!()) {
      const { level } = variant;
      const frames: Uint8Array[] = [];
      all.forEach((screen, k) => {
        for (let i = 0; i < perCode; i++) frames.push(renderFrame(level, screen, (k * 6 + i) / 30));
      });
      if (pngDir) {
        const file = variant.name.replace(/[^\w.=-]+/g, '_');
        png(join(pngDir, `${file}.png`), level.width, level.height, frames[0]!);
        // The code's neighbourhood at one camera pixel a pixel.
        const side = Math.min(level.height, Math.round(level.width * level.codeFraction * 1.5));
        const [x0, y0] = [(level.width - side) / 2, (level.height - side) / 2].map(Math.round) as [
          number,
          number,
        ];
        const crop = new Uint8Array(side * side);
        for (let y = 0; y < side; y++)
          crop.set(
            frames[0]!.subarray((y0 + y) * level.width + x0, (y0 + y) * level.width + x0 + side),
            y * side,
          );
        png(join(pngDir, `${file}-crop.png`), side, side, crop);
      }
      const cells: string[] = [];
      for (const optionName of optionNames) {
        const options = { ...ZXING_OPTIONS, formats: [...ZXING_OPTIONS.formats], ...OPTIONS[optionName] };
        let [read, found] = [0, 0];
        const times: number[] = [];
        // Decode times: the median CPU time over the frames, each decoded PROBE_REPEAT times.
        const repeat = Number(process.env.PROBE_REPEAT ?? 1);
        for (const grey of frames) {
          const pixels = optionName === 'sharpen' ? sharpened(grey, level.width, level.height) : grey;
          const image = imageOf(pixels, level.width, level.height);
          let results: Awaited<ReturnType<typeof readBarcodes>> = [];
          for (let k = 0; k < repeat; k++) {
            // CPU time, not wall time: on a loaded machine the wall clock counts other processes' turns.
            const start = process.cpuUsage();
            results = await readBarcodes(image, options as ReaderOptions);
            const used = process.cpuUsage(start);
            times.push((used.user + used.system) / 1000);
          }
          if (results.some((r) => r.isValid)) read++;
          else if (results.length) found++;
        }
        times.sort((a, b) => a - b);
        const median = times[Math.floor(times.length / 2)]!;
        cells.push(`${read}/${frames.length} (+${found} found) ${median.toFixed(1)} ms`);
      }
      let qr = 0;
      if (process.env.PROBE_QR !== '0')
        for (const grey of frames) {
          try {
            if (decodeQR(imageOf(grey, level.width, level.height))) qr++;
          } catch {
            // not read
          }
        }
      console.log(`| ${variant.name} | ${cells.join(' | ')} | ${qr}/${frames.length} |`);
    }
  }
}

await main();
