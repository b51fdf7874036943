// The receiving phone's camera: the rear camera opened into a <video>, and its frames read for QR codes one
// at a time by the best decoder the browser has (scanner.ts).
import type { FrameReader, FrameSeen } from './scanner';

export { type FrameReader, frameReader } from './scanner';

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

/** Waits for the video's next frame (a new camera picture where the browser says so, else the next paint). */
function nextFrame(video: HTMLVideoElement): Promise<void> {
  return new Promise((resolve) => {
    if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(() => resolve());
    else requestAnimationFrame(() => resolve());
  });
}

/**
 * Reads frame after frame, one at a time, handing each text read to `onText` and what each frame showed to
 * `onFrame` (the aiming advice); returns a stop function.
 */
export function scanFrames(
  video: HTMLVideoElement,
  read: FrameReader,
  onText: (text: string) => void,
  onFrame?: (seen: FrameSeen) => void,
): () => void {
  let stopped = false;
  (async () => {
    while (!stopped) {
      await nextFrame(video);
      if (stopped) break;
      const seen = await read(video).catch(() => null);
      if (stopped || !seen) continue;
      onFrame?.(seen);
      for (const { text } of seen.codes) if (text !== null && !stopped) onText(text);
    }
  })();
  return () => {
    stopped = true;
  };
}
