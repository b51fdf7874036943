// One QR code on screen: dark modules on white whatever the theme, each a whole number of CSS pixels
// (at least 4 on a 360-px phone), drawn one canvas pixel per module and scaled up without smoothing.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

/** The most CSS pixels a module gets on a wide screen (a larger code reads no better). */
const MAX_MODULE_PX = 8;

/** A code given as its modules (rows of dark = true, quiet zone included). */
export function QrCode({ modules, label }: { modules: boolean[][]; label: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const size = modules.length;

  // The code is as wide as the screen allows, in whole pixels per module.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    // Redrawn in the next frame, not inside the observer's callback: a code resized there would resize the
    // frame again in the same frame, which browsers report as an error ("ResizeObserver loop completed").
    let frameId = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frameId);
      frameId = requestAnimationFrame(measure);
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frameId);
      observer.disconnect();
    };
  }, []);

  useLayoutEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const image = context.createImageData(size, size);
    modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        const at = (y * size + x) * 4;
        const shade = dark ? 0 : 255;
        image.data.set([shade, shade, shade, 255], at);
      });
    });
    context.putImageData(image, 0, 0);
  }, [modules, size]);

  const scale = Math.max(1, Math.min(MAX_MODULE_PX, Math.floor(width / size)));
  return (
    <div class="qr-frame" ref={frame}>
      <canvas
        ref={canvas}
        class="qr-code"
        width={size}
        height={size}
        role="img"
        aria-label={label}
        data-module-px={width > 0 ? scale : undefined}
        style={{ width: `${size * scale}px`, height: `${size * scale}px` }}
      />
    </div>
  );
}
