// The receiving phone's camera: the rear camera opened into a <video>, and its frames read for QR codes by
// the platform's BarcodeDetector where the browser has one that reads QR, else by the `qr` library's
// decoder, loaded only then (never with the app).

/** Why the camera cannot be used: there is none (or the page is not secure), or the user refused it. */
export class CameraError extends Error {
  constructor(readonly problem: 'none' | 'refused') {
    super(`camera: ${problem}`);
    this.name = 'CameraError';
  }
}

/**
 * Opens the rear camera into `video`. A high resolution is asked for (not required): at 30 cm a code fills a
 * sixth of the frame's width, and its modules need a few camera pixels each.
 */
export async function openCamera(video: HTMLVideoElement, nav: Navigator = navigator): Promise<MediaStream> {
  if (!nav.mediaDevices?.getUserMedia) throw new CameraError('none');
  let stream: MediaStream;
  try {
    stream = await nav.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
    });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    throw new CameraError(name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'none');
  }
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  // Not awaited: play() settles only with the first frame, and frames are read as they come anyway.
  void video.play().catch(() => undefined);
  return stream;
}

/** Stops every track of a camera stream (the camera's light goes off). */
export function closeCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Reads the QR codes in the video's current frame (texts; none when no code was found). */
export type FrameReader = (video: HTMLVideoElement) => Promise<string[]>;

interface Detected {
  rawValue: string;
}
interface Detector {
  detect(source: HTMLVideoElement): Promise<Detected[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?(): Promise<string[]>;
}

/** The best reader this browser has: BarcodeDetector if it reads QR codes, else the `qr` decoder. */
export async function frameReader(): Promise<FrameReader> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const formats: string[] = (await Native?.getSupportedFormats?.().catch(() => [])) ?? [];
  if (Native && formats.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video)).map((code) => code.rawValue);
  }
  const { default: decodeQR } = await import('qr/decode.js');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || width === 0 || height === 0) return [];
    if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
    context.drawImage(video, 0, 0, width, height);
    try {
      return [decodeQR(context.getImageData(0, 0, width, height))];
    } catch {
      return []; // no code in this frame: the next one may have it
    }
  };
}

/** Waits for the video's next frame (a new camera picture where the browser says so, else the next paint). */
function nextFrame(video: HTMLVideoElement): Promise<void> {
  return new Promise((resolve) => {
    if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(() => resolve());
    else requestAnimationFrame(() => resolve());
  });
}

/** Reads frame after frame, one at a time, handing each text read to `onText`; returns a stop function. */
export function scanFrames(
  video: HTMLVideoElement,
  read: FrameReader,
  onText: (text: string) => void,
): () => void {
  let stopped = false;
  (async () => {
    while (!stopped) {
      await nextFrame(video);
      if (stopped) break;
      const texts = await read(video).catch(() => []);
      for (const text of texts) if (!stopped) onText(text);
    }
  })();
  return () => {
    stopped = true;
  };
}
