import { describe, expect, it } from 'vitest';
import { advise, type Look, type Quad, span, washedOut } from './advice';

/** A square code `size` px wide centred at (cx, cy), its bottom edge `squash` times the top's. */
function square(cx: number, cy: number, size: number, squash = 1): Quad {
  const h = size / 2;
  const b = (size * squash) / 2;
  return [
    { x: cx - h, y: cy - h },
    { x: cx + h, y: cy - h },
    { x: cx + b, y: cy + h },
    { x: cx - b, y: cy + h },
  ];
}

const look = (at: number, corners: Quad | null, glare = false): Look => ({
  at,
  width: 1920,
  height: 1080,
  quads: corners ? [{ corners }] : [],
  glare,
});

describe('advise', () => {
  it('says nothing while codes keep coming in', () => {
    expect(advise([look(900, square(960, 540, 120))], 1000, 0)).toBeNull();
  });

  it('asks to come closer when the code has too few camera pixels a module', () => {
    // 120 px for 77 modules: 1.6 px a module.
    expect(advise([look(4900, square(960, 540, 120))], 5000, 0)).toBe('closer');
    // The code's own module count, when the decoder tells it: a version-2 code of 25 modules reads at 120 px.
    const small = { ...look(4900, null), quads: [{ corners: square(960, 540, 120), modules: 25 }] };
    expect(advise([small], 5000, 0)).toBeNull();
  });

  it('asks to move back when the code fills the frame or runs off its edge', () => {
    expect(advise([look(4900, square(960, 540, 1000))], 5000, 0)).toBe('farther');
    expect(advise([look(4900, square(1800, 540, 400))], 5000, 0)).toBe('farther');
  });

  it('asks to hold the phones parallel when the sides of the code differ', () => {
    expect(advise([look(4900, square(960, 540, 400, 0.85))], 5000, 0)).toBe('flatter');
    expect(advise([look(4900, square(960, 540, 400, 0.97))], 5000, 0)).toBeNull();
  });

  it('asks to turn away from the light when a frame saw glare', () => {
    expect(advise([look(4800, square(960, 540, 400), true), look(4900, null)], 5000, 0)).toBe('glare');
  });

  it('asks to find the code when none has been seen for a while, and forgets old frames', () => {
    expect(advise([look(3000, null), look(4900, null)], 5000, 0)).toBe('find');
    expect(advise([look(4900, null)], 5000, 0)).toBeNull();
    expect(advise([look(1000, square(960, 540, 120))], 5000, 0)).toBeNull();
  });

  it('measures a code by its sides', () => {
    expect(span(square(0, 0, 100))).toBe(100);
  });
});

/** A 300-px code of 10 × 10 checker cells on a 400 × 400 frame, a bright blob over one corner if asked. */
function checker(
  glare: boolean,
  dim = 1,
): { image: { width: number; height: number; rgba: Uint8ClampedArray }; quad: Quad } {
  const [width, height] = [400, 400];
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = x >= 50 && x < 350 && y >= 50 && y < 350;
      const dark = inside && (Math.floor((x - 50) / 30) + Math.floor((y - 50) / 30)) % 2 === 0;
      let v = (dark ? 30 : 230) * dim;
      if (glare) v += 600 * Math.max(0, 1 - Math.hypot(x - 100, y - 100) / 90);
      rgba.set([v, v, v, 255], (y * width + x) * 4);
    }
  return { image: { width, height, rgba }, quad: square(200, 200, 300) };
}

describe('washedOut', () => {
  it('finds a reflected light over part of a code', () => {
    const { image, quad } = checker(true);
    expect(washedOut(image, quad)).toBe(true);
  });

  it('does not take an even or a dim code for glare', () => {
    expect(washedOut(checker(false).image, checker(false).quad)).toBe(false);
    expect(washedOut(checker(false, 0.5).image, checker(false, 0.5).quad)).toBe(false);
  });
});
