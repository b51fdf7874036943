// Which decoder reads the camera's frames, and what it saw. The platform's BarcodeDetector where it reads QR
// codes (Chrome on Android); else ZXing-C++ compiled to WebAssembly (zxing-wasm), whose .wasm file is the
// app's own (precached by the service worker: the phone may be offline, and the CSP allows no CDN); else,
// where WebAssembly is missing or refused (iOS Lockdown Mode, an older WebKit without 'wasm-unsafe-eval'),
// the `qr` package's decoder in plain JavaScript. All of it loads with the receiving screen only.
import { type Luma, type Quad, washedOut } from './advice';

/** One code in a frame: its text, or null when the decoder found it but could not read it; its corners. */
export interface Sighting {
  text: string | null;
  corners: Quad | null;
  /** Modules across (21 + 4 per version above 1), when the decoder says. */
  modules?: number;
}

/** What one camera frame showed: its size in camera pixels, the codes in it, and glare over a code. */
export interface FrameSeen {
  width: number;
  height: number;
  codes: Sighting[];
  glare: boolean;
}

/** Reads the QR codes in the video's current frame. */
export type FrameReader = (video: HTMLVideoElement) => Promise<FrameSeen>;

/** The options the app reads frames with (scripts/handover-bench.ts reads its test frames with them too). */
export const ZXING_OPTIONS = {
  formats: ['QRCode'],
  tryHarder: true,
  // Chōba's codes are dark on white and upright in the code's own frame: no inverted or rotated pass.
  tryInvert: false,
  tryRotate: false,
  // Codes found but not read come back too: their place in the frame is what the advice is made of.
  returnErrors: true,
  // Two phones' codes may be in view at once (a booth).
  maxNumberOfSymbols: 4,
} as const;

interface Detected {
  rawValue: string;
  cornerPoints?: { x: number; y: number }[];
}
interface DetectorClass {
  new (options: { formats: string[] }): { detect(source: HTMLVideoElement): Promise<Detected[]> };
  getSupportedFormats?(): Promise<string[]>;
}

const quad = (points: { x: number; y: number }[] | undefined): Quad | null =>
  points && points.length === 4 ? (points.map(({ x, y }) => ({ x, y })) as Quad) : null;

/** The video's current frame drawn on a canvas of its size (the library decoders read pixels). */
function framePixels(): (video: HTMLVideoElement) => ImageData | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || width === 0 || height === 0) return null;
    if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
    context.drawImage(video, 0, 0, width, height);
    return context.getImageData(0, 0, width, height);
  };
}

/** The same frame as luminance, for the glare check. */
const luma = (image: ImageData): Luma => ({ width: image.width, height: image.height, rgba: image.data });

/** ZXing-C++ in WebAssembly, instantiated from the app's own copy; rejects where WebAssembly cannot run. */
async function zxingReader(): Promise<FrameReader> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasm }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  const url = new URL(wasm, location.href).href;
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? url : prefix + path),
    },
    fireImmediately: true,
  });
  const pixels = framePixels();
  return async (video) => {
    const image = pixels(video);
    if (!image) return { width: 0, height: 0, codes: [], glare: false };
    const results = await readBarcodes(image, { ...ZXING_OPTIONS, formats: [...ZXING_OPTIONS.formats] });
    const codes = results.map((result): Sighting => {
      const { topLeft, topRight, bottomRight, bottomLeft } = result.position;
      const version = Number(result.version);
      return {
        text: result.isValid ? result.text : null,
        corners: [topLeft, topRight, bottomRight, bottomLeft],
        modules: version > 0 ? 17 + 4 * version : undefined,
      };
    });
    const glare = codes.some(
      (code) => code.text === null && code.corners && washedOut(luma(image), code.corners),
    );
    return { width: image.width, height: image.height, codes, glare };
  };
}

/** The `qr` package's decoder: one code a frame, no corners (so no advice but "find the code"). */
async function qrReader(): Promise<FrameReader> {
  const { default: decodeQR } = await import('qr/decode.js');
  const pixels = framePixels();
  return async (video) => {
    const image = pixels(video);
    if (!image) return { width: 0, height: 0, codes: [], glare: false };
    let codes: Sighting[] = [];
    try {
      codes = [{ text: decodeQR(image), corners: null }];
    } catch {
      // no code in this frame: the next one may have it
    }
    return { width: image.width, height: image.height, codes, glare: false };
  };
}

/** The best reader this browser has: BarcodeDetector if it reads QR codes, else ZXing, else `qr`. */
export async function frameReader(): Promise<FrameReader> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const formats: string[] = (await Native?.getSupportedFormats?.().catch(() => [])) ?? [];
  if (Native && formats.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => ({
      width: video.videoWidth,
      height: video.videoHeight,
      codes: (await detector.detect(video)).map((code) => ({
        text: code.rawValue,
        corners: quad(code.cornerPoints),
      })),
      glare: false,
    });
  }
  if (typeof WebAssembly === 'object') {
    try {
      return await zxingReader();
    } catch {
      // refused by the page's policy or the engine: the JavaScript decoder still reads clean codes
    }
  }
  return qrReader();
}
