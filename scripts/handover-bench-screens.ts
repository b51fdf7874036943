// The sending phone's screen, one picture per code, for the camera frames of scripts/handover-bench-scene.ts:
// a game is imported on a page at 360 × 640 (2 device pixels a CSS pixel, as a phone draws), its hand-over
// screen opened, and the screen's screenshot combined with each code's own canvas (the codes cycle five a
// second, faster than a screenshot is taken). Also launches Chromium with a video file as its camera.
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { baseUrl } from '../e2e/browser';
import { CHROMIUM } from '../e2e/chromium';
import { everyCode, handOverFromHome, importFile } from '../e2e/handover';
import type { GameRecord } from '../src/engine/record';
import type { Screen } from './handover-bench-scene';

/** Every code of `record`'s hand-over, each as the whole sending screen (grey), as the other camera sees it. */
export async function senderScreens(browser: Browser, record: GameRecord): Promise<Screen[]> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 2,
    locale: 'en-US',
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/#/`);
  await importFile(page, [record]);
  await handOverFromHome(page, record);
  const codes = await everyCode(page);
  const shot = (await page.screenshot()).toString('base64');
  const pictures = await combine(page, shot, codes);
  await context.close();
  return pictures.map(({ width, height, luma, code }) => ({
    width,
    height,
    luma: Uint8Array.from(Buffer.from(luma, 'base64')),
    code,
  }));
}

/** In the page: the screenshot with each code's canvas drawn where the code stands, as grey bytes. */
function combine(page: Page, shot: string, codes: string[]) {
  return page.evaluate(
    async ([shot, codes]) => {
      const bytes = (b64: string) => new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]);
      const screen = await createImageBitmap(bytes(shot));
      const box = (document.querySelector('canvas.qr-code') as HTMLCanvasElement).getBoundingClientRect();
      const k = devicePixelRatio;
      const canvas = document.createElement('canvas');
      Object.assign(canvas, { width: screen.width, height: screen.height });
      const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
      context.imageSmoothingEnabled = false;
      const out = [];
      for (const code of codes) {
        context.drawImage(screen, 0, 0);
        context.drawImage(
          await createImageBitmap(bytes(code)),
          box.x * k,
          box.y * k,
          box.width * k,
          box.height * k,
        );
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        const luma = new Uint8Array(canvas.width * canvas.height);
        for (let i = 0; i < luma.length; i++)
          luma[i] = Math.round(0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!);
        let text = '';
        for (let i = 0; i < luma.length; i += 0x8000)
          text += String.fromCharCode(...luma.subarray(i, i + 0x8000));
        out.push({
          width: canvas.width,
          height: canvas.height,
          luma: btoa(text),
          code: { x: (box.x + box.width / 2) * k, y: (box.y + box.height / 2) * k, width: box.width * k },
        });
      }
      return out;
    },
    [shot, codes] as const,
  );
}

/** Chromium whose camera plays `video` (.y4m, looped), granted without asking. */
export function cameraBrowser(video: string): Promise<Browser> {
  return chromium.launch({
    ...CHROMIUM,
    args: [
      ...CHROMIUM.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
