// The hand-over through a camera, measured (issue 35): camera frames of the sending phone's own screen
// (scripts/handover-bench-scene.ts) at each level of pose, blur, noise, glare, resolution and movement, for a
// 177-entry game (the gyosho example) and a 500-entry one. Per level: the frames of one round read by ZXing
// (zxing-wasm, the app's options) and by the `qr` package, in Node; then the app's own receiving screen in
// Chromium with the level's video as its camera, timed from the camera's start to the game saved, once with
// ZXing (the app's choice here) and once with the `qr` decoder (WebAssembly removed from the page, as iOS
// Lockdown Mode does). Run: npm run build, then
//   E2E_PORT=4398 npx vitest run -c scripts/handover-bench.config.ts
//   BENCH_LEVELS=mild-720,harsh-1080  BENCH_GAMES=177  BENCH_LIMIT_S=30   (subsets; the time limit a run)
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import decodeQR from 'qr/decode.js';
import { it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import gyosho from '../docs/examples/gyosho.json';
import { baseUrl, launch } from '../e2e/browser';
import { today } from '../e2e/handover';
import { lengthened } from '../src/app/handover/long-record';
import { ZXING_OPTIONS } from '../src/app/handover/scanner';
import { type Level, roundFrames, type Screen, writeY4m } from './handover-bench-scene';
import { cameraBrowser, senderScreens } from './handover-bench-screens';

const still = { roll: 3, glare: false, moving: false };
const hd = { width: 1920, height: 1080, codeFraction: 1 / 6 };
const sd = { width: 1280, height: 720, codeFraction: 1 / 6 };
/** The levels, from a clean view to what a hand-held phone meets (the mild and harsh poses). */
const LEVELS: Level[] = [
  { ...hd, ...still, name: 'clean-1080', tilt: 0, yaw: 0, blur: 0.5, noise: 1 },
  { ...hd, ...still, name: 'mild-1080', tilt: 12, yaw: 6, blur: 1, noise: 3 },
  { ...hd, ...still, name: 'harsh-1080', tilt: 25, yaw: 8, blur: 1.5, noise: 4, glare: true },
  { ...hd, ...still, name: 'tilt25-1080', tilt: 25, yaw: 8, blur: 1.5, noise: 4 },
  { ...sd, ...still, name: 'mild-720', tilt: 12, yaw: 6, blur: 1, noise: 3 },
  { ...sd, ...still, name: 'tilt25-720', tilt: 25, yaw: 8, blur: 1.5, noise: 4 },
  // 720p once the screen's advice (closer) is followed: the code a quarter of the frame's width.
  { ...sd, ...still, name: 'mild-720-closer', codeFraction: 1 / 4, tilt: 12, yaw: 6, blur: 1, noise: 3 },
  { ...sd, ...still, name: 'tilt25-720-closer', codeFraction: 1 / 4, tilt: 25, yaw: 8, blur: 1.5, noise: 4 },
  {
    ...sd,
    ...still,
    name: 'moving-720-closer',
    codeFraction: 1 / 4,
    tilt: 12,
    yaw: 6,
    blur: 1,
    noise: 3,
    moving: true,
  },
  { ...sd, ...still, name: 'harsh-720', tilt: 25, yaw: 8, blur: 1.5, noise: 4, glare: true },
  {
    ...sd,
    ...still,
    name: 'harsh-720-closer',
    codeFraction: 1 / 4,
    tilt: 25,
    yaw: 8,
    blur: 1.5,
    noise: 4,
    glare: true,
  },
  { ...hd, ...still, name: 'moving-1080', tilt: 12, yaw: 6, blur: 1, noise: 3, moving: true },
  { ...sd, ...still, name: 'moving-720', tilt: 12, yaw: 6, blur: 1, noise: 3, moving: true },
];
const pick = (list: string | undefined) => list?.split(',').filter(Boolean);
const LIMIT_MS = Number(process.env.BENCH_LIMIT_S ?? 30) * 1000;

/** Frames of one round read by each decoder (a frame counts when it yields a code's text). */
function reads(
  level: Level,
  screens: Screen[],
  video: string,
): Promise<{ zxing: number; qr: number; frames: number }> {
  const tally = { zxing: 0, qr: 0, frames: 0 };
  const pending: Promise<void>[] = [];
  const frames = [...roundFrames(level, screens)];
  writeY4m(video, level, frames);
  for (const grey of frames) {
    const data = new Uint8ClampedArray(grey.length * 4);
    for (let i = 0; i < grey.length; i++) data.set([grey[i]!, grey[i]!, grey[i]!, 255], i * 4);
    const image = { data, width: level.width, height: level.height, colorSpace: 'srgb' as const };
    tally.frames++;
    try {
      if (decodeQR(image)) tally.qr++;
    } catch {
      // not read
    }
    pending.push(
      readBarcodes(image, { ...ZXING_OPTIONS, formats: [...ZXING_OPTIONS.formats] }).then((found) => {
        if (found.some((code) => code.isValid)) tally.zxing++;
      }),
    );
  }
  return Promise.all(pending).then(() => tally);
}

/** Seconds from the camera's start to the game saved on the receiving screen, or null past the limit. */
async function timeImport(video: string, decoder: 'zxing' | 'qr'): Promise<number | null> {
  const browser = await cameraBrowser(video);
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      permissions: ['camera'],
    });
    const page = await context.newPage();
    if (decoder === 'qr') await page.addInitScript(() => Reflect.deleteProperty(globalThis, 'WebAssembly'));
    await page.goto(`${baseUrl()}/#/receive`);
    // The clock starts with the camera's first frame in the page.
    await page.waitForFunction(
      () => (document.querySelector('video.camera') as HTMLVideoElement)?.videoWidth > 0,
    );
    const start = Date.now();
    const done = page.locator('[data-received="1"]');
    return await done
      .waitFor({ timeout: LIMIT_MS })
      .then(() => (Date.now() - start) / 1000)
      .catch(() => null);
  } finally {
    await browser.close();
  }
}

it('hand-over through a camera, per level', async () => {
  const wasm = readFileSync('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm');
  await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer as ArrayBuffer }, fireImmediately: true });
  const folder = join(tmpdir(), `choba-handover-bench-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  const games = [
    { name: '177', record: today(gyosho, 'bench-177') },
    { name: '500', record: lengthened(today(gyosho, 'bench-500'), 500) },
  ].filter((game) => pick(process.env.BENCH_GAMES)?.includes(game.name) ?? true);
  const levels = LEVELS.filter((level) => pick(process.env.BENCH_LEVELS)?.includes(level.name) ?? true);
  const rows: string[] = [
    '| game | level | codes | frames read of a round: ZXing | `qr` | import, ZXing | import, `qr` |',
  ];
  try {
    for (const game of games) {
      const browser = await launch();
      const screens = await senderScreens(browser, game.record);
      await browser.close();
      for (const level of levels) {
        const video = join(folder, `${game.name}-${level.name}.y4m`);
        const read = await reads(level, screens, video);
        const zxing = await timeImport(video, 'zxing');
        const qr = await timeImport(video, 'qr');
        rmSync(video);
        const s = (t: number | null) => (t === null ? `> ${LIMIT_MS / 1000} s` : `${t.toFixed(1)} s`);
        const row = `| ${game.name} | ${level.name} | ${screens.length} | ${read.zxing} / ${read.frames} | ${read.qr} / ${read.frames} | ${s(zxing)} | ${s(qr)} |`;
        console.log(row);
        rows.push(row);
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  console.log(rows.join('\n'));
});
